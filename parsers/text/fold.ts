/**
 * Folds a name for comparison: case, accents, punctuation and spacing are ignored, so
 * "Thessaloníki", "THESSALONIKI" and "thessa-loniki " compare as alike as players expect.
 * "&" reads as "and"; apostrophes vanish ("St. Peter's" → "st peters").
 */
export function foldName(text: string): string {
  return foldAscii(text) ?? foldAny(text);
}

/**
 * `foldAny` of printable ASCII (most names and orders) in one pass over the characters, without normalising: letters
 * lowered, digits kept, "&" read as "and", apostrophes and backquotes dropped, every other run a single space, none
 * at either end. Undefined for any other text (a character outside 0x20–0x7e).
 */
function foldAscii(text: string): string | undefined {
  let out = "";
  /** A separator seen since the last word character (written before the next one, never at the start). */
  let gap = false;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return undefined;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) {
      if (gap && out !== "") out += " ";
      gap = false;
      out += String.fromCharCode(c);
    } else if (c === 0x26) {
      // "&" → " and "
      out += out === "" ? "and" : " and";
      gap = true;
    } else if (c !== 0x27 && c !== 0x60) {
      gap = true;
    }
  }
  return out;
}

/** `foldName` of any text: Unicode normalised, marks dropped, Unicode letters and digits kept. */
export function foldAny(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/&/g, " and ")
    .replace(/['’‘`´]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
