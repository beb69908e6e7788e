import { attr, closest, findFirst, type HTMLElement, isElement, plainText, tagOf } from "../html/dom.ts";
import { digits, frameFirst, frameOf, idIs, postsByBody, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";

const posterInfo = sel(".poster_info, .poster");
const idMark = idIs(/^(subject|msg)_\d+$/);
const modified = anyOf(idIs(/^modified_\d+$/), sel(".modified"));
const posterOrModified = anyOf(posterInfo, modified);
const smallText = sel(".smalltext");

/** True when `el` or an ancestor below `container` is accepted by `match`. */
function insideAny(el: HTMLElement, container: HTMLElement, match: (el: HTMLElement) => boolean): boolean {
  for (let cur: HTMLElement | null = el; cur && cur !== container; cur = cur.parentNode)
    if (match(cur)) return true;
  return false;
}

/** True when one of the element's children is the poster's column (`div.poster`, `td.poster_info`). */
function holdsPoster(el: HTMLElement): boolean {
  for (const n of el.childNodes) if (isElement(n) && posterInfo(n)) return true;
  return false;
}

/**
 * The post's container: SMF 2's `div.post_wrapper`; SMF 1's table holding `td.poster_info`; else (SMF 2.0
 * release candidates, themes without the wrapper) the nearest ancestor with the poster's column as a child.
 */
function containerOf(body: HTMLElement): HTMLElement | null {
  return (
    closest(body, sel(".post_wrapper")) ??
    closest(body, (el) => tagOf(el) === "table" && findFirst(el, sel(".poster_info")) !== null) ??
    closest(body, holdsPoster)
  );
}

/**
 * SMF 1.1 (table layout: `td.poster_info` beside `div.post`) and SMF 2.x (`div.post_wrapper` with `div.poster`,
 * `div.keyinfo`, `div.post > div.inner`; the 2.0 release candidates have no wrapper: `div.poster` and
 * `div.postarea` sit in the `windowbg` block). Dates read "« Reply #3 on: March 03, 2014, 10:11:12 PM »" or
 * "Today at 09:03:11 PM"; edits "« Last Edit: DATE by NAME »" in `#modified_N`.
 */
export const smfProfile: ForumProfile = {
  platform: "smf",
  label: "SMF",
  bodyCue: "div.post body",
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
    if (!info) return { name: "" };
    // The name: the link in the `h4` (SMF 2) or `b` (SMF 1), else a profile link, else the heading's own text (a
    // guest), else the column's first link.
    const heading = findFirst(info, sel("h4, b"));
    const a =
      (heading ? findFirst(heading, sel("a")) : null) ??
      findFirst(info, sel("a[href*=action=profile]")) ??
      (heading ? null : findFirst(info, sel("a")));
    if (a && plainText(a).length > 0) {
      const id = userIdFromHref(attr(a, "href"));
      return id ? { name: plainText(a), id } : { name: plainText(a) };
    }
    if (heading) return { name: plainText(heading) };
    return { name: plainText(info).split(" ")[0] ?? "" };
  },
  postedAt: (p) => {
    // The first small print of the frame outside the poster's column and the edit note.
    for (const el of frameOf(p)) {
      if (!smallText(el) || insideAny(el, p.container, posterOrModified)) continue;
      const t = plainText(el)
        .replace(/[«»]/g, " ")
        .replace(/^.*?\bon:\s*/i, "")
        .trim();
      if (/\d{1,2}:\d{2}/.test(t)) return t;
    }
    return null;
  },
  edit: (p) => {
    const note = frameFirst(p, modified);
    if (!note) return null;
    const text = plainText(note);
    return text.length > 0 ? noticeEdit(text) : null;
  },
  skip: sel(".quoteheader, .codeheader, .code, .bbc_code, .spoiler"),
};
