import { attr, type HTMLElement, isElement, type Matcher, type Node, NodeType, tagOf } from "./dom.ts";
import { collapsedCore, isJsSpace } from "./tree.ts";

/** What the walker should leave out or set aside while reading one post body. */
export interface ExtractOptions {
  /** Platform-specific elements that are not the author's words (quotes, signatures, spoilers, user titles). */
  skip?: Matcher;
  /** Elements set aside for the caller (edit notices written inside the body); never read as text or bold. */
  collect?: Matcher;
  /** Elements never entered (other than the root), e.g. a header that shares the body's cell. */
  exclude?: ReadonlySet<HTMLElement>;
  /** A text line that starts the signature (phpBB 2's "_________________"): the words after it are dropped. */
  signatureLine?: RegExp;
  /**
   * The words start after this element inside the body (UBB.classic's `<hr>` under the "posted DATE" header line,
   * which shares the post's cell): nothing before it is read.
   */
  startAfter?: HTMLElement;
}

/** The author's own words in one post body. */
export interface PostContent {
  /** Bolded passages in order, each with its line breaks ("\n"). */
  bold: string[];
  /** All visible text of the author's own words, line breaks kept. */
  text: string;
  /** Elements matched by `collect`, in document order (quotes are never searched). */
  collected: HTMLElement[];
}

/** Elements whose content is never an order, on every platform: code, struck-out text, hidden and embedded things. */
const ALWAYS_SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "textarea",
  "select",
  "button",
  "svg",
  "math",
  "iframe",
  "object",
  "code",
  "pre",
  "kbd",
  "samp",
  "s",
  "strike",
  "del",
  "blockquote",
  "q",
  "aside",
  "details",
  "title",
]);

/** Elements that start a new line. */
const BLOCKS = new Set([
  "p",
  "div",
  "li",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "tr",
  "table",
  "tbody",
  "thead",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "section",
  "article",
  "header",
  "footer",
  "fieldset",
  "legend",
  "center",
  "figure",
  "figcaption",
  "form",
]);

/** Class tokens that mark quotes, spoilers, signatures and code boxes on the engines we read. */
const SKIP_CLASS =
  /quote|spoiler|signature|codebox|bbcode_code|bbcodecode|bbcodeblock--code|^(?:hidden|d-none|hide)$/i;

const BOLD_WEIGHT = /font-weight\s*:\s*(bold|bolder|[6-9]00)\b/i;
const NORMAL_WEIGHT = /font-weight\s*:\s*(normal|lighter|[1-5]00)\b/i;
const STRUCK = /text-decoration(?:-line)?\s*:[^;]*line-through/i;
const HIDDEN = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/** True when the element is skipped on every platform (code, strike-out, hidden, generic quote/spoiler classes). */
export function isAlwaysSkipped(el: HTMLElement): boolean {
  if (ALWAYS_SKIPPED.has(tagOf(el))) return true;
  const raw = el.rawAttrs;
  if (raw.length === 0) return false;
  if (SKIP_CLASS.test(raw)) return true;
  if (attr(el, "hidden") !== null) return true;
  const style = attr(el, "style");
  if (style !== null && (STRUCK.test(style) || HIDDEN.test(style))) return true;
  return false;
}

/** True for struck-out text: `<s>`, `<strike>`, `<del>`, or a line-through style. */
function isStruck(el: HTMLElement, tag: string): boolean {
  if (tag === "s" || tag === "strike" || tag === "del") return true;
  const style = attr(el, "style");
  return style !== null && STRUCK.test(style);
}

/** The bold state an element sets: true (bold), false (explicitly normal) or null (inherits). */
function boldOf(el: HTMLElement, tag: string): boolean | null {
  if (tag === "b" || tag === "strong") return true;
  const style = attr(el, "style");
  if (style === null) return null;
  if (BOLD_WEIGHT.test(style)) return true;
  if (NORMAL_WEIGHT.test(style)) return false;
  return null;
}

/** Collects text and bold runs with HTML whitespace rules: runs of spaces collapse, `<br>` and blocks break lines. */
class Collector {
  private text = "";
  private atLineStart = true;
  private pendingSpace = false;
  private run: string | null = null;
  private runPendingSpace = false;
  private runAtLineStart = true;
  readonly bold: string[] = [];

  words(raw: string, bold: boolean): void {
    if (raw.length === 0) return;
    const lead = isJsSpace(raw.charCodeAt(0));
    const trail = isJsSpace(raw.charCodeAt(raw.length - 1));
    const core = collapsedCore(raw);
    if (lead) {
      this.pendingSpace = true;
      if (this.run !== null) this.runPendingSpace = true;
    }
    if (core.length === 0) return;
    if (this.pendingSpace && !this.atLineStart) this.text += " ";
    this.text += core;
    this.atLineStart = false;
    this.pendingSpace = trail;
    if (bold) {
      if (this.run === null) {
        this.run = "";
        this.runAtLineStart = true;
        this.runPendingSpace = false;
      }
      if (this.runPendingSpace && !this.runAtLineStart) this.run += " ";
      this.run += core;
      this.runAtLineStart = false;
      this.runPendingSpace = trail;
    } else {
      this.closeRun();
    }
  }

