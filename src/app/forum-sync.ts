import type { ParsedPost } from "../../parsers/post.ts";
import { platformSchema } from "../../parsers/post.ts";
import type { Env } from "../config/env.ts";
import { describeNoPosts, describeScrapeProblem } from "../forum/failure.ts";
import {
  dedupePosts,
  type PreviousScrape,
  type ScrapedPage,
  type ScrapeProgress,
  type ScrapeResult,
  scrapeThread,
} from "../forum/scraper.ts";
import { checkTimeZone } from "../forum/settings.ts";
import type { GameService } from "../game/game-service.ts";
import type { IngestResult } from "../game/types.ts";
import { err, ok, type Result } from "../result.ts";
import type { GameStore } from "../storage/game-store.ts";
import { keepScrape, loadKeptScrape, postsHeld, type ThreadSettings } from "./scrape-record.ts";

/** Settings of a forum sync (from the environment). */
export interface ForumSyncOptions {
  userAgent: string;
  delayMs: number;
  /** The largest page read, in bytes (FORUM_MAX_PAGE_BYTES); the client's default (8 MB) when absent. */
  maxPageBytes?: number;
  /** The longest robots.txt Crawl-delay waited, in ms (FORUM_MAX_CRAWL_DELAY_SECONDS); 60 s when absent. */
  maxCrawlDelayMs?: number;
  /** The forum's time zone when the game names none (`game set --timezone`): FORUM_TIMEZONE. */
  timezone: string;
  onProgress?: (p: ScrapeProgress) => void;
  /** Injected for tests (defaults to the global fetch). */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
}

/** The settings of every forum read that come from the environment (the thread, the pause, the caps). */
export function forumReadOptions(
  env: Pick<
    Env,
    | "USER_AGENT"
    | "FORUM_REQUEST_DELAY_MS"
    | "FORUM_MAX_PAGE_BYTES"
    | "FORUM_MAX_CRAWL_DELAY_SECONDS"
    | "FORUM_TIMEZONE"
  >,
): ForumSyncOptions {
  return {
    userAgent: env.USER_AGENT,
    delayMs: env.FORUM_REQUEST_DELAY_MS,
    maxPageBytes: env.FORUM_MAX_PAGE_BYTES,
    maxCrawlDelayMs: env.FORUM_MAX_CRAWL_DELAY_SECONDS * 1000,
    timezone: env.FORUM_TIMEZONE,
  };
}

/** What a sync did. */
export interface ForumSyncResult {
  pages: number;
  posts: number;
  results: IngestResult[];
  /**
   * Why the thread could not be read at all on this run (nothing ingested; the CLI exits 1): one line naming the
   * URL, what happened and what to do. Null when the thread was read.
   */
  failure: string | null;
  /** Lesser problems, one line each: a later page that could not be read, the parser's warnings. */
  problems: string[];
}

function failed(failure: string): ForumSyncResult {
  return { pages: 0, posts: 0, results: [], failure, problems: [] };
}

/** A thread's settings: its URL, the forced platform (null: detected) and the zone its dates are read in. */
export type { ThreadSettings };

/** A scrape read and kept under a game, for the next sync to go on from. */
export interface ThreadRead {
  settings: ThreadSettings;
  scrape: ScrapeResult;
}

/**
 * Reads a thread (after `previous`, when given): the scrape, or the one line saying why no page of it could be read
 * on this run (a 404, a host that does not exist or does not answer, a page that is no forum thread).
 */
