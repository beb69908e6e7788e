import {
  attr,
  closest,
  findFirst,
  type HTMLElement,
  hasClass,
  isElement,
  type Matcher,
  NodeType,
  plainText,
  tagOf,
} from "../html/dom.ts";
import {
  frameFirst,
  frameFirstOwnText,
  frameFirstWithText,
  postsByBody,
  userIdFromHref,
} from "../html/finders.ts";
import type { ForumProfile, PostParts } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { sel } from "../html/selector.ts";

const nameSpan = sel(".name");
const gensmall = sel(".gensmall");
const isRow: Matcher = (el) => tagOf(el) === "tr";
const isCell: Matcher = (el) => tagOf(el) === "td";
/** `<a name="3301">`: the anchor phpBB 2's viewtopic template writes before the poster's name. */
const postAnchor: Matcher = (el) => tagOf(el) === "a" && /^\d+$/.test(attr(el, "name") ?? "");
/** The message: `span.postbody` on subSilver, the cell itself (`td.postbody`) on themes that class the cell. */
const body = sel("span.postbody, td.postbody");
/** The header line's wording in the languages phpBB 2 shipped most ("Posted:", "Verfasst am:", "Posté le:"…). */
const POSTED =
  /(?:Posted|Verfasst am|Posté le|Inviato|Publicado|Geplaatst):\s*(.+?)(?:\s+(?:Post subject|Titel|Sujet du message|Oggetto|Asunto|Onderwerp):|$)/i;
const postedTest = (t: string): boolean => POSTED.test(t);

/** An element whose first words are "Last edited by" (a theme's edit note without `span.gensmall`). */
function startsLastEdited(el: HTMLElement): boolean {
  const first = el.childNodes[0];
  return (
    first !== undefined && first.nodeType === NodeType.TEXT_NODE && /^\s*Last edited by\b/i.test(first.text)
  );
}

const authorMark: Matcher = (el) => postAnchor(el) || nameSpan(el);

/** The row's first cell when the row has two cells or more and the first holds the poster's anchor or name. */
function authorCellOfRow(tr: HTMLElement): HTMLElement | null {
  let first: HTMLElement | null = null;
  let cells = 0;
  for (const n of tr.childNodes) {
    if (!isElement(n) || !isCell(n)) continue;
    if (cells++ === 0) first = n;
  }
  return first && cells >= 2 && findFirst(first, authorMark) !== null ? first : null;
}

/**
 * The post's row: the nearest `tr` whose first cell holds the poster's anchor (or subSilver's `span.name`) and
 * a further cell; else (a theme writing the poster in a row of its own) the nearest `tr` holding the anchor.
 */
function rowOf(b: HTMLElement): HTMLElement | null {
  return (
    closest(b, (el) => isRow(el) && authorCellOfRow(el) !== null) ??
    closest(b, (el) => isRow(el) && findFirst(el, authorMark) !== null)
  );
}

/** The author's cell: the row's first cell holding the anchor, or the cell holding the anchor. */
function authorCell(p: PostParts): HTMLElement | null {
  const first = authorCellOfRow(p.container);
  if (first) return first;
  const a = frameFirst(p, postAnchor);
  return a ? closest(a, isCell) : null;
}

/**
 * phpBB 2. A post is a `tr` holding the poster's `<a name="NNN">` anchor and name (subSilver: `span.name >
 * a[name] + b`; other themes: the anchor and a `<strong>` in the author cell), a "Posted: DATE" header
 * (`span.postdetails` or `td.postdetails`) and the message (`span.postbody` pieces in a cell, or a `td.postbody`
 * cell). phpBB 2 closes the postbody span around every quote table, so the body is the whole cell; the signature
 * follows a "_________________" line and the edit note is a `gensmall` span in the same cell.
 */
export const phpbb2Profile: ForumProfile = {
  platform: "phpbb2",
  label: "phpBB 2",
  bodyCue: "td.postbody/span.postbody cell",
  postStart: /<tr>\s*<td[^>]*>\s*(?:<span class="name">|<a name="\d+">)/,
  findPosts: (root) =>
    postsByBody(root, body, rowOf).map((p): PostParts => {
      const cell = isCell(p.body) ? p.body : (closest(p.body, isCell) ?? p.body);
      // The cell holds several `span.postbody` (one per stretch between quotes): they are this post's words.
      return {
        container: p.container,
        body: cell,
        outside: (el) => el === cell || (p.outside(el) && !hasClass(el, "postbody")),
      };
    }),
  postId: (p) => {
    const a = frameFirst(p, postAnchor);
    return a ? attr(a, "name") : null;
  },
  author: (p) => {
    const span = frameFirst(p, nameSpan);
    const cell = span ? null : authorCell(p);
    const n = span ?? (cell ? findFirst(cell, sel("b, strong")) : null);
    if (!n) return { name: "" };
    const profile = frameFirst(p, sel("a[href*=viewprofile]"));
    const id = profile ? userIdFromHref(attr(profile, "href")) : undefined;
    return id ? { name: plainText(n), id } : { name: plainText(n) };
  },
  postedAt: (p) => {
    const d =
      frameFirstWithText(p, sel(".postdetails, .postdate"), postedTest) ?? frameFirstOwnText(p, POSTED);
    if (!d) return null;
    const m = POSTED.exec(plainText(d));
    return m ? (m[1] as string) : null;
  },
  edit: (_p, content) => {
    for (const el of content.collected) {
      const text = plainText(el);
      const at = text.search(/Last edited by/i);
      if (at >= 0) return noticeEdit(text.slice(at));
    }
    return null;
  },
  collect: (el) => gensmall(el) || startsLastEdited(el),
  skip: sel("td.quote, td.code, span.genmed, table.quote"),
  signatureLine: /^_{10,}$/,
  // An edit note written as bare text (no element of its own) is found by its wording.
  textEditMarker: /Last edited by [^\n]+? on [^\n]+?; edited \d+ times? in total\.?/i,
};
