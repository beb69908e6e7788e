import { attr, findFirst, hasClass, plainText, tagOf } from "../html/dom.ts";
import {
  digits,
  frameFirst,
  frameFirstOwnText,
  idIs,
  postsByContainer,
  userIdFromHref,
} from "../html/finders.ts";
import type { ForumProfile } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";

const post = (el: Parameters<ReturnType<typeof sel>>[0]): boolean =>
  hasClass(el, "post") && /^p\d+$/.test(el.id);

const LAST_EDITED = /^\s*Last edited by\b/i;

/** The author line's "by NAME »" in phpBB 3's language packs (by, von, par, door, da, por, av, przez, от). */
const BY_LINE = /(?:^|\s)(?:by|von|par|door|da|por|av|przez|от)\s+(.+?)\s*»/i;

/**
 * phpBB 3 (prosilver and its children): `div.post#pN`, body `div.content`, edit note `div.notice`. The author is
 * `a.username` (in `dl.postprofile` or the `p.author` line), else a profile link, else the "by NAME »" wording of
 * the author line (styles without a profile column, guests).
 */
export const phpbb3Profile: ForumProfile = {
  platform: "phpbb3",
  label: "phpBB 3",
  bodyCue: "div.content body in div.post#pN",
  postStart: /<div id="p\d+" class="post\b/,
  findPosts: (root) => postsByContainer(root, post, sel("div.content"), sel(".signature, .postprofile")),
  postId: (p) => digits(p.container.id),
  author: (p) => {
    const a =
      frameFirst(p, sel("p.author a.username, p.author a.username-coloured")) ??
      frameFirst(p, sel("a.username, a.username-coloured")) ??
      frameFirst(p, sel("p.author strong")) ??
      frameFirst(p, sel(".author a[href*=viewprofile], .postprofile a[href*=viewprofile]")) ??
      frameFirst(p, sel(".username, .username-coloured"));
    if (a) {
      const link = tagOf(a) === "a" ? a : findFirst(a, sel("a"));
      const id = link ? userIdFromHref(attr(link, "href")) : undefined;
      return id ? { name: plainText(a), id } : { name: plainText(a) };
    }
    // A style that only writes "by NAME » DATE" (a guest's name is plain text there).
    const line = frameFirst(p, sel("p.author, .author"));
    const m = line ? BY_LINE.exec(plainText(line)) : null;
    return { name: m ? (m[1] as string) : "" };
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
    // `div.notice`, else (a style with its own class) the element whose own words start the note.
    const note = frameFirst(p, sel("div.notice")) ?? frameFirstOwnText(p, LAST_EDITED);
    return note ? noticeEdit(plainText(note)) : null;
  },
  skip: anyOf(sel(".codebox, .attachbox, .inline-attachment"), idIs(/^sig\d+$/)),
};
