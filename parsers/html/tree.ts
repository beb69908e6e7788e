import { decodeHTML, decodeHTMLAttribute } from "entities";
import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";
import { collapsedCore, isJsSpace } from "../text/js-space.ts";

export { collapsedCore, isJsSpace };

/**
 * The page tree the forum readers walk: small plain nodes built straight from htmlparser2's tokenizer (no
 * intermediate parser objects, no attribute maps). The tree follows htmlparser2's own tree rules (implied end tags,
 * void elements, `<x/>` closing x) plus the HTML standard's scope rule for end tags inside table cells, and two
 * clean-ups browsers make: `<html>`, `<head>` and `<body>` tags inside the body are ignored, and whitespace between
 * two block-level tags is dropped (it never renders, and on indented templates it is half of all the nodes).
 * Only what the readers use is kept: tag name, attribute text, children, parent, text. Attributes are read from
 * the attribute text when first asked for, so the elements nobody asks about never pay for them.
 */
export const NodeType = { ELEMENT_NODE: 1, TEXT_NODE: 3, COMMENT_NODE: 8 } as const;

/** A text run as written (entities still encoded); `text` decodes it. */
export class TextNode {
  readonly nodeType = NodeType.TEXT_NODE;
  constructor(
    public rawText: string,
    public parentNode: HTMLElement,
  ) {}
  get text(): string {
    return this.rawText.includes("&") ? decodeHTML(this.rawText) : this.rawText;
  }
}

/** A comment; `rawText` is what lies between `<!--` and `-->`. */
export class CommentNode {
  readonly nodeType = NodeType.COMMENT_NODE;
  constructor(
    public rawText: string,
    public parentNode: HTMLElement,
  ) {}
  get text(): string {
    return this.rawText;
  }
}

export type Node = HTMLElement | TextNode | CommentNode;

const NO_CHILDREN: readonly Node[] = Object.freeze([]);
const NO_ATTRIBUTES: readonly number[] = Object.freeze([]);

/** Adds a child at the end of `parent`'s children. */
function append(parent: HTMLElement, child: Node): void {
  if (parent.childNodes === NO_CHILDREN) parent.childNodes = [child];
  else (parent.childNodes as Node[]).push(child);
}

/** Class tokens of one element, split from the class attribute as written. */
export interface ClassList {
  readonly value: string[];
  contains(name: string): boolean;
}

/** True when the text has an ASCII capital letter. */
export function hasAsciiCapital(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) return true;
  }
  return false;
}

/** True for the HTML whitespace characters (tab, line feed, form feed, carriage return, space). */
function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 12;
}

/** True when `value` holds `name` as a whole token between JavaScript whitespace (how `split(/\s+/)` cuts it). */
export function hasToken(value: string, name: string): boolean {
  return hasTokenIn(value, 0, value.length, name);
}

/** `hasToken` on `text[from, to)`, read in place. */
function hasTokenIn(text: string, from: number, to: number, name: string): boolean {
  if (name.length === 0) return false;
  for (let at = text.indexOf(name, from); at !== -1; at = text.indexOf(name, at + 1)) {
    const end = at + name.length;
    if (end > to) return false;
    if (
      (at === from || isJsSpace(text.charCodeAt(at - 1))) &&
      (end === to || isJsSpace(text.charCodeAt(end)))
    )
      return true;
  }
  return false;
}

enum A {
  BeforeName,
  InName,
  AfterName,
  BeforeValue,
  InDouble,
  InSingle,
  InUnquoted,
  InSelfClosing,
}

/**
 * The attributes in an element's attribute text, read exactly as htmlparser2's tokenizer reads them (names in
 * lower case, the first of two same names wins, values as written): a flat list of offsets into `raw`, four per
 * attribute (name start, name end, value start, value end), in the order written. Nothing is sliced here: the
 * lookup compares names in place and slices only the value asked for.
 */
