import { platformSchema } from "../../parsers/post.ts";
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
  problems: string[];
}

/**
 * Reads the game's forum thread (only new pages, plus the last pages again to catch edits; conditional requests),
 * and ingests every post: new order posts get receipts, changed posts are voided (W33), others are left alone.
 * The scrape's pages and HTTP cache are kept in the store for the next run.
 */
export async function syncForum(
  service: GameService,
  store: GameStore,
  gameId: string,
  options: ForumSyncOptions,
): Promise<ForumSyncResult> {
  const game = store.getGame(gameId);
  if (!game?.forum_url) {
    return {
      pages: 0,
      posts: 0,
      results: [],
      problems: ["this game has no forum thread: set one with `adjutant game new --forum URL`"],
    };
  }
  const key = `scrape:${gameId}`;
  const saved = store.getSetting(key);
  let previous: PreviousScrape | undefined;
  if (saved) {
    const parsed = previousScrapeSchema.safeParse(JSON.parse(saved));
    if (parsed.success) previous = parsed.data;
  }
  const platform = platformSchema.safeParse(game.forum_platform);
  const clock = options.clock ?? (() => new Date());
  const result = await scrapeThread(
    game.forum_url,
    {
      ...(platform.success ? { platform: platform.data } : {}),
      timezone: options.timezone,
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
  store.setSetting(key, JSON.stringify({ pages: result.pages, cache: result.cache }));
  const results = service.ingest(gameId, "forum", result.posts);
  return {
    pages: result.pages.length,
    posts: result.posts.length,
    results,
    problems: result.problems.map((p) => `${p.url}: ${p.message}`),
  };
}
