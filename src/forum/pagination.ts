import { loadHtml } from "../../parsers/html/dom.ts";
import { joinPager, readPagerPart } from "../../parsers/html/pager.ts";
import type { Pager, Platform } from "../../parsers/post.ts";

/** Default posts per page of each paginated platform, for offset-based URLs (phpBB, SMF). */
export const DEFAULT_POSTS_PER_PAGE: Partial<Record<Platform, number>> = {
  phpbb2: 15,
  phpbb3: 25,
  smf: 15,
  vbulletin3: 15,
  vbulletin4: 15,
  vbulletin5: 15,
  xenforo1: 20,
  xenforo2: 20,
  mybb: 10,
  invision: 25,
  discourse: 20,
  nodebb: 20,
  ubb: 20,
};

function setQuery(url: URL, key: string, value: string | null): URL {
  const copy = new URL(url);
  if (value === null) copy.searchParams.delete(key);
  else copy.searchParams.set(key, value);
  return copy;
}

/** Replaces or appends a trailing path segment pattern such as `/page-3` or `/page3`. */
function withPathPage(url: URL, strip: RegExp, suffix: string): URL {
  const copy = new URL(url);
  const base = copy.pathname.replace(strip, "").replace(/\/$/, "");
  copy.pathname = suffix === "" ? (copy.pathname.endsWith("/") ? `${base}/` : base) : `${base}${suffix}`;
  copy.hash = "";
  return copy;
}

/**
 * The URL of page `page` (1-based) of the thread at `threadUrl` on `platform`, from the platform's own
 * URL scheme; null for platforms without pages (Discord, bare BBCode) or an unreadable URL.
 */
export function pageUrl(
  threadUrl: string,
  platform: Platform,
  page: number,
  postsPerPage?: number,
): string | null {
  if (!URL.canParse(threadUrl) || page < 1) return null;
  const url = new URL(threadUrl);
  url.hash = "";
  const perPage = postsPerPage ?? DEFAULT_POSTS_PER_PAGE[platform] ?? 20;
  const offset = (page - 1) * perPage;
  switch (platform) {
    case "phpbb2":
    case "phpbb3": {
      // A post link (viewtopic.php?p=N) does not paginate; the caller should give the topic URL.
      const next = setQuery(url, "start", page === 1 ? null : String(offset));
      return next.toString();
    }
    case "vbulletin3":
    case "vbulletin4":
    case "vbulletin5": {
      if (/showthread\.php$/i.test(url.pathname) || url.searchParams.has("t")) {
        return setQuery(url, "page", page === 1 ? null : String(page)).toString();
      }
      return withPathPage(url, /\/page\d+\/?$/i, page === 1 ? "" : `/page${page}`).toString();
    }
    case "xenforo1":
    case "xenforo2":
      return withPathPage(url, /\/page-\d+\/?$/i, page === 1 ? "/" : `/page-${page}`).toString();
    case "smf": {
      const topic = url.searchParams.get("topic");
      if (topic !== null) {
        const id = topic.split(".")[0] ?? topic;
        return setQuery(url, "topic", `${id}.${offset}`).toString();
      }
      const copy = new URL(url);
      copy.pathname = copy.pathname.replace(/topic,(\d+)\.\d+/, `topic,$1.${offset}`);
      return copy.toString();
    }
    case "mybb": {
      const sef = url.pathname.match(/^(.*\/thread-\d+)(?:-page-\d+)?\.html$/);
      if (sef) {
        const copy = new URL(url);
        copy.pathname = page === 1 ? `${sef[1]}.html` : `${sef[1]}-page-${page}.html`;
        return copy.toString();
      }
      return setQuery(url, "page", page === 1 ? null : String(page)).toString();
    }
    case "invision":
      return withPathPage(url, /\/page\/\d+\/?$/i, page === 1 ? "/" : `/page/${page}/`).toString();
    case "discourse": {
      const copy = new URL(url);
      // /t/slug/123/45 points at post 45: the thread is /t/slug/123.
      copy.pathname = copy.pathname.replace(/^(\/t\/[^/]+\/\d+(?:\.json)?)\/\d+\/?$/, "$1");
      return setQuery(copy, "page", page === 1 ? null : String(page)).toString();
    }
    case "nodebb": {
      const copy = new URL(url);
      copy.pathname = copy.pathname.replace(/^(\/topic\/\d+\/[^/]+)\/\d+\/?$/, "$1");
      return setQuery(copy, "page", page === 1 ? null : String(page)).toString();
    }
    case "ubb": {
      if (/ubb=get_topic/i.test(url.search)) {
        // UBB.classic: semicolon-separated parameters, p=N is the page.
        const search = url.search.replace(/;p=\d+/i, "");
        return `${url.origin}${url.pathname}${search}${page === 1 ? "" : `;p=${page}`}`;
      }
      if (/\/topics\/\d+/.test(url.pathname)) {
        // UBB.threads with friendly URLs: /ubbthreads.php/topics/123/slug/page/2
        return withPathPage(url, /\/page\/\d+\/?$/i, page === 1 ? "" : `/page/${page}`).toString();
      }
      return setQuery(url, "page", page === 1 ? null : String(page)).toString();
    }
    case "bbcode":
    case "discord":
      return null;
  }
}

