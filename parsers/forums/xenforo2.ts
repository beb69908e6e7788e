import { fromEpoch } from "../html/dates.ts";
import { attr, findFirst, plainText } from "../html/dom.ts";
import { digits, frameFirst, postsByContainer, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";

/** XenForo 2: `article.message--post[data-author]`, body `.bbWrapper`, date `time.u-dt`, edit `.message-lastEdit`. */
export const xenforo2Profile: ForumProfile = {
  platform: "xenforo2",
  label: "XenForo 2",
  bodyCue: "bbWrapper body in article.message",
  postStart: /<article class="message message--post\b/,
  findPosts: (root) =>
    postsByContainer(
      root,
      sel("article.message--post, article.message[data-content]"),
      sel(".bbWrapper"),
      sel(".message-signature, .message-user"),
    ),
  postId: (p) => digits(attr(p.container, "data-content") ?? p.container.id),
  author: (p) => {
    const a =
      frameFirst(p, sel(".message-name a.username, a.username")) ?? frameFirst(p, sel(".message-name"));
    const name = attr(p.container, "data-author") ?? (a ? plainText(a) : "");
    const id = a ? (attr(a, "data-user-id") ?? userIdFromHref(attr(a, "href"))) : undefined;
    return id ? { name, id } : { name };
  },
  postedAt: (p) => {
    const t = findFirst(
      p.container,
      sel("time.u-dt, time[datetime]"),
      anyOf(p.outside, sel(".message-lastEdit")),
    );
    if (!t) return null;
    return attr(t, "datetime") ?? fromEpoch(attr(t, "data-time")) ?? plainText(t);
  },
  edit: (p) => {
    const note = frameFirst(p, sel(".message-lastEdit"));
    if (!note) return null;
    const text = plainText(note);
    if (text.length === 0) return null;
    const t = findFirst(note, sel("time"));
    const found = noticeEdit(text);
    if (!found) return null;
    return t
      ? { ...found, at: null, when: attr(t, "datetime") ?? fromEpoch(attr(t, "data-time")) ?? plainText(t) }
      : found;
  },
  skip: sel(
    ".bbCodeBlock--quote, .bbCodeSpoiler, .bbCodeBlock--code, .bbCodeInlineSpoiler, .bbCodeBlock--unfurl",
  ),
};
