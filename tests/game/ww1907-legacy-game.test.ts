import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { rulesetForRecord } from "../../src/game/rulesets.ts";
import { render } from "../../src/presenters/render.ts";
import { gameStateSchema } from "../../src/rulesets/ww1907/state.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import type { SqlDatabase } from "../../src/storage/sql.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { startPostgres } from "../helpers/postgres-server.ts";
import { insertStoredRows, type StoredRows } from "../helpers/stored-rows.ts";

/**
 * A World War 1907 game stored by the OLD play (deleted since: a setup row of the scenario and its map, phases
 * labelled "deployment" and "attack", `phase-resolved`, `adjusted` and `undone` entries, a snapshot after each
 * resolution), as real users have them on SQLite and PostgreSQL: the rows of
 * `fixtures/ww1907-games-legacy/game.json` (written by the old play itself before it was deleted, with a fixed clock
 * and GM secret: the 1907 Deployment phase with Russia's builds and move, Germany's post replaced by a later one,
 * France's post edited and so void (W33), a GM adjustment, resolved; the 1907 Attack phase resolved, undone and
 * resolved again (W14 W15); the 1908 Deployment phase open with Russia's post in force) are loaded into a fresh
 * database of each engine, and the game is opened through the registry (issue #25) and played on: info, status, the post in force, a new post, the resolve of the open phase with its committed
 * seed, the records of the phases the old play resolved and of the new one verified, an undo, and the same after a
 * restart (a new connection to the same database).
 */
const dump = JSON.parse(
  readFileSync(new URL("./fixtures/ww1907-games-legacy/game.json", import.meta.url), "utf8"),
) as {
  game: string;
  tables: StoredRows;
};
const id = dump.game;
const gm = { name: "Gamemaster" };

const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: the old play's World War 1907 game on PostgreSQL: ${server.unavailable}\n`);
}
const dir = mkdtempSync(join(tmpdir(), "adjutant-ww1907-legacy-"));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!("unavailable" in server)) await server.stop();
});

/** The dump's rows inserted as they were stored (the database already migrated; its own settings give way). */
async function load(db: SqlDatabase, rows: StoredRows = dump.tables): Promise<void> {
  await insertStoredRows(db, rows);
}

function serviceOn(db: SqlDatabase) {
  const store = new GameStore(db);
  const clock = { now: new Date("2026-11-21T09:00:00.000Z") };
  const service = new GameService({
    store,
    now: () => clock.now,
    newSecret: () => "unused-secret-0123456789",
  });
  return { store, service, clock };
}

const stateOf = async (store: GameStore) =>
  gameStateSchema.parse((await store.latestSnapshot(id, Number.MAX_SAFE_INTEGER))?.state);