/** The page number `url` shows on `platform`, 1 when the URL names none. */
export function pageNumberOf(url: string, platform: Platform, postsPerPage?: number): number {
  if (!URL.canParse(url)) return 1;
  const u = new URL(url);
  const perPage = postsPerPage ?? DEFAULT_POSTS_PER_PAGE[platform] ?? 20;
  const fromOffset = (offset: string | null | undefined): number =>
    offset && /^\d+$/.test(offset) ? Math.floor(Number(offset) / perPage) + 1 : 1;
  const fromNumber = (n: string | null | undefined): number => (n && /^\d+$/.test(n) ? Number(n) : 1);
  switch (platform) {
    case "phpbb2":
    case "phpbb3":
      return fromOffset(u.searchParams.get("start"));
    case "smf":
      return fromOffset(
        u.searchParams.get("topic")?.split(".")[1] ?? u.pathname.match(/topic,\d+\.(\d+)/)?.[1],
      );
    case "xenforo1":
    case "xenforo2":
      return fromNumber(u.pathname.match(/\/page-(\d+)\/?$/)?.[1]);
    case "invision":
      return fromNumber(u.pathname.match(/\/page\/(\d+)\/?$/)?.[1]);
    case "vbulletin3":
    case "vbulletin4":
    case "vbulletin5":
      return fromNumber(u.searchParams.get("page") ?? u.pathname.match(/\/page(\d+)\/?$/)?.[1]);
    case "mybb":
      return fromNumber(u.searchParams.get("page") ?? u.pathname.match(/-page-(\d+)\.html$/)?.[1]);
    case "ubb":
      return fromNumber(
        u.search.match(/;p=(\d+)/)?.[1] ??
          u.pathname.match(/\/page\/(\d+)\/?$/)?.[1] ??
          u.searchParams.get("page"),
      );
    default:
      return fromNumber(u.searchParams.get("page"));
  }
}

/**
 * Removes session ids that forums add to links for visitors without cookies (phpBB `sid`, vBulletin `s`,
 * `PHPSESSID`), so that a page keeps one URL from run to run.
 */
export function stripSessionId(url: string): string {
  if (!URL.canParse(url)) return url;
  const u = new URL(url);
  let changed = false;
  for (const key of ["sid", "s", "PHPSESSID", "phpsessid"]) {
    const value = u.searchParams.get(key);
    if (value !== null && (key !== "s" || /^[0-9a-f]{32}$/i.test(value))) {
      u.searchParams.delete(key);
      changed = true;
    }
  }
  return changed ? u.toString() : url;
}

/** Reads a usable absolute link from `href`, or null (fragments, javascript:, the page itself). */
function resolveHref(href: string | undefined, baseUrl: string): string | null {
  if (!href) return null;
  const trimmed = href.trim().replace(/&amp;/g, "&");
  if (trimmed === "" || trimmed.startsWith("#") || /^javascript:/i.test(trimmed)) return null;
  if (!URL.canParse(trimmed, baseUrl)) return null;
  const resolved = new URL(trimmed, baseUrl);
  if (resolved.protocol !== "http:" && resolved.protocol !== "https:") return null;
  resolved.hash = "";
  const self = new URL(stripSessionId(baseUrl));
  self.hash = "";
  const clean = stripSessionId(resolved.toString());
  return clean === self.toString() ? null : clean;
}

/** The page's own "next page" link (`link[rel=next]`, `a[rel=next]`, common pager classes), absolute. */
export function findNextPage(html: string, baseUrl: string): string | null {
  return nextPageOf(pagerOfHtml(html), baseUrl);
}

/**
 * The last page number the pager shows: the largest page number among pager links and labels
 * ("Page 2 of 7", `data-page`, numbered links); null when the page shows no pager.
 */
export function findLastPage(html: string): number | null {
  return lastPageOf(html, html.trimStart().startsWith("{") ? null : pagerOfHtml(html));
}

/** A page's pager read on its own (a page the reader did not read on this run). */
function pagerOfHtml(html: string): Pager {
  return joinPager([readPagerPart(loadHtml(html))]);
}

/** The next page's absolute address from the pager the reader found (same site only), or null. */
export function nextPageOf(pager: Pager, baseUrl: string): string | null {
  const base = pager.base;
  const effectiveBase = base && URL.canParse(base, baseUrl) ? new URL(base, baseUrl).toString() : baseUrl;
  for (const href of pager.next) {
    const found = resolveHref(href, effectiveBase);
    if (found && new URL(found).origin === new URL(baseUrl).origin) return found;
  }
  return null;
}

/**
 * The last page number a page shows, from the pager the reader found (null: none, a JSON page) and the page's text
 * ("Page 2 of 7"; a Discourse topic's post count).
 */
export function lastPageOf(html: string, pager: Pager | null): number | null {
  const trimmed = html.trimStart();
  if (trimmed.startsWith("{")) return lastPageFromDiscourseJson(trimmed);
  let best: number | null = null;
  const consider = (n: number) => {
    if (Number.isInteger(n) && n >= 1 && n < 100_000 && (best === null || n > best)) best = n;
  };
  // Tags become spaces, so that "of <strong>3</strong><ul><li>1…" does not read as "of 31".
  const spaced = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ");
  for (const m of spaced.matchAll(/\bPage\s+\d+\s+of\s+(\d+)\b/gi)) consider(Number(m[1]));
  for (const n of pager?.numbers ?? []) consider(n);
  return best;
}

function lastPageFromDiscourseJson(text: string): number | null {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== "object" || data === null) return null;
    const record = data as Record<string, unknown>;
    const count = record.posts_count;
    const chunk = record.chunk_size;
    if (typeof count === "number" && typeof chunk === "number" && chunk > 0) {
      return Math.max(1, Math.ceil(count / chunk));
    }
    return null;
  } catch {
    return null;
  }
}
