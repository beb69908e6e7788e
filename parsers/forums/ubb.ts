import {
  attr,
  closest,
  findAll,
  findFirst,
  type HTMLElement,
  hasClass,
  plainText,
  tagOf,
} from "../html/dom.ts";
import { digits, frameFirst, idIs, postsByBody, userIdFromHref } from "../html/finders.ts";
import type { ForumProfile, PostParts } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";

const threadsBody = sel("div.post_inner");

/** UBB.classic posts: a `tr` whose second cell starts with `<a name="000123">` and "posted DATE". */
function classicPosts(root: HTMLElement): PostParts[] {
  const parts: PostParts[] = [];
  const anchors = findAll(root, (el) => tagOf(el) === "a" && /^\d{4,}$/.test(attr(el, "name") ?? ""));
  for (const a of anchors) {
    const cell = closest(a, (el) => tagOf(el) === "td");
    const row = cell ? closest(cell, (el) => tagOf(el) === "tr") : null;
    if (!cell || !row) continue;
    const header = closest(a, (el) => tagOf(el) === "font" || tagOf(el) === "span") ?? a;
    parts.push({
      container: row,
      body: cell,
      outside: (el) => el === cell,
      exclude: new Set([header === cell ? a : header]),
    });
  }
  return parts;
}

function isThreads(p: PostParts): boolean {
  return hasClass(p.body, "post_inner");
}

/**
 * UBB: UBB.threads 7 (`table.fw` with `div.post_inner`, `span.date`+`span.time`) and UBB.classic, the rulebook's
 * own forum, whose edit marker is plain text in the post:
 * "[This message has been edited by NAME (edited 09-20-2006 @ 05:13 PM).]".
 */
export const ubbProfile: ForumProfile = {
  platform: "ubb",
  findPosts: (root) => {
    const threads = postsByBody(
      root,
      threadsBody,
      (b) => closest(b, sel("table.fw")) ?? closest(b, sel("table")),
    );
    return threads.length > 0 ? threads : classicPosts(root);
  },
  postId: (p) => {
    if (isThreads(p)) {
      const n = frameFirst(p, idIs(/^number\d+$/));
      return n ? digits(n.id) : null;
    }
    const ex = p.exclude ? [...p.exclude][0] : undefined;
    const a = ex
      ? tagOf(ex) === "a"
        ? ex
        : findFirst(ex, (el) => tagOf(el) === "a" && attr(el, "name") !== null)
      : null;
    return a ? attr(a, "name") : null;
  },
  author: (p) => {
    if (isThreads(p)) {
      const n = frameFirst(p, sel(".author-name, .username"));
      const link = frameFirst(p, sel("a[href*=users]"));
      const id = link ? digits(/users\/(\d+)/.exec(attr(link, "href") ?? "")?.[1]) : null;
      return n ? (id ? { name: plainText(n), id } : { name: plainText(n) }) : { name: "" };
    }
    const first = findFirst(p.container, (el) => tagOf(el) === "td");
    const b = first ? findFirst(first, sel("b, strong")) : null;
    const link = findFirst(p.container, sel("a[href*=get_profile]"));
    const id = link ? userIdFromHref(attr(link, "href")) : undefined;
    const name = b ? plainText(b) : "";
    return id ? { name, id } : { name };
  },
  postedAt: (p) => {
    if (isThreads(p)) {
      const d = findFirst(p.container, sel("span.date"), anyOf(p.outside, sel(".author-content")));
      const parent = d?.parentNode;
      return parent ? plainText(parent) : null;
    }
    const header = p.exclude ? [...p.exclude][0] : undefined;
    const text = header ? plainText(header) : "";
    const m = /posted\s+(.+?\d{1,2}:\d{2}\s*(?:[AP]M)?)/i.exec(text);
    return m ? (m[1] as string) : null;
  },
  edit: (_p, content) => {
    for (const el of content.collected) {
      const found = noticeEdit(plainText(el));
      if (found) return found;
    }
    return null;
  },
  collect: (el) => el.classList.value.some((c) => /^edit/i.test(c)),
  skip: sel(".signature, .signature-wrapper"),
  textEditMarker: /\[This message (?:has been|was) edited by [^\]]*\]/i,
};
