import { parse } from "node-html-parser";
import {
  buildTree,
  collapsedCore,
  type HTMLElement,
  hasAsciiCapital,
  type Node,
  NodeType,
  HTMLElement as TreeElement,
} from "./tree.ts";

export { type HTMLElement, type Node, NodeType };

/** Which library tokenizes the page: htmlparser2 (the default), or node-html-parser (kept for comparison tests). */
export type TreeBuilder = "htmlparser2" | "node-html-parser";

/**
 * Parses a page into a tree. Scripts and styles are dropped; noscript is parsed (Discourse puts its crawler view
 * there; never post text); comments are kept because some engines (vBulletin 3) mark the post date only with a
 * comment. `<html>`, `<head>` and `<body>` tags inside the body are ignored and whitespace between block-level tags
 * is dropped (see tree.ts). htmlparser2's tokenizer feeds the tree; it is forgiving: it does not throw on broken
 * markup. `builder` picks node-html-parser's tree instead (same members, the same two clean-ups done on the text
 * first), for tests that compare the two.
 */
export function loadHtml(source: string, builder: TreeBuilder = "htmlparser2"): HTMLElement {
  if (builder === "htmlparser2") return buildTree(source);
  const html = dropBlockWhitespace(dropNestedDocumentTags(source));
  return parse(html, {
    comment: true,
    parseNoneClosedTags: true,
    lowerCaseTagName: false,
    blockTextElements: { script: false, style: false, textarea: false },
  }) as unknown as HTMLElement;
}

/**
 * Browsers ignore `<html>`, `<head>` and `<body>` tags met inside the body (old vBulletin posts pasted whole
 * documents); node-html-parser would nest them and swallow the rest of the page. They are removed after the
 * first `<body>` (or `</head>`).
 */
function dropNestedDocumentTags(source: string): string {
  const body = /<body\b[^>]*>/i.exec(source) ?? /<\/head\s*>/i.exec(source);
  const start = body ? body.index + body[0].length : 0;
  const rest = source.slice(start);
  if (!/<\/?(?:html|head|body)\b/i.test(rest)) return source;
  return source.slice(0, start) + rest.replace(/<\/?(?:html|head|body)\b[^>]*>/gi, "");
}

const BLOCK_TAGS =
  "div|li|ul|ol|table|tr|td|th|tbody|thead|tfoot|dl|dt|dd|article|section|header|footer|aside|nav|form|p|h[1-6]|blockquote|br|hr|meta|link|head|body|html|title|script|style|noscript|fieldset|legend|figure|main|center";
const BLOCK_GAP = new RegExp(`(<\\/?(?:${BLOCK_TAGS})\\b[^<>]*>)\\s+(?=<\\/?(?:${BLOCK_TAGS})\\b)`, "gi");

/**
 * Drops whitespace between two block-level tags: it never renders, and on indented templates it is half of all
 * the nodes node-html-parser would build.
 */
function dropBlockWhitespace(source: string): string {
  return source.replace(BLOCK_GAP, "$1");
}

/** The lower-case tag name of an element ("" for the root). */
export function tagOf(el: HTMLElement): string {
  const raw = el.rawTagName;
  // The tree's own names are lower case already.
  if (el instanceof TreeElement) return raw;
  if (!raw) return "";
  // Most pages write tags in lower case: skip the allocation then.
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 65 && c <= 90) return raw.toLowerCase();
  }
  return raw;
}

/** True when a node is an element. */
export function isElement(node: Node): node is HTMLElement {
  return node.nodeType === NodeType.ELEMENT_NODE;
}

const nameTests = new Map<string, { re: RegExp; lower: boolean }>();

/**
 * False when the element surely lacks the attribute: its name (case-insensitive) is not in the attribute text. Most
 * elements are answered by one substring search.
 */
