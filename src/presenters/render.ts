import type { Block, Document, Inline, RenderTarget } from "./document.ts";
import { type ForumBbcode, forumBbcode, isLegacyCharset } from "./forum-bbcode.ts";

/** The output formats a GM or a bot can ask for. */
export type Format = "bbcode" | "markdown" | "text";

/** Options of `render`: for BBCode, the forum it is for (the document's own target otherwise). */
export type RenderOptions = RenderTarget;

interface Dialect {
  bold(inner: string): string;
  italic(inner: string): string;
  strike(inner: string): string;
  code(text: string): string;
  link(href: string, inner: string): string;
  escape(text: string): string;
  heading(level: 1 | 2 | 3, inner: string): string;
  list(items: string[], ordered: boolean): string;
  table(header: string[], rows: string[][]): string;
  rule: string;
}

/** Plain list lines, for formats and forums without list markup. */
const plainList = (bullet: string) => (items: string[], ordered: boolean) =>
  items.map((x, n) => (ordered ? `${n + 1}. ${x}` : `${bullet}${x}`)).join("\n");

/** The BBCode dialect of one forum: only the tags it has, plain fallbacks for the rest. */
function bbcode(f: ForumBbcode, legacy: boolean): Dialect {
  const wrap = (ok: boolean, tag: string) => (x: string) => (ok ? `[${tag}]${x}[/${tag}]` : x);
  const bold = wrap(f.bold, "b");
  const underline = wrap(f.underline, "u");
  const size = f.size;
  const sized = (x: string) => {
    if (!size) return x;
    const value = size.kind === "pt" ? `${size.title}pt` : String(size.title);
    return `[size=${value}]${x}[/size]`;
  };
  const escapeText = legacy
    ? // No zero-width space in an 8-bit page: a space after "[" keeps a tag from opening.
      (x: string) => x.replace(/\[(?=[/*=a-zA-Z])/g, "[ ")
    : // BBCode has no escape: break tag openers so player text cannot inject markup.
      (x: string) => x.replace(/\[/g, "[\u200b");
  return {
    bold,
    italic: wrap(f.italic, "i"),
    strike: (x) => (f.strike ? `[${f.strike}]${x}[/${f.strike}]` : `(struck: ${x})`),
    code: (x) =>
      f.inlineCode ? `[${f.inlineCode}]${x}[/${f.inlineCode}]` : f.font ? `[font=monospace]${x}[/font]` : x,
    link: (href, x) => (f.url ? `[url=${href.replace(/\]/g, "%5D")}]${x}[/url]` : `${x} (${href})`),
    escape: escapeText,
    heading: (level, x) => (level === 1 ? sized(bold(x)) : bold(underline(x))),
    list: (items, ordered) =>
      f.list
        ? `[list${ordered ? "=1" : ""}]\n${items.map((x) => `[*]${x}`).join("\n")}\n[/list]`
        : plainList(legacy ? "* " : "• ")(items, ordered),
    table: (header, rows) => {
      if (f.table) {
        const cell = (x: string) => `[td]${escapeText(x)}[/td]`;
        const head = (x: string) =>
          f.table === "th" ? `[th]${escapeText(x)}[/th]` : `[td]${bold(escapeText(x))}[/td]`;
        const row = (cells: string[], each: (x: string) => string) => `[tr]${cells.map(each).join("")}[/tr]`;
        return `[table]\n${[row(header, head), ...rows.map((r) => row(r, cell))].join("\n")}\n[/table]`;
      }
      if (f.code) return `[code]\n${alignedTable(header, rows)}\n[/code]`;
      return [header, ...rows].map((r) => r.map(escapeText).join(" | ")).join("\n");
    },
    rule: f.hr ? "[hr]" : legacy ? "--------------------" : "────────────────────",
  };
}

const markdown: Dialect = {
  bold: (x) => `**${x}**`,
  italic: (x) => `*${x}*`,
  strike: (x) => `~~${x}~~`,
  code: (x) => `\`${x.replace(/`/g, "ˋ")}\``,
  link: (href, x) => `[${x}](<${href.replace(/>/g, "%3E")}>)`,
  escape: (x) => x.replace(/([\\*_~`|>#[\]])/g, "\\$1"),
  heading: (level, x) => `${"#".repeat(level)} ${x}`,
  list: plainList("- "),
  table: (header, rows) => `\`\`\`\n${alignedTable(header, rows)}\n\`\`\``,
  rule: "———",
};

const text: Dialect = {
  bold: (x) => x,
  italic: (x) => x,
  strike: (x) => `(struck: ${x})`,
  code: (x) => x,
  link: (href, x) => `${x} <${href}>`,
  escape: (x) => x,
  heading: (level, x) =>
    level === 1
      ? `${x}\n${"=".repeat(Math.min(x.length, 80))}`
      : `${x}\n${"-".repeat(Math.min(x.length, 80))}`,
  list: plainList("- "),
  table: (header, rows) => alignedTable(header, rows),
  rule: "----",
};

function inline(d: Dialect, parts: Inline[]): string {
  return parts
    .map((p) => {
      if (typeof p === "string") return d.escape(p);
      if ("bold" in p) return d.bold(inline(d, p.bold));
      if ("italic" in p) return d.italic(inline(d, p.italic));
      if ("strike" in p) return d.strike(inline(d, p.strike));
      if ("link" in p) return d.link(p.link, inline(d, p.text));
      return d.code(p.code);
    })
    .join("");
}

function block(d: Dialect, blk: Block): string {
  switch (blk.kind) {
    case "heading":
      return d.heading(blk.level, inline(d, blk.text));
    case "paragraph":
      return inline(d, blk.text);
    case "list":
      return d.list(
        blk.items.map((item) => inline(d, item)),
        blk.ordered === true,
      );
    case "table":
      return d.table(blk.header, blk.rows);
    case "rule":
      return d.rule;
  }
}

/**
 * Renders a document in one format: forum BBCode (ready to paste: only the tags of the target forum, ASCII
 * stand-ins on a page in a legacy character set), Markdown (Discord), or plain text.
 */
export function render(doc: Document, format: Format, options: RenderOptions = {}): string {
  const target = { ...doc.target, ...options };
  const forum = forumBbcode(target.platform);
  const legacy = format === "bbcode" && isLegacyCharset(target.charset ?? forum.charset);
  const d = format === "bbcode" ? bbcode(forum, legacy) : format === "markdown" ? markdown : text;
  const parts: string[] = [];
  if (doc.title) parts.push(d.heading(1, d.escape(doc.title)));
  for (const blk of doc.blocks) parts.push(block(d, blk));
  const out = `${parts.join("\n\n")}\n`;
  return legacy ? toAscii(out) : out;
}

/** ASCII stand-ins for the symbols Adjutant writes, for pages in an 8-bit character set. */
const ASCII: Record<string, string> = {
  "✅": "[OK]",
  "✔": "[OK]",
  "❌": "[X]",
  "✖": "[X]",
  "⚠": "[!]",
  "→": "->",
  "←": "<-",
  "↔": "<->",
  "—": "-",
  "–": "-",
  "−": "-",
  "…": "...",
  "‘": "'",
  "’": "'",
  "“": '"',
  "”": '"',
  "•": "*",
  "·": "-",
  "×": "x",
  "⚓": "ships ",
  "─": "-",
  "\u200b": "",
  "\u00a0": " ",
};

/**
 * The text with every character outside ASCII replaced: the symbols above by their stand-ins, accented letters
 * by the bare letter, anything else by "?". An 8-bit forum then shows exactly what was meant.
 */
export function toAscii(s: string): string {
  let out = "";
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x80) out += ch;
    else if (ASCII[ch] !== undefined) out += ASCII[ch];
    else {
      const bare = ch.normalize("NFD").replace(/\p{M}/gu, "");
      out += /^[\x20-\x7e]+$/.test(bare) ? bare : ch === "ß" ? "ss" : "?";
    }
  }
  return out;
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
