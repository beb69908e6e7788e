import { attr, closest, findAll, findFirst, type HTMLElement, plainText, tagOf } from "../html/dom.ts";
import { digits, frameFirst, idIs, postsByBody, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";

const posterInfo = sel(".poster_info, .poster");
const idMark = idIs(/^(subject|msg)_\d+$/);

function containerOf(body: HTMLElement): HTMLElement | null {
  return (
    closest(body, sel(".post_wrapper")) ??
    closest(body, (el) => tagOf(el) === "table" && findFirst(el, sel(".poster_info")) !== null)
  );
}

/**
 * SMF 1.1 (table layout: `td.poster_info` beside `div.post`) and SMF 2.x (`div.post_wrapper` with `div.poster`,
 * `div.keyinfo`, `div.post > div.inner`). Dates read "« Reply #3 on: March 03, 2014, 10:11:12 PM »" or
 * "Today at 09:03:11 PM"; edits "« Last Edit: DATE by NAME »" in `#modified_N`.
 */
export const smfProfile: ForumProfile = {
  platform: "smf",
  // SMF 2 wraps each post (poster, date, words, edit note) in `div.post_wrapper`; SMF 1 tables have no such
  // mark, so their pages are never sliced.
  postStart: /<div class="post_wrapper"/,
  findPosts: (root) => postsByBody(root, sel("div.post"), containerOf),
  postId: (p) => {
    const inner = findFirst(p.body, idIs(/^msg_\d+$/));
    if (inner) return digits(inner.id);
    const mark = frameFirst(p, idMark);
    return mark ? digits(mark.id) : null;
  },
  author: (p) => {
    const info = frameFirst(p, posterInfo);
    const a = info ? findFirst(info, sel("a")) : null;
    if (!a) return { name: info ? (plainText(info).split(" ")[0] ?? "") : "" };
    const id = userIdFromHref(attr(a, "href"));
    return id ? { name: plainText(a), id } : { name: plainText(a) };
  },
  postedAt: (p) => {
    const prune = anyOf(p.outside, posterInfo, idIs(/^modified_\d+$/));
    for (const el of findAll(p.container, sel(".smalltext"), { prune })) {
      const t = plainText(el)
        .replace(/[«»]/g, " ")
        .replace(/^.*?\bon:\s*/i, "")
        .trim();
      if (/\d{1,2}:\d{2}/.test(t)) return t;
    }
    return null;
  },
  edit: (p) => {
    const note = frameFirst(p, idIs(/^modified_\d+$/));
    if (!note) return null;
    const text = plainText(note);
    return text.length > 0 ? noticeEdit(text) : null;
  },
  skip: sel(".quoteheader, .codeheader, .code, .bbc_code, .spoiler"),
};
