import type { Pager } from "../post.ts";
import { attr, findAll, type HTMLElement, plainText } from "./dom.ts";
import { sel } from "./selector.ts";

/**
 * What a thread page's pager shows, read on the reader's own tree while it reads the posts (issue #26: each page is
 * parsed once). The scraper turns it into the next page's address and the last page's number
 * (src/forum/pagination.ts); this module only reads the page.
 */

/** Selectors of a pager's "next" link, most reliable first. */
const NEXT_SELECTORS = [
  "link[rel~=next]",
  "a[rel~=next]",
  "a.pageNav-jump--next",
  "li.ipsPagination_next a",
  "a.pagination_next",
  '[component="pagination/next"] a',
  ".pagination li.next a",
  ".pagination .next a",
  "li.next a",
  "a.next",
  "a.nav_next",
].map((s) => sel(s));

/** The containers of the common forums' pagers. */
const PAGER = sel(
  "[class*=pagination], [class*=pageNav], [class*=pagenav], [class*=ipsPagination], [class*=pagelinks], [class*=pagesection], nav[aria-label*=agination]",
);
const PAGER_ITEM = sel("a, span, strong, li, b");
const BASE = sel("base[href]");

/** What one tree's pager shows, before the parts of a page are joined: each next link with its kind's rank. */
export interface PagerPart {
  next: { rank: number; href: string }[];
  base: string | null;
  numbers: number[];
}

/**
 * Whether an element's attribute text names a pager or a next link at all: a substring test on the text as written,
 * so that the elements of the posts (nearly all of a page) cost one or two `includes` and no attribute parse.
 */
function mayBePager(el: HTMLElement): boolean {
  const raw = el.rawAttrs;
  if (raw.length < 4) return false;
  return (
    raw.includes("next") ||
    raw.includes("agination") ||
    raw.includes("ageNav") ||
    raw.includes("agenav") ||
    raw.includes("agelinks") ||
    raw.includes("agesection") ||
    el.rawTagName === "base"
  );
}

const LINK = sel("a, link");

/** The pager of one tree (a whole page, or one part of a page read in parts). */
export function readPagerPart(root: HTMLElement): PagerPart {
  const next: { rank: number; href: string }[] = [];
  const numbers: number[] = [];
  let base: string | null = null;
  const tried = new Set<HTMLElement>();
  const tryNext = (el: HTMLElement) => {
    if (tried.has(el)) return;
    tried.add(el);
    const rank = NEXT_SELECTORS.findIndex((m) => m(el));
    const href = rank >= 0 ? attr(el, "href") : null;
    if (href !== null) next.push({ rank, href });
  };
  for (const el of findAll(root, mayBePager)) {
    if (base === null && BASE(el)) base = attr(el, "href");
    // a next link names "next" itself, or sits in an element that does (li.next, [component="pagination/next"])
    if (el.rawAttrs.includes("next")) {
      if (LINK(el)) tryNext(el);
      else for (const link of findAll(el, LINK)) tryNext(link);
    }
    if (PAGER(el)) {
      for (const item of findAll(el, PAGER_ITEM)) {
        const dataPage = attr(item, "data-page");
        if (dataPage && /^\d+$/.test(dataPage)) numbers.push(Number(dataPage));
        const text = item.childNodes.length <= 1 ? plainText(item) : "";
        if (/^\d+$/.test(text)) numbers.push(Number(text));
      }
    }
  }
  // document order within a kind: the links were tried in document order, save those found inside a container
  return { next, base, numbers };
}

/** A page's pager from its parts in page order: next links by kind, then in page order. */
export function joinPager(parts: readonly PagerPart[]): Pager {
  const next = parts.flatMap((p) => p.next);
  // a stable sort: within a kind, page order stands
  next.sort((a, b) => a.rank - b.rank);
  return {
    next: next.map((n) => n.href),
    base: parts.find((p) => p.base !== null)?.base ?? null,
    numbers: parts.flatMap((p) => p.numbers),
  };
}
