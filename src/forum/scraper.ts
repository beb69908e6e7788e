import { z } from "zod";
import { detectPlatform } from "../../parsers/detect.ts";
import { type ParsePageOptions, type ParseProblem, parsePage } from "../../parsers/index.ts";
import {
  type Pager,
  type ParsedPost,
  type ParsedThread,
  type Platform,
  pagerSchema,
  parsedPostSchema,
  platformSchema,
} from "../../parsers/post.ts";
import type { Result } from "../result.ts";
import { cutOffReason } from "./cut-off.ts";
import {
  createHttpClient,
  DEFAULT_USER_AGENT,
  describeMegabytes,
  type FetchProblem,
  type HttpCache,
  type HttpClientOptions,
  type HttpDeps,
  httpCacheSchema,
} from "./http-client.ts";
import { decodeForLinks } from "./link-text.ts";
import { findLastPage, findNextPage, lastPageOf, nextPageOf, pageUrl } from "./pagination.ts";
import { createRobotsGate, type RobotsProblem } from "./robots.ts";

/** The longest Crawl-delay honoured by default: 60 s (a forum asking for a day would stall every sync). */
export const DEFAULT_MAX_CRAWL_DELAY_MS = 60_000;

/** Whole seconds as people read them: 86400 → "86,400 s". */
const seconds = (ms: number): string => `${new Intl.NumberFormat("en-US").format(Math.round(ms / 1000))} s`;

/** A page parser with `parsePage`'s signature: bytes or text in, a thread or a problem out, never throws. */
export type ParsePageFn = (
  input: string | Uint8Array,
  options: ParsePageOptions,
) => Result<ParsedThread, ParseProblem>;

/** How one page of the result was obtained on this run. */
export const pageStatusSchema = z.enum([
  /** Downloaded and parsed on this run. */
  "fetched",
  /** The server answered 304: the previous run's posts stand, nothing re-parsed. */
  "not-modified",
  /** Taken from the previous run without a request (older pages, or a re-read that failed). */
  "kept",
]);
export type PageStatus = z.infer<typeof pageStatusSchema>;

/** One page of a scraped thread. */
export const scrapedPageSchema = z.object({
  url: z.string(),
  status: pageStatusSchema,
  /** ISO 8601 UTC: when this page's posts were last read from the server. */
  fetchedAt: z.string(),
  posts: z.array(parsedPostSchema),
  /** What the parser warned about when it last read the page; repeated on a 304, so every run says it. */
  warnings: z.array(z.string()).optional(),
  /**
   * Set on a page handed back without its posts (`posts` empty): how many it held. A kept scrape loads only its last
   * pages' posts (src/app/scrape-record.ts), so that a re-sync costs the same at page 10 and at page 200.
   */
  postCount: z.number().int().min(0).optional(),
  /** What the page's pager showed (kept so that a page answered 304 is not parsed to find the next one). */
  pager: pagerSchema.optional(),
});
export type ScrapedPage = z.infer<typeof scrapedPageSchema>;

/** The part of an earlier result a later run needs; validated because it usually comes from disk. */
export const previousScrapeSchema = z.object({
  pages: z.array(scrapedPageSchema),
  cache: httpCacheSchema.optional(),
});
export type PreviousScrape = z.infer<typeof previousScrapeSchema>;

/** Something that went wrong during a scrape; the scrape returns what it could read. */
export type ScrapeProblem =
  | { kind: "fetch"; url: string; message: string; cause: FetchProblem }
  | { kind: "robots"; url: string; message: string; cause: RobotsProblem }
  | { kind: "parse"; url: string; message: string; cause: ParseProblem }
  | { kind: "loop"; url: string; message: string }
  | { kind: "page-limit"; url: string; message: string }
  | { kind: "bad-previous"; url: string; message: string }
  /** A page that arrived incomplete twice (no closing tag, broken JSON): not stored; its earlier posts stand. */
  | { kind: "cut-off"; url: string; message: string }
  /** robots.txt asks for a longer pause between requests than Adjutant waits; the cap was used instead. */
  | { kind: "crawl-delay"; url: string; askedMs: number; capMs: number; message: string }
  /** Something the parser read but doubts (the page was read). */
  | { kind: "warning"; url: string; message: string };

/** A post the previous run read on a page this run read again, that is nowhere in the thread now. */
export interface VanishedPost {
  postId: string;
  /** Its author's name as the page showed it. */
  author: string;
  /** The page it was on. */
  url: string;
}

/**
 * The outcome of a scrape: pages in order, their posts deduplicated, the cache to keep for next time. Pages of the
 * previous run handed in without their posts (`postCount`) come back as they were, and their posts are not in `posts`.
 */