function readAttributes(raw: string): number[] {
  const out: number[] = [];
  let state = A.BeforeName;
  let start = 0;
  let nameStart = 0;
  let nameEnd = 0;
  // The text ends where the tag's ">" was: one more step with ">" closes what is open.
  for (let i = 0; i <= raw.length; i++) {
    const c = i < raw.length ? raw.charCodeAt(i) : 62;
    switch (state) {
      case A.InDouble:
      case A.InSingle:
        if (c === (state === A.InDouble ? 34 : 39)) {
          out.push(nameStart, nameEnd, start, i);
          state = A.BeforeName;
        }
        continue;
      case A.InName:
        if (c === 61 || c === 47 || c === 62 || isSpace(c)) {
          nameStart = start;
          nameEnd = i;
          state = A.AfterName;
          break; // reconsumed below
        }
        continue;
      case A.InUnquoted:
        if (c === 62 || isSpace(c)) {
          out.push(nameStart, nameEnd, start, i);
          state = A.BeforeName;
          break;
        }
        continue;
      default:
        break;
    }
    // States that may hand the same character on.
    if (state === A.AfterName) {
      if (c === 61) {
        state = A.BeforeValue;
        continue;
      }
      if (c === 47 || c === 62) {
        out.push(nameStart, nameEnd, 0, 0);
        state = A.BeforeName;
      } else if (!isSpace(c)) {
        out.push(nameStart, nameEnd, 0, 0);
        state = A.InName;
        start = i;
        continue;
      } else continue;
    }
    if (state === A.BeforeValue) {
      if (c === 34) {
        state = A.InDouble;
        start = i + 1;
      } else if (c === 39) {
        state = A.InSingle;
        start = i + 1;
      } else if (!isSpace(c)) {
        start = i;
        if (c === 62) out.push(nameStart, nameEnd, 0, 0);
        else state = A.InUnquoted;
      }
      continue;
    }
    if (state === A.InSelfClosing) {
      if (c === 62 || isSpace(c)) continue;
      state = A.BeforeName;
    }
    if (state === A.BeforeName) {
      if (c === 47) state = A.InSelfClosing;
      else if (c !== 62 && !isSpace(c)) {
        state = A.InName;
        start = i;
      }
    }
  }
  return out.length === 0 ? (NO_ATTRIBUTES as number[]) : out;
}

/** True when the attribute name at `raw[start, end)`, in lower case, is `name`. */
function nameIs(raw: string, start: number, end: number, name: string): boolean {
  if (end - start === name.length && raw.startsWith(name, start)) return true;
  // Written with capitals (or letters that lower-case to another length): compare the lower-case form.
  for (let i = start; i < end; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 65 && c <= 90) || c >= 128) return raw.slice(start, end).toLowerCase() === name;
  }
  return false;
}

/** An element; the root has the empty tag name and no parent. */
export class HTMLElement {
  readonly nodeType = NodeType.ELEMENT_NODE;
  /** The children; leaves share one empty list until a child is added (see `append`). */
  childNodes: readonly Node[] = NO_CHILDREN;
  /** Where each attribute's name and value lie in `rawAttrs` (see `readAttributes`), read on first use. */
  private attributes: readonly number[] | undefined = undefined;
  /** `rawAttrs` in lower case, made on first use (the same string when it has no capitals). */
  private lowerAttrs: string | undefined = undefined;
  constructor(
    /** Lower-case tag name ("" for the root). */
    public readonly rawTagName: string,
    /** The attribute text of the start tag as written (entities encoded). */
    public readonly rawAttrs: string,
    public readonly parentNode: HTMLElement | null,
  ) {}

  /**
   * False when the element surely lacks the attribute: its name (ASCII case ignored) is not in the attribute text.
   * Cheap: most elements are answered by one substring search.
   */
  mayHaveAttribute(name: string): boolean {
    const raw = this.rawAttrs;
    if (raw.length < name.length) return false;
    if (raw.includes(name)) return true;
    let lower = this.lowerAttrs;
    if (lower === undefined) {
      lower = hasAsciiCapital(raw) ? raw.toLowerCase() : raw;
      this.lowerAttrs = lower;
    }
    if (lower === raw && !hasAsciiCapital(name)) return false;
    return lower.includes(name.toLowerCase());
  }

  /** The attribute value as written (entities encoded), or undefined; `name` in lower case. */
  private rawAttribute(name: string): string | undefined {
    const raw = this.rawAttrs;
    if (raw.length === 0) return undefined;
    let list = this.attributes;
    if (list === undefined) {
      // Asked for the first attribute, written name="…": its value is read off directly (the first of two same
      // names wins, so nothing after it matters), and the rest of the text is never split.
      const n = name.length;
      if (n > 0 && raw.charCodeAt(n) === 61 && raw.charCodeAt(n + 1) === 34 && raw.startsWith(name)) {
        const close = raw.indexOf('"', n + 2);
        if (close !== -1) return raw.slice(n + 2, close);
      }
      list = readAttributes(raw);
      this.attributes = list;
    }
    for (let i = 0; i < list.length; i += 4) {
      if (nameIs(raw, list[i] as number, list[i + 1] as number, name)) {
        return raw.slice(list[i + 2] as number, list[i + 3] as number);
      }
    }
    return undefined;
  }

