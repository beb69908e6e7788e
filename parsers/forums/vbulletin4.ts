import { attr, closest, findFirst, type HTMLElement, plainText } from "../html/dom.ts";
import { digits, frameFirst, idIs, postsByBody, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { sel } from "../html/selector.ts";

const body = idIs(/^post_message_\d+$/);
const container = idIs(/^post_\d+$/);

/** vBulletin 4: `li#post_N.postcontainer`, body `div#post_message_N > blockquote.postcontent`. */
export const vbulletin4Profile: ForumProfile = {
  platform: "vbulletin4",
  label: "vBulletin 4",
  bodyCue: "div#post_message_N body in li#post_N",
  postStart: /<li\b[^>]*\bid="post_\d+"/,
  // The words sit in `blockquote.postcontent` (a blockquote that is not a quote) inside `div#post_message_N`.
  findPosts: (root) =>
    postsByBody(root, body, (b) => closest(b, container)).map((p) => {
      const inner = findFirst(p.body, sel("blockquote.postcontent"));
      return inner ? { ...p, body: inner, outside: (el: HTMLElement) => el === inner || p.outside(el) } : p;
    }),
  postId: (p) => digits(p.container.id),
  author: (p) => {
    const a = frameFirst(p, sel("a.username, .username"));
    if (!a) return { name: "" };
    const id = userIdFromHref(attr(a, "href"));
    return id ? { name: plainText(a), id } : { name: plainText(a) };
  },
  postedAt: (p) => {
    const d = frameFirst(p, sel("span.date, span.postdate"));
    return d ? plainText(d) : null;
  },
  edit: (p) => {
    const note = frameFirst(p, sel(".lastedited"));
    return note ? noticeEdit(plainText(note)) : null;
  },
  skip: sel("div.bbcode_container"),
};
