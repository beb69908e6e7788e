import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import type { SqlDatabase } from "../../src/storage/sql.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { testService } from "../game/helpers.ts";
import { countedReads } from "../helpers/counted-reads.ts";
import { type LongThread, startLongThread, type ThreadPost } from "../helpers/long-thread.ts";
import { startPostgres } from "../helpers/postgres-server.ts";

/**
 * Issue #26, a database far away: a forum thread's first sync (a GM adopting a running game's thread) stores its
 * posts and its pages' records in a few statements per 64, not one or more per post, and a re-sync in the same few
 * statements however many of the page's posts were stored before. Each statement is a round trip to a PostgreSQL
 * server: 1,200 posts made about 2,500 of them (50 s with the server 20 ms away), now about 40.
 */

const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };

function chatter(n: number): ThreadPost {
  const at = new Date(Date.parse("2026-11-20T00:00:00Z") + n * 60_000).toISOString();
  return { id: 5000 + n, author: `Kibitzer${n % 7}`, at, body: `Nice move, <strong>bold</strong> ${n}` };
}

const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: the forum sync's statements on PostgreSQL: ${server.unavailable}\n`);
}
afterAll(async () => {
  if (!("unavailable" in server)) await server.stop();
});

/** The statements a thread's first sync sends, and a re-sync's after one new post, in a new game on `db`. */
async function statementsOfSyncs(
  db: SqlDatabase,
  thread: LongThread,
): Promise<{ first: number; again: number }> {
  const { db: counted, reads: statements } = countedReads(db, { writes: true });
  const t = testService(counted);
  t.clock.now = new Date("2026-11-30T08:00:00.000Z");
  try {
    const game = await t.service.createGame({
      scenario: "ww1907",
      forumUrl: thread.url,
      platform: "phpbb3",
      startsAt: "2026-11-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    let sent = statements.length;
    const first = await syncForum(t.service, t.store, game.value.id, options);
    expect(first.failure).toBeNull();
    expect(first.results).toHaveLength(thread.posts.length);
    const firstStatements = statements.length - sent;
    thread.posts.push(chatter(thread.posts.length));
    sent = statements.length;
    const again = await syncForum(t.service, t.store, game.value.id, options);
    expect(again.results.filter((r) => r.kind !== "unchanged")).toHaveLength(1);
    const againStatements = statements.length - sent;
    thread.posts.pop();
    return { first: firstStatements, again: againStatements };
  } finally {
    await t.store.close();
  }
}

describe("a forum sync's statements do not grow with the thread's posts (issue #26)", () => {
  it("W33 the first sync of 300 posts sends about as many statements as that of 100, and a re-sync the same, on SQLite and PostgreSQL", async () => {
    const short = await startLongThread(
      Array.from({ length: 95 }, (_, i) => chatter(i)),
      10,
    );
    const long = await startLongThread(
      Array.from({ length: 295 }, (_, i) => chatter(i)),
      10,
    );
    const dir = mkdtempSync(join(tmpdir(), "adjutant-first-sync-"));
    try {
      const engines: [string, (name: string) => Promise<SqlDatabase>][] = [
        ["SQLite", async (name) => new SqliteDatabase(openDatabase(join(dir, `${name}.db`)))],
      ];
      if (!("unavailable" in server)) {
        engines.push([
          "PostgreSQL",
          async (name) => await PostgresDatabase.open(await server.createDatabase(`first_sync_${name}`)),
        ]);
      }
      for (const [engine, open] of engines) {
        const few = await statementsOfSyncs(await open("short"), short);
        const many = await statementsOfSyncs(await open("long"), long);
        // 200 more posts and 20 more pages: a few more batches of 64, not a statement or more per post
        expect(many.first - few.first, engine).toBeLessThanOrEqual(10);
        expect(many.first, engine).toBeLessThan(60);
        expect(many.again, engine).toBe(few.again);
      }
    } finally {
      await short.close();
      await long.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