  /** The decoded attribute value, or undefined when absent. */
  getAttribute(name: string): string | undefined {
    // Names are stored in lower case, so a name asked with capitals is looked up in lower case.
    const raw = this.rawAttribute(name.toLowerCase());
    if (raw === undefined) return undefined;
    return raw.includes("&") ? decodeHTMLAttribute(raw) : raw;
  }

  /** The id as written ("" when none). */
  get id(): string {
    return this.mayHaveAttribute("id") ? (this.rawAttribute("id") ?? "") : "";
  }

  /** True when the class attribute (as written) holds the token. */
  hasClassToken(name: string): boolean {
    const raw = this.rawAttrs;
    // The class attribute written first (the common case): its value is searched in place.
    if (this.attributes === undefined && raw.startsWith('class="')) {
      const close = raw.indexOf('"', 7);
      if (close !== -1) return hasTokenIn(raw, 7, close, name);
    }
    const value = this.rawAttribute("class");
    return value !== undefined && hasToken(value, name);
  }

  get classList(): ClassList {
    const value = this.rawAttribute("class");
    const tokens = value ? value.split(/\s+/) : [];
    return { value: tokens, contains: (name: string) => tokens.includes(name) };
  }
}

/** Table parts: end tags of these close the nearest open one wherever it is (htmlparser2's own rule). */
const TABLE_PARTS = new Set(["table", "caption", "tbody", "thead", "tfoot", "tr", "td", "th"]);

/** htmlparser2's void elements: never have children, their end tags are ignored. */
const VOID = new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "command",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

const P = new Set(["p"]);
const FORM = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);
const DD_DT = new Set(["dd", "dt"]);
const RT_RP = new Set(["rt", "rp"]);
const SECTIONS = new Set(["thead", "tbody"]);

/** htmlparser2's implied end tags: a start tag of the key closes open elements of these names first. */
const OPEN_IMPLIES_CLOSE = new Map<string, ReadonlySet<string>>([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th"])],
  ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])],
  ["li", new Set(["li"])],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["dd", DD_DT],
  ["dt", DD_DT],
  ["rt", RT_RP],
  ["rp", RT_RP],
  ["tbody", SECTIONS],
  ["tfoot", SECTIONS],
  ...["select", "input", "output", "button", "datalist", "textarea"].map((n) => [n, FORM] as const),
  ...[
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "address",
    "article",
    "aside",
    "blockquote",
    "details",
    "div",
    "dl",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "header",
    "hr",
    "main",
    "nav",
    "ol",
    "pre",
    "section",
    "table",
    "ul",
  ].map((n) => [n, P] as const),
]);

/** Tags between which whitespace never renders (and is dropped). */
const BLOCK_TAGS = new Set([
  ..."div li ul ol table tr td th tbody thead tfoot dl dt dd article section header footer aside nav form p".split(
    " ",
  ),
  ..."h1 h2 h3 h4 h5 h6 blockquote br hr meta link head body html title script style noscript fieldset".split(
    " ",
  ),
  ..."legend figure main center".split(" "),
]);

/** Document tags that are ignored once the body has started. */
const DOCUMENT_TAGS = new Set(["html", "head", "body"]);

/** True for the characters of a word in a regular expression (`\w`). */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/**
 * The block-level or document tag a tag name starts with ("div" for `div`, and for `div-x`, whose name goes on
 * after a non-word character), or null.
 */
function leadingName(name: string, set: ReadonlySet<string>): string | null {
  if (set.has(name)) return name;
  let i = 0;
  while (i < name.length && isWordChar(name.charCodeAt(i))) i++;
  if (i === 0 || i === name.length) return null;
  const head = name.slice(0, i);
  return set.has(head) ? head : null;
}

/** What the tree builder needs to know of one tag name, worked out once per name (see `tagInfo`). */
interface TagInfo {
  /** The name (one shared string per name, so later lookups by it hash nothing). */
  readonly name: string;
  /** The block-level tag the name starts with, or null (whitespace around it is dropped). */
  readonly block: string | null;
  /** The document tag the name starts with (`html`, `head`, `body`), or null. */
  readonly doc: string | null;
  readonly isVoid: boolean;
  readonly tablePart: boolean;
  /** The open elements a start tag of this name closes first. */
  readonly closes: ReadonlySet<string> | undefined;
}

