import { decodeHTML, decodeHTMLAttribute } from "entities";
import { Parser } from "htmlparser2";

/**
 * The page tree the forum readers walk: small plain nodes built from htmlparser2's streaming callbacks
 * (htmlparser2 tokenizes and applies the HTML implied-end-tag rules). Only what the readers use is kept: tag
 * name, attribute text, attributes, id, classes, children, parent, text.
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

/** Adds a child at the end of `parent`'s children. */
function append(parent: HTMLElement, child: Node): void {
  if (parent.childNodes === NO_CHILDREN) parent.childNodes = [child];
  else (parent.childNodes as Node[]).push(child);
}

const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

/** Class tokens of one element, split from the class attribute as written. */
export interface ClassList {
  readonly value: string[];
  contains(name: string): boolean;
}

/** An element; the root has the empty tag name and no parent. */
export class HTMLElement {
  readonly nodeType = NodeType.ELEMENT_NODE;
  /** The children; leaves share one empty list until a child is added (see `append`). */
  childNodes: readonly Node[] = NO_CHILDREN;
  private classes: ClassList | undefined;
  constructor(
    /** Lower-case tag name ("" for the root). */
    public readonly rawTagName: string,
    /** The attribute text of the start tag as written (entities encoded). */
    public readonly rawAttrs: string,
    /** Attribute values as written, keyed by lower-case name. */
    private readonly attribs: Record<string, string>,
    public readonly parentNode: HTMLElement | null,
  ) {}

  /**
   * The decoded attribute value, or undefined when absent. Names inherited from Object.prototype are never
   * strings, so they read as absent.
   */
  getAttribute(name: string): string | undefined {
    let raw: unknown = this.attribs[name];
    if (raw === undefined) {
      const lower = name.toLowerCase();
      if (lower === name) return undefined;
      raw = this.attribs[lower];
    }
    if (typeof raw !== "string") return undefined;
    return raw.includes("&") ? decodeHTMLAttribute(raw) : raw;
  }

  /** The id as written ("" when none). */
  get id(): string {
    const id: unknown = this.attribs.id;
    return typeof id === "string" ? id : "";
  }

  get classList(): ClassList {
    if (!this.classes) {
      const value: unknown = this.attribs.class;
      const tokens = typeof value === "string" && value ? value.split(/\s+/) : [];
      this.classes = { value: tokens, contains: (name: string) => tokens.includes(name) };
    }
    return this.classes;
  }
}

/** Table parts: end tags of these are left to htmlparser2's own rules. */
const TABLE_PARTS = new Set(["table", "caption", "tbody", "thead", "tfoot", "tr", "td", "th"]);

/**
 * htmlparser2's Parser, except that an end tag never closes elements outside the table cell (or table) it
 * appears in: as in the HTML standard's "has an element in scope" test, a stray `</div>` inside a `<td>` whose
 * div was opened outside the table is ignored, instead of closing the cell, row, table and div.
 */
class PageParser extends Parser {
  constructor(
    handler: ConstructorParameters<typeof Parser>[0],
    options: ConstructorParameters<typeof Parser>[1],
    private readonly source: string,
    private readonly current: () => HTMLElement,
    private readonly opened: (name: string) => boolean,
  ) {
    super(handler, options);
  }
  override onclosetag(start: number, endIndex: number): void {
    // Most end tags close the current element, written in lower case: no slice needed to tell.
    const top = this.current().rawTagName;
    if (top.length === endIndex - start && this.source.startsWith(top, start)) {
      super.onclosetag(start, endIndex);
      return;
    }
    const name = this.source.slice(start, endIndex).toLowerCase();
    if (TABLE_PARTS.has(name) || this.opened(name)) {
      super.onclosetag(start, endIndex);
      return;
    }
    this.startIndex = endIndex + 1;
    this.endIndex = endIndex;
  }
}

/** True for the HTML whitespace characters (tab, line feed, form feed, carriage return, space). */
function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 12;
}

/** Elements whose content is not markup; their text is dropped (never post text). */
const DROPPED_TEXT = new Set(["script", "style", "textarea"]);

/**
 * Builds the tree of `source`. Comments are kept; script, style and textarea contents are dropped; `<x/>` closes
 * x. htmlparser2 never throws on broken markup: unmatched end tags are ignored, open elements close at the end.
 */
export function buildTree(source: string): HTMLElement {
  const root = new HTMLElement("", "", NO_ATTRIBUTES, null);
  let current = root;
  let nameEnd = 0;
  let skipClose = false;
  const addText = (data: string): void => {
    if (DROPPED_TEXT.has(current.rawTagName)) return;
    const kids = current.childNodes;
    const last = kids[kids.length - 1];
    if (last instanceof TextNode) last.rawText += data;
    else append(current, new TextNode(data, current));
  };
  /** True when an element `name` is open inside the innermost open table cell or table. */
  const opened = (name: string): boolean => {
    for (let el: HTMLElement | null = current; el && el !== root; el = el.parentNode) {
      const tag = el.rawTagName;
      if (tag === name) return true;
      if (tag === "td" || tag === "th" || tag === "table") return false;
    }
    return true;
  };
  const parser = new PageParser(
    {
      onopentagname() {
        nameEnd = parser.endIndex;
      },
      onopentag(name, attribs, isImplied) {
        if (isImplied) {
          // `</p>` or `</br>` without a start tag: nothing is built.
          skipClose = true;
          return;
        }
        let start = nameEnd;
        let end = parser.endIndex;
        if (source.charCodeAt(end - 1) === 47 /* / */) end--;
        while (start < end && isSpace(source.charCodeAt(start))) start++;
        while (end > start && isSpace(source.charCodeAt(end - 1))) end--;
        const raw = end > start ? source.slice(start, end) : "";
        const el = new HTMLElement(name, raw, raw ? attribs : NO_ATTRIBUTES, current);
        append(current, el);
        current = el;
      },
      onclosetag() {
        if (skipClose) {
          skipClose = false;
          return;
        }
        current = current.parentNode ?? root;
      },
      ontext: addText,
      oncomment(data) {
        append(current, new CommentNode(data, current));
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
    source,
    () => current,
    opened,
  );
  parser.end(source);
  return root;
}
