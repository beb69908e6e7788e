import { HTMLElement as LibElement, TextNode as LibText } from "node-html-parser";

/**
 * A lean HTML tree builder that gives exactly the tree node-html-parser 9 builds with the options the forum
 * reader uses (`comment: true`, `parseNoneClosedTags: true`, `lowerCaseTagName: false`, script/style/textarea
 * text dropped), but with small plain nodes: no per-node `range` property, no class-list `Set`, no attribute
 * parse until an attribute is asked for. Building node-html-parser's nodes (and collecting them) was most of the
 * time spent reading a page. Entity decoding of text and attribute values is node-html-parser's own.
 * `tests/parsers/forums/tree.test.ts` checks that both builders give the same tree.
 */

/** Node kinds, with the DOM's numbers. */
export const NodeType = { ELEMENT_NODE: 1, TEXT_NODE: 3, COMMENT_NODE: 8 } as const;

/** Any node of the tree. */
export type Node = Element | Text | Comment;

const decodeTextGetter = Object.getOwnPropertyDescriptor(LibText.prototype, "text")?.get as (this: {
  rawText: string;
}) => string;
const attrsGetter = Object.getOwnPropertyDescriptor(LibElement.prototype, "attrs")?.get as (this: {
  rawAttributes: Record<string, string>;
}) => Record<string, string>;

/** Decodes HTML entities in text exactly as node-html-parser does (text without `&` is returned as is). */
export function decodeText(raw: string): string {
  return raw.includes("&") ? decodeTextGetter.call({ rawText: raw }) : raw;
}

/** Decodes HTML entities in an attribute value exactly as node-html-parser does. */
function decodeAttribute(raw: string): string {
  if (typeof raw === "string" && !raw.includes("&")) return raw;
  return attrsGetter.call({ rawAttributes: { v: raw } }).v as string;
}

