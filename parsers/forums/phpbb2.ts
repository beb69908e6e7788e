import { attr, closest, findFirst, hasClass, plainText, tagOf } from "../html/dom.ts";
import { frameFirst, frameFirstWithText, postsByBody, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile, PostParts } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { sel } from "../html/selector.ts";

const nameSpan = sel("span.name");
const gensmall = sel("span.gensmall");

/**
 * phpBB 2 (subSilver). A post is a `tr` holding `span.name > a[name]`, `span.postdetails` and a cell with
 * `span.postbody`. phpBB 2 closes the postbody span around every quote table, so the body is the whole cell;
 * the signature follows a "_________________" line and the edit note is a `span.gensmall` in the same cell.
 */
export const phpbb2Profile: ForumProfile = {
  platform: "phpbb2",
  postStart: /<tr>\s*<td[^>]*>\s*<span class="name">/,
  findPosts: (root) =>
    postsByBody(root, sel("span.postbody"), (b) =>
      closest(b, (el) => tagOf(el) === "tr" && findFirst(el, nameSpan) !== null),
    ).map((p): PostParts => {
      const cell = closest(p.body, (el) => tagOf(el) === "td") ?? p.body;
      // The cell holds several `span.postbody` (one per stretch between quotes): they are this post's words.
      return {
        container: p.container,
        body: cell,
        outside: (el) => el === cell || (p.outside(el) && !hasClass(el, "postbody")),
      };
    }),
  postId: (p) => {
    const a = findFirst(p.container, sel("span.name a[name]"));
    return a ? attr(a, "name") : null;
  },
  author: (p) => {
    const n = findFirst(p.container, nameSpan);
    if (!n) return { name: "" };
    const profile = frameFirst(p, sel("a[href*=viewprofile]"));
    const id = profile ? userIdFromHref(attr(profile, "href")) : undefined;
    return id ? { name: plainText(n), id } : { name: plainText(n) };
  },
  postedAt: (p) => {
    const d = frameFirstWithText(p, sel("span.postdetails"), (t) => /Posted:/i.test(t));
    if (!d) return null;
    const m = /Posted:\s*(.+?)(?:\s+Post subject:|$)/i.exec(plainText(d));
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
  collect: gensmall,
  skip: sel("td.quote, td.code, span.genmed, table.quote"),
  signatureLine: /^_{10,}$/,
};
