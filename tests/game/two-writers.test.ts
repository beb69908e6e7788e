import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { isResolution } from "../helpers/generic-log.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A store that lets another writer act just before its next write transaction takes the lock. */
class RacingStore extends GameStore {
  beforeWrite: (() => Promise<void>) | undefined;
  override async writeTransaction<T>(fn: () => Promise<T>, game?: string): Promise<T> {
    const other = this.beforeWrite;
    this.beforeWrite = undefined;
    await other?.();
    return await super.writeTransaction(fn, game);
  }
}

function service(store: GameStore): GameService {
  return new GameService({
    store,
    now: () => new Date("2026-12-01T12:00:00.000Z"),
    newSecret: () => "two-writers-secret-0123456789",
  });
}

describe("two writers on one database", () => {
  it("two resolutions of the same phase at once: one resolves it, the other is refused and writes nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-writers-"));
    dirs.push(dir);
    const file = join(dir, "games.db");
    const racing = new RacingStore(openDatabase(file));
    const a = service(racing);
    const created = await a.createGame({ scenario: "ww1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const plain = new GameStore(openDatabase(file));
    const b = service(plain);

    // b (the bot, say) resolves the phase while a (the GM's CLI) has already read it and is about to write
    racing.beforeWrite = async () => {
      expect((await b.resolve(id, { name: "bot" })).ok).toBe(true);
    };
    const late = await a.resolve(id, { name: "GM" });
    expect(late.ok).toBe(false);
    expect(!late.ok && late.error).toContain("nothing was resolved");

    const phases = await plain.listPhases(id);
    expect(phases.map((p) => [p.seq, p.resolved_at !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    // one resolution logged (a step of the generic play whose action is the resolve)
    expect((await plain.listEvents(id)).filter(isResolution)).toHaveLength(1);
    // a, asked again, sees the new phase
    expect(await a.info(id)).toMatchObject({ ok: true, value: { phase: "attack" } });
    await racing.db.close();
    await plain.db.close();
  });
});
