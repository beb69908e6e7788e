import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { rulesetForRecord } from "../../src/game/rulesets.ts";
import { render } from "../../src/presenters/render.ts";
import { gmStep } from "../../src/rulesets/risk-variant-one/apply.ts";
import { classicMap } from "../../src/rulesets/risk-variant-one/classic-map.ts";
import { riskStateSchema } from "../../src/rulesets/risk-variant-one/state.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import type { SqlDatabase } from "../../src/storage/sql.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { startPostgres } from "../helpers/postgres-server.ts";
import { insertStoredRows, type StoredRows } from "../helpers/stored-rows.ts";

/**
 * A Risk Variant One game stored by its older play (`RiskGames`, deleted since: `risk-opened`, its action entries,
 * `risk-reseed` with snapshots, the settings `risk-waiting-since:ID`), as real users have them on SQLite and
 * PostgreSQL: the rows of `fixtures/risk-games-legacy/game.json` (written by RiskGames itself before it was deleted)
 * are loaded into a fresh database of each engine, and the game is opened through the registry (whatever play the
 * registry gives Risk Variant One, issue #25) and played on: status, a post, an undo, the GM's resolve, the report,
 * the published record verified, and the same after a restart (a new connection to the same database).
 */
const dump = JSON.parse(
  readFileSync(new URL("./fixtures/risk-games-legacy/game.json", import.meta.url), "utf8"),
) as {
  game: string;
  tables: StoredRows;
};
const id = dump.game;
const gm = { name: "Gamemaster" };

const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: the old play's Risk game on PostgreSQL: ${server.unavailable}\n`);
}
const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-legacy-"));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!("unavailable" in server)) await server.stop();
});

