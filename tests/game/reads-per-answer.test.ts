import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { gameView } from "../../src/web/game-view.ts";
import { countedReads } from "../helpers/counted-reads.ts";
import { post, testService } from "./helpers.ts";

/** The SQLite adapter with its reads counted (the game's row, its open phase). */
const counted = () => countedReads(new SqliteDatabase(openDatabase(":memory:")));

const gameRows = (reads: readonly string[]) =>
  reads.filter((q) => /\bFROM games WHERE id = \?/.test(q)).length;
const openPhases = (reads: readonly string[]) =>
  reads.filter((q) => /\bresolved_at IS NULL\b/.test(q)).length;

describe("an answer reads its game's row and open phase once (GameService.reading, issue #26)", () => {
  it("a status, its JSON, the GM report and its JSON, and the live page each read the game's row and open phase once", async () => {
    const { db, reads } = counted();
    const { service } = testService(db);
    const made = await service.createGame({ scenario: "ww1907" });
    if (!made.ok) throw new Error(made.error);
    const id = made.value.id;
    await service.assignPlayer(id, "russia", "Osmano");
    await service.ingest(id, "forum", [post("Osmano", ["Build 2 divisions in Moscow"])]);
    const once = async (what: string, run: () => Promise<unknown>) => {
      reads.length = 0;
      await run();
      return { what, game: gameRows(reads), phase: openPhases(reads) };
    };
    const answers = [
      await once("status", () => service.status(id)),
      await once("status --json", () => service.statusJson(id)),
      await once("report", () => service.report(id)),
      await once("report --json", () => service.reportJson(id)),
      await once("the live page", () => gameView(service, id, "key")),
    ];
    for (const a of answers) expect(a, a.what).toMatchObject({ game: 1, phase: 1 });
    // before (2026-12-07): a status read the game's row 18 times, its JSON 15, the page 40
  });
});
