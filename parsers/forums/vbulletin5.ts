import { fromEpoch } from "../html/dates.ts";
import { attr, plainText } from "../html/dom.ts";
import { frameFirst, postsByContainer, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { sel } from "../html/selector.ts";

/** vBulletin 5: `li.b-post[data-node-id]`, body `.js-post__content-text`, edit note `.b-post__edit`. */
export const vbulletin5Profile: ForumProfile = {
  platform: "vbulletin5",
  label: "vBulletin 5",
  bodyCue: "js-post__content-text body in a b-post[data-node-id]",
  postStart: /<li data-node-id="\d+"/,
  findPosts: (root) =>
    postsByContainer(
      root,
      sel("li.b-post[data-node-id], div.b-post[data-node-id]"),
      sel(".js-post__content-text"),
    ),
  postId: (p) => attr(p.container, "data-node-id"),
  author: (p) => {
    const a =
      frameFirst(p, sel(".b-userinfo__details .author a, .author a")) ??
      frameFirst(p, sel("[itemprop=author] a"));
    if (!a) return { name: "" };
    const id = userIdFromHref(attr(a, "href"));
    return id ? { name: plainText(a), id } : { name: plainText(a) };
  },
  postedAt: (p) => {
    const epoch = fromEpoch(attr(p.container, "data-node-publishdate"));
    if (epoch) return epoch;
    const t = frameFirst(p, sel(".b-post__timestamp time, .b-post__timestamp"));
    return t ? (attr(t, "datetime") ?? plainText(t)) : null;
  },
  edit: (p) => {
    const note = frameFirst(p, sel(".b-post__edit"));
    return note ? noticeEdit(plainText(note)) : null;
  },
  skip: sel("div.bbcode_container"),
};
