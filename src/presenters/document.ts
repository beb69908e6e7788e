/**
 * A small document model for everything Adjutant posts (receipts, reports, phase summaries): built once by the
 * game service, rendered to forum BBCode, Markdown (Discord) or plain text by the renderers beside this file.
 */

/** Inline text: plain, bold, italic, struck out, or monospace. */
export type Inline =
  | string
  | { bold: Inline[] }
  | { italic: Inline[] }
  | { strike: Inline[] }
  | { code: string };

/** A block of a document. */
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; text: Inline[] }
  | { kind: "paragraph"; text: Inline[] }
  | { kind: "list"; ordered?: boolean; items: Inline[][] }
  | { kind: "table"; header: string[]; rows: string[][] }
  | { kind: "rule" };

export interface Document {
  title?: string;
  blocks: Block[];
}

/** Shorthands for building documents. */
export const b = (...text: Inline[]): Inline => ({ bold: text });
export const i = (...text: Inline[]): Inline => ({ italic: text });
export const s = (...text: Inline[]): Inline => ({ strike: text });
export const code = (text: string): Inline => ({ code: text });
export const heading = (level: 1 | 2 | 3, ...text: Inline[]): Block => ({ kind: "heading", level, text });
export const para = (...text: Inline[]): Block => ({ kind: "paragraph", text });
export const list = (items: Inline[][], ordered = false): Block => ({ kind: "list", ordered, items });
export const table = (header: string[], rows: string[][]): Block => ({ kind: "table", header, rows });
export const rule = (): Block => ({ kind: "rule" });