/** Tag infos by name; names are few on any page, but a hostile page could invent many: past this, none is kept. */
const TAG_INFO_LIMIT = 4096;
const tagInfos = new Map<string, TagInfo>();

/** The facts about a lower-case tag name, memoised (the same answers `leadingName` and the sets give). */
function tagInfo(name: string): TagInfo {
  const known = tagInfos.get(name);
  if (known !== undefined) return known;
  const info: TagInfo = {
    name,
    block: leadingName(name, BLOCK_TAGS),
    doc: leadingName(name, DOCUMENT_TAGS),
    isVoid: VOID.has(name),
    tablePart: TABLE_PARTS.has(name),
    closes: OPEN_IMPLIES_CLOSE.get(name),
  };
  if (tagInfos.size < TAG_INFO_LIMIT) tagInfos.set(name, info);
  return info;
}

/** Recently met tag infos by a hash of the name's length and end letters (see `tagAt`). */
const recentTags: (TagInfo | undefined)[] = new Array(256).fill(undefined);

/**
 * The facts about the tag name written at `source[start, end)`. A name written as a recently met one (in lower
 * case) is told by comparing the text in place: no slice, no hashing; others go through `tagInfo`.
 */
function tagAt(source: string, start: number, end: number): TagInfo {
  const len = end - start;
  if (len === 0) return tagInfo("");
  const slot = (len * 31 + source.charCodeAt(start) * 7 + source.charCodeAt(end - 1)) & 255;
  const seen = recentTags[slot];
  if (seen !== undefined && seen.name.length === len && source.startsWith(seen.name, start)) return seen;
  const info = tagInfo(lowerSlice(source, start, end));
  recentTags[slot] = info;
  return info;
}

/** The lower-case form of `source[start, end)`; no allocation beyond the slice when it is lower case already. */
function lowerSlice(source: string, start: number, end: number): string {
  const s = source.slice(start, end);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) return s.toLowerCase();
  }
  return s;
}

/**
 * Builds the tree of `source`. Comments are kept; script, style and textarea contents are dropped; `<x/>` closes
 * x. Never throws on broken markup: unmatched end tags are ignored, open elements close at the end.
 */
export function buildTree(source: string): HTMLElement {
  return new TreeBuilder(source).build();
}

/** The tokenizer's listener that grows the tree. */
class TreeBuilder implements TokenizerCallbacks {
  private readonly root = new HTMLElement("", "", null);
  private current: HTMLElement = this.root;
  /** The open tag being read: its name and where the name ends. */
  private tag: TagInfo = tagInfo("");
  private nameEnd = 0;
  /** Whether the open tag being read is dropped (a document tag inside the body). */
  private dropTag = false;
  /** True once `<body>` (or `</head>`) was met: later document tags are ignored. */
  private inBody = false;
  private bodySeen = false;
  /** True when the last token kept was a block-level tag written without `<` or `>` in its attribute text. */
  private afterBlock = false;
  /** Whitespace met right after a block-level tag, kept back until the next token says whether it stays. */
  private pending: string | null = null;
  private readonly tokenizer: Tokenizer;

  constructor(private readonly source: string) {
    this.tokenizer = new Tokenizer({ decodeEntities: false }, this);
  }

  build(): HTMLElement {
    this.tokenizer.write(this.source);
    this.tokenizer.end();
    this.flush();
    return this.root;
  }

  /**
   * Adds text to the current element (merged with a text child just before it). The text of script, style and
   * textarea is dropped: not markup, never post text.
   */
  private addText(data: string): void {
    const cur = this.current;
    const tag = cur.rawTagName;
    if (tag === "script" || tag === "style" || tag === "textarea") return;
    const kids = cur.childNodes;
    const last = kids[kids.length - 1];
    if (last !== undefined && last.nodeType === NodeType.TEXT_NODE) last.rawText += data;
    else append(cur, new TextNode(data, cur));
  }

  /** Whitespace kept back is text after all (the next token is not a block-level tag). */
  private flush(): void {
    if (this.pending !== null) {
      const text = this.pending;
      this.pending = null;
      this.addText(text);
    }
  }

  /** A tag token (start or end) is next: whitespace kept back goes, unless the tag is block-level. */
  private beforeTag(tag: TagInfo): void {
    if (this.pending !== null) {
      if (tag.block !== null) this.pending = null;
      else this.flush();
    }
  }

  /** Any other token is next: whitespace kept back stays. */
  private beforeOther(): void {
    this.flush();
    this.afterBlock = false;
  }

