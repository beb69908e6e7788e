import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ParsedPost } from "../../parsers/post.ts";
import { keepThreadRead, syncForum } from "../../src/app/forum-sync.ts";
import type { ScrapeResult } from "../../src/forum/scraper.ts";
import type { GameService } from "../../src/game/game-service.ts";
import type { GameStore } from "../../src/storage/game-store.ts";
import { testService } from "../game/helpers.ts";
import { type LongThread, startLongThread, type ThreadPost } from "../helpers/long-thread.ts";

/**
 * Issue #26, flat cost: a forum re-sync with one new post reads, parses, ingests and writes only what changed (the
 * last pages), however long the thread, and goes on after a restart from what the last sync kept.
 */

const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };

function chatter(n: number): ThreadPost {
  const at = new Date(Date.parse("2026-11-20T00:00:00Z") + n * 60_000).toISOString();
  return {
    id: 1000 + n,
    author: `Kibitzer${n % 7}`,
    at,
    body: `Nice move, <strong class="text-strong">bold</strong> ${n}`,
  };
}

/** Counts what a sync asks of the store and hands to ingest. */
function watch(service: GameService, store: GameStore) {
  const seen = { pageReads: [] as string[], pageWrites: [] as string[], ingested: [] as string[] };
  const getSetting = store.getSetting.bind(store);
  const getSettings = store.getSettings.bind(store);
  const setSetting = store.setSetting.bind(store);
  const setSettings = store.setSettings.bind(store);
  const ingest = service.ingest.bind(service);
  const page = (key: string, into: string[]) => {
    if (/^scrape:.*:page:/.test(key)) into.push(key.replace(/.*:page:/, ""));
  };
  store.getSetting = async (key) => {
    page(key, seen.pageReads);
    return await getSetting(key);
  };
  store.getSettings = async (keys) => {
    for (const key of keys) page(key, seen.pageReads);
    return await getSettings(keys);
  };
  store.setSetting = async (key, value) => {
    page(key, seen.pageWrites);
    await setSetting(key, value);
  };
  store.setSettings = async (entries) => {
    for (const [key] of entries) page(key, seen.pageWrites);
    await setSettings(entries);
  };
  service.ingest = async (gameId, source, posts: readonly ParsedPost[]) => {
    seen.ingested.push(...posts.map((p) => p.postId));
    return await ingest(gameId, source, posts);
  };
  return seen;
}

let thread: LongThread;
let dir: string;
beforeAll(async () => {
  thread = await startLongThread(
    Array.from({ length: 295 }, (_, i) => chatter(i)),
    10,
  );
});
afterAll(() => thread.close());
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function newGame(file: string) {
  const t = testService(file);
  t.clock.now = new Date("2026-11-30T08:00:00.000Z");
  const game = await t.service.createGame({
    scenario: "ww1907",
    forumUrl: thread.url,
    platform: "phpbb3",
    startsAt: "2026-11-01T00:00:00Z",
  });
  if (!game.ok) throw new Error(game.error);
  return { ...t, id: game.value.id };
}