export interface ScrapeResult {
  url: string;
  platform: Platform | null;
  pages: ScrapedPage[];
  /** Every post once (by postId), in page order; a post read again on this run carries its latest text. */
  posts: ParsedPost[];
  cache: HttpCache;
  problems: ScrapeProblem[];
  /**
   * Posts deleted from the thread since the previous run: on pages read again, and found on no page. Only told when
   * every page from the first one read again to the end was read (a page that failed or came cut off tells nothing).
   */
  vanished: VanishedPost[];
  /**
   * When the platform was forced (`options.platform`) and a page read on this run showed no post: the forum
   * software that page looks like (null: none Adjutant knows), so the GM can be told the setting is wrong.
   */
  looksLike?: Platform | null;
}

/** Where a scrape stands, for a progress bar. */
export interface ScrapeProgress {
  /** 1-based position of the page being fetched in the thread. */
  page: number;
  /** The last page number when the pager shows it. */
  lastPage: number | null;
  url: string;
  /** Requests finished on this run. */
  done: number;
  phase: "fetching" | "done";
}

/** Options of a scrape that can come from configuration; `http` and `previous` are added beside them. */
export const scrapeOptionsSchema = z.object({
  platform: platformSchema.optional(),
  /** The forum's display time zone, for dates without one. */
  timezone: z.string().optional(),
  /** Posts per page, for offset-based URL patterns (phpBB, SMF) when the page has no next link. */
  postsPerPage: z.number().int().min(1).optional(),
  /** How many of the previous run's last pages are read again to catch edits (at least 1). */
  recheckPages: z.number().int().min(1).default(2),
  maxPages: z.number().int().min(1).default(1000),
  respectRobots: z.boolean().default(true),
  /** The longest pause between requests a robots.txt Crawl-delay may impose; a longer one is cut to this and reported. */
  maxCrawlDelayMs: z.number().int().min(0).default(DEFAULT_MAX_CRAWL_DELAY_MS),
});
export type ScrapeOptions = z.input<typeof scrapeOptionsSchema> & {
  http?: HttpClientOptions;
  /** The previous run's result (or its pages and cache) for an incremental run. */
  previous?: PreviousScrape;
  /**
   * Without `previous`: the pages an earlier run read, to tell which of their posts are gone (a thread read afresh
   * from its first page because its last pages no longer exist). Ignored when it does not validate.
   */
  known?: ScrapedPage[];
};

/** The outside world of a scrape. */
export interface ScrapeDeps extends HttpDeps {
  /** Defaults to `parsePage` of `parsers/index.ts`; tests may count or replace it. */
  parsePage?: ParsePageFn;
  /** The time stamped on each page as `fetchedAt`. */
  clock: () => Date;
  onProgress?: (progress: ScrapeProgress) => void;
}

/** The parser's warnings about a page it read (absent when it has none). */
export function parserWarnings(thread: ParsedThread): string[] {
  return thread.warnings ?? [];
}

/**
 * An edit cannot come before its post. When a page's edit time reads earlier (a forum that prints edit notices in
 * local time while the post's time is absolute, read in the wrong zone), the edit time is left out (null: the page
 * does not say it reliably) and a warning names the zone to fix; the edit itself still counts.
 */
export function checkEditTimes(
  posts: readonly ParsedPost[],
  timeZone: string,
): { posts: ParsedPost[]; warnings: string[] } {
  const warnings: string[] = [];
  const out = posts.map((post) => {
    const at = post.edited?.at;
    if (!post.edited || !at || !post.postedAt || Date.parse(at) >= Date.parse(post.postedAt)) return post;
    warnings.push(
      `post ${post.postId} by ${post.author.name}: its edit time (${at}) reads earlier than the post (${post.postedAt}), so the forum does not print its times in ${timeZone}; the edit time is left out. Set the forum's time zone with \`adjutant game set --timezone ZONE\`.`,
    );
    return { ...post, edited: { ...post.edited, at: null } };
  });
  return { posts: out, warnings };
}

/** Every post once, in page order; a later copy of the same post (re-read, or a shifted page) wins. */
export function dedupePosts(pages: readonly ScrapedPage[]): ParsedPost[] {
  const byId = new Map<string, ParsedPost>();
  for (const page of pages) for (const post of page.posts) byId.set(post.postId, post);
  return [...byId.values()];
}

/**
 * Scrapes a thread from `url`: follows the pager to the end (the page's own next link first, the platform's
 * URL pattern when the pager shows more pages but no next link), passes each page through `parsePage`.
 * Given `options.previous`, keeps its older pages without a request and re-reads its last `recheckPages`
 * pages (conditionally, so an unchanged page costs a 304 and no parsing) before following new ones.
 * Never throws for network or parse failures: they end up in `problems`.
 */
