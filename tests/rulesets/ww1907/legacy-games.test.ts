import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rulesetById } from "../../../src/game/rulesets.ts";
import { ww1907Of } from "../../../src/game/ww1907/ww1907-of.ts";
import { gameStateSchema } from "../../../src/rulesets/ww1907/state.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { SqliteDatabase } from "../../../src/storage/sqlite/sqlite-database.ts";
import { contractService, forumPost } from "../../contract/contract-games.ts";
import { insertStoredRows, type StoredRows } from "../../helpers/stored-rows.ts";
import { useTempDirs } from "../../helpers/temp-dir.ts";

/**
 * World War 1907 games stored by its older play (its own log of `phase-resolved` entries with their seeds and
 * orders, `adjusted`, `undone` and `game-ended` entries, its setup row) are converted once when the registry's World
 * War 1907 (the generic play) first opens them, as Risk Variant One's are: the same state, the same published
 * records of the phases it resolved (adjutant/resolution/v1, which verify), the same end, and the game goes on
 * (W14 W15 W20 W25 W33).
 *
 * The game is the one the older play wrote itself (`tests/game/fixtures/ww1907-games-legacy/game.json`); what the
 * older play answered for it was recorded beside it before that play was deleted: its published records in
 * `answers.json`, its state (the last snapshot it stored, in the rows), its info and its end below.
 */
const tempDir = useTempDirs();
const GM = { name: "Gamemaster" };
const fixtures = join(import.meta.dirname, "../../game/fixtures/ww1907-games-legacy");
const dump = JSON.parse(readFileSync(join(fixtures, "game.json"), "utf8")) as {
  game: string;
  tables: StoredRows;
};
/** The records the older play published for the game's two resolved phases (1907 Deployment, 1907 Attack). */
const older = JSON.parse(readFileSync(join(fixtures, "answers.json"), "utf8")) as { records: unknown[] };
const id = dump.game;

/** The older play's state of the game: the snapshot it stored after its last resolution. */
const olderState = gameStateSchema.parse(JSON.parse(String(dump.tables.snapshots?.at(-1)?.state_json)));

/** The older play's end of the game with a `game-ended` entry added (GM "Gamemaster", reason "time"). */
const olderEnding = {
  how: "gm",
  by: "Gamemaster",
  reason: "time",
  endedAt: "2026-11-20T12:12:00.000Z",
  eventSeq: 6,
  places: [
    { seat: "ottoman", score: "8 VP", place: 1, name: "Ottoman Empire", player: null },
    { seat: "germany", score: "7 VP", place: 2, name: "German Empire", player: null },
    { seat: "italy", score: "5 VP", place: 3, name: "Italy", player: null },
    {
      seat: "russia",
      score: "5 VP",
      place: 3,
      name: "Russian Empire",
      player: { forumName: "Osmano", discordUserId: null },
    },
    { seat: "spain", score: "5 VP", place: 3, name: "Spain", player: null },
    { seat: "uk", score: "3 VP", place: 6, name: "United Kingdom", player: null },
    { seat: "france", score: "1 VP", place: 7, name: "French Third Republic", player: null },
    { seat: "austria-hungary", score: "0 VP", place: 8, name: "Austria-Hungary", player: null },
  ],
};

/** The game with a `game-ended` entry added, as the older play wrote it when the GM ended a game. */
function endedRows(): StoredRows {
  const rows = structuredClone(dump.tables);
  const events = rows.events ?? [];
  events.push({
    game_id: id,
    seq: events.length + 1,
    kind: "game-ended",
    actor: "Gamemaster",
    reason: "time",
    payload_json: JSON.stringify({
      kind: "game-ended",
      reason: "time",
      players: [{ seat: "russia", forumName: "Osmano", discordUserId: null }],
    }),
    created_at: "2026-11-20T12:12:00.000Z",
  });
  return { ...rows, events };
}

/**
 * The game as the older play wrote it when it was made, before anything happened in it: its set-up row, its seats
 * and its first phase opened with its seed committed (what the older play's `game new` wrote, checked row by row
 * against it before it was deleted).
 */
function freshRows(): StoredRows {
  const first = dump.tables.phases?.[0];
  if (!first) throw new Error("no phase in the fixture");
  return {
    games: dump.tables.games ?? [],
    players: dump.tables.players ?? [],
    phases: [{ ...first, seed: null, resolved_at: null, window_closed_at: null, first_resolved_at: null }],
    settings: (dump.tables.settings ?? []).filter(
      (s) => s.key === "current_game" || String(s.key).startsWith("setup-checked:"),
    ),
  };
}

