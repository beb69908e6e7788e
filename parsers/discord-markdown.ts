/**
 * Discord message markdown, reduced to what order extraction needs: which words are bold, and which words are
 * the author's own visible text. One left-to-right tokenizing pass, then delimiter pairing on a stack, then one
 * walk: linear in practice, never throws.
 */

/** The bolded passages of a message (in order, line breaks kept) and the author's own visible text. */
export interface ExtractedMarkdown {
  bold: string[];
  text: string;
}

type Delimiter = "**" | "*" | "__" | "_" | "~~" | "||";

/**
 * A delimiter as finally read: it opens or closes a span, or it is plain text after all (`raw` is then what
 * the message shows). Before pairing, every part that may become a delimiter is "pending".
 */
interface DelimiterPart {
  role: "pending" | "open" | "close" | "literal";
  delimiter: Delimiter | null;
  raw: string;
  /** The run it came from: delimiters of one run (`***`) may close in either order. */
  run: number;
}

/** Whether the single `*`/`_` of a run may open or close, from the characters around the run. */
interface Flank {
  canOpen: boolean;
  canClose: boolean;
}

type Token =
  | { kind: "text"; value: string }
  /** A quote (`> ` line, or `>>> ` to the end): never counted, dropped, and a break between passages. */
  | { kind: "quote" }
  /** Inline code or a code block (`block`): never counted, dropped, and a gap between the words around it. */
  | { kind: "code"; block: boolean }
  | { kind: "run"; parts: DelimiterPart[]; flank: Flank };