export function mayHaveAttr(el: HTMLElement, name: string): boolean {
  if (el instanceof TreeElement) return el.mayHaveAttribute(name);
  // node-html-parser's elements (comparison tests only).
  const raw = (el as { rawAttrs: string }).rawAttrs;
  if (raw.length < name.length) return false;
  if (raw.includes(name)) return true;
  let test = nameTests.get(name);
  if (!test) {
    test = { re: new RegExp(name.replace(/[^\w-]/g, "\\$&"), "i"), lower: !hasAsciiCapital(name) };
    nameTests.set(name, test);
  }
  if (test.lower && !hasAsciiCapital(raw)) return false;
  return test.re.test(raw);
}

/**
 * Reads an attribute without throwing; null when absent. The raw attribute text is checked first, so elements
 * without the attribute never pay for the full attribute parse.
 */
export function attr(el: HTMLElement, name: string): string | null {
  if (!mayHaveAttr(el, name)) return null;
  const value = el.getAttribute(name);
  return value === undefined ? null : value;
}

/**
 * True when the element carries the class (case-sensitive, as in CSS). Class tokens are taken from the attribute
 * text as written, so an element whose attribute text lacks the name is answered without splitting its classes.
 */
export function hasClass(el: HTMLElement, name: string): boolean {
  if (!el.rawAttrs.includes(name)) return false;
  // node-html-parser's elements (comparison tests only) have no token test of their own.
  if (el instanceof TreeElement) return el.hasClassToken(name);
  return (el as { classList: { contains(name: string): boolean } }).classList.contains(name);
}

/** A test on one element. */
export type Matcher = (el: HTMLElement) => boolean;

/**
 * Every element under `root` (not `root` itself) that `match` accepts, in document order. When `outermost` is set,
 * the walk does not look inside a matched element. `prune` elements are not entered at all. Iterative, so deeply
 * nested pages cannot overflow the stack.
 */
export function findAll(
  root: HTMLElement,
  match: Matcher,
  opts: { outermost?: boolean; prune?: Matcher; limit?: number } = {},
): HTMLElement[] {
  const found: HTMLElement[] = [];
  const stack: Node[] = [];
  for (let i = root.childNodes.length - 1; i >= 0; i--) stack.push(root.childNodes[i] as Node);
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (!isElement(node)) continue;
    if (opts.prune?.(node)) continue;
    if (match(node)) {
      found.push(node);
      if (opts.limit !== undefined && found.length >= opts.limit) break;
      if (opts.outermost) continue;
    }
    const kids = node.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
  return found;
}

/** The first element under `root` that `match` accepts, or null. */
export function findFirst(root: HTMLElement, match: Matcher, prune?: Matcher): HTMLElement | null {
  return findAll(root, match, prune ? { prune, limit: 1 } : { limit: 1 })[0] ?? null;
}

/** The nearest ancestor of `el` (not `el` itself) that `match` accepts, or null. */
export function closest(el: HTMLElement, match: Matcher): HTMLElement | null {
  let cur = el.parentNode;
  while (cur) {
    if (tagOf(cur) !== "" && match(cur)) return cur;
    cur = cur.parentNode;
  }
  return null;
}

/** True when `el` is `ancestor` or lies inside it. */
export function isInside(el: HTMLElement, ancestor: HTMLElement): boolean {
  let cur: HTMLElement | null = el;
  while (cur) {
    if (cur === ancestor) return true;
    cur = cur.parentNode;
  }
  return false;
}

/**
 * The visible text under `el`, whitespace collapsed to single spaces, skipping scripts and any element `skip`
 * accepts.
 */
export function plainText(el: HTMLElement, skip?: Matcher): string {
  let out = "";
  const stack: Node[] = [el];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === NodeType.TEXT_NODE) {
      out += node.text;
      continue;
    }
    if (!isElement(node)) continue;
    if (node !== el && skip?.(node)) continue;
    if (tagOf(node) === "br") out += " ";
    const kids = node.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
  return collapsedCore(out);
}