  /** Where a left-out element sat between words: a space, as if the element were one (collapsed like any other). */
  gap(): void {
    this.pendingSpace = true;
    if (this.run !== null) this.runPendingSpace = true;
  }

  lineBreak(bold: boolean, hard: boolean): void {
    if (hard || !this.atLineStart) {
      this.text += "\n";
      this.atLineStart = true;
      this.pendingSpace = false;
    }
    if (this.run !== null) {
      if (bold) {
        if (hard || !this.runAtLineStart) {
          this.run += "\n";
          this.runAtLineStart = true;
          this.runPendingSpace = false;
        }
      } else {
        this.closeRun();
      }
    }
  }

  closeRun(): void {
    if (this.run === null) return;
    const cleaned = tidy(this.run);
    if (cleaned.length > 0) this.bold.push(cleaned);
    this.run = null;
  }

  finish(): { text: string; bold: string[] } {
    this.closeRun();
    return { text: tidy(this.text), bold: this.bold };
  }
}

/** Trims every line, keeps at most one blank line in a row, trims the whole. */
export function tidy(s: string): string {
  // One line: trimming it is all there is to do.
  if (!s.includes("\n")) return s.trim();
  return s
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Walk states kept beside each stacked node (no object per node): bold, and whether the node is being left. */
const BOLD = 1;
const EXIT = 2;

/**
 * Walks one post body and returns the author's own words and their bold runs (W32). Quotes, signatures, spoilers,
 * code, struck-out text (the rulebook's way to withdraw old moves) and hidden elements are skipped with everything
 * inside them, so bold in a quote never counts and an edit notice inside a quote is never collected.
 * A run is a stretch of bold text; non-bold words or a non-bold line break end it, while bold line breaks stay
 * inside it as "\n".
 */
export function extractPostContent(body: HTMLElement, options: ExtractOptions = {}): PostContent {
  const out = new Collector();
  const collected: HTMLElement[] = [];
  const nodes: Node[] = [];
  const states: number[] = [];
  const rootBold = boldOf(body, tagOf(body)) === true ? BOLD : 0;
  for (let i = body.childNodes.length - 1; i >= 0; i--) {
    nodes.push(body.childNodes[i] as Node);
    states.push(rootBold);
  }
  // After the signature line nothing is the author's words, but an edit note may still follow. Before
  // `startAfter` (a header sharing the body's cell) nothing is either: both mute the walk.
  const start = options.startAfter;
  let inSignature = start !== undefined;
  let beforeStart = inSignature;
  // Before `start`, only its ancestors are entered: everything else met then lies wholly before it.
  let toStart: Set<Node> | null = null;
  if (start) {
    toStart = new Set();
    for (let cur = start.parentNode; cur && cur !== body; cur = cur.parentNode) toStart.add(cur);
  }
  while (nodes.length > 0) {
    const node = nodes.pop() as Node;
    const state = states.pop() as number;
    const frameBold = (state & BOLD) !== 0;
    if (beforeStart) {
      if (node === start) {
        beforeStart = false;
        inSignature = false;
        continue;
      }
      if (!toStart?.has(node)) continue;
    }
    if (node.nodeType === NodeType.TEXT_NODE) {
      if (inSignature) continue;
      const value = node.text;
      if (options.signatureLine?.test(value.trim())) {
        inSignature = true;
        continue;
      }
      out.words(value, frameBold);
      continue;
    }
    if (!isElement(node)) continue;
    const tag = tagOf(node);
    if ((state & EXIT) !== 0) {
      if (BLOCKS.has(tag) && !inSignature) out.lineBreak(frameBold, false);
      continue;
    }
    if (options.exclude?.has(node)) continue;
    if (options.collect?.(node)) {
      collected.push(node);
      continue;
    }
    if (isAlwaysSkipped(node) || options.skip?.(node)) {
      // A skipped block still separates the words around it.
      if (BLOCKS.has(tag) || tag === "blockquote" || tag === "aside" || tag === "pre")
        out.lineBreak(false, false);
      // An inline one (code, a spoiler, a hidden span) parts the words around it; struck-out letters inside a word
      // are a correction ("Kra<s>c</s>kow") and part nothing.
      else if (!inSignature && !isStruck(node, tag)) out.gap();
      continue;
    }
    if (tag === "br") {
      if (!inSignature) out.lineBreak(frameBold, true);
      continue;
    }
    if (tag === "img") {
      const alt = attr(node, "alt");
      // Emoji images carry the character (or :code:) in alt; keep it so text reads naturally.
      if (alt && !inSignature && /emoji|smil|graemlin/i.test(node.rawAttrs)) out.words(alt, frameBold);
      else if (!inSignature) out.gap();
      continue;
    }
    const own = boldOf(node, tag);
    const bold = own === null ? frameBold : own;
    if (BLOCKS.has(tag) && !inSignature) out.lineBreak(bold, false);
    nodes.push(node);
    states.push(state | EXIT);
    const kids = node.childNodes;
    const kidState = bold ? BOLD : 0;
    for (let i = kids.length - 1; i >= 0; i--) {
      nodes.push(kids[i] as Node);
      states.push(kidState);
    }
  }
  const done = out.finish();
  return { bold: done.bold, text: done.text, collected };
}
