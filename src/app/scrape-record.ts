import { z } from "zod";
import { type HttpCache, httpCacheSchema } from "../forum/http-client.ts";
import {
  type PreviousScrape,
  previousScrapeSchema,
  type ScrapedPage,
  scrapedPageSchema,
} from "../forum/scraper.ts";
import type { GameStore } from "../storage/game-store.ts";

/**
 * The scrape a game keeps between forum syncs, stored page by page (issue #26: a re-sync's cost must not grow with
 * the thread). The store holds one small header under `scrape:<game>` (the thread's settings, each page's address,
 * time and post count, the HTTP validators of the last pages) and each page's posts under `scrape:<game>:page:<n>`.
 * A sync loads the header and its last `TAIL_PAGES` pages only, and writes back only the pages it read afresh.
 *
 * `ingested` says whether every post of the kept pages went through ingest: a scrape kept by `game new --from-post`
 * was read before the game existed, so its first sync loads and ingests every page once.
 */

/** The pages loaded with their posts: the two read again to catch edits, and one before them (a post deleted on the
 * first page read again moves the page before's last post onto it). */
export const TAIL_PAGES = 3;

/** What a kept scrape was made with; a GM who changes any of them (`game set`) gets a fresh scrape. */
export const threadSettingsSchema = z.object({
  url: z.string(),
  platform: z.string().nullable(),
  timezone: z.string(),
});
export type ThreadSettings = z.infer<typeof threadSettingsSchema>;

const pageEntrySchema = z.object({
  url: z.string(),
  fetchedAt: z.string(),
  postCount: z.number().int().min(0),
});

const headerSchema = z.object({
  version: z.literal(2),
  settings: threadSettingsSchema,
  ingested: z.boolean(),
  pages: z.array(pageEntrySchema),
  cache: httpCacheSchema,
});

/** A kept scrape as a sync starts from it. */
export interface KeptScrape {
  previous: PreviousScrape;
  /** Whether every kept post was ingested already: when false, `previous` holds every page with its posts. */
  ingested: boolean;
}

const headerKey = (gameId: string) => `scrape:${gameId}`;
const pageKey = (gameId: string, n: number) => `scrape:${gameId}:page:${n}`;

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The kept scrape of the game's last sync, when it was made with `settings` and can still be read: its last pages
 * with their posts and the earlier ones without (`postCount`), or every page with its posts (`all`, or a scrape not
 * ingested yet). A scrape kept in the first format (one record, every page) is read whole and counts as not ingested,
 * so the sync after an upgrade ingests every post once (ingest skips what it knows).
 */
export async function loadKeptScrape(
  store: GameStore,
  gameId: string,
  settings: ThreadSettings,
  options: { all?: boolean } = {},
): Promise<KeptScrape | undefined> {
  const json = parseJson(await store.getSetting(headerKey(gameId)));
  if (json === undefined) return undefined;
  const header = headerSchema.safeParse(json);
  if (!header.success) return firstFormat(json, settings);
  if (JSON.stringify(header.data.settings) !== JSON.stringify(settings)) return undefined;
  const { pages: entries, cache, ingested } = header.data;
  const loadFrom = options.all || !ingested ? 0 : Math.max(0, entries.length - TAIL_PAGES);
  // the page records read, in one statement
  const records = await store.getSettings(
    entries.slice(loadFrom).map((_, i) => pageKey(gameId, loadFrom + i + 1)),
  );
  const pages: ScrapedPage[] = [];
  for (const [i, entry] of entries.entries()) {
    if (i < loadFrom) {
      pages.push({
        url: entry.url,
        status: "kept",
        fetchedAt: entry.fetchedAt,
        posts: [],
        postCount: entry.postCount,
      });
      continue;
    }
    const page = scrapedPageSchema.safeParse(parseJson(records.get(pageKey(gameId, i + 1))));
    // A page record that cannot be read: the scrape starts afresh rather than miss that page's posts.
    if (!page.success || page.data.url !== entry.url) return undefined;
    pages.push(page.data);
  }
  return { previous: { pages, cache }, ingested };
}

/** The scrape kept before issue #26: one record with every page and the whole HTTP cache. */
function firstFormat(json: unknown, settings: ThreadSettings): KeptScrape | undefined {
  const made = z.object({ settings: threadSettingsSchema }).safeParse(json);
  if (made.success && JSON.stringify(made.data.settings) !== JSON.stringify(settings)) return undefined;
  const parsed = previousScrapeSchema.safeParse(json);
  if (!parsed.success) return undefined;
  // A scrape kept before settings were recorded is used when its first page is the thread's.
  if (!made.success && parsed.data.pages[0] !== undefined && parsed.data.pages[0].url !== settings.url) {
    return undefined;
  }
  return { previous: parsed.data, ingested: false };
}

/**
 * Keeps a scrape under a game for its next sync. Writes the header and the pages whose posts changed on this run
 * (read afresh), or every page with its posts (`rewrite: "all"`: a scrape read from the first page, or one loaded
 * whole). The HTTP cache keeps only the last pages' validators: the earlier pages are never asked for again.
 */
export async function keepScrape(
  store: GameStore,
  gameId: string,
  kept: { settings: ThreadSettings; pages: readonly ScrapedPage[]; cache: HttpCache },
  options: { ingested: boolean; rewrite: "changed" | "all" },
): Promise<void> {
  const { settings, pages, cache } = kept;
  const records: [string, string][] = [];
  for (const [i, page] of pages.entries()) {
    const stub = page.postCount !== undefined && page.posts.length === 0;
    if (stub) continue;
    if (options.rewrite === "changed" && page.status !== "fetched") continue;
    const { postCount: _none, ...whole } = page;
    records.push([pageKey(gameId, i + 1), JSON.stringify(whole)]);
  }
  const tail = new Set(pages.slice(-TAIL_PAGES).map((p) => p.url));
  const header: z.infer<typeof headerSchema> = {
    version: 2,
    settings,
    ingested: options.ingested,
    pages: pages.map((p) => ({
      url: p.url,
      fetchedAt: p.fetchedAt,
      postCount: p.postCount ?? p.posts.length,
    })),
    cache: Object.fromEntries(Object.entries(cache).filter(([url]) => tail.has(url))),
  };
  // the pages and the header that lists them, written together
  records.push([headerKey(gameId), JSON.stringify(header)]);
  await store.setSettings(records);
}

/** How many posts a scrape's pages hold, loaded or not. */
export function postsHeld(pages: readonly ScrapedPage[]): number {
  return pages.reduce((n, p) => n + (p.postCount ?? p.posts.length), 0);
}