describe("a forum re-sync costs the same on page 30 as on page 3 (issue #26)", () => {
  it("reads only the last pages kept, ingests and writes only the pages read again, and goes on the same after a restart", async () => {
    dir = mkdtempSync(join(tmpdir(), "adjutant-resync-"));
    const file = join(dir, "games.db");
    const first = await newGame(file);
    const whole = await syncForum(first.service, first.store, first.id, options);
    expect(whole.failure).toBeNull();
    expect(whole.pages).toBe(30);
    expect(whole.posts).toBe(295);
    expect(whole.results).toHaveLength(295);

    // one new post: it lands on page 30; pages 29 and 30 are read again (their pager counts the posts, so both
    // changed); nothing earlier is asked for
    thread.posts.push(chatter(295));
    const seen = watch(first.service, first.store);
    thread.bodiesSent.clear();
    const again = await syncForum(first.service, first.store, first.id, options);
    expect(again.failure).toBeNull();
    expect(again.pages).toBe(30);
    expect(again.posts).toBe(296);
    expect([...thread.bodiesSent.keys()]).toEqual([29, 30]);
    expect(seen.pageReads.sort()).toEqual(["28", "29", "30"]);
    expect(seen.pageWrites).toEqual(["29", "30"]);
    expect(seen.ingested).toEqual(Array.from({ length: 16 }, (_, i) => String(1280 + i)));
    expect(again.results.filter((r) => r.kind !== "unchanged").map((r) => r.postId)).toEqual(["1295"]);

    // a restart: another service on the reopened file goes on from the kept pages
    await first.store.close?.();
    const { service, store } = testService(file);
    thread.posts.push(chatter(296));
    const seenAfter = watch(service, store);
    const afterRestart = await syncForum(service, store, first.id, options);
    expect(afterRestart.posts).toBe(297);
    expect(seenAfter.pageReads.sort()).toEqual(["28", "29", "30"]);
    expect(seenAfter.ingested).toEqual(Array.from({ length: 17 }, (_, i) => String(1280 + i)));
    expect(afterRestart.results.filter((r) => r.kind !== "unchanged").map((r) => r.postId)).toEqual(["1296"]);
    await store.close?.();
  });

  it("a scrape kept by `game new --from-post` was read before the game existed: its first sync ingests every post once", async () => {
    dir = mkdtempSync(join(tmpdir(), "adjutant-resync-"));
    const t = await newGame(join(dir, "games.db"));
    // an earlier read of the thread, as `game new --from-post` keeps it
    const warm = await newGame(join(dir, "warm.db"));
    await syncForum(warm.service, warm.store, warm.id, options);
    const header = JSON.parse((await warm.store.getSetting(`scrape:${warm.id}`)) ?? "{}") as {
      settings: { url: string; platform: string | null; timezone: string };
      pages: { url: string }[];
      cache: Record<string, never>;
    };
    const pages: ScrapeResult["pages"] = [];
    for (let i = 0; i < header.pages.length; i++) {
      pages.push(JSON.parse((await warm.store.getSetting(`scrape:${warm.id}:page:${i + 1}`)) ?? "{}"));
    }
    await keepThreadRead(t.store, t.id, {
      settings: header.settings,
      scrape: {
        url: thread.url,
        platform: "phpbb3",
        pages,
        posts: [],
        cache: header.cache,
        problems: [],
        vanished: [],
      },
    });
    const seen = watch(t.service, t.store);
    const first = await syncForum(t.service, t.store, t.id, options);
    expect(new Set(seen.ingested).size).toBe(thread.posts.length);
    expect(first.results.filter((r) => r.kind === "not-player")).toHaveLength(thread.posts.length);
    // and the next sync only the changed page
    const seenNext = watch(t.service, t.store);
    await syncForum(t.service, t.store, t.id, options);
    expect(seenNext.ingested.length).toBeLessThanOrEqual(20);
    await warm.store.close?.();
    await t.store.close?.();
  });

  it("a scrape kept in the first format (one record, every page) is read whole once, ingested, and kept page by page", async () => {
    dir = mkdtempSync(join(tmpdir(), "adjutant-resync-"));
    const t = await newGame(join(dir, "games.db"));
    await syncForum(t.service, t.store, t.id, options);
    const header = JSON.parse((await t.store.getSetting(`scrape:${t.id}`)) ?? "{}") as {
      settings: unknown;
      pages: { url: string }[];
      cache: unknown;
    };
    const pages: unknown[] = [];
    for (let i = 0; i < header.pages.length; i++) {
      pages.push(JSON.parse((await t.store.getSetting(`scrape:${t.id}:page:${i + 1}`)) ?? "{}"));
    }
    await t.store.setSetting(
      `scrape:${t.id}`,
      JSON.stringify({ settings: header.settings, pages, cache: header.cache }),
    );
    const seen = watch(t.service, t.store);
    const upgraded = await syncForum(t.service, t.store, t.id, options);
    expect(upgraded.failure).toBeNull();
    expect(new Set(seen.ingested).size).toBe(thread.posts.length);
    expect(upgraded.results.filter((r) => r.kind !== "unchanged")).toEqual([]);
    expect(JSON.parse((await t.store.getSetting(`scrape:${t.id}`)) ?? "{}")).toMatchObject({
      version: 2,
      ingested: true,
    });
    await t.store.close?.();
  });
});