/** Each published record of the game (every phase the old play resolved, then the new one) verifies. */
async function verifyRecords(service: GameService, phases: number[]): Promise<void> {
  for (const seq of phases) {
    const record = await service.publishedRecord(id, seq);
    expect(record.ok, `phase ${seq}: ${record.ok ? "" : record.error}`).toBe(true);
    if (!record.ok) continue;
    const game = await rulesetForRecord(record.value);
    expect(game?.ruleset).toBe("ww1907");
    expect(game?.engine.verifyRecord(record.value)).toMatchObject({ ok: true });
    // the live game page's history shows the phase with the seed its record reveals, its map, what happened and
    // the orders that were in force (an Attack phase its dice too: W14)
    const page = await service.phasePage(id, seq);
    expect(page.ok, `phase ${seq}'s page: ${page.ok ? "" : page.error}`).toBe(true);
    if (!page.ok) continue;
    expect(page.value.seed).toBe((record.value as { seed?: unknown }).seed);
    expect(page.value.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(page.value.happened.length).toBeGreaterThan(0);
    expect(page.value.orders.length).toBeGreaterThan(0);
    if (seq === 2) expect(page.value.dice.length).toBeGreaterThan(0);
  }
}

/** Plays on from the stored game; what each answer means, the same on every engine. */
async function playOn(db: SqlDatabase): Promise<unknown[]> {
  const { store, service, clock } = serviceOn(db);
  const info = await service.info(id);
  expect(info).toMatchObject({ ok: true, value: { ruleset: "ww1907", year: 1908 } });
  const status = await service.status(id);
  expect(status.ok && render(status.value, "text")).toMatch(/1908, deployment phase/);
  // the phase the old play resolved last: its seed revealed; the open one committed, not revealed
  const phases = await store.listPhases(id);
  expect(phases.map((p) => [p.phase, p.seed === null])).toEqual([
    ["1907-deployment", false],
    ["1907-attack", false],
    ["1908-deployment", true],
  ]);
  const before = await stateOf(store);
  expect(before).toMatchObject({ year: 1908, phase: "deployment" });
  // the old play's adjustment (Vienna's garrison set to 4) and its Deployment move (2 from Warsaw to Kiev, W7) are in
  // the state, which is the state the old play stored after its last resolution (its Attack phase's dice, W14)
  expect(before.provinces.vienna?.divisions).toBe(4);
  expect([before.provinces.warsaw?.divisions, before.provinces.kiev?.divisions]).toEqual([0, 3]);
  const stored = (dump.tables.snapshots ?? []).at(-1);
  expect(before).toEqual(gameStateSchema.parse(JSON.parse(String(stored?.state_json))));
  // Russia's post of the open phase (the old play's) is in force (W33)
  const orders = await service.ordersInForce(id, "russia");
  expect(orders.ok && render(orders.value, "text")).toMatch(/Moscow/);

  // a new post by Germany, then the GM resolves the open phase with its committed seed
  clock.now = new Date("2026-11-21T09:01:00.000Z");
  const [posted] = await service.ingest(id, "forum", [
    {
      platform: "phpbb3",
      postId: "new1",
      author: { name: "Shrink" },
      postedAt: clock.now.toISOString(),
      edited: null,
      bold: ["Build 1 division in Berlin"],
      text: "Build 1 division in Berlin",
    },
  ]);
  expect(posted).toMatchObject({ kind: "orders", receipt: { accepted: 1 } });
  clock.now = new Date("2026-11-21T09:02:00.000Z");
  const resolved = await service.resolve(id, gm, { phase: "1908-deployment" });
  expect(resolved.ok, resolved.ok ? "" : resolved.error).toBe(true);
  if (resolved.ok) expect(resolved.value.commitment).toBe(phases[2]?.seed_commitment);
  const after = await stateOf(store);
  expect(after).toMatchObject({ year: 1908, phase: "attack" });
  await verifyRecords(service, [1, 2, 3]);

  // the GM's undo takes the new resolution back; resolved again, the same state (the same seed)
  expect((await service.undo(id, gm)).ok).toBe(true);
  expect(await stateOf(store)).toEqual(before);
  // what the older play resolved is not taken back here: the GM is told why, and what to do instead
  const older = await service.undo(id, gm);
  expect(older.ok).toBe(false);
  if (!older.ok) {
    expect(older.error).toMatch(
      /^nothing to undo: what was resolved before this game was converted from Adjutant's older play \(\d{4}-\d{2}-\d{2}\) cannot be undone, and nothing has been since; a GM adjustment \(adjust\) changes the state instead$/,
    );
  }
  expect(await stateOf(store)).toEqual(before);
  expect((await service.resolve(id, gm, { phase: "1908-deployment" })).ok).toBe(true);
  expect(await stateOf(store)).toEqual(after);
  const report = await service.report(id);
  expect(report.ok).toBe(true);
  return [before, after];
}

/** What a restarted process reads back. */
async function readBack(db: SqlDatabase): Promise<unknown[]> {
  const { store, service } = serviceOn(db);
  expect((await service.status(id)).ok).toBe(true);
  await verifyRecords(service, [1, 2, 3]);
  return [(await store.listPhases(id)).map((p) => p.phase), await stateOf(store)];
}

describe("a World War 1907 game stored by the old play", () => {
  it("W4 a game the old play ended (its game-ended entry, with who, why and the players then) ends so through the registry, replayed from its log too; no post is taken after it", async () => {
    const rows = structuredClone(dump.tables);
    const events = rows.events ?? [];
    const seq = events.length + 1;
    const players = [{ seat: "russia", forumName: "Osmano", discordUserId: null }];
    events.push({
      game_id: id,
      seq,
      kind: "game-ended",
      actor: "Gamemaster",
      reason: "time",
      payload_json: JSON.stringify({ kind: "game-ended", reason: "time", players }),
      created_at: "2026-11-20T12:12:00.000Z",
    });
    const db = new SqliteDatabase(openDatabase(":memory:"));
    await load(db, rows);
    const { service } = serviceOn(db);
    const expected = {
      how: "gm",
      by: "Gamemaster",
      reason: "time",
      endedAt: "2026-11-20T12:12:00.000Z",
      // each nation with the player logged with the end (Russia's only), ranked by VP (W4)
      places: expect.arrayContaining([
        expect.objectContaining({ seat: "russia", player: { forumName: "Osmano", discordUserId: null } }),
        expect.objectContaining({ seat: "germany", player: null }),
      ]),
    };
    expect(await service.ending(id)).toMatchObject({ ok: true, value: expected });
    expect(await service.ending(id, { replay: true })).toMatchObject({ ok: true, value: expected });
    const [late] = await service.ingest(id, "forum", [
      {
        platform: "phpbb3",
        postId: "late1",
        author: { name: "Shrink" },
        postedAt: "2026-11-21T09:01:00.000Z",
        edited: null,
        bold: ["Build 1 division in Berlin"],
        text: "Build 1 division in Berlin",
      },
    ]);
    expect(late?.kind).not.toBe("orders");
    expect(await service.resolve(id, gm)).toMatchObject({ ok: false });
    await db.close();
  });

  it("W7 W14 W15 W33 on SQLite: opened through the registry and played on (post, resolve with its committed seed, undo), its old records verify, after a restart too", async () => {
    const file = join(dir, "old.sqlite");
    const db = new SqliteDatabase(openDatabase(file));
    await load(db);
    const [, after] = await playOn(db);
    await db.close();
    const again = new SqliteDatabase(openDatabase(file));
    const [labels, state] = await readBack(again);
    expect(labels).toEqual(["1907-deployment", "1907-attack", "1908-deployment", "1908-attack"]);
    expect(state).toEqual(after);
    await again.close();
  });

  it.skipIf("unavailable" in server)(
    "W7 W14 W15 W33 on PostgreSQL: the same game plays on to the same state, after a restart too",
    async () => {
      if ("unavailable" in server) return;
      const url = await server.createDatabase("ww1907_legacy");
      const db = await PostgresDatabase.open(url);
      await load(db);
      const sqlite = new SqliteDatabase(openDatabase(":memory:"));
      await load(sqlite);
      const [, onSqlite] = await playOn(sqlite);
      await sqlite.close();
      const [, after] = await playOn(db);
      expect(after).toEqual(onSqlite);
      await db.close();
      const again = await PostgresDatabase.open(url);
      expect(await readBack(again)).toEqual([
        ["1907-deployment", "1907-attack", "1908-deployment", "1908-attack"],
        after,
      ]);
      await again.close();
    },
  );
});
