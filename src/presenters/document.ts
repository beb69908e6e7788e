/**
 * A small document model for everything Adjutant posts (receipts, reports, phase summaries): built once by the
 * game service, rendered to forum BBCode, Markdown (Discord) or plain text by the renderers beside this file.
 */

/** Inline text: plain, bold, italic, struck out, monospace, or a link. */
export type Inline =
  | string
  | { bold: Inline[] }
  | { italic: Inline[] }
  | { strike: Inline[] }
  | { code: string }
  | { link: string; text: Inline[] };

/** A block of a document. */
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; text: Inline[] }
  | { kind: "paragraph"; text: Inline[] }
  | { kind: "list"; ordered?: boolean; items: Inline[][] }
  | { kind: "table"; header: string[]; rows: string[][] }
  | { kind: "rule" };

/** Where a document will be posted, when its author knows: the BBCode renderer writes that forum's tags. */
export interface RenderTarget {
  /** The forum engine id (`phpbb3`, `xenforo2`…: forum-bbcode.ts); null or absent: a common BBCode set. */
  platform?: string | null;
  /** The forum page's character set; absent: the engine's usual one. A legacy set gets ASCII stand-ins. */
  charset?: string | null;
}

export interface Document {
  title?: string;
  blocks: Block[];
  /** The forum it is for (a phase summary: the game's forum); render options win over it. */
  target?: RenderTarget;
}

/** Shorthands for building documents. */
export const b = (...text: Inline[]): Inline => ({ bold: text });
export const i = (...text: Inline[]): Inline => ({ italic: text });
export const s = (...text: Inline[]): Inline => ({ strike: text });
export const code = (text: string): Inline => ({ code: text });
export const link = (href: string, ...text: Inline[]): Inline => ({ link: href, text });
export const heading = (level: 1 | 2 | 3, ...text: Inline[]): Block => ({ kind: "heading", level, text });
export const para = (...text: Inline[]): Block => ({ kind: "paragraph", text });
export const list = (items: Inline[][], ordered = false): Block => ({ kind: "list", ordered, items });
export const table = (header: string[], rows: string[][]): Block => ({ kind: "table", header, rows });
export const rule = (): Block => ({ kind: "rule" });
