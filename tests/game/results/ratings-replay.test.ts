import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { saveEnding } from "../../../src/game/results/game-ending.ts";
import { computeRatings } from "../../../src/game/results/ratings.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { PostgresDatabase } from "../../../src/storage/postgres/postgres-database.ts";
import type { SqlDatabase } from "../../../src/storage/sql.ts";
import { SqliteDatabase } from "../../../src/storage/sqlite/sqlite-database.ts";
import { startPostgres } from "../../helpers/postgres-server.ts";
import { post, riskStateOf, testService } from "../helpers.ts";

/**
 * Issue #28, item 5: the ratings are recomputed from the event logs. A game's end is an event of its log (World War
 * 1907's `game-ended`, Risk Variant One's `end-game` GM step, V9's conquest) and its final ranking is read from the
 * state the log gives; replaying each finished game's log from its start (the replay of `verify` and undo) gives the
 * same rankings and the same ratings, after a reopened database too, on SQLite and PostgreSQL. (Both games play
 * through the generic play: the end is its `end` step.)
 */
const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: ratings replayed on PostgreSQL: ${server.unavailable}\n`);
}
const dir = mkdtempSync(join(tmpdir(), "adjutant-ratings-replay-"));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!("unavailable" in server)) await server.stop();
});

const GM = { name: "Gamemaster" };

/** Alice 2 territories (income 3), Bob 2 (income 4), Cleo 1 (V9 ranks Bob, Alice, Cleo until something moves). */
const POSITION = `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 5, income: 2 }
  Argentina: { owner: Alice, armies: 2, income: 1 }
  Peru: { owner: Bob, armies: 2, income: 1 }
  Venezuela: { owner: Bob, armies: 1, income: 3 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`;

const hour = (h: number) => new Date(Date.parse("2026-12-01T12:00:00Z") + h * 3_600_000);

/** Finishes four World War 1907 games and four Risk Variant One games, all rated; returns their ids. */
async function finishGames(db: string | SqlDatabase): Promise<string[]> {
  const scenario = join(dir, "position.yaml");
  writeFileSync(scenario, POSITION);
  const t = testService(db);
  const ids: string[] = [];
  // World War 1907: orders resolved (W33), VP set by the GM, an undone resolution, then the GM's end
  for (let n = 0; n < 4; n++) {
    t.clock.now = hour(n * 10);
    const g = await t.service.createGame({ scenario: "ww1907", name: `Europe ${n}`, rated: true });
    if (!g.ok) throw new Error(g.error);
    const id = g.value.id;
    ids.push(id);
    await t.service.assignPlayer(id, "russia", "Ivan");
    await t.service.assignPlayer(id, "france", "Marie");
    await t.service.assignPlayer(id, "germany", "Hans");
    t.clock.now = hour(n * 10 + 1);
    await t.service.ingest(id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow"], {
        postId: `${id}-a`,
        postedAt: hour(n * 10 + 1).toISOString(),
      }),
    ]);
    const resolved = await t.service.resolve(id, GM);
    if (!resolved.ok) throw new Error(resolved.error);
    if (n % 2 === 1) {
      expect((await t.service.undo(id, GM)).ok).toBe(true);
      expect((await t.service.resolve(id, GM)).ok).toBe(true);
    }
    const vp = async (nation: string, points: number) =>
      expect((await t.service.adjust(id, GM, "scores", { kind: "set-points", nation, vp: points })).ok).toBe(
        true,
      );
    await vp("russia", 10 + n * 5);
    await vp("france", 30 - n * 5);
    await vp("germany", 20);
    t.clock.now = hour(n * 10 + 2);
    const ended = await t.service.endGame(id, GM, `game ${n} is over`);
    if (!ended.ok) throw new Error(ended.error);
  }
  // Risk Variant One: actions with dice (V6), a turn passing (a reseed), a GM's end and a conquest (V9)
  for (let n = 0; n < 4; n++) {
    t.clock.now = hour(50 + n * 10);
    const g = await t.service.createGame({ scenario, name: `Risk ${n}`, rated: true });
    if (!g.ok) throw new Error(g.error);
    const id = g.value.id;
    ids.push(id);
    const say = async (who: string, order: string) =>
      await t.service.ingest(id, "console", [post(who, [order], { postedAt: t.clock.now.toISOString() })]);
    await say("Alice", n % 2 === 0 ? "Attack Peru from Brazil with 4, stop at 1" : "Pass");
    if (n % 2 === 0) expect((await t.service.resolve(id, GM)).ok).toBe(true); // Bob's answer: hold
    // everyone passes (the GM moves the income phase on) until the next turn opens with a new seed
    for (let i = 0; i < 12 && (await t.store.listPhases(id)).length < 2; i++) {
      for (const who of ["Bob", "Cleo", "Alice"]) await say(who, "Pass");
      if (i > 0) await t.service.resolve(id, GM);
    }
    if (n === 3) {
      for (const province of ["North Africa", "Peru", "Venezuela"]) {
        const given = await t.service.adjust(id, GM, "a test", {
          kind: "set-owner",
          province,
          owner: "Alice",
        });
        expect(given.ok).toBe(true);
      }
      const ending = await t.service.ending(id);
      expect(ending.ok && ending.value?.how).toBe("rules");
      // the players at the end are in the log: a later change of the roster does not change who is rated
      expect((await t.service.assignPlayer(id, "Cleo", "Clementine")).ok).toBe(true);
    } else {
      const ended = await t.service.endGame(id, GM, "time is up");
      if (!ended.ok) throw new Error(ended.error);
    }
  }
  await t.store.close();
  return ids;
}

/** What the ratings and each game's end read from the current state, and the same replayed from the logs' starts. */
async function readBoth(db: string | SqlDatabase, ids: readonly string[]) {
  const t = testService(db);
  const endings = [];
  for (const id of ids) endings.push(await t.service.ending(id));
  const replayed = [];
  for (const id of ids) replayed.push(await t.service.ending(id, { replay: true }));
  const ratings = await t.service.ratings();
  const ratingsReplayed = await t.service.ratings({ replay: true });
  const riskOver: boolean[] = [];
  for (const id of ids.filter((id) => id.startsWith("risk")))
    riskOver.push((await riskStateOf(t.store, id)).gameOver);
  const kinds: string[][] = [];
  // what each log holds: its entries' kinds, a generic play's steps by what they did ("step:apply")
  const kindOf = (e: { kind: string; payload_json: unknown }) =>
    e.kind === "generic-step"
      ? `step:${(e.payload_json as { action: { kind: string } }).action.kind}`
      : e.kind;
  for (const id of ids) kinds.push([...new Set((await t.store.listEvents(id)).map(kindOf))].sort());
  await t.store.close();
  return { endings, replayed, ratings, ratingsReplayed, riskOver, kinds };
}

describe("ratings recomputed from the event logs", () => {
  it("Ratings, V9, W33: finished games replayed from their logs' starts give the same rankings and the same numbers, after a reopened database too", async () => {
    const file = join(dir, "replay.sqlite");
    const ids = await finishGames(file);
    const first = await readBoth(file, ids);
    expect(first.riskOver).toEqual([true, true, true, true]);
    // what the replays go through: resolutions, an undo, adjustments; orders with dice, turns passing, GM steps
    // (World War 1907's, through the generic play: resolutions, an undo, the GM's adjustments and end)
    expect(first.kinds[1]).toEqual(["generic-opened", "step:adjust", "step:end", "step:resolve", "undone"]);
    // (Risk Variant One's, through the generic play: orders carried out, the GM's resolve, the GM's adjustments)
    expect(first.kinds[4]).toEqual(["generic-opened", "step:apply", "step:end", "step:resolve"]);
    expect(first.kinds[7]).toEqual(["generic-opened", "step:adjust", "step:apply"]);
    // each game's end and ranking, replayed from the opening, equal those read from the latest state
    expect(first.replayed).toEqual(first.endings);
    for (const e of first.endings) expect(e.ok && e.value !== null).toBe(true);
    const ww = first.endings[1];
    expect(ww?.ok && ww.value?.places.slice(0, 3).map((p) => [p.name, p.score, p.player?.forumName])).toEqual(
      [
        ["French Third Republic", "25 VP", "Marie"],
        ["German Empire", "20 VP", "Hans"],
        ["Russian Empire", "15 VP", "Ivan"],
      ],
    );
    expect(first.endings.map((e) => e.ok && e.value?.how)).toEqual([
      ...["gm", "gm", "gm", "gm"],
      ...["gm", "gm", "gm", "rules"],
    ]);
    // the ratings: a pure function of the logs (and of the deadline records, none here)
    expect(first.ratingsReplayed).toEqual(first.ratings);
    expect(first.ratings.ratedGames).toHaveLength(8);
    const games = ids.map((id, n) => {
      const e = first.replayed[n];
      if (!e?.ok || !e.value) throw new Error(id);
      return { id, name: id, ending: e.value };
    });
    expect(computeRatings(games, []).players).toEqual(first.ratings.players);
    expect(first.ratings.players.map((p) => p.player)).not.toContain("Clementine");
    const conquest = first.endings[7];
    expect(conquest?.ok && conquest.value?.places.map((p) => p.player?.forumName)).toEqual([
      "Alice",
      "Bob",
      "Cleo",
    ]);
    // Ivan, Marie, Hans and Alice, Bob, Cleo: four rated games each, all provisional (the fifth shows a rating)
    expect(first.ratings.players.map((p) => [p.player, p.games, p.provisional])).toEqual(
      expect.arrayContaining([
        ["Ivan", 4, true],
        ["Alice", 4, true],
      ]),
    );

    // a reopened database: the same ends, the same replay, the same ratings
    const again = await readBoth(file, ids);
    expect(again.endings).toEqual(first.endings);
    expect(again.replayed).toEqual(first.endings);
    expect(again.ratings).toEqual(first.ratings);
  });

  it("the end is in the log: undo does not go past it, and a game ended before the end was logged is read from its kept record", async () => {
    const t = testService();
    const g = await t.service.createGame({ scenario: "ww1907", name: "Kept" });
    if (!g.ok) throw new Error(g.error);
    const id = g.value.id;
    await t.service.assignPlayer(id, "russia", "Ivan");
    expect((await t.service.resolve(id, GM)).ok).toBe(true);
    expect((await t.service.endGame(id, GM, "over")).ok).toBe(true);
    const kinds = (await t.store.listEvents(id)).map((e) => e.kind);
    // the GM's end is the log's last step (the generic play's `end` step)
    const last = (await t.store.listEvents(id)).at(-1);
    if (!last) throw new Error("an empty log");
    expect([last.kind, (last.payload_json as { action?: { kind?: string } }).action?.kind]).toEqual([
      "generic-step",
      "end",
    ]);
    const undone = await t.service.undo(id, GM);
    expect(undone.ok).toBe(false);
    expect((await t.store.listEvents(id)).map((e) => e.kind)).toEqual(kinds);

    // an older game: its end kept in the settings (`game-ended:ID`), no end event in its log (the fallback)
    const old = await t.service.createGame({ scenario: "ww1907", name: "Old" });
    if (!old.ok) throw new Error(old.error);
    const kept = {
      endedAt: "2026-11-01T12:00:00.000Z",
      how: "gm" as const,
      by: "Former GM",
      reason: "ended before #28's log",
      eventSeq: 0,
      places: [
        {
          seat: "russia",
          place: 1,
          score: "12 VP",
          name: "Russian Empire",
          player: { forumName: "Ivan", discordUserId: null },
        },
      ],
    };
    await saveEnding(t.store, old.value.id, kept);
    expect(await t.service.ending(old.value.id)).toEqual({ ok: true, value: kept });
    expect(await t.service.ending(old.value.id, { replay: true })).toEqual({ ok: true, value: kept });
    await t.store.close();
  });

  describe.skipIf("unavailable" in server)("on PostgreSQL", () => {
    it("Ratings: the same games give the same ends, replays and ratings as on SQLite, after a reconnection too", async () => {
      if ("unavailable" in server) return;
      const file = join(dir, "both.sqlite");
      const ids = await finishGames(new SqliteDatabase(openDatabase(file)));
      const onSqlite = await readBoth(new SqliteDatabase(openDatabase(file)), ids);
      const url = await server.createDatabase("ratings_replay");
      expect(await finishGames(await PostgresDatabase.open(url))).toEqual(ids);
      const onPostgres = await readBoth(await PostgresDatabase.open(url), ids);
      expect(onPostgres).toEqual(onSqlite);
      expect(onPostgres.ratingsReplayed).toEqual(onPostgres.ratings);
    });
  });
});
