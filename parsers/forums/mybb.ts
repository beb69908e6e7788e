import { attr, findFirst, hasClass, plainText } from "../html/dom.ts";
import { digits, frameFirst, postsByContainer, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { sel } from "../html/selector.ts";

const editSpan = sel(".post_edit, .edited_post");

/** MyBB 1.8: `div.post#post_N`, body `div.post_body`, date `span.post_date`, edit "(This post was last modified: …)". */
export const mybbProfile: ForumProfile = {
  platform: "mybb",
  label: "MyBB",
  bodyCue: "div.post_body in div.post#post_N",
  postStart: /<div class="post\b[^>]*\bid="post_\d+"/,
  findPosts: (root) =>
    postsByContainer(root, (el) => hasClass(el, "post") && /^post_\d+$/.test(el.id), sel("div.post_body")),
  postId: (p) => digits(p.container.id),
  author: (p) => {
    const a = frameFirst(
      p,
      sel(".post_author .largetext a, .author_information .largetext a, .author_information strong a"),
    );
    if (!a) return { name: "" };
    const id = userIdFromHref(attr(a, "href"));
    return id ? { name: plainText(a), id } : { name: plainText(a) };
  },
  postedAt: (p) => {
    const d = frameFirst(p, sel("span.post_date"));
    if (!d) return null;
    // Recent posts read "Yesterday, 11:45 AM" or "5 minutes ago"; MyBB keeps the absolute date in a title.
    const text = plainText(d, editSpan);
    const titled = findFirst(d, sel("span[title]"), editSpan);
    const title = titled ? attr(titled, "title") : null;
    return titled && title ? text.replace(plainText(titled), title) : text;
  },
  edit: (p) => {
    const note = frameFirst(p, sel(".edited_post, .post_edit"));
    if (!note) return null;
    const text = plainText(note);
    return text.length > 0 ? noticeEdit(text) : null;
  },
  skip: sel(".mycode_quote, .codeblock, .spoiler, .spoiler_body"),
};
