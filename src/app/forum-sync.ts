import { z } from "zod";
import { platformSchema } from "../../parsers/post.ts";
import { describeNoPosts, describeScrapeProblem } from "../forum/failure.ts";
import {
  type PreviousScrape,
  previousScrapeSchema,
  type ScrapeProgress,
  scrapeThread,
} from "../forum/scraper.ts";
import type { GameService } from "../game/game-service.ts";
import type { IngestResult } from "../game/types.ts";
import type { GameStore } from "../storage/game-store.ts";

/** Settings of a forum sync (from the environment). */
export interface ForumSyncOptions {
  userAgent: string;
  delayMs: number;
  /** The forum's time zone when the game names none (`game set --timezone`): FORUM_TIMEZONE. */
  timezone: string;
  onProgress?: (p: ScrapeProgress) => void;
  /** Injected for tests (defaults to the global fetch). */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => Date;
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

/** What the kept scrape was made with; a GM who changes any of them (`game set`) gets a fresh scrape. */
const scrapeSettingsSchema = z.object({
  url: z.string(),
  platform: z.string().nullable(),
  timezone: z.string(),
});

function failed(failure: string): ForumSyncResult {
  return { pages: 0, posts: 0, results: [], failure, problems: [] };
}

/** The kept scrape of the last run, when it was made with the same settings and can still be read. */
function previousScrape(saved: string | undefined, settings: z.infer<typeof scrapeSettingsSchema>) {
  if (!saved) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(saved);
  } catch {
    return undefined;
  }
  const made = z.object({ settings: scrapeSettingsSchema }).safeParse(json);
  // A scrape kept before settings were recorded is used when its first page is the thread's.
  if (made.success && JSON.stringify(made.data.settings) !== JSON.stringify(settings)) return undefined;
  const parsed = previousScrapeSchema.safeParse(json);
  if (!parsed.success) return undefined;
  if (!made.success && parsed.data.pages[0] !== undefined && parsed.data.pages[0].url !== settings.url) {
    return undefined;
  }
  return parsed.data;
}

/**
 * Reads the game's forum thread (only new pages, plus the last pages again to catch edits; conditional requests),
 * and ingests every post: new order posts get receipts, changed posts are voided (W33), others are left alone.
 * Dates the pages print without a zone are read in the game's forum time zone, else `options.timezone`.
 * The scrape's pages and HTTP cache are kept in the store for the next run. When no page of the thread could be
 * read on this run (a 404, a host that does not exist or does not answer, a page that is no forum thread),
 * nothing is ingested or kept and `failure` says why.
 */
export async function syncForum(
  service: GameService,
  store: GameStore,
  gameId: string,
  options: ForumSyncOptions,
): Promise<ForumSyncResult> {
  const game = store.getGame(gameId);
  if (!game?.forum_url) {
    return failed("this game has no forum thread: set one with `adjutant game set --forum URL`");
  }
  const timezone = game.forum_timezone ?? options.timezone;
  const settings = { url: game.forum_url, platform: game.forum_platform, timezone };
  const key = `scrape:${gameId}`;
  const previous: PreviousScrape | undefined = previousScrape(store.getSetting(key), settings);
  const platform = platformSchema.safeParse(game.forum_platform);
  const clock = options.clock ?? (() => new Date());
  const result = await scrapeThread(
    game.forum_url,
    {
      ...(platform.success ? { platform: platform.data } : {}),
      timezone,
      http: { userAgent: options.userAgent, delayMs: options.delayMs },
      ...(previous ? { previous } : {}),
    },
    {
      clock,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    },
  );
  const read = result.pages.filter((p) => p.status !== "kept" && p.posts.length > 0);
  if (read.length === 0) {
    const blocking = result.problems.find(
      (p) => p.kind === "fetch" || p.kind === "robots" || p.kind === "parse",
    );
    return failed(
      blocking ? describeScrapeProblem(blocking) : describeNoPosts(result.pages[0]?.url ?? game.forum_url),
    );
  }
  store.setSetting(key, JSON.stringify({ settings, pages: result.pages, cache: result.cache }));
  const results = service.ingest(gameId, "forum", result.posts);
  return {
    pages: result.pages.length,
    posts: result.posts.length,
    results,
    failure: null,
    problems: result.problems.map(describeScrapeProblem),
  };
}