async function readThread(
  settings: ThreadSettings,
  previous: PreviousScrape | undefined,
  options: Omit<ForumSyncOptions, "timezone">,
  /** Without `previous`: the pages of the last run, to tell which of their posts are gone. */
  known?: PreviousScrape["pages"],
): Promise<Result<ThreadRead, { line: string; gone: boolean }>> {
  const zone = checkTimeZone(settings.timezone);
  if (!zone.ok) {
    return err({
      line: `cannot read the forum's dates: ${zone.error} (set the game's with \`adjutant game set --timezone ZONE\`, or FORUM_TIMEZONE)`,
      gone: false,
    });
  }
  const platform = platformSchema.safeParse(settings.platform);
  const scrape = await scrapeThread(
    settings.url,
    {
      ...(platform.success ? { platform: platform.data } : {}),
      timezone: settings.timezone,
      ...(options.maxCrawlDelayMs !== undefined ? { maxCrawlDelayMs: options.maxCrawlDelayMs } : {}),
      http: {
        userAgent: options.userAgent,
        delayMs: options.delayMs,
        ...(options.maxPageBytes !== undefined ? { maxBodyBytes: options.maxPageBytes } : {}),
      },
      ...(previous ? { previous } : known ? { known } : {}),
    },
    {
      clock: options.clock ?? (() => new Date()),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    },
  );
  const read = scrape.pages.filter((p) => p.status !== "kept" && p.posts.length > 0);
  if (read.length === 0) {
    const blocking = scrape.problems.find(
      (p) => p.kind === "fetch" || p.kind === "robots" || p.kind === "parse" || p.kind === "cut-off",
    );
    const line = blocking
      ? describeScrapeProblem(blocking)
      : describeNoPosts(
          scrape.pages[0]?.url ?? settings.url,
          platform.success ? { platform: platform.data, looksLike: scrape.looksLike } : undefined,
        );
    // A later page of the last run that no longer exists (posts deleted, the thread shorter): worth a fresh read.
    const gone =
      blocking?.kind === "fetch" &&
      blocking.url !== settings.url &&
      blocking.cause.kind === "http-status" &&
      (blocking.cause.status === 404 || blocking.cause.status === 410);
    return err({ line, gone });
  }
  return ok({ settings, scrape });
}

/**
 * Keeps a scrape read before its game existed (`game new --from-post`) under the game: its first sync goes on from
 * it, and ingests every post of it once.
 */
export async function keepThreadRead(store: GameStore, gameId: string, read: ThreadRead): Promise<void> {
  const { settings, scrape } = read;
  await keepScrape(
    store,
    gameId,
    { settings, pages: scrape.pages, cache: scrape.cache },
    { ingested: false, rewrite: "all" },
  );
}

/**
 * The posts a sync hands to ingest: those of the pages read afresh on this run (a page answered 304, or not asked
 * for, holds what an earlier sync ingested), or every post when the kept scrape was never ingested.
 */
function postsToIngest(pages: readonly ScrapedPage[], everything: boolean): ParsedPost[] {
  return dedupePosts(everything ? pages : pages.filter((p) => p.status === "fetched"));
}

/**
 * Reads the game's forum thread (only new pages, plus the last pages again to catch edits; conditional requests),
 * and ingests every post: new order posts get receipts, changed posts are voided (W33), others are left alone; a
 * known post gone from a page read again is deleted, as a deleted Discord message is (W33).
 * Dates the pages print without a zone are read in the game's forum time zone, else `options.timezone`.
 * The scrape's pages and HTTP cache are kept in the store for the next run. When no page of the thread could be
 * read on this run, nothing is ingested or kept and `failure` says why.
 */
