/**
 * Folds a name for comparison: case, accents, punctuation and spacing are ignored, so
 * "Thessaloníki", "THESSALONIKI" and "thessa-loniki " compare as alike as players expect.
 * "&" reads as "and"; apostrophes vanish ("St. Peter's" → "st peters").
 */
export function foldName(text: string): string {
  return foldAscii(text) ?? foldAny(text);
}

/**
 * `foldAny` of printable ASCII (most names and orders), without normalising: letters lowered, digits kept, "&" read
 * as "and", apostrophes and backquotes dropped, every other run a single space, none at either end. Undefined for
 * any other text (a character outside 0x20–0x7e). Text already folded (lower-case words and single spaces, as the
 * map's ids and most spans of a post are) is returned as it is; other text is lowered once and its words copied as
 * slices, not character by character: building a lexicon folds some 1,500 names, and a string grown one character
 * at a time made about 0.9 MB of garbage there (a young-generation collection, often during a service's first post).
 */
function foldAscii(text: string): string | undefined {
  /** Whether the text is its own fold so far; whether the character before was a space (or the start). */
  let folded = true;
  let space = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return undefined;
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) space = false;
    else if (c === 0x20 && !space) space = true;
    else folded = false;
  }
  if (folded && !(space && text.length > 0)) return text;
  const lower = text.toLowerCase();
  let out = "";
  /** A separator seen since the last word character (written before the next one, never at the start). */
  let gap = false;
  /** Where the run of word characters being read starts, or -1. */
  let from = -1;
  for (let i = 0; i <= lower.length; i++) {
    // one past the end reads as a space: it ends the last run
    const c = i < lower.length ? lower.charCodeAt(i) : 0x20;
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39)) {
      if (from === -1) {
        if (gap && out !== "") out += " ";
        gap = false;
        from = i;
      }
      continue;
    }
    if (from !== -1) {
      out += lower.slice(from, i);
      from = -1;
    }
    if (c === 0x26) {
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