/** The dump's rows inserted as they were stored (the database already migrated; its own settings give way). */
async function load(db: SqlDatabase): Promise<void> {
  await insertStoredRows(db, dump.tables);
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

const state = async (store: GameStore) => riskStateSchema.parse((await store.latestSnapshot(id))?.state);

/** Plays on from the stored game; what each answer means, the same on every engine. */
async function playOn(db: SqlDatabase): Promise<unknown[]> {
  const { store, service, clock } = serviceOn(db);
  const out: unknown[] = [];
  const info = await service.info(id);
  expect(info).toMatchObject({ ok: true, value: { ruleset: "risk-variant-one" } });
  const status = await service.status(id);
  expect(status.ok).toBe(true);
  const before = await state(store);
  expect(before).toMatchObject({ turnNumber: 2, phase: "actions" });
  const actor = before.actor ?? "";
  expect((await service.waitingOn(id)).map((w) => w.seat)).toEqual([actor]);
  out.push(actor, before.territories);
  // turn 2's window stays open, its seed committed and not revealed, whatever is played in it (V9: a turn ends
  // after its actions)
  const phases = await store.listPhases(id);
  const turnTwo = phases.at(-1);
  expect(turnTwo).toMatchObject({ seed: null, resolved_at: null });
  const stillTurnTwo = async () => {
    expect(await store.openPhaseOf(id)).toMatchObject({ seq: turnTwo?.seq, seed: null });
    expect((await store.listPhases(id)).length).toBe(phases.length);
  };

  // a post by the player whose action it is: carried out at once (V6)
  clock.now = new Date("2026-11-21T09:01:00.000Z");
  const [posted] = await service.ingest(id, "forum", [
    {
      platform: "phpbb3",
      postId: "new1",
      author: { name: actor },
      postedAt: clock.now.toISOString(),
      edited: null,
      bold: ["Pass"],
      text: "Pass",
    },
  ]);
  expect(posted).toMatchObject({ kind: "orders", receipt: { accepted: 1 } });
  const next = (await state(store)).actor;
  expect(next).not.toBe(actor);
  await stillTurnTwo();

  // the GM's undo takes it back; the same player is waited for again
  expect((await service.undo(id, gm)).ok).toBe(true);
  expect(await state(store)).toEqual(before);
  expect((await service.waitingOn(id)).map((w) => w.seat)).toEqual([actor]);

  // the GM moves the game on: the absent player's action is a pass (V6)
  const resolved = await service.resolve(id, gm);
  expect(resolved.ok).toBe(true);
  expect((await state(store)).actor).toBe(next);
  await stillTurnTwo();

  const report = await service.report(id);
  expect(report.ok && render(report.value, "text")).toMatch(/turn 2/i);

  // the record of turn 1 (played by the old play) verifies from its revealed seed
  const record = await service.publishedRecord(id);
  expect(record.ok).toBe(true);
  expect(JSON.stringify(record.ok ? record.value : null)).toContain(String(phases.at(-2)?.seed));
  if (record.ok) {
    const game = await rulesetForRecord(record.value);
    expect(game?.ruleset).toBe("risk-variant-one");
    expect(game?.engine.verifyRecord(record.value)).toMatchObject({ ok: true });
  }
  out.push(
    (await state(store)).territories,
    (await service.waitingOn(id)).map((w) => w.seat),
  );
  return out;
}

/** What a restarted process reads back. */
async function readBack(db: SqlDatabase): Promise<unknown[]> {
  const { store, service } = serviceOn(db);
  expect((await service.status(id)).ok).toBe(true);
  return [(await state(store)).territories, (await service.waitingOn(id)).map((w) => w.seat)];
}

describe("a Risk Variant One game stored by the old play", () => {
  it("V9 a game the old play ended (the GM's end-game step, with who, why and the players then) ends so through the registry, replayed from its log too", async () => {
    // the stored game, ended by the GM under the old play: its end-game entry and the state after it
    const rows = structuredClone(dump.tables);
    const events = rows.events ?? [];
    const snapshots = rows.snapshots ?? [];
    const lastSnap = snapshots.at(-1);
    const before = riskStateSchema.parse(JSON.parse(String(lastSnap?.state_json)));
    const ended = gmStep(before, "end-game", before.rng, classicMap);
    const seq = events.length + 1;
    const players = [{ seat: "Alice", forumName: "Alice", discordUserId: null }];
    events.push({
      game_id: id,
      seq,
      kind: "risk-gm",
      actor: "Gamemaster",
      reason: null,
      payload_json: JSON.stringify({
        kind: "risk-gm",
        step: "end-game",
        reason: "ended by Gamemaster: time",
        end: { by: "Gamemaster", reason: "time", players },
        events: ended.events,
      }),
      created_at: "2026-11-20T12:12:00.000Z",
    });
    snapshots.push({ game_id: id, event_seq: seq, state_json: JSON.stringify(ended.state) });
    const db = new SqliteDatabase(openDatabase(":memory:"));
    await insertStoredRows(db, rows);
    const { service } = serviceOn(db);
    const expected = {
      how: "gm",
      by: "Gamemaster",
      reason: "time",
      endedAt: "2026-11-20T12:12:00.000Z",
      // each seat with the player logged with the end (Bob's and Cleo's were not: none), not the players now
      places: expect.arrayContaining([
        expect.objectContaining({ name: "Alice", player: { forumName: "Alice", discordUserId: null } }),
        expect.objectContaining({ name: "Bob", player: null }),
      ]),
    };
    expect(await service.ending(id)).toMatchObject({ ok: true, value: expected });
    expect(await service.ending(id, { replay: true })).toMatchObject({ ok: true, value: expected });
    await db.close();
  });

  it("V6 V7 on SQLite: status, a post, an undo, the GM's resolve, the report and the record's verify; the same after a restart", async () => {
    const file = join(dir, "old.db");
    const first = new SqliteDatabase(openDatabase(file));
    await load(first);
    const played = await playOn(first);
    await first.close();
    const again = new SqliteDatabase(openDatabase(file));
    try {
      expect(await readBack(again)).toEqual(played.slice(-2));
    } finally {
      await again.close();
    }
  });

  it.skipIf("unavailable" in server)(
    "V6 V7 on PostgreSQL: the same answers as on SQLite, and after a restart",
    async () => {
      if ("unavailable" in server) return;
      const url = await server.createDatabase("risk_legacy");
      const first = await PostgresDatabase.open(url);
      let played: unknown[];
      try {
        await load(first);
        played = await playOn(first);
      } finally {
        await first.close();
      }
      const sqlite = new SqliteDatabase(openDatabase(":memory:"));
      await load(sqlite);
      expect(played).toEqual(await playOn(sqlite));
      await sqlite.close();
      const again = await PostgresDatabase.open(url);
      try {
        expect(await readBack(again)).toEqual(played.slice(-2));
      } finally {
        await again.close();
      }
    },
  );
});