  /** True when a document tag (`html`, `head`, `body`) is to be ignored; notes where the body starts. */
  private dropDocumentTag(tag: TagInfo, closing: boolean): boolean {
    const doc = tag.doc;
    if (doc === null) return false;
    const isBody = !closing && doc === "body";
    if (isBody && !this.bodySeen) {
      this.bodySeen = true;
      this.inBody = true;
      return false;
    }
    if (this.inBody) return true;
    if (closing && doc === "head") this.inBody = true;
    return false;
  }

  /** True when an element `name` is open inside the innermost open table cell or table. */
  private opened(name: string): boolean {
    for (let el: HTMLElement | null = this.current; el && el !== this.root; el = el.parentNode) {
      const tag = el.rawTagName;
      if (tag === name) return true;
      if (tag === "td" || tag === "th" || tag === "table") return false;
    }
    return true;
  }

  onopentagname(start: number, endIndex: number): void {
    const tag = tagAt(this.source, start, endIndex);
    this.tag = tag;
    this.nameEnd = endIndex;
    this.dropTag = this.dropDocumentTag(tag, false);
    if (this.dropTag) return;
    this.beforeTag(tag);
    const closes = tag.closes;
    if (closes) {
      while (this.current !== this.root && closes.has(this.current.rawTagName)) {
        this.current = this.current.parentNode ?? this.root;
      }
    }
  }

  /** The start tag ends at `endIndex` (its `>`); `selfClosing` when written `<x/>`. */
  private openTag(endIndex: number, selfClosing: boolean): void {
    const tag = this.tag;
    if (this.dropTag) return;
    const source = this.source;
    let start = this.nameEnd;
    let end = endIndex;
    if (selfClosing && source.charCodeAt(end - 1) === 47 /* / */) end--;
    while (start < end && isSpace(source.charCodeAt(start))) start++;
    while (end > start && isSpace(source.charCodeAt(end - 1))) end--;
    const raw = end > start ? source.slice(start, end) : "";
    const el = new HTMLElement(tag.name, raw, this.current);
    append(this.current, el);
    if (!selfClosing && !tag.isVoid) this.current = el;
    this.afterBlock = tag.block !== null && raw.indexOf("<") === -1 && raw.indexOf(">") === -1;
  }

  onopentagend(endIndex: number): void {
    this.openTag(endIndex, false);
  }

  onselfclosingtag(endIndex: number): void {
    this.openTag(endIndex, true);
  }

  onclosetag(start: number, endIndex: number): void {
    const top = this.current.rawTagName;
    const tag = tagAt(this.source, start, endIndex);
    const name = tag.name;
    if (this.dropDocumentTag(tag, true)) return;
    this.beforeTag(tag);
    this.afterBlock = tag.block !== null;
    if (name === top && top !== "") {
      this.current = this.current.parentNode ?? this.root;
      return;
    }
    // Void elements never stay open; `</p>` and `</br>` without a start tag build nothing.
    if (tag.isVoid || !(tag.tablePart || this.opened(name))) return;
    for (let el: HTMLElement | null = this.current; el && el !== this.root; el = el.parentNode) {
      if (el.rawTagName === name) {
        this.current = el.parentNode ?? this.root;
        return;
      }
    }
  }

  ontext(start: number, endIndex: number): void {
    const source = this.source;
    if (this.afterBlock) {
      let blank = true;
      for (let i = start; i < endIndex; i++) {
        if (!isJsSpace(source.charCodeAt(i))) {
          blank = false;
          break;
        }
      }
      if (blank) {
        const ws = source.slice(start, endIndex);
        this.pending = this.pending === null ? ws : this.pending + ws;
        return;
      }
    }
    this.beforeOther();
    this.addText(source.slice(start, endIndex));
  }

  oncomment(start: number, endIndex: number, endOffset: number): void {
    this.beforeOther();
    append(this.current, new CommentNode(this.source.slice(start, endIndex - endOffset), this.current));
  }

  oncdata(start: number, endIndex: number, endOffset: number): void {
    this.beforeOther();
    const value = this.source.slice(start, endIndex - endOffset);
    append(this.current, new CommentNode(`[CDATA[${value}]]`, this.current));
  }

  ondeclaration(): void {
    this.beforeOther();
  }

  onprocessinginstruction(): void {
    this.beforeOther();
  }

  onattribname(): void {}
  onattribdata(): void {}
  onattribend(): void {}
  onattribentity(): void {}
  ontextentity(): void {}
  onend(): void {}
}
