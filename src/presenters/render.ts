import type { Block, Document, Inline } from "./document.ts";

/** The output formats a GM or a bot can ask for. */
export type Format = "bbcode" | "markdown" | "text";

interface Dialect {
  bold(inner: string): string;
  italic(inner: string): string;
  strike(inner: string): string;
  code(text: string): string;
  escape(text: string): string;
  heading(level: 1 | 2 | 3, inner: string): string;
  bullet(index: number, ordered: boolean, inner: string): string;
  table(header: string[], rows: string[][]): string;
  rule: string;
}

const bbcode: Dialect = {
  bold: (x) => `[b]${x}[/b]`,
  italic: (x) => `[i]${x}[/i]`,
  strike: (x) => `[s]${x}[/s]`,
  code: (x) => `[font=monospace]${x}[/font]`,
  // BBCode has no escape: break tag openers so player text cannot inject markup.
  escape: (x) => x.replace(/\[/g, "[\u200b"),
  heading: (level, x) => (level === 1 ? `[size=150][b]${x}[/b][/size]` : `[b][u]${x}[/u][/b]`),
  bullet: (_n, _o, x) => `[*]${x}`,
  table: (header, rows) => `[code]\n${alignedTable(header, rows)}\n[/code]`,
  rule: "[hr]",
};

const markdown: Dialect = {
  bold: (x) => `**${x}**`,
  italic: (x) => `*${x}*`,
  strike: (x) => `~~${x}~~`,
  code: (x) => `\`${x.replace(/`/g, "ˋ")}\``,
  escape: (x) => x.replace(/([\\*_~`|>#[\]])/g, "\\$1"),
  heading: (level, x) => `${"#".repeat(level)} ${x}`,
  bullet: (n, ordered, x) => (ordered ? `${n + 1}. ${x}` : `- ${x}`),
  table: (header, rows) => `\`\`\`\n${alignedTable(header, rows)}\n\`\`\``,
  rule: "———",
};

const text: Dialect = {
  bold: (x) => x,
  italic: (x) => x,
  strike: (x) => `(struck: ${x})`,
  code: (x) => x,
  escape: (x) => x,
  heading: (level, x) =>
    level === 1
      ? `${x}\n${"=".repeat(Math.min(x.length, 80))}`
      : `${x}\n${"-".repeat(Math.min(x.length, 80))}`,
  bullet: (n, ordered, x) => (ordered ? `${n + 1}. ${x}` : `- ${x}`),
  table: (header, rows) => alignedTable(header, rows),
  rule: "----",
};

const dialects: Record<Format, Dialect> = { bbcode, markdown, text };

function inline(d: Dialect, parts: Inline[]): string {
  return parts
    .map((p) => {
      if (typeof p === "string") return d.escape(p);
      if ("bold" in p) return d.bold(inline(d, p.bold));
      if ("italic" in p) return d.italic(inline(d, p.italic));
      if ("strike" in p) return d.strike(inline(d, p.strike));
      return d.code(p.code);
    })
    .join("");
}

function block(d: Dialect, format: Format, blk: Block): string {
  switch (blk.kind) {
    case "heading":
      return d.heading(blk.level, inline(d, blk.text));
    case "paragraph":
      return inline(d, blk.text);
    case "list": {
      const lines = blk.items.map((item, n) => d.bullet(n, blk.ordered === true, inline(d, item)));
      if (format === "bbcode") return `[list${blk.ordered ? "=1" : ""}]\n${lines.join("\n")}\n[/list]`;
      return lines.join("\n");
    }
    case "table":
      return d.table(blk.header, blk.rows);
    case "rule":
      return d.rule;
  }
}

/** Renders a document in one format: forum BBCode (ready to paste), Markdown (Discord), or plain text. */
export function render(doc: Document, format: Format): string {
  const d = dialects[format];
  const parts: string[] = [];
  if (doc.title) parts.push(d.heading(1, d.escape(doc.title)));
  for (const blk of doc.blocks) parts.push(block(d, format, blk));
  return `${parts.join("\n\n")}\n`;
}

/** A plain table with columns padded to the widest cell. */
export function alignedTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/**
 * Splits rendered text into chunks of at most `limit` characters (Discord: 2,000 a message), cutting at blank
 * lines, then at line ends, and only as a last resort inside a line.
 */
export function splitForLimit(rendered: string, limit: number): string[] {
  const chunks: string[] = [];
  let current = "";
  const pieces = rendered.split(/(?<=\n)/);
  for (const piece of pieces) {
    if ((current + piece).length <= limit) {
      current += piece;
      continue;
    }
    if (current) chunks.push(current.trimEnd());
    current = "";
    let rest = piece;
    while (rest.length > limit) {
      chunks.push(rest.slice(0, limit));
      rest = rest.slice(limit);
    }
    current = rest;
  }
  if (current.trim()) chunks.push(current.trimEnd());
  return chunks;
}