const ATTRIBUTE = /([_a-zA-Z()[\]#@$.?:][a-zA-Z0-9-._:()[\]#]*)(?:\s*=\s*((?:'[^']*')|(?:"[^"]*")|\S+))?/g;

/**
 * Every attribute of an element, keyed by lower-case name, values decoded, read the way node-html-parser reads
 * them: per name as written the first non-empty value wins; names that differ only in case, the later one.
 * Plain objects, as there, so that odd names behave the same.
 */
function readAttributes(raw: string): Record<string, string> {
  const written: Record<string, string | null> = {};
  if (raw) {
    ATTRIBUTE.lastIndex = 0;
    for (let m = ATTRIBUTE.exec(raw); m !== null; m = ATTRIBUTE.exec(raw)) {
      const key = m[1] as string;
      if (key === "__proto__") continue;
      let value = m[2] || null;
      if (value && (value[0] === "'" || value[0] === '"')) value = value.slice(1, value.length - 1);
      written[key] = written[key] || value;
    }
  }
  const out: Record<string, string> = {};
  for (const key in written) out[key.toLowerCase()] = decodeAttribute(written[key] || "");
  return out;
}

/** Lower-case name and value ("" when none) of each attribute as written, in order (`__proto__` left out). */
function listAttributes(raw: string): string[] {
  const list: string[] = [];
  if (!raw) return list;
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(raw); m !== null; m = ATTRIBUTE.exec(raw)) {
    const key = m[1] as string;
    if (key === "__proto__") continue;
    const value = m[2];
    list.push(
      key.toLowerCase(),
      value === undefined
        ? ""
        : value[0] === "'" || value[0] === '"'
          ? value.slice(1, value.length - 1)
          : value,
    );
  }
  return list;
}

/** A text node; `text` is decoded once, on first use. */
export class Text {
  parentNode: Element;
  readonly rawText: string;
  private decoded: string | undefined;
  constructor(rawText: string, parent: Element) {
    this.rawText = rawText;
    this.parentNode = parent;
    this.decoded = undefined;
  }
  // Constant members live on the prototype: a page has tens of thousands of text nodes.
  get nodeType(): 3 {
    return 3;
  }
  get rawTagName(): string {
    return "";
  }
  get childNodes(): Node[] {
    return EMPTY;
  }
  /** The text with entities decoded. */
  get text(): string {
    if (this.decoded === undefined) this.decoded = decodeText(this.rawText);
    return this.decoded;
  }
}

/** A comment; `rawText` is what lies between `<!--` and `-->`. */
export class Comment {
  parentNode: Element;
  readonly rawText: string;
  constructor(rawText: string, parent: Element) {
    this.rawText = rawText;
    this.parentNode = parent;
  }
  get nodeType(): 8 {
    return 8;
  }
  get rawTagName(): string {
    return "!--";
  }
  get childNodes(): Node[] {
    return EMPTY;
  }
  get text(): string {
    return this.rawText;
  }
}

const EMPTY: Node[] = [];

/** The class tokens of an element, as node-html-parser splits them (`value` without repeats). */
export class ClassList {
  private readonly tokens: string[];
  constructor(tokens: string[]) {
    this.tokens = tokens;
  }
  contains(name: string): boolean {
    return this.tokens.includes(name);
  }
  get value(): string[] {
    return [...new Set(this.tokens)];
  }
}

const NO_CLASSES = new ClassList([]);

/** `id` and `class` as node-html-parser reads them for an element's key attributes (the last one wins). */
const KEY_ATTR = /(?:^|\s)(id|class)\s*=\s*('[^']*'|"[^"]*"|\S+)/gi;

/** An element. The root of a tree has an empty `rawTagName` and no parent. */
export class Element {
  readonly rawTagName: string;
  /** The attribute text as written (everything after the tag name and one space). */
  readonly rawAttrs: string;
  parentNode: Element | null;
  /** The children; filled in once the element is closed (shared empty list when none: never mutate). */
  childNodes: Node[];
  private keyId: string | undefined;
  private keyClasses: ClassList | undefined;
  private attrMap: Record<string, string> | undefined;
  private attrList: string[] | undefined;

  constructor(tag: string, rawAttrs: string, parent: Element | null) {
    this.rawTagName = tag;
    this.rawAttrs = rawAttrs;
    this.parentNode = parent;
    this.childNodes = EMPTY;
    const bare = rawAttrs.length === 0;
    this.keyId = bare ? "" : undefined;
    this.keyClasses = bare ? NO_CLASSES : undefined;
    this.attrMap = undefined;
    this.attrList = undefined;
  }

  get nodeType(): 1 {
    return 1;
  }

  private readKeys(): void {
    let id: string | undefined;
    let cls: string | undefined;
    KEY_ATTR.lastIndex = 0;
    for (let m = KEY_ATTR.exec(this.rawAttrs); m !== null; m = KEY_ATTR.exec(this.rawAttrs)) {
      const v = m[2] as string;
      const value = v[0] === "'" || v[0] === '"' ? v.slice(1, v.length - 1) : v;
      if ((m[1] as string).toLowerCase() === "id") id = value;
      else cls = value;
    }
    this.keyId = id || "";
    this.keyClasses = cls ? new ClassList(cls.split(/\s+/)) : NO_CLASSES;
  }

  /** The `id` attribute as written ("" when absent). */
  get id(): string {
    if (this.keyId === undefined) this.readKeys();
    return this.keyId as string;
  }

  /** The class tokens. */
  get classList(): ClassList {
    if (this.keyClasses === undefined) this.readKeys();
    return this.keyClasses as ClassList;
  }

  /** An attribute's decoded value (names are case-insensitive), or undefined; node-html-parser's reading. */
  getAttribute(name: string): string | undefined {
    const lower = name.toLowerCase();
    if (!(lower in Object.prototype)) {
      // The common case, one attribute of that name: read it from the list without building the map.
      if (this.attrList === undefined) this.attrList = listAttributes(this.rawAttrs);
      const list = this.attrList;
      let at = -1;
      for (let i = 0; i < list.length; i += 2) {
        if (list[i] === lower) {
          if (at >= 0) {
            at = -2;
            break;
          }
          at = i;
        }
      }
      if (at === -1) return undefined;
      if (at >= 0) return decodeAttribute(list[at + 1] as string);
    }
    if (this.attrMap === undefined) this.attrMap = readAttributes(this.rawAttrs);
    return this.attrMap[lower];
  }

  /** The raw text of the subtree (`<br>` gives "\n"), entities not decoded. */
  get rawText(): string {
    if (/^br$/i.test(this.rawTagName)) return "\n";
    let out = "";
    for (const c of this.childNodes) out += c.rawText;
    return out;
  }

  /** The text of the subtree with entities decoded. */
  get text(): string {
    return decodeText(this.rawText);
  }
}

const MARKUP_SOURCE =
  "<(\\/?)([a-zA-Z][-.:0-9_a-zA-Z@\\xB7\\xC0-\\xD6\\xD8-\\xF6\\u00F8-\\u03A1\\u03A3-\\u03D9\\u03DB-\\u03EF\\u03F7-\\u03FF\\u0400-\\u04FF\\u0500-\\u052F\\u1D00-\\u1D2B\\u1D6B-\\u1D77\\u1D79-\\u1D9A\\u1E00-\\u1E9B\\u1F00-\\u1F15\\u1F18-\\u1F1D\\u1F20-\\u1F45\\u1F48-\\u1F4D\\u1F50-\\u1F57\\u1F59\\u1F5B\\u1F5D\\u1F5F-\\u1F7D\\u1F80-\\u1FB4\\u1FB6-\\u1FBC\\u1FBE\\u1FC2-\\u1FC4\\u1FC6-\\u1FCC\\u1FD0-\\u1FD3\\u1FD6-\\u1FDB\\u1FE0-\\u1FEC\\u1FF2-\\u1FF4\\u1FF6-\\u1FFC\\u2126\\u212A-\\u212B\\u2132\\u214E\\u2160-\\u2188\\u2C60-\\u2C7F\\uA722-\\uA787\\uA78B-\\uA78E\\uA790-\\uA7AD\\uA7B0-\\uA7B7\\uA7F7-\\uA7FF\\uAB30-\\uAB5A\\uAB5C-\\uAB5F\\uAB64-\\uAB65\\uFB00-\\uFB06\\uFB13-\\uFB17\\uFF21-\\uFF3A\\uFF41-\\uFF5A\\x37F-\\u1FFF\\u200C-\\u200D\\u203F-\\u2040\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD]*)((?:\\s+[^>]*?(?:(?:'[^']*')|(?:\"[^\"]*\"))?)*)\\s*(\\/?)>";
/** Comments and tags, with the tag-name characters node-html-parser accepts. */
const MARKUP = new RegExp(`<!--[\\s\\S]*?-->|${MARKUP_SOURCE}`, "gu");
const MARKUP_CDATA = new RegExp(`<!--[\\s\\S]*?-->|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|${MARKUP_SOURCE}`, "gu");
const UNQUOTED_VALUE_AT_END = /(?:^|\s)[^\s"'<>=/]+\s*=\s*[^\s"'<>`]+$/;
const FRAME = "documentfragmentcontainer";

function caseSet(...tags: string[]): Record<string, true> {
  const set: Record<string, true> = {};
  for (const t of tags) {
    set[t] = true;
    set[t.toUpperCase()] = true;
  }
  return set;
}

function table(entries: [string[], Record<string, true>][]): Record<string, Record<string, true>> {
  const out: Record<string, Record<string, true>> = {};
  for (const [tags, closes] of entries) {
    for (const t of tags) {
      out[t] = closes;
      out[t.toUpperCase()] = closes;
    }
  }
  return out;
}

/** An open element (key, as written) that the opening of another tag (inner key) closes first. */
const CLOSED_BY_OPENING = table([
  [["li"], caseSet("li")],
  [["p"], caseSet("p", "div")],
  [["b"], caseSet("div")],
  [["td", "th"], caseSet("td", "th", "tr", "tbody", "tfoot")],
  [["tr"], caseSet("tr", "tbody", "tfoot")],
  [["thead", "tbody"], caseSet("tbody", "tfoot")],
  [["h1"], caseSet("h1")],
  [["h2"], caseSet("h2")],
  [["h3"], caseSet("h3")],
  [["h4"], caseSet("h4")],
  [["h5"], caseSet("h5")],
  [["h6"], caseSet("h6")],
  [["dt", "dd"], caseSet("dt", "dd")],
]);

/** An open element (key, upper case) that a closing tag (inner key) closes on its way out. */
const CLOSED_BY_CLOSING = table([
  [["li"], caseSet("ul", "ol")],
  [["a", "b", "i", "p"], caseSet("div")],
  [["td", "th"], caseSet("tr", "table", "thead", "tbody", "tfoot")],
  [["tr"], caseSet("table", "thead", "tbody", "tfoot")],
  [["tbody", "tfoot"], caseSet("table")],
  [["dt", "dd"], caseSet("dl", "body", "html")],
]);

/** A closing tag closes an open `p` when the element around it has that tag, except for these. */
const P_KEPT_OPEN_BY: Record<string, Record<string, true>> = {
  p: { a: true, audio: true, del: true, ins: true, map: true, noscript: true, video: true },
};

const VOID = new Set<string>();
for (const t of "area base br col embed hr img input link meta param source track wbr".split(" ")) {
  VOID.add(t);
  VOID.add(t.toUpperCase());
}

/** Elements whose content is raw text, dropped (script, style, textarea, any case). */
const RAW_TEXT = /^(?:script|style|textarea)$/i;

/**
 * Builds the tree of an HTML document. Never throws on markup: unclosed elements stay open to the end of their
 * parent, stray closing tags are ignored, `<p>`, `<li>`, table cells and the like close as node-html-parser
 * closes them.
 */
export function buildTree(source: string): Element {
  const root = new Element("", "", null);
  const data = `<${FRAME}>${source}</${FRAME}>`;
  const markup = data.includes("<![CDATA[") ? MARKUP_CDATA : MARKUP;
  const stack: Element[] = [root];
  // Children are gathered per open element in reused lists and copied to an exact-size array when it closes:
  // growing every element's own array would leave most of them mostly empty, and the collector copies them.
  const gathered: Node[][] = [[]];
  let current = root;
  let kids = gathered[0] as Node[];
  const close = (): void => {
    const el = stack.pop() as Element;
    if (kids.length > 0) {
      el.childNodes = kids.slice();
      kids.length = 0;
    }
    current = stack[stack.length - 1] as Element;
    kids = gathered[stack.length - 1] as Node[];
  };
  let lastTextPos = -1;
  markup.lastIndex = 0;
  for (let m = markup.exec(data); m !== null; m = markup.exec(data)) {
    const matchText = m[0];
    let leadingSlash = m[1];
    const tagName = m[2] as string;
    let attributes = m[3] as string;
    let closingSlash = m[4];
    const tagEnd = markup.lastIndex;
    const tagStart = tagEnd - matchText.length;
    if (closingSlash && !leadingSlash && UNQUOTED_VALUE_AT_END.test(attributes) && !VOID.has(tagName)) {
      attributes += closingSlash;
      closingSlash = "";
    }
    if (lastTextPos > -1 && lastTextPos < tagStart) {
      kids.push(new Text(data.substring(lastTextPos, tagStart), current));
    }
    lastTextPos = tagEnd;
    if (matchText.charCodeAt(1) === 33 /* ! */) {
      if (matchText.startsWith("<![CDATA[")) kids.push(new Text(matchText, current));
      else kids.push(new Comment(data.substring(tagStart + 4, tagEnd - 3), current));
      continue;
    }
    if (tagName === FRAME) continue;
    if (!leadingSlash) {
      if (!closingSlash) {
        while (CLOSED_BY_OPENING[current.rawTagName]?.[tagName]) close();
      }
      const el = new Element(tagName, attributes.slice(1), current);
      kids.push(el);
      current = el;
      stack.push(el);
      if (gathered.length < stack.length) gathered.push([]);
      kids = gathered[stack.length - 1] as Node[];
      if (RAW_TEXT.test(tagName)) {
        const end = `</${tagName}>`;
        const endIndex = data.indexOf(end, tagEnd);
        if (endIndex === -1) break;
        lastTextPos = markup.lastIndex = endIndex + end.length;
        leadingSlash = "/";
      }
    }
    if (leadingSlash || closingSlash || VOID.has(tagName)) {
      while (true) {
        if (current.rawTagName === tagName) {
          close();
          break;
        }
        if (CLOSED_BY_CLOSING[upper(current.rawTagName)]?.[tagName]) {
          close();
          continue;
        }
        const open = current.rawTagName.toLowerCase();
        if (P_KEPT_OPEN_BY[open] && stack.length > 1) {
          const closing = tagName.toLowerCase();
          const around = stack[stack.length - 2] as Element;
          if (
            around.rawTagName &&
            around.rawTagName.toLowerCase() === closing &&
            !P_KEPT_OPEN_BY[open][closing]
          ) {
            close();
            continue;
          }
        }
        break;
      }
    }
  }
  // Elements never closed end with the document.
  while (stack.length > 1) close();
  if (kids.length > 0) root.childNodes = kids.slice();
  return root;
}

const uppers = new Map<string, string>();

/** A tag name in upper case, cached (a page repeats a few dozen names). */
function upper(tag: string): string {
  let u = uppers.get(tag);
  if (u === undefined) {
    u = tag.toUpperCase();
    if (uppers.size < 1000) uppers.set(tag, u);
  }
  return u;
}
