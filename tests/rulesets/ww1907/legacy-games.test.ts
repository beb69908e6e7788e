import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GamePlay } from "../../../src/game/game-play.ts";
import { rulesetById } from "../../../src/game/rulesets.ts";
import type { ServiceResult } from "../../../src/game/types.ts";
import { Ww1907Games, worldWar1907 } from "../../../src/game/ww1907/ww1907-games.ts";
import { ww1907Of } from "../../../src/game/ww1907/ww1907-of.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { SqliteDatabase } from "../../../src/storage/sqlite/sqlite-database.ts";
import { contractService, forumPost } from "../../contract/contract-games.ts";
import { useTempDirs } from "../../helpers/temp-dir.ts";

/**
 * World War 1907 games stored by its older play (`Ww1907Games`: its own log of `phase-resolved` entries with their
 * seeds and orders, `adjusted`, `undone` and `game-ended` entries, its setup row) are converted once when the
 * generic play (the registry's World War 1907) first opens them, as Risk Variant One's are: the same state, the same
 * published records of the phases it resolved (adjutant/resolution/v1, which verify), the same end, and the game
 * goes on through the generic play (W14 W15 W20 W25 W33).
 */
const tempDir = useTempDirs();
const GM = { name: "GM" };

/** The older play's own state of a game (its `Ww1907Games`). */
async function olderState(play: ServiceResult<GamePlay>, id: string) {
  if (!play.ok || !(play.value instanceof Ww1907Games)) throw new Error("not the older play");
  return await play.value.state(id);
}

describe("games stored by the older World War 1907 play, opened by the generic play", () => {
  it("W14 W20 W25 W33 are converted once: the same state, records and end, and they go on", async () => {
    const file = join(tempDir("ww1907-legacy"), "adjutant.sqlite");
    const generic = await rulesetById("ww1907")?.load();
    if (!generic) throw new Error("no World War 1907 in the registry");
    const older = contractService(new SqliteDatabase(openDatabase(file)), [worldWar1907]);
    const created = await older.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
    const ended = await older.service.createGame({ scenario: "ww1907", name: "Ended" });
    const fresh = await older.service.createGame({ scenario: "ww1907", name: "Fresh" });
    if (!created.ok || !ended.ok || !fresh.ok) throw new Error("no game");
    const id = created.value.id;
    // the Deployment phase: Russia builds; an adjustment; an undone resolution resolved again; the Attack phase
    await older.service.ingest(id, "forum", [
      forumPost("p1", "Osmano", "2026-12-01T10:00:00Z", "Build 2 divisions in Moscow"),
    ]);
    expect(
      (await older.service.adjust(id, GM, "a treaty", { kind: "set-treasury", nation: "uk", treasury: 3 }))
        .ok,
    ).toBe(true);
    expect((await older.service.resolve(id, GM)).ok).toBe(true);
    expect((await older.service.undo(id, GM)).ok).toBe(true);
    expect((await older.service.resolve(id, GM)).ok).toBe(true);
    older.clock.now = new Date("2026-12-01T13:00:00Z");
    await older.service.ingest(id, "forum", [
      forumPost(
        "p2",
        "Osmano",
        "2026-12-01T12:30:00Z",
        "Attack Transylvania with 2 from Lemberg and 3 from Budapest",
      ),
    ]);
    older.clock.now = new Date("2026-12-01T14:00:00Z");
    expect((await older.service.resolve(id, GM)).ok).toBe(true);
    expect((await older.service.endGame(ended.value.id, GM, "time is up")).ok).toBe(true);
    const state = await olderState(await older.service.gamePlay(id), id);
    const record = await older.service.publishedRecord(id);
    const firstRecord = await older.service.publishedRecord(id, 1);
    const ending = await older.service.ending(ended.value.id);
    const info = await older.service.info(id);
    expect(state.ok && [state.value.year, state.value.phase]).toEqual([1908, "deployment"]);
    await older.store.close();

    // the generic play opens the same database
    const newer = contractService(new SqliteDatabase(openDatabase(file)), [generic]);
    expect(await ww1907Of(newer.service).state(id)).toEqual(state);
    expect(await newer.service.publishedRecord(id)).toEqual(record);
    expect(await newer.service.publishedRecord(id, 1)).toEqual(firstRecord);
    expect(record.ok && (await generic.engine.verifyRecord(record.value))).toMatchObject({ ok: true });
    expect(await newer.service.ending(ended.value.id)).toEqual(ending);
    expect(await newer.service.ending(ended.value.id, { replay: true })).toEqual(ending);
    expect((await newer.service.resolve(ended.value.id, GM)).ok).toBe(false);
    const now = await newer.service.info(id);
    expect(now.ok && info.ok && [now.value.year, now.value.phase, now.value.commitment]).toEqual([
      1908,
      "deployment",
      info.ok ? info.value.commitment : "",
    ]);
    // a game the older play made and nothing happened in yet: its opening
    const opening = await ww1907Of(newer.service).state(fresh.value.id);
    expect(opening.ok && [opening.value.year, opening.value.phase]).toEqual([1907, "deployment"]);
    // converted once: a second service reads the same, and writes no second conversion
    const kinds = async () => (await newer.store.listEvents(id)).map((e) => e.kind);
    const converted = await kinds();
    expect(converted.filter((k) => k === "generic-converted")).toHaveLength(1);
    const again = contractService(new SqliteDatabase(openDatabase(file)), [generic]);
    expect(await ww1907Of(again.service).state(id)).toEqual(state);
    expect(await kinds()).toEqual(converted);

    // it goes on through the generic play: a post read into orders, resolved, undone, resolved the same again
    newer.clock.now = new Date("2026-12-02T10:00:00Z");
    const [receipt] = await newer.service.ingest(id, "forum", [
      forumPost("p3", "Osmano", "2026-12-02T09:00:00Z", "Build 1 division in Moscow"),
    ]);
    expect(receipt).toMatchObject({ kind: "orders", receipt: { accepted: 1 } });
    const resolved = await newer.service.resolve(id, GM, { phase: "1908-deployment" });
    if (!resolved.ok) throw new Error(resolved.error);
    const after = await ww1907Of(newer.service).state(id);
    expect(after.ok && after.value.phase).toBe("attack");
    expect((await newer.service.undo(id, GM)).ok).toBe(true);
    expect(await ww1907Of(newer.service).state(id)).toEqual(state);
    expect((await newer.service.resolve(id, GM)).ok).toBe(true);
    expect(await ww1907Of(newer.service).state(id)).toEqual(after);
    // what the older play did is not undone by the generic play
    expect((await newer.service.undo(id, GM)).ok).toBe(true);
    expect((await newer.service.undo(id, GM)).ok).toBe(false);
    await newer.store.close();
    await again.store.close();
  });
});
