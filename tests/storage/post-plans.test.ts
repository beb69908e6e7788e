import { describe, expect, it } from "vitest";
import type { ParsedPost } from "../../parsers/post.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { post, testService } from "../game/helpers.ts";
import { countedReads } from "../helpers/counted-reads.ts";

/**
 * Issue #26, flat cost: every statement an order post and a forum page read again send reads the game's rows through
 * an index, never by scanning a table that grows with the games (SQLite's own query plans, not a timing). A joined
 * subquery once made SQLite read every post of the game to number a new one (1.4 ms at 20,000 posts), and an edited
 * post's latest text was looked for among every post change of every game until they had an index (migration 5).
 */

/** A forum post with bold passages, by its id, author and time. */
function forumPost(postId: string, author: string, at: string, ...bold: string[]): ParsedPost {
  return post(author, bold, { postId, postedAt: at });
}

describe("the statements of a post read by index, not by scanning what grows with the game (issue #26)", () => {
  it("W33 an order post, a page of posts read again and a page's new posts: no table scanned", async () => {
    const sqlite = new SqliteDatabase(openDatabase(":memory:"));
    const { db, sent } = countedReads(sqlite, { writes: true });
    const { service, store, clock } = testService(db);
    try {
      const created = await service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      clock.now = new Date("2026-12-01T13:00:00Z");
      const at = (n: number) => new Date(Date.parse("2026-12-01T10:00:00Z") + n * 60_000).toISOString();
      const page = Array.from({ length: 12 }, (_, n) =>
        forumPost(`c${n}`, "Nobody", at(n), `Build ${n + 1} divisions in Paris`),
      );
      await service.ingest(id, "forum", page);
      const from = sent.length;
      // a page read again with a player's order post at its end, then that post edited, then a page of new posts
      await service.ingest(id, "forum", [
        ...page,
        forumPost("o1", "Osmano", at(20), "Build 2 divisions in Moscow"),
      ]);
      await service.ingest(id, "forum", [forumPost("o1", "Osmano", at(20), "Build 3 divisions in Moscow")]);
      await service.ingest(
        id,
        "forum",
        Array.from({ length: 5 }, (_, n) => forumPost(`n${n}`, "Nobody", at(30 + n), "Hold")),
      );
      const plans = new Map<string, string[]>();
      for (const [sql, params] of sent.slice(from)) {
        if (plans.has(sql) || !/^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)/i.test(sql)) continue;
        const rows = sqlite.handle.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as {
          detail: string;
        }[];
        plans.set(
          sql,
          rows.map((r) => r.detail),
        );
      }
      expect(plans.size).toBeGreaterThan(5);
      const scans = [...plans].flatMap(([sql, details]) =>
        details
          .filter((d) => /^(SCAN|MATERIALIZE)\b/.test(d))
          // a VALUES list (`v`), a constant row and a JSON list are the statement's own input, not a table
          .filter((d) => !/^SCAN (v|\d+ CONSTANT ROWS|CONSTANT ROW|json_each VIRTUAL TABLE)\b/.test(d))
          .map((d) => `${d} in: ${sql.replace(/\s+/g, " ").slice(0, 120)}`),
      );
      expect(scans).toEqual([]);
    } finally {
      await store.close();
    }
  });
});
