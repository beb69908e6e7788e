import { attr, findFirst, hasClass, plainText } from "../html/dom.ts";
import { digits, frameFirst, idIs, postsByContainer, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";

const post = (el: Parameters<ReturnType<typeof sel>>[0]): boolean =>
  hasClass(el, "post") && /^p\d+$/.test(el.id);

/** phpBB 3 (prosilver and its children): `div.post#pN`, body `div.content`, edit note `div.notice`. */
export const phpbb3Profile: ForumProfile = {
  platform: "phpbb3",
  postStart: /<div id="p\d+" class="post\b/,
  findPosts: (root) => postsByContainer(root, post, sel("div.content"), sel(".signature, .postprofile")),
  postId: (p) => digits(p.container.id),
  author: (p) => {
    const a =
      frameFirst(p, sel("p.author a.username, p.author a.username-coloured")) ??
      frameFirst(p, sel("a.username, a.username-coloured")) ??
      frameFirst(p, sel("p.author strong"));
    if (!a) return { name: "" };
    const link = a.rawTagName.toLowerCase() === "a" ? a : findFirst(a, sel("a"));
    const id = link ? userIdFromHref(attr(link, "href")) : undefined;
    return id ? { name: plainText(a), id } : { name: plainText(a) };
  },
  postedAt: (p) => {
    const author = frameFirst(p, sel("p.author, .author"));
    if (!author) return null;
    const time = findFirst(author, sel("time[datetime]"));
    if (time) return attr(time, "datetime");
    const text = plainText(author);
    const cut = Math.max(text.lastIndexOf("»"), text.lastIndexOf("Posted:"));
    return cut >= 0 ? text.slice(cut + 1).replace(/^osted:/, "") : text;
  },
  edit: (p) => {
    const note = frameFirst(p, sel("div.notice"));
    return note ? noticeEdit(plainText(note)) : null;
  },
  skip: anyOf(sel(".codebox, .attachbox, .inline-attachment"), idIs(/^sig\d+$/)),
};
