/**
 * Folds a name for comparison: case, accents, punctuation and spacing are ignored, so
 * "Thessaloníki", "THESSALONIKI" and "thessa-loniki " compare as alike as players expect.
 * "&" reads as "and"; apostrophes vanish ("St. Peter's" → "st peters").
 */
export function foldName(text: string): string {
  // printable ASCII (most names and orders): the same steps without normalising, and with ASCII classes
  if (PRINTABLE_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/['`]/g, "")
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
  }
  return foldAny(text);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

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
