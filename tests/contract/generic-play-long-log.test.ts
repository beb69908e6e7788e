import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { openDatabase } from "../../src/storage/database.ts";
import type { GameStore } from "../../src/storage/game-store.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { contractService } from "./contract-games.ts";

/**
 * The generic play costs the same at any length of history (issue #25, as issue #26 made Risk Variant One's undo):
 * a step, an undo, the report's log of the open window and a window's record read the log back from its end only as
 * far as they need (`liveStepsBack`), and the state comes from the newest snapshot. Counted here as the log rows the
 * store hands back, on an Islands game with a short history and one with a long one: the same count for both, and
 * the whole log is never read.
 */
const gm = { name: "GM" };

/** Counts the log rows the store hands back; reading the whole log fails the test. */
function countLogRows(store: GameStore): () => number {
  let rows = 0;
  const before = store.listEventsBefore.bind(store);
  const after = store.listEventsAfter.bind(store);
  store.listEventsBefore = async (gameId, seq, limit) => {
    const r = await before(gameId, seq, limit);
    rows += r.length;
    return r;
  };
  store.listEventsAfter = async (gameId, seq) => {
    const r = await after(gameId, seq);
    rows += r.length;
    return r;
  };
  store.listEvents = async () => {
    throw new Error("the whole log was read");
  };
  return () => {
    const n = rows;
    rows = 0;
    return n;
  };
}

/** An Islands game resolved `windows` times, then what each use case reads: a step, undos, the report, a record. */
async function rowsRead(windows: number): Promise<Record<string, number>> {
  const t = contractService(new SqliteDatabase(openDatabase(":memory:")));
  const created = await t.service.createGame({ scenario: "islands", players: ["Rosa", "Bram"] });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  for (let k = 0; k < windows; k++) {
    const done = await t.service.resolve(id, gm);
    if (!done.ok) throw new Error(done.error);
  }
  const read = countLogRows(t.store);
  const counts: Record<string, number> = {};
  const adjusted = await t.service.adjust(id, gm, "a correction", {
    kind: "set-divisions",
    province: "alba",
    divisions: 5,
  });
  expect(adjusted.ok).toBe(true);
  counts.adjust = read();
  const report = await t.service.report(id);
  expect(report.ok && render(report.value, "text")).toMatch(/adjusted|Alba/i);
  counts.report = read();
  expect((await t.service.undo(id, gm)).ok).toBe(true);
  counts["undo of the adjustment"] = read();
  expect((await t.service.undo(id, gm)).ok).toBe(true);
  counts["undo of a resolution"] = read();
  const again = await t.service.resolve(id, gm);
  expect(again.ok).toBe(true);
  counts["the same resolution again"] = read();
  const record = await t.service.publishedRecord(id);
  expect(record.ok).toBe(true);
  counts.record = read();
  await t.store.close();
  return counts;
}

describe("the generic play over a long log", () => {
  it("I6 a step, an undo, the report and a record read as many log rows after 300 windows as after 60", async () => {
    const short = await rowsRead(60);
    const long = await rowsRead(300);
    expect(long).toEqual(short);
    // each reads a page or two of the log's end, not the history
    for (const n of Object.values(long)) expect(n).toBeLessThanOrEqual(16 + 64);
  });
});
