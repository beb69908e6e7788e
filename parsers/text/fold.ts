/**
 * Folds a name for comparison: case, accents, punctuation and spacing are ignored, so
 * "Thessaloníki", "THESSALONIKI" and "thessa-loniki " compare as alike as players expect.
 * "&" reads as "and"; apostrophes vanish ("St. Peter's" → "st peters").
 */
export function foldName(text: string): string {
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
