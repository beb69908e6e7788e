import { fromEpoch } from "../html/dates.ts";
import { attr, findFirst, hasClass, plainText } from "../html/dom.ts";
import { digits, frameFirst, idIs, postsByContainer, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";

const postIdMark = idIs(/^post-\d+$/);

/** A XenForo 1 date: `abbr.DateTime[data-time]` (recent) or `span.DateTime[title]` (older). */
function xfDate(el: Parameters<typeof plainText>[0]): string {
  return fromEpoch(attr(el, "data-time")) ?? attr(el, "title") ?? plainText(el);
}

/** XenForo 1: `li.message#post-N[data-author]`, body `blockquote.messageText`, edit note `.editDate`. */
export const xenforo1Profile: ForumProfile = {
  platform: "xenforo1",
  label: "XenForo 1",
  bodyCue: "blockquote.messageText body in li.message#post-N",
  postStart: /<li id="post-\d+"/,
  findPosts: (root) =>
    postsByContainer(
      root,
      (el) => hasClass(el, "message") && postIdMark(el),
      sel("blockquote.messageText"),
      sel(".signature, .messageUserInfo"),
    ),
  postId: (p) => digits(p.container.id),
  author: (p) => {
    const a = frameFirst(p, sel("a.username"));
    const name = attr(p.container, "data-author") ?? (a ? plainText(a) : "");
    const id = a ? userIdFromHref(attr(a, "href")) : undefined;
    return id ? { name, id } : { name };
  },
  postedAt: (p) => {
    const prune = anyOf(p.outside, sel(".editDate"));
    const d =
      findFirst(p.container, sel(".messageMeta .DateTime, .datePermalink .DateTime"), prune) ??
      findFirst(p.container, sel(".DateTime"), prune);
    return d ? xfDate(d) : null;
  },
  edit: (p) => {
    const note = frameFirst(p, sel(".editDate"));
    if (!note) return null;
    const d = findFirst(note, sel(".DateTime"));
    const found = noticeEdit(plainText(note));
    if (!found) return null;
    return d ? { ...found, when: xfDate(d) } : found;
  },
  skip: sel(
    ".bbCodeQuote, .bbCodeSpoilerContainer, .bbCodeCode, .bbCodePHP, .bbCodeHtml, .dice_container, .messageTextEndMarker",
  ),
};