export async function syncForum(
  service: GameService,
  store: GameStore,
  gameId: string,
  options: ForumSyncOptions,
): Promise<ForumSyncResult> {
  const game = await store.getGame(gameId);
  if (!game?.forum_url) {
    return failed("this game has no forum thread: set one with `adjutant game set --forum URL`");
  }
  const settings = {
    url: game.forum_url,
    platform: game.forum_platform,
    timezone: game.forum_timezone ?? options.timezone,
  };
  const kept = await loadKeptScrape(store, gameId, settings);
  let read = await readThread(settings, kept?.previous, options);
  let afresh = kept === undefined;
  if (!read.ok && read.error.gone && kept) {
    // Its last pages are gone (posts deleted, the thread shorter): read afresh, and told which known posts went.
    const known = (await loadKeptScrape(store, gameId, settings, { all: true }))?.previous.pages;
    read = await readThread(settings, undefined, options, known);
    afresh = true;
  }
  if (!read.ok) return failed(read.error.line);
  const { scrape } = read.value;
  const everything = afresh || kept?.ingested !== true;
  const results = await service.ingest(gameId, "forum", postsToIngest(scrape.pages, everything));
  const problems = scrape.problems.map(describeScrapeProblem);
  // A post gone from a page read again is ruled like a deleted Discord message (W33: World War 1907 voids it).
  for (const gone of scrape.vanished) {
    const deleted = await service.deletePost(gameId, "forum", gone.postId);
    if (deleted === null) continue; // never ingested (outside the game), or already deleted
    results.push(deleted);
    // A player's post, in a game that voids deleted order posts (World War 1907; in Risk what it did stands).
    const voids = deleted.kind === "deleted" && deleted.voided && deleted.nation !== null;
    const ruling = voids ? ", and a deleted order post is void (W33)" : "";
    problems.push(
      `post ${gone.postId} by ${gone.author} is no longer in the thread (${gone.url}): it counts as deleted${ruling}`,
    );
  }
  // Kept after ingest: a sync stopped half-way reads the same pages again next time (ingest skips what it knows).
  await keepScrape(
    store,
    gameId,
    { settings, pages: scrape.pages, cache: scrape.cache },
    { ingested: true, rewrite: everything ? "all" : "changed" },
  );
  // kept for the GM's report: what the last sync could not read stays visible until a sync reads it cleanly
  await store.setSetting(`forum-problems:${gameId}`, JSON.stringify(problems));
  return { pages: scrape.pages.length, posts: postsHeld(scrape.pages), results, failure: null, problems };
}

/** How the post links of the common forums name a post: in the fragment, the path or the query. */
const POST_LINK_PATTERNS: RegExp[] = [
  /#(?:p|post-?|msg|pid|entry|comment-|findComment-|reply)(\d+)$/i,
  /\/posts\/(\d+)/i,
  /\/post-(\d+)/i,
  /[?&;](?:p|pid|post|postid|msg)=(\d+)/i,
  /[.?&;]msg(\d+)/i,
];

/** The post id a `--from-post` value names: an id ("202", "p202", "#post-202") or a post's link. */
export function postIdOf(ref: string): Result<string, string> {
  const text = ref.trim();
  const bare = /^#?(?:p|post-?|msg|pid)?(\d+)$/i.exec(text);
  if (bare?.[1]) return ok(bare[1]);
  if (URL.canParse(text)) {
    for (const pattern of POST_LINK_PATTERNS) {
      const found = pattern.exec(text);
      if (found?.[1]) return ok(found[1]);
    }
  }
  return err(
    `"${ref}" names no post: give the post's number (202) or its link (the post's permalink, e.g. …viewtopic.php?p=202#p202)`,
  );
}

/**
 * Reads a thread to find when one of its posts was written (`game new --from-post`): its time, and the scrape to
 * keep under the new game so that its first sync reads only what changed.
 */
export async function findPostTime(
  settings: ThreadSettings,
  ref: string,
  options: Omit<ForumSyncOptions, "timezone">,
): Promise<Result<{ postedAt: string; read: ThreadRead }, string>> {
  const id = postIdOf(ref);
  if (!id.ok) return id;
  const read = await readThread(settings, undefined, options);
  if (!read.ok) return err(read.error.line);
  const posts = read.value.scrape.posts;
  const post = posts.find((p) => p.postId === id.value || p.postId.replace(/\D+/g, "") === id.value);
  if (!post) {
    const range =
      posts.length > 0 ? ` (its posts run from ${posts[0]?.postId} to ${posts.at(-1)?.postId})` : "";
    return err(
      `post ${id.value} is not in the thread ${settings.url}${range}: check the post, or use --from TIME`,
    );
  }
  if (post.postedAt === null) {
    return err(
      `the forum shows no time for post ${id.value} that Adjutant can read: use --from TIME instead`,
    );
  }
  return ok({ postedAt: post.postedAt, read: read.value });
}
