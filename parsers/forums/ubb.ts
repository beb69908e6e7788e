import { decodeHTML } from "entities";
import {
  attr,
  closest,
  findAll,
  findFirst,
  type HTMLElement,
  hasClass,
  isElement,
  type Matcher,
  type Node,
  NodeType,
  plainText,
  tagOf,
} from "../html/dom.ts";
import { digits, frameFirst, idIs, postsByBody, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile, PostParts } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";

const threadsBody = sel("div.post_inner");
const POSTED = /\b(?:posted|written)\b\s*:?\s*(.+?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\b\.?)?)/i;

/** What a UBB.classic row holds besides its cells: the post's anchor and the header line of the post cell. */
interface ClassicRow {
  anchor: HTMLElement;
  /** The author's cell (the row's first cell). */
  authorCell: HTMLElement;
  /**
   * The post cell's header text as written ("posted 03-14-2002 07:15 PM&nbsp; …", entities not decoded: most
   * posts need it only for its date), or "" when none was found.
   */
  header: string;
}

const classicRows = new WeakMap<PostParts, ClassicRow>();

const isPostAnchor: Matcher = (el) => tagOf(el) === "a" && /^\d{4,}$/.test(attr(el, "name") ?? "");
const isCell: Matcher = (el) => tagOf(el) === "td" || tagOf(el) === "th";
const HEADER_WORD = /\b(?:posted|written)\b/i;
/** A class attribute with a token that starts with "edit" (tokens are cut at whitespace, as `split(/\s+/)` does). */
const EDIT_CLASS = /(?:^|\s)edit/i;

/** The row's cells (its element children that are `td`/`th`), in order. */
function cellsOf(row: HTMLElement): HTMLElement[] {
  const cells: HTMLElement[] = [];
  for (const n of row.childNodes) if (isElement(n) && isCell(n)) cells.push(n);
  return cells;
}

/**
 * The post cell's header: the first `<hr>` outside quotes and the text before it as written, in one walk.
 * Without an `<hr>` the whole cell is walked and `hr` is null.
 */
function headerOf(cell: HTMLElement): { hr: HTMLElement | null; raw: string } {
  let raw = "";
  const stack: Node[] = [];
  for (let i = cell.childNodes.length - 1; i >= 0; i--) stack.push(cell.childNodes[i] as Node);
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === NodeType.TEXT_NODE) {
      raw += node.rawText;
      continue;
    }
    if (!isElement(node)) continue;
    const tag = tagOf(node);
    if (tag === "hr") return { hr: node, raw };
    if (tag === "blockquote") continue;
    const kids = node.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
  return { hr: null, raw: "" };
}

/**
 * UBB.classic posts, read from the row: a `tr` whose first cell is the author's and whose last cell is the post's,
 * the post's `<a name="000123">` anchor in either (UBB 6 puts it in the author's cell, UBB 5 in the post's). The
 * post cell starts with a header line ("posted DATE", profile and quote buttons) that ends at an `<hr>`; the
 * words start after that `<hr>` (quotes hold `<hr>`s too, so they are not searched).
 */
function classicPosts(root: HTMLElement): PostParts[] {
  const parts: PostParts[] = [];
  const rows = new Set<HTMLElement>();
  for (const a of findAll(root, isPostAnchor)) {
    const row = closest(a, (el) => tagOf(el) === "tr");
    if (!row || rows.has(row)) continue;
    const cells = cellsOf(row);
    const ownCell = closest(a, isCell);
    const cell = cells.length >= 2 ? (cells[cells.length - 1] as HTMLElement) : ownCell;
    if (!cell) continue;
    rows.add(row);
    const authorCell = cells.length >= 2 ? (cells[0] as HTMLElement) : cell;
    const { hr, raw: before } = headerOf(cell);
    const post: PostParts = { container: row, body: cell, outside: (el) => el === cell };
    let header = "";
    if (hr && HEADER_WORD.test(before)) {
      post.startAfter = hr;
      header = before;
    } else if (ownCell === cell) {
      // No header rule: the header is the anchor's font or span, as on UBB 5 pages without `<hr>`.
      const el = closest(a, (e) => tagOf(e) === "font" || tagOf(e) === "span") ?? a;
      post.exclude = new Set([el === cell ? a : el]);
      header = plainText(el);
    }
    classicRows.set(post, { anchor: a, authorCell, header });
    parts.push(post);
  }
  return parts;
}

