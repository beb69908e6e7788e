import { createHash } from "node:crypto";

/**
 * The normalised text of a post used as edit-proof evidence (W33): Unicode NFC, line endings unified, runs of
 * blanks folded, trailing spaces dropped. Two fetches of an unedited post give the same text even when the forum
 * re-renders whitespace.
 */
export function normalizePostText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\u00a0 ]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** SHA-256 (hex) of a post's normalised text. */
export function hashPostText(normalized: string): string {
  return createHash("sha256").update(normalized, "utf8").digest("hex");
}
