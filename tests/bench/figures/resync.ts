import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { syncForum } from "../../../src/app/forum-sync.ts";
import { GameService } from "../../../src/game/game-service.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { GameStore } from "../../../src/storage/game-store.ts";
import { type LongThread, startLongThread, type ThreadPost } from "../../helpers/long-thread.ts";
import { median, progress, round } from "./stats.ts";

/**
 * The CPU time of a forum re-sync that finds one new post (issue #26): a World War 1907 game whose thread has 200
 * pages against one whose thread has 10 (20 posts a page, a phpBB forum with ETags on 127.0.0.1, each game on its own
 * SQLite file). Each round adds one post to each thread and syncs both, in alternating order; the figure is the
 * median of the rounds' ratios of `process.cpuUsage()` (user + system, so the local forum's own work counts on both
 * sides alike). Goal: ≤ 1.5, a re-sync that does not grow with the thread.
 */

const PER_PAGE = 20;
const SMALL_PAGES = 10;
const LARGE_PAGES = 200;
const ROUNDS = 10;
const OPTIONS = { userAgent: "AdjutantBench/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };

export interface ResyncFigures {
  resync_growth: number;
  resync_cpu_ms_10_pages: number;
  resync_cpu_ms_200_pages: number;
}

/** The thread's post number `n`, by one of nine people who play no nation (also `storage.ts`'s long thread). */
export function post(n: number): ThreadPost {
  const at = new Date(Date.parse("2026-11-01T00:00:00Z") + n * 60_000).toISOString();
  return {
    id: 100_000 + n,
    author: `Kibitzer${n % 9}`,
    at,
    body: `Spring is coming. <strong class="text-strong">Hold Vienna</strong> said nobody, post ${n}.`,
  };
}

interface Side {
  thread: LongThread;
  dir: string;
  store: GameStore;
  service: GameService;
  id: string;
}

async function side(pages: number): Promise<Side> {
  const posts = Array.from({ length: pages * PER_PAGE - 5 }, (_, i) => post(i));
  const thread = await startLongThread(posts, PER_PAGE);
  const dir = mkdtempSync(join(tmpdir(), "adjutant-bench-resync-"));
  const store = new GameStore(openDatabase(join(dir, "games.db")));
  return { thread, dir, store, ...(await forumGame(store, thread.url)) };
}

/** A new World War 1907 game on `store` whose thread is the phpBB forum at `url` (also `storage.ts`'s). */
export async function forumGame(
  store: GameStore,
  url: string,
): Promise<{ service: GameService; id: string }> {
  const service = new GameService({
    store,
    now: () => new Date("2026-11-30T08:00:00Z"),
    newSecret: () => "bench-secret-0123456789abcdef",
  });
  const game = await service.createGame({
    scenario: "ww1907",
    forumUrl: url,
    platform: "phpbb3",
    startsAt: "2026-10-01T00:00:00Z",
  });
  if (!game.ok) throw new Error(game.error);
  return { service, id: game.value.id };
}

async function cpuOfSync(s: Side): Promise<number> {
  s.thread.posts.push(post(s.thread.posts.length));
  const before = process.cpuUsage();
  const result = await syncForum(s.service, s.store, s.id, OPTIONS);
  const used = process.cpuUsage(before);
  if (result.failure !== null) throw new Error(result.failure);
  return (used.user + used.system) / 1000;
}

export async function resyncFigures(): Promise<ResyncFigures> {
  progress(`resync: threads of ${SMALL_PAGES} and ${LARGE_PAGES} pages`);
  const small = await side(SMALL_PAGES);
  const large = await side(LARGE_PAGES);
  try {
    // the first sync reads every page; the second is the first re-sync (the kept scrape warm)
    for (const s of [small, large]) {
      await cpuOfSync(s);
      await cpuOfSync(s);
    }
    const smallMs: number[] = [];
    const largeMs: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2 === 0) {
        smallMs.push(await cpuOfSync(small));
        largeMs.push(await cpuOfSync(large));
      } else {
        largeMs.push(await cpuOfSync(large));
        smallMs.push(await cpuOfSync(small));
      }
    }
    return {
      resync_growth: round(median(largeMs.map((l, i) => l / (smallMs[i] as number)))),
      resync_cpu_ms_10_pages: round(median(smallMs), 2),
      resync_cpu_ms_200_pages: round(median(largeMs), 2),
    };
  } finally {
    for (const s of [small, large]) {
      await s.store.close();
      await s.thread.close();
      rmSync(s.dir, { recursive: true, force: true });
    }
  }
}