describe("games stored by the older World War 1907 play, opened by the registry's World War 1907", () => {
  it("W14 W20 W25 W33 are converted once: the same state and records as the older play's, and they go on", async () => {
    const file = join(tempDir("ww1907-legacy"), "adjutant.sqlite");
    const generic = await rulesetById("ww1907")?.load();
    if (!generic) throw new Error("no World War 1907 in the registry");
    const stored = new SqliteDatabase(openDatabase(file));
    await insertStoredRows(stored, dump.tables);
    await stored.close();

    const newer = contractService(new SqliteDatabase(openDatabase(file)), [generic]);
    newer.clock.now = new Date("2026-11-21T09:00:00.000Z");
    expect(await ww1907Of(newer.service).state(id)).toEqual({ ok: true, value: olderState });
    expect(olderState).toMatchObject({ year: 1908, phase: "deployment" });
    const [deployment, attack] = older.records;
    expect(await newer.service.publishedRecord(id, 1)).toEqual({ ok: true, value: deployment });
    expect(await newer.service.publishedRecord(id, 2)).toEqual({ ok: true, value: attack });
    expect(await newer.service.publishedRecord(id)).toEqual({ ok: true, value: attack });
    for (const record of older.records) {
      expect(await generic.engine.verifyRecord(record)).toMatchObject({ ok: true });
    }
    expect(attack).toMatchObject({
      format: "adjutant/resolution/v1",
      seed: "98de4aa59fe591e0ab56dae498ee0affa7915bfc65e96f59c07a5633076d2e04",
      claimed: { rolls: expect.arrayContaining([{ event: 1, what: "throw 1 defender dice", values: [5] }]) },
    });
    expect(await newer.service.info(id)).toMatchObject({
      ok: true,
      value: {
        year: 1908,
        phase: "deployment",
        commitment: "d7ff57aa7daabee98de7ba47fb29f5ea6e6997affebbc9808c6da8ace949efe3",
      },
    });
    // converted once: a second service reads the same, and writes no second conversion
    const kinds = async () => (await newer.store.listEvents(id)).map((e) => e.kind);
    const converted = await kinds();
    expect(converted.filter((k) => k === "generic-converted")).toHaveLength(1);
    const again = contractService(new SqliteDatabase(openDatabase(file)), [generic]);
    expect(await ww1907Of(again.service).state(id)).toEqual({ ok: true, value: olderState });
    expect(await kinds()).toEqual(converted);

    // it goes on through the generic play: a post read into orders, resolved, undone, resolved the same again
    newer.clock.now = new Date("2026-11-21T10:00:00Z");
    const [receipt] = await newer.service.ingest(id, "forum", [
      forumPost("p3", "Osmano", "2026-11-21T09:30:00Z", "Build 1 division in Moscow"),
    ]);
    expect(receipt).toMatchObject({ kind: "orders", receipt: { accepted: 1 } });
    const resolved = await newer.service.resolve(id, GM, { phase: "1908-deployment" });
    if (!resolved.ok) throw new Error(resolved.error);
    const after = await ww1907Of(newer.service).state(id);
    expect(after.ok && after.value.phase).toBe("attack");
    expect((await newer.service.undo(id, GM)).ok).toBe(true);
    expect(await ww1907Of(newer.service).state(id)).toEqual({ ok: true, value: olderState });
    expect((await newer.service.resolve(id, GM)).ok).toBe(true);
    expect(await ww1907Of(newer.service).state(id)).toEqual(after);
    // what the older play did is not undone by the generic play
    expect((await newer.service.undo(id, GM)).ok).toBe(true);
    expect((await newer.service.undo(id, GM)).ok).toBe(false);
    await newer.store.close();
    await again.store.close();
  });

  it("W4 a game the older play ended ends as it said, replayed from its log too, and resolves nothing more; a game it made and nothing happened in yet opens at its opening", async () => {
    const generic = await rulesetById("ww1907")?.load();
    if (!generic) throw new Error("no World War 1907 in the registry");
    const ended = contractService(new SqliteDatabase(openDatabase(":memory:")), [generic]);
    await insertStoredRows(ended.store.db, endedRows());
    expect(await ended.service.ending(id)).toEqual({ ok: true, value: olderEnding });
    expect(await ended.service.ending(id, { replay: true })).toEqual({ ok: true, value: olderEnding });
    expect(await ended.service.resolve(id, GM)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^the game is over \(ended by Gamemaster at 2026-11-20T12:12:00\.000Z/),
    });
    await ended.store.close();

    const fresh = contractService(new SqliteDatabase(openDatabase(":memory:")), [generic]);
    await insertStoredRows(fresh.store.db, freshRows());
    const opening = await ww1907Of(fresh.service).state(id);
    expect(opening.ok && [opening.value.year, opening.value.phase]).toEqual([1907, "deployment"]);
    await fresh.store.close();
  });
});