/** The first text run under `el` that is not blank (a name written without `<b>`). */
function firstText(el: HTMLElement): string {
  const stack: Node[] = [el];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === NodeType.TEXT_NODE) {
      const t = node.text.replace(/[\s\u00a0]+/g, " ").trim();
      if (t.length > 0) return t;
      continue;
    }
    if (!isElement(node)) continue;
    const kids = node.childNodes;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Node);
  }
  return "";
}

function isThreads(p: PostParts): boolean {
  return hasClass(p.body, "post_inner");
}

/**
 * UBB: UBB.threads 7 (`table.fw` with `div.post_inner`, `span.date`+`span.time`) and UBB.classic, the rulebook's
 * own forum, whose edit marker is plain text in the post: UBB 5's
 * "[This message has been edited by NAME (edited 09-20-2006 @ 05:13 PM).]" (the time may be missing) or UBB 6's
 * "[ 09-20-2006, 05:13 PM: Message edited by: NAME ]".
 */
export const ubbProfile: ForumProfile = {
  platform: "ubb",
  label: "UBB",
  bodyCue: `div.post_inner body (UBB.threads) or a row with an <a name="NNNNNN"> anchor (UBB.classic)`,
  findPosts: (root) => {
    const threads = postsByBody(
      root,
      threadsBody,
      (b) => closest(b, sel("table.fw")) ?? closest(b, sel("table")),
    );
    return threads.length > 0 ? threads : classicPosts(root);
  },
  postId: (p) => {
    if (isThreads(p)) {
      const n = frameFirst(p, idIs(/^number\d+$/));
      return n ? digits(n.id) : null;
    }
    const row = classicRows.get(p);
    return row ? attr(row.anchor, "name") : null;
  },
  author: (p) => {
    if (isThreads(p)) {
      const n = frameFirst(p, sel(".author-name, .username"));
      const link = frameFirst(p, sel("a[href*=users]"));
      const id = link ? digits(/users\/(\d+)/.exec(attr(link, "href") ?? "")?.[1]) : null;
      return n ? (id ? { name: plainText(n), id } : { name: plainText(n) }) : { name: "" };
    }
    const row = classicRows.get(p);
    const cell = row?.authorCell ?? findFirst(p.container, isCell);
    // The name is the author cell's bold; a post cell that is also the author cell has none of its own.
    const b = cell && cell !== p.body ? findFirst(cell, sel("b, strong")) : null;
    const link = findFirst(p.container, sel("a[href*=get_profile]"));
    const id = link ? userIdFromHref(attr(link, "href")) : undefined;
    const name = b ? plainText(b) : cell && cell !== p.body ? firstText(cell) : "";
    return id ? { name, id } : { name };
  },
  postedAt: (p) => {
    if (isThreads(p)) {
      const d = findFirst(p.container, sel("span.date"), anyOf(p.outside, sel(".author-content")));
      const parent = d?.parentNode;
      return parent ? plainText(parent) : null;
    }
    // "posted 03-14-2002 07:15 PM", "posted March 14, 2002 07:15 PM", "Posted: Thu Mar 14 2002 07:15 PM"
    const header = classicRows.get(p)?.header ?? "";
    const m = POSTED.exec(header.includes("&") ? decodeHTML(header) : header);
    return m ? (m[1] as string) : null;
  },
  edit: (_p, content) => {
    for (const el of content.collected) {
      const found = noticeEdit(plainText(el));
      if (found) return found;
    }
    return null;
  },
  // A class token starting with "edit" (any case).
  collect: (el) => {
    const cls = attr(el, "class");
    return cls !== null && EDIT_CLASS.test(cls);
  },
  skip: sel(".signature, .signature-wrapper"),
  textEditMarker:
    /\[This message (?:has been|was) edited by [^\]]*\]|\[\s*[^[\]]{4,60}?:\s*Message edited by:?[^[\]]*\]/i,
};