/** Escapable characters: a backslash before any ASCII punctuation makes it literal. */
const ESCAPABLE = /[!-/:-@[-`{-~]/;
/** Mentions, channels, roles, custom emoji, timestamps, slash-command links, and `<https://…>` links. */
const ANGLE =
  /<(?:@[!&]?\d+|#\d+|a?:\w{1,64}:\d+|t:-?\d+(?::[a-zA-Z])?|\/[^\s<>:]{1,100}:\d+|https?:\/\/[^\s<>]+)>/y;
/** A bare link: markdown never applies inside it. */
const URL = /https?:\/\/[^\s<]*[^\s<.,:;"')\]]/y;
/** Where plain text stops: a character that may start markup, or a link. */
const SPECIAL = /[\\`*_~|\n<]|https?:\/\//g;
const WORD = /[\p{L}\p{N}_]/u;
const SPACE = /\s/u;

/**
 * Extracts bold passages and the author's own text from Discord message content. Bold is `**…**` and
 * `***…***`, also nested with `__`, `*`, `_` around or inside. Never counted: quotes (`> ` lines, `>>> ` to
 * the end), code blocks and inline code, spoilers (`||…||`) and struck-out text (`~~…~~`, bold inside it too).
 * Escaped markup (`\*\*`) is text; mentions and custom emoji stay as written; unpaired markup is text.
 */
export function extractDiscordMarkdown(content: string): ExtractedMarkdown {
  const source =
    typeof content !== "string" ? "" : content.includes("\r") ? content.replace(/\r\n?/g, "\n") : content;
  const tokens = tokenize(source);
  pairDelimiters(tokens);
  return collect(tokens);
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const noClosingTicks = new Set<number>();
  let i = 0;
  const text = (value: string): void => pushText(tokens, value);
  while (i < source.length) {
    if (i === 0 || source[i - 1] === "\n") {
      const quoteEnd = quoteAt(source, i);
      if (quoteEnd !== -1) {
        tokens.push({ kind: "quote" });
        i = quoteEnd;
        continue;
      }
    }
    const ch = source[i] ?? "";
    if (ch === "\\") {
      const next = source[i + 1] ?? "";
      if (ESCAPABLE.test(next)) {
        text(next);
        i += 2;
      } else {
        text(ch);
        i += 1;
      }
    } else if (ch === "`") {
      const codeEnd = codeAt(source, i, noClosingTicks);
      if (codeEnd === -1) {
        const run = runLength(source, i, "`");
        text(source.slice(i, i + run));
        i += run;
      } else {
        tokens.push({ kind: "code", block: runLength(source, i, "`") >= 3 });
        i = codeEnd;
      }
    } else if (ch === "*" || ch === "_" || ch === "~" || ch === "|") {
      const run = runLength(source, i, ch);
      tokens.push(runToken(source, i, run, ch));
      i += run;
    } else if (ch === "\n") {
      text(ch);
      i += 1;
    } else {
      const pattern = ch === "<" ? ANGLE : ch === "h" ? URL : null;
      let end = -1;
      if (pattern !== null) {
        pattern.lastIndex = i;
        const match = pattern.exec(source);
        if (match) end = i + match[0].length;
      }
      if (end === -1) {
        SPECIAL.lastIndex = i + 1;
        const next = SPECIAL.exec(source);
        end = next ? next.index : source.length;
      }
      text(source.slice(i, end));
      i = end;
    }
  }
  return tokens;
}

/** Appends text, merged into the previous token when that is text too. */
function pushText(tokens: Token[], value: string): void {
  const last = tokens[tokens.length - 1];
  if (last?.kind === "text") last.value += value;
  else tokens.push({ kind: "text", value });
}

/** At a line start: the end of a `> ` quote line (before its line break) or of a `>>> ` quote (the message end). */
function quoteAt(source: string, start: number): number {
  let i = start;
  while (source[i] === " ") i += 1;
  if (source.startsWith(">>> ", i)) return source.length;
  if (source.startsWith("> ", i)) {
    const end = source.indexOf("\n", i);
    return end === -1 ? source.length : end;
  }
  return -1;
}

/**
 * At a backtick: the end of the code block (```…```) or inline code (`…` or ``…``) starting here, or -1 when
 * it is never closed. `noClosingTicks` remembers run lengths with no closing run further on (keeps it linear).
 */
function codeAt(source: string, start: number, noClosingTicks: Set<number>): number {
  const run = runLength(source, start, "`");
  if (run >= 3) {
    if (noClosingTicks.has(3)) return -1;
    const close = source.indexOf("```", start + run);
    if (close === -1) noClosingTicks.add(3);
    return close === -1 ? -1 : close + 3;
  }
  if (noClosingTicks.has(run)) return -1;
  let from = start + run;
  for (;;) {
    const close = source.indexOf("`", from);
    if (close === -1) {
      noClosingTicks.add(run);
      return -1;
    }
    const closeRun = runLength(source, close, "`");
    if (closeRun === run && close > start + run) return close + run;
    from = close + closeRun;
  }
}

function runLength(source: string, start: number, ch: string): number {
  let end = start;
  while (source[end] === ch) end += 1;
  return end - start;
}

/**
 * What a run of one markup character may be, before pairing: `*`/`**`/`***`, `_`/`__`/`___`, `~~`, `||`. A run
 * longer than three (or an odd `~`/`|`) keeps the extra characters as text. A single `*` may open only before a
 * non-space and close only after one; a single `_` only at word edges (so snake_case stays text).
 */
function runToken(source: string, start: number, run: number, ch: string): Token {
  const id = start;
  const parts: DelimiterPart[] = [];
  const before = source[start - 1] ?? "";
  const after = source[start + run] ?? "";
  const flank: Flank = {
    canOpen: after !== "" && !SPACE.test(after) && (ch === "*" || !WORD.test(before)),
    canClose: before !== "" && !SPACE.test(before) && (ch === "*" || !WORD.test(after)),
  };
  if (ch === "~" || ch === "|") {
    const pair = ch === "~" ? "~~" : "||";
    for (let k = 0; k + 1 < run; k += 2) parts.push({ role: "pending", delimiter: pair, raw: pair, run: id });
    if (run % 2 === 1) parts.push({ role: "literal", delimiter: null, raw: ch, run: id });
    return { kind: "run", parts, flank };
  }
  if (run > 3) parts.push({ role: "literal", delimiter: null, raw: ch.repeat(run - 3), run: id });
  const used = Math.min(run, 3);
  const single = ch === "*" ? "*" : "_";
  const double = ch === "*" ? "**" : "__";
  if (used >= 2) parts.push({ role: "pending", delimiter: double, raw: double, run: id });
  if (used !== 2) parts.push({ role: "pending", delimiter: single, raw: single, run: id });
  return { kind: "run", parts, flank };
}

/**
 * Pairs delimiters left to right on a stack: a delimiter closes the nearest open one of its kind (the ones
 * opened after it become text again), otherwise it opens. Delimiters still open at the end are text.
 */
function pairDelimiters(tokens: Token[]): void {
  const pairer = new DelimiterPairer();
  for (const token of tokens) if (token.kind === "run") pairer.run(token.parts, token.flank);
  pairer.finish();
}

/** The state of {@link pairDelimiters}: open delimiters, innermost last, and how many of each kind are open. */
class DelimiterPairer {
  private readonly stack: DelimiterPart[] = [];
  private readonly above: DelimiterPart[] = [];
  private readonly open: Record<Delimiter, number> = { "**": 0, "*": 0, __: 0, _: 0, "~~": 0, "||": 0 };

  /** Reads one run of markup characters: closes what it can, opens the rest. */
  run(parts: DelimiterPart[], flank: Flank): void {
    const a = parts.length >= 2 ? parts[parts.length - 2] : undefined;
    const b = parts[parts.length - 1];
    if (a?.delimiter != null && b?.delimiter != null && a.delimiter !== b.delimiter) {
      // `***` closes what was opened last first: `***a***` opens ** then *, and closes * then **.
      const bFirst = this.depth(b.delimiter) > this.depth(a.delimiter);
      this.tryClose(bFirst ? b : a, flank);
      this.tryClose(bFirst ? a : b, flank);
    } else {
      for (const part of parts) this.tryClose(part, flank);
    }
    for (const part of parts) {
      if (part.role !== "pending" || part.delimiter === null) continue;
      const single = part.delimiter === "*" || part.delimiter === "_";
      if (single && !flank.canOpen) {
        part.role = "literal";
        continue;
      }
      part.role = "open";
      this.stack.push(part);
      this.open[part.delimiter] += 1;
    }
  }

  /** Delimiters never closed are text. */
  finish(): void {
    for (const part of this.stack) part.role = "literal";
  }

  private depth(delimiter: Delimiter): number {
    return this.open[delimiter] === 0 ? -1 : nearest(this.stack, delimiter);
  }

  private tryClose(part: DelimiterPart, flank: Flank): void {
    const delimiter = part.delimiter;
    if (part.role !== "pending" || delimiter === null) return;
    const single = delimiter === "*" || delimiter === "_";
    if ((!single || flank.canClose) && this.closeNearest(delimiter)) part.role = "close";
  }

  private closeNearest(delimiter: Delimiter): boolean {
    if (this.open[delimiter] === 0) return false;
    const { stack, above } = this;
    above.length = 0;
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      if (top.delimiter !== delimiter) {
        above.push(top);
        continue;
      }
      this.open[delimiter] -= 1;
      for (let k = above.length - 1; k >= 0; k -= 1) {
        const part = above[k] as DelimiterPart;
        // A sibling from the same opening run stays open (`***a** b*`); anything else becomes text again.
        if (part.run === top.run) stack.push(part);
        else {
          part.role = "literal";
          if (part.delimiter !== null) this.open[part.delimiter] -= 1;
        }
      }
      return true;
    }
    return false;
  }
}

/** The stack position of the nearest open delimiter of this kind (higher is nearer), -1 when none. */
function nearest(stack: DelimiterPart[], delimiter: Delimiter | null): number {
  for (let k = stack.length - 1; k >= 0; k -= 1) if (stack[k]?.delimiter === delimiter) return k;
  return -1;
}

function collect(tokens: Token[]): ExtractedMarkdown {
  const passages: string[] = [];
  let current: string | null = null;
  let text = "";
  let bold = 0;
  let hidden = 0;
  /** Where a left-out span sat: a space (a line for a code block) in the text and the passage under way. */
  const gap = (separator: string): void => {
    if (hidden > 0) return;
    text += separator;
    if (bold > 0 && current !== null) current += separator;
  };
  for (const token of tokens) {
    if (token.kind === "code") gap(token.block ? "\n" : " ");
    else if (token.kind === "quote") {
      if (current !== null) passages.push(current);
      current = null;
      if (hidden === 0) text += "\n";
    } else if (token.kind === "text") {
      if (hidden > 0) continue;
      text += token.value;
      if (bold > 0) current = current === null ? token.value : current + token.value;
    } else if (token.kind === "run") {
      for (const part of token.parts) {
        if (part.role === "literal" || part.role === "pending") {
          if (hidden > 0) continue;
          text += part.raw;
          if (bold > 0) current = current === null ? part.raw : current + part.raw;
        } else if (part.delimiter === "**") {
          bold += part.role === "open" ? 1 : -1;
          if (bold === 0 && current !== null) {
            passages.push(current);
            current = null;
          }
        } else if (part.delimiter === "~~" || part.delimiter === "||") {
          // A spoiler parts the words around it; struck-out letters inside a word are a correction ("Kra~~c~~kow").
          if (part.delimiter === "||" && part.role === "open") gap(" ");
          hidden += part.role === "open" ? 1 : -1;
        }
      }
    }
  }
  if (current !== null) passages.push(current);
  const bolds: string[] = [];
  for (const passage of passages) {
    const normal = normalizePassage(passage);
    if (normal !== "") bolds.push(normal);
  }
  return { bold: bolds, text: normalizePassage(text).replace(/\n{3,}/g, "\n\n") };
}

/** Spaces that {@link normalizePassage} must tidy inside a passage: a run, or spaces at a line's edge. */
const MESSY_SPACE = /[ \t]{2}|\s\n|\n\s|\t/;

/** Trims each line and the passage, and squeezes runs of spaces, keeping the line breaks inside. */
function normalizePassage(passage: string): string {
  if (!MESSY_SPACE.test(passage)) return passage.trim();
  return passage
    .split("\n")
    .map((line) => line.replace(/[ \t]{2,}/g, (run) => run.charAt(0)).trim())
    .join("\n")
    .trim();
}
