import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import type { GameStore } from "../../src/storage/game-store.ts";
import { post, testService } from "./helpers.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function gameWithOrders(file: string) {
  const t = testService(file);
  const game = await t.service.createGame({ scenario: "ww1907" });
  if (!game.ok) throw new Error(game.error);
  await t.service.ingest(game.value.id, "forum", [
    post("Osmano", ["Build 2 divisions in Moscow", "Move 1 from Warsaw to Krakow"], { postId: "1" }),
    post("Shrink", ["Build 1 division in Berlin"], { postId: "2" }),
  ]);
  return { ...t, id: game.value.id };
}

/** A game's current state as the store keeps it (a snapshot with every logged step). */
async function stateOf(store: GameStore, gameId: string): Promise<unknown> {
  return (await store.latestSnapshot(gameId, Number.MAX_SAFE_INTEGER))?.state;
}

describe("each resolution is one transaction", () => {
  it("a process killed in the middle of a resolution leaves the game as before, and the next run resolves it identically", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-crash-"));
    dirs.push(dir);
    const file = join(dir, "adjutant.db");
    const setup = await gameWithOrders(file);
    const before = await stateOf(setup.store, setup.id);
    const eventsBefore = await setup.store.listEvents(setup.id);
    await setup.store.db.close();

    const child = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("./fixtures/crash-child.ts", import.meta.url)),
        file,
        setup.id,
      ],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(child.signal).toBe("SIGKILL");

    const after = testService(file);
    // the resolution's step, written before the kill, was never committed: the log is as before it
    expect(await after.store.listEvents(setup.id)).toEqual(eventsBefore);
    expect((await after.store.openPhaseOf(setup.id))?.seq).toBe(1);
    expect(await stateOf(after.store, setup.id)).toEqual(before);
    const resolved = await after.service.resolve(setup.id, { name: "GM" });
    if (!resolved.ok) throw new Error(resolved.error);
    const crashedThenResolved = await stateOf(after.store, setup.id);
    expect(crashedThenResolved).not.toEqual(before);

    // the same game resolved without a crash
    const clean = await gameWithOrders(join(dir, "clean.db"));
    const cleanResolved = await clean.service.resolve(clean.id, { name: "GM" });
    expect(cleanResolved.ok && cleanResolved.value.seed).toBe(resolved.value.seed);
    expect(await stateOf(clean.store, clean.id)).toEqual(crashedThenResolved);
  });
});
