import { attr, findFirst, type HTMLElement, hasClass, plainText, tagOf } from "../html/dom.ts";
import { digits, frameFirst, idIs, postsByContainer, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { sel } from "../html/selector.ts";

const commentId = idIs(/^elComment_\d+$/);
const postBlockId = idIs(/^post_id_\d+$/);

/**
 * Invision's edit notice sits inside the post content and is bold: IPS 4 writes
 * `<span data-excludequote><strong>Edited July 5, 2023 by X</strong></span>`, IPB 3 `<p class="edit">`.
 * It is an edit, never an order.
 */
function isEditNotice(el: HTMLElement): boolean {
  if (attr(el, "data-excludequote") !== null) return true;
  return tagOf(el) === "p" && hasClass(el, "edit");
}

/** Invision Community 4 / IPB 3: `article#elComment_N`, body `[data-role=commentContent]`. */
export const invisionProfile: ForumProfile = {
  platform: "invision",
  label: "Invision",
  bodyCue: "commentContent body in an elComment_N or post_block container",
  postStart: /<article id="elComment_\d+"/,
  findPosts: (root) =>
    postsByContainer(
      root,
      (el) => commentId(el) || (tagOf(el) === "div" && hasClass(el, "post_block") && postBlockId(el)),
      sel("[data-role=commentContent], div.post.entry-content, .post_body .post"),
    ),
  postId: (p) => digits(p.container.id),
  author: (p) => {
    const a =
      frameFirst(p, sel(".cAuthorPane_author a, .author a")) ??
      frameFirst(p, sel(".cAuthorPane_author, [itemprop=creator]"));
    if (!a) return { name: "" };
    const id = tagOf(a) === "a" ? userIdFromHref(attr(a, "href")) : undefined;
    return id ? { name: plainText(a), id } : { name: plainText(a) };
  },
  postedAt: (p) => {
    const t = frameFirst(p, sel("time[datetime], abbr.published"));
    return t ? (attr(t, "datetime") ?? attr(t, "title") ?? plainText(t)) : null;
  },
  edit: (_p, content) => {
    for (const notice of content.collected) {
      const text = plainText(notice).replace(/^Edited by (.+?),\s*(.+?)\.?$/i, "Edited $2 by $1");
      const t = findFirst(notice, sel("time[datetime]"));
      const found = noticeEdit(text, t ? attr(t, "datetime") : null);
      if (found) return t ? { ...found, at: null, when: attr(t, "datetime") } : found;
    }
    return null;
  },
  collect: isEditNotice,
  skip: sel(".ipsQuote, .ipsSpoiler, .ipsCode, .ipsEmbeddedContent, .ipsQuote_citation"),
};
