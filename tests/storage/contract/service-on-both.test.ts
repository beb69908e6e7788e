import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ParsedPost } from "../../../parsers/post.ts";
import { ww1907Of } from "../../../src/game/ww1907/ww1907-of.ts";
import { render } from "../../../src/presenters/render.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { PostgresDatabase } from "../../../src/storage/postgres/postgres-database.ts";
import type { SqlDatabase } from "../../../src/storage/sql.ts";
import { SqliteDatabase } from "../../../src/storage/sqlite/sqlite-database.ts";
import { testService } from "../../game/helpers.ts";
import { countedReads } from "../../helpers/counted-reads.ts";
import { startPostgres } from "../../helpers/postgres-server.ts";

/**
 * The whole service on either engine: the same World War 1907 year (orders, an edited post, a deleted one,
 * resolution, an undo and resolving again) and the same Risk Variant One set-up give the same receipts, reports,
 * summaries and states on SQLite and on PostgreSQL, word for word.
 */
const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: the game service on PostgreSQL: ${server.unavailable}\n`);
}
afterAll(async () => {
  if (!("unavailable" in server)) await server.stop();
});

function forumPost(postId: string, author: string, at: string, ...bold: string[]): ParsedPost {
  return {
    platform: "phpbb3",
    postId,
    author: { name: author },
    postedAt: at,
    edited: null,
    bold,
    text: bold.join("\n"),
  };
}

/** What a GM and the players see over one World War 1907 year and a Risk set-up: every answer, rendered. */
async function transcript(db: SqlDatabase): Promise<string[]> {
  const { service, store, clock } = testService(db);
  const out: string[] = [];
  const say = (value: unknown) => out.push(typeof value === "string" ? value : JSON.stringify(value));
  const doc = (r: { ok: boolean; value?: unknown; error?: string }) =>
    say(r.ok ? render(r.value as Parameters<typeof render>[0], "text") : `error: ${r.error}`);

  const created = await service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  say(await service.setDeadline(id, "2026-12-02T12:00:00Z"));
  clock.now = new Date("2026-12-01T13:00:00Z");
  const osmano = forumPost(
    "101",
    "Osmano",
    "2026-12-01T13:00:00Z",
    "Build 2 divisions in Moscow",
    "Attack Vienna with 3 from Krakow",
  );
  say(
    await service.ingest(id, "forum", [
      osmano,
      forumPost("102", "Shrink", "2026-12-01T14:00:00Z", "Build 1 division in Berlin"),
      forumPost("103", "Sassenach", "2026-12-01T15:00:00Z", "Build 2 divisions in Barcelona"),
      forumPost("104", "Nobody", "2026-12-01T15:30:00Z", "Build 9 divisions in Paris"),
    ]),
  );
  // the same posts again (another shard, a re-read page): nothing new
  say(await service.ingest(id, "forum", [osmano]));
  // W33: an edited post and a deleted one
  say(
    await service.ingest(id, "forum", [
      forumPost("102", "Shrink", "2026-12-01T14:00:00Z", "Build 3 divisions in Berlin"),
    ]),
  );
  say(await service.deletePost(id, "forum", "103"));
  doc(await service.status(id));
  doc(await service.report(id));
  clock.now = new Date("2026-12-02T13:00:00Z");
  const first = await service.resolve(id, { name: "GM" });
  say(first.ok ? { seed: first.value.seed, summary: render(first.value.summary, "bbcode") } : first.error);
  doc(await service.undo(id, { name: "GM" }));
  const again = await service.resolve(id, { name: "GM" });
  say(again.ok ? { seed: again.value.seed, summary: render(again.value.summary, "bbcode") } : again.error);
  say(await ww1907Of(service).state(id));
  say(await service.reportJson(id));
  say((await store.listEvents(id)).map((e) => [e.seq, e.kind, e.actor]));

  const risk = await service.createGame({
    scenario: "risk-v1",
    players: ["Alice", "Bob", "Cleo"],
    startingArmies: 10,
  });
  if (!risk.ok) throw new Error(risk.error);
  let n = 0;
  for (const [author, text] of [
    ["Alice", "Buy Brazil"],
    ["Bob", "Buy Peru"],
    ["Cleo", "Buy Alaska"],
    ["Alice", "Buy Argentina; done"],
    ["Bob", "Buy Venezuela; done"],
  ] as const) {
    n++;
    clock.now = new Date(Date.parse("2026-12-03T12:00:00Z") + n * 60_000);
    say(
      await service.ingest(risk.value.id, "console", [
        forumPost(`r${n}`, author, clock.now.toISOString(), text),
      ]),
    );
  }
  doc(await service.status(risk.value.id));
  say(await service.statusJson(risk.value.id));
  return out;
}

/**
 * `report --json` of a busy window read by a service opened afresh (a restart): 12 posts by someone who plays no
 * nation and 12 order posts by Russia's player, each replacing the one before. Gives the JSON's lists, by default and
 * with `all`.
 */
async function busyReportAfterRestart(open: () => Promise<SqlDatabase>): Promise<unknown[]> {
  const before = testService(await open());
  const created = await before.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  const at = (n: number) => new Date(Date.parse("2026-12-01T10:00:00Z") + n * 60_000).toISOString();
  await before.service.ingest(
    id,
    "forum",
    Array.from({ length: 12 }, (_, n) => [
      forumPost(`l${n + 1}`, "Nobody", at(2 * n), `Build ${n + 1} divisions in Paris`),
      forumPost(`o${n + 1}`, "Osmano", at(2 * n + 1), "Build 1 division in Moscow"),
    ]).flat(),
  );
  await before.store.close();
  const after = testService(await open());
  try {
    const lists = async (all: boolean) => {
      const json = await after.service.reportJson(id, { all });
      if (!json.ok) throw new Error(json.error);
      const value = json.value as {
        nations: { nation: string; ignored: { postId: string }[]; ignoredCount: number }[];
        otherPosts: { postId: string }[];
        otherPostsCount: number;
      };
      const russia = value.nations.find((n) => n.nation === "russia");
      return {
        others: value.otherPosts.map((p) => p.postId),
        othersCount: value.otherPostsCount,
        russia: russia?.ignored.map((p) => p.postId),
        russiaCount: russia?.ignoredCount,
      };
    };
    return [await lists(false), await lists(true)];
  } finally {
    await after.store.close();
  }
}

/**
 * A forum page read again by a service opened afresh (a restart, another shard): a World War 1907 game and a Risk
 * game, each given a page of `earlier` posts by someone who plays no seat, then the same page with a player's new
 * post at its end. Gives each game's answers to the second reading, and the statements it sent to the database.
 */
async function pageReadAgain(
  open: () => Promise<SqlDatabase>,
  earlier: number,
): Promise<{ game: string; kinds: string[]; statements: number }[]> {
  const before = testService(await open());
  const games = [
    { scenario: "ww1907", newPost: ["Osmano", "Build 2 divisions in Moscow"] },
    { scenario: "risk-v1", newPost: ["Alice", "Buy Brazil"] },
  ] as const;
  const ids: string[] = [];
  const at = (n: number) => new Date(Date.parse("2026-12-01T12:10:00Z") + n * 10_000).toISOString();
  const page = Array.from({ length: earlier }, (_, n) =>
    forumPost(`c${n + 1}`, "Nobody", at(n), `Build ${n + 1} divisions in Paris`),
  );
  for (const g of games) {
    const created = await before.service.createGame(
      g.scenario === "ww1907"
        ? { scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" }
        : { scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"], startingArmies: 10 },
    );
    if (!created.ok) throw new Error(created.error);
    ids.push(created.value.id);
    await before.service.ingest(created.value.id, "forum", page);
  }
  await before.store.close();
  const { db, reads } = countedReads(await open(), { writes: true });
  const after = testService(db);
  after.clock.now = new Date("2026-12-01T14:00:00Z");
  try {
    const out: { game: string; kinds: string[]; statements: number }[] = [];
    for (const [i, g] of games.entries()) {
      const [author, text] = g.newPost;
      const sent = reads.length;
      const answers = await after.service.ingest(ids[i] as string, "forum", [
        ...page,
        forumPost("new", author, at(earlier), text),
      ]);
      out.push({ game: g.scenario, kinds: answers.map((a) => a.kind), statements: reads.length - sent });
    }
    return out;
  } finally {
    await after.store.close();
  }
}

describe.skipIf("unavailable" in server)("the game service on SQLite and on PostgreSQL", () => {
  it("W33 report --json after a restart lists each list's latest 10 with a count of them all, and every one with all, on both engines (issue #26)", async () => {
    if ("unavailable" in server) return;
    const dir = mkdtempSync(join(tmpdir(), "adjutant-busy-report-"));
    try {
      const onSqlite = await busyReportAfterRestart(
        async () => new SqliteDatabase(openDatabase(join(dir, "g.db"))),
      );
      const url = await server.createDatabase("busy_report");
      const onPostgres = await busyReportAfterRestart(async () => await PostgresDatabase.open(url));
      const ids = (prefix: string, from: number, to: number) =>
        Array.from({ length: to - from + 1 }, (_, n) => `${prefix}${from + n}`);
      expect(onSqlite).toEqual([
        { others: ids("l", 3, 12), othersCount: 12, russia: ids("o", 2, 11), russiaCount: 11 },
        { others: ids("l", 1, 12), othersCount: 12, russia: ids("o", 1, 11), russiaCount: 11 },
      ]);
      expect(onPostgres).toEqual(onSqlite);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("W33 V3 a forum page read again after a restart: its posts already stored cost the same statements for 5 posts as for 40, in both games, on both engines (issue #26)", async () => {
    if ("unavailable" in server) return;
    const dir = mkdtempSync(join(tmpdir(), "adjutant-page-again-"));
    try {
      const results = [];
      for (const earlier of [5, 40]) {
        const onSqlite = await pageReadAgain(
          async () => new SqliteDatabase(openDatabase(join(dir, `g${earlier}.db`))),
          earlier,
        );
        const url = await server.createDatabase(`page_again_${earlier}`);
        const onPostgres = await pageReadAgain(async () => await PostgresDatabase.open(url), earlier);
        expect(onPostgres.map((g) => g.kinds)).toEqual(onSqlite.map((g) => g.kinds));
        results.push({ earlier, onSqlite, onPostgres });
      }
      for (const { earlier, onSqlite } of results) {
        // every earlier post a sighting; the new one a receipt of the player's orders, in either game
        expect(onSqlite.map((g) => g.kinds)).toEqual([
          [...Array(earlier).fill("unchanged"), "orders"],
          [...Array(earlier).fill("unchanged"), "orders"],
        ]);
      }
      const [five, forty] = results;
      // the page's known posts: one look-up and one write of their sightings, however many they are
      expect(forty?.onSqlite.map((g) => g.statements)).toEqual(five?.onSqlite.map((g) => g.statements));
      expect(forty?.onPostgres.map((g) => g.statements)).toEqual(five?.onPostgres.map((g) => g.statements));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("W7 W14 W32 W33 V3 V6 gives the same answers, word for word, for the same game", async () => {
    if ("unavailable" in server) return;
    const onSqlite = await transcript(new SqliteDatabase(openDatabase(":memory:")));
    const pg = await PostgresDatabase.open(await server.createDatabase("service_on_both"));
    let onPostgres: string[];
    try {
      onPostgres = await transcript(pg);
    } finally {
      await pg.close();
    }
    // the transcript is a real game: receipts, a refusal, an edit voiding orders, a summary, an undo
    const all = onSqlite.join("\n");
    expect(all).toContain("Moscow");
    expect(all).toContain("W14");
    expect(all).toContain("undone");
    expect(all).toContain("Brazil");
    expect(onPostgres).toEqual(onSqlite);
  });

  it("W33 on PostgreSQL too, a service opened afresh reads no post again: the book head was stored after the last batch", async () => {
    if ("unavailable" in server) return;
    const url = await server.createDatabase("head_after_batch");
    const before = testService(await PostgresDatabase.open(url));
    const created = await before.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await before.service.ingest(id, "forum", [
      forumPost("1", "Osmano", "2026-12-01T10:01:00Z", "Build 2 divisions in Moscow"),
      forumPost("2", "Shrink", "2026-12-01T10:02:00Z", "Build 1 division in Berlin"),
    ]);
    await before.store.close();
    const after = testService(await PostgresDatabase.open(url));
    try {
      const reads = vi.spyOn(after.store, "listBookPostsSince");
      const [orders] = await after.service.ingest(id, "forum", [
        forumPost("3", "Osmano", "2026-12-01T10:03:00Z", "Build 1 division in Kiev"),
      ]);
      expect(orders).toMatchObject({ kind: "orders", nation: "russia", receipt: { replaces: "1" } });
      // only the posts after the stored head: none before this post; this post folded as stored, not read back
      expect(reads.mock.calls.every((call) => call[2] !== undefined)).toBe(true);
      const rows = (await Promise.all(reads.mock.results.map((r) => r.value))) as { post_id: string }[][];
      expect(rows.map((r) => r.map((p) => p.post_id))).toEqual([[]]);
    } finally {
      await after.store.close();
    }
  });
});