export async function scrapeThread(
  url: string,
  options: ScrapeOptions,
  deps: ScrapeDeps,
): Promise<ScrapeResult> {
  const opts = scrapeOptionsSchema.parse(options);
  const problems: ScrapeProblem[] = [];
  let previous: PreviousScrape | undefined;
  if (options.previous !== undefined) {
    const checked = previousScrapeSchema.safeParse(options.previous);
    if (checked.success && checked.data.pages.length > 0 && checked.data.pages[0]?.url !== url) {
      problems.push({
        kind: "bad-previous",
        url,
        message: `the previous scrape began at ${checked.data.pages[0]?.url}, not ${url}; scraping the whole thread again`,
      });
    } else if (checked.success) previous = checked.data;
    else
      problems.push({
        kind: "bad-previous",
        url,
        message: "the previous scrape could not be read; scraping the whole thread again",
      });
  }
  const userAgent = options.http?.userAgent ?? DEFAULT_USER_AGENT;
  const client = createHttpClient(
    options.http ?? {},
    {
      fetch: deps.fetch,
      sleep: deps.sleep,
      random: deps.random,
      now: deps.now ?? (() => deps.clock().getTime()),
    },
    structuredClone(previous?.cache ?? {}),
  );
  const robots = opts.respectRobots ? createRobotsGate(client, userAgent) : null;

  const previousPages = previous?.pages ?? [];
  const keptCount = Math.max(0, previousPages.length - opts.recheckPages);
  const pages: ScrapedPage[] = previousPages.slice(0, keptCount).map((p) => ({ ...p, status: "kept" }));
  const previousByUrl = new Map(previousPages.map((p) => [p.url, p]));
  const seenUrls = new Set(pages.map((p) => p.url));
  const seenPostIds = new Set(pages.flatMap((p) => p.posts.map((post) => post.postId)));

  let platform: Platform | null = opts.platform ?? previousPages.flatMap((p) => p.posts)[0]?.platform ?? null;
  let lastPage: number | null = null;
  let done = 0;
  let looksLike: Platform | null | undefined;
  let next: string | null = previousPages[keptCount]?.url ?? url;
  let threadBase = url;

  while (next !== null) {
    const current: string = next;
    next = null;
    const position = pages.length + 1;
    if (pages.length >= opts.maxPages) {
      problems.push({
        kind: "page-limit",
        url: current,
        message: `stopped after ${opts.maxPages} pages; ${current} and later pages were not read`,
      });
      break;
    }
    if (seenUrls.has(current)) {
      problems.push({
        kind: "loop",
        url: current,
        message: `the pager leads back to ${current}; stopped there`,
      });
      break;
    }
    seenUrls.add(current);
    deps.onProgress?.({ page: position, lastPage, url: current, done, phase: "fetching" });

    if (robots) {
      const allowed = await robots.check(current);
      if (!allowed.ok) {
        problems.push({ kind: "robots", url: current, message: allowed.error.message, cause: allowed.error });
        keepRest(current);
        break;
      }
      if (allowed.value !== null) client.raiseDelay(cappedCrawlDelay(allowed.value, current));
    }

    const before = previousByUrl.get(current);
    const read = await readPage(current, position, before);
    if (read === null) {
      keepRest(current);
      break;
    }
    const { posts, status, fetchedAt, warnings, html, page, pager } = read;
    // Page URLs are built from where the first page was answered (a thread URL may redirect within its site).
    if (position === 1) threadBase = page.finalUrl;

    const isRecheck = before !== undefined;
    if (!isRecheck && posts.length > 0 && posts.every((p) => seenPostIds.has(p.postId))) {
      // A forum that answers an out-of-range page with the last page again (phpBB clamps `start`).
      problems.push({
        kind: "loop",
        url: current,
        message: `${current} repeats posts already read; treated as the end of the thread`,
      });
      break;
    }
    for (const p of posts) seenPostIds.add(p.postId);
    for (const message of warnings) problems.push({ kind: "warning", url: current, message });
    pages.push({
      url: current,
      status,
      fetchedAt,
      posts,
      ...(warnings.length > 0 ? { warnings } : {}),
      ...(pager ? { pager } : {}),
    });

    // the pager as the reader found it on its own tree; a page it did not read on this run is read for it alone
    const shown = pager ? lastPageOf(html, pager) : findLastPage(html);
    if (shown !== null) lastPage = Math.max(lastPage ?? 0, shown);
    next = pager ? nextPageOf(pager, page.finalUrl) : findNextPage(html, page.finalUrl);
    if (next === null && platform !== null && lastPage !== null && position < lastPage) {
      // Pages are read in order from page 1, so this page is page `position`. Offset-based URLs (phpBB,
      // SMF) need the page size: configured, else the size of the first page, which is full.
      const perPage = opts.postsPerPage ?? ((pages[0]?.postCount ?? pages[0]?.posts.length) || undefined);
      next = pageUrl(threadBase, platform, position + 1, perPage);
    }
  }
  const known = previous ? undefined : z.array(scrapedPageSchema).safeParse(options.known ?? []).data;
  const vanished = previous
    ? await findVanished(previousPages, keptCount)
    : known && known.length > 0
      ? await findVanished(known, 0)
      : [];
  deps.onProgress?.({ page: pages.length, lastPage, url, done, phase: "done" });

  return {
    url,
    platform,
    pages,
    posts: dedupePosts(pages),
    cache: client.cache,
    problems,
    vanished,
    ...(looksLike !== undefined ? { looksLike } : {}),
  };

  /**
   * Whether a page an earlier run read, that no link led to on this run, is no longer part of the thread: it answers
   * 404 or 410, or shows only posts already read (a forum that answers a page past the end with the last page).
   */
  async function isGone(pageAddress: string, seen: ReadonlySet<string>): Promise<boolean> {
    if (robots && !(await robots.check(pageAddress)).ok) return false;
    const got = await client.get(pageAddress, { conditional: false, remember: false });
    done++;
    if (!got.ok) {
      const cause = got.error;
      return cause.kind === "http-status" && (cause.status === 404 || cause.status === 410);
    }
    const text = decodeForLinks(got.value.body, got.value.contentType);
    if (cutOffReason(text) !== null) return false;
    const parsed = (deps.parsePage ?? parsePage)(got.value.body, {
      ...(platform ? { platform } : {}),
      ...(opts.timezone ? { timezone: opts.timezone } : {}),
      fetchedAt: deps.clock().toISOString(),
      ...(got.value.contentType ? { contentType: got.value.contentType } : {}),
    });
    return parsed.ok && parsed.value.posts.every((post) => seen.has(post.postId));
  }

  /** Whether every page from the first one read again to the end of the thread was read on this run. */
  function readToTheEnd(): boolean {
    const incomplete = new Set<ScrapeProblem["kind"]>(["fetch", "robots", "parse", "cut-off", "page-limit"]);
    return !problems.some((p) => incomplete.has(p.kind));
  }

  /**
   * The posts of `earlier` (an earlier run's pages; those from `from` on were read again) that are on no page now.
   * Deleting a post moves every later post one place up, so the first posts of the first page read again may have
   * moved to the page before, which was not read again: while the first page read again has lost its first post, the
   * page before it is read again too (one request in the usual case, a 304 when that page did not change). An earlier
   * page this run did not reach (no link leads there now) must be gone (404, 410) or show only posts already read,
   * else nothing is called deleted: a pager that lost its next link does not delete the posts after it.
   */
  async function findVanished(earlier: readonly ScrapedPage[], start: number): Promise<VanishedPost[]> {
    if (!readToTheEnd()) return [];
    const present = () => new Set(pages.flatMap((p) => p.posts.map((post) => post.postId)));
    let from = start;
    for (;;) {
      const firstBefore = earlier[from]?.posts[0];
      const before = pages[from - 1];
      if (from === 0 || before === undefined || firstBefore === undefined) break;
      if (present().has(firstBefore.postId)) break;
      if (robots && !(await robots.check(before.url)).ok) return [];
      const read = await readPage(before.url, from, earlier[from - 1]);
      if (read === null || !readToTheEnd()) return [];
      const { posts, status, fetchedAt, warnings, pager } = read;
      for (const message of warnings) problems.push({ kind: "warning", url: before.url, message });
      pages[from - 1] = {
        url: before.url,
        status,
        fetchedAt,
        posts,
        ...(warnings.length > 0 ? { warnings } : {}),
        ...(pager ? { pager } : {}),
      };
      from--;
    }
    const reached = new Set(pages.filter((p) => p.status !== "kept").map((p) => p.url));
    for (const page of earlier.slice(from)) {
      if (!reached.has(page.url) && !(await isGone(page.url, present()))) return [];
    }
    const now = present();
    return earlier
      .slice(from)
      .flatMap((page) =>
        page.posts
          .filter((post) => !now.has(post.postId))
          .map((post) => ({ postId: post.postId, author: post.author.name, url: page.url })),
      );
  }

  /**
   * Reads page `position` at `current` (conditionally): its posts (the previous run's on a 304, or when the page no
   * longer parses), or null when it could not be read or arrived cut off (the problem is pushed).
   */
  async function readPage(current: string, position: number, before: ScrapedPage | undefined) {
    const fetched = await client.get(current);
    done++;
    if (!fetched.ok) {
      const message =
        fetched.error.kind === "too-large"
          ? `page ${position} is larger than ${describeMegabytes(fetched.error.limitBytes)}, not read; raise FORUM_MAX_PAGE_BYTES (${current})`
          : fetched.error.message;
      problems.push({ kind: "fetch", url: current, message, cause: fetched.error });
      return null;
    }
    let page = fetched.value;
    let html = decodeForLinks(page.body, page.contentType);
    let cut = page.fromCache ? null : cutOffReason(html);
    if (cut !== null) {
      // Asked for once more, unconditionally: a cut page must not leave its validators or body in the cache.
      delete client.cache[current];
      const again = await client.get(current, { conditional: false });
      done++;
      if (again.ok) {
        page = again.value;
        html = decodeForLinks(page.body, page.contentType);
        cut = cutOffReason(html);
      }
    }
    if (cut !== null) {
      delete client.cache[current];
      const kept = before
        ? "the posts read from it before are kept, and it is read again on the next sync"
        : "its posts are read when a whole copy arrives, on the next sync";
      problems.push({
        kind: "cut-off",
        url: current,
        message: `page ${position} arrived cut off (${page.body.byteLength} bytes, ${cut}); ${kept} (${current})`,
      });
      return null;
    }
    const fetchedAt = deps.clock().toISOString();
    let posts: ParsedPost[];
    let status: PageStatus;
    let warnings: string[] = [];
    let pager: Pager | undefined;
    // A page that gave no posts last time is parsed again even when unchanged, so that its problem (a page that
    // is no forum thread, a platform that cannot be told) is reported on every run, not only the first.
    if (page.fromCache && before && before.posts.length > 0) {
      posts = before.posts;
      status = "not-modified";
      warnings = before.warnings ?? [];
      pager = before.pager;
    } else {
      const parsed = (deps.parsePage ?? parsePage)(page.body, {
        pager: true,
        ...(platform ? { platform } : {}),
        ...(opts.timezone ? { timezone: opts.timezone } : {}),
        fetchedAt,
        ...(page.contentType ? { contentType: page.contentType } : {}),
      });
      status = "fetched";
      if (parsed.ok) {
        const checked = checkEditTimes(parsed.value.posts, opts.timezone ?? "UTC");
        posts = checked.posts;
        pager = parsed.value.pager;
        platform ??= parsed.value.platform;
        warnings = [...parserWarnings(parsed.value), ...checked.warnings];
      } else {
        // A re-read page that no longer parses keeps what the previous run read from it.
        posts = before ? before.posts : [];
        if (before) status = "kept";
        problems.push({
          kind: "parse",
          url: current,
          message: `${current}: ${parsed.error.message}`,
          cause: parsed.error,
        });
      }
      if (opts.platform !== undefined && posts.length === 0 && looksLike === undefined) {
        const seen = detectPlatform(html);
        looksLike =
          seen.kind === "html" || seen.kind === "json"
            ? seen.platform
            : seen.kind === "bbcode"
              ? "bbcode"
              : null;
      }
    }

    return { posts, status, fetchedAt, warnings, html, page, pager };
  }

  /** robots.txt's Crawl-delay, at most `maxCrawlDelayMs`; a longer one is reported once per scrape. */
  function cappedCrawlDelay(askedMs: number, at: string): number {
    if (askedMs <= opts.maxCrawlDelayMs) return askedMs;
    if (!problems.some((p) => p.kind === "crawl-delay")) {
      problems.push({
        kind: "crawl-delay",
        url: at,
        askedMs,
        capMs: opts.maxCrawlDelayMs,
        message: `the forum asks for ${seconds(askedMs)} between requests (robots.txt Crawl-delay); Adjutant waits at most ${seconds(opts.maxCrawlDelayMs)} (FORUM_MAX_CRAWL_DELAY_SECONDS)`,
      });
    }
    return opts.maxCrawlDelayMs;
  }

  /** After a failure, the previous run's pages from `failedUrl` on stand as they were. */
  function keepRest(failedUrl: string): void {
    const from = previousPages.findIndex((p) => p.url === failedUrl);
    if (from < 0) return;
    for (const p of previousPages.slice(from)) {
      if (!pages.some((q) => q.url === p.url)) pages.push({ ...p, status: "kept" });
    }
  }
}
