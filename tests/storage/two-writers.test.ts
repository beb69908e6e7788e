import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { testService } from "../game/helpers.ts";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const tsx = join(root, "node_modules/.bin/tsx");
const dir = mkdtempSync(join(tmpdir(), "adjutant-two-writers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One `adjutant` process on the database file; its exit code and what it printed. */
async function adjutant(file: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [join(root, "src/cli/main.ts"), ...args], {
      cwd: dir,
      env: { ...process.env, DATABASE_FILE: file, LOG_LEVEL: "silent" },
    });
    return { code: 0, out: stdout + stderr };
  } catch (e) {
    const failed = e as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/**
 * Two writers on one database (the bot running while the GM uses the CLI): two `adjutant resolve` processes started
 * at the same moment resolve the open phase once between them; the other is told the phase is no longer open (or
 * that the game changed), never "database is locked", and the stored state still replays.
 */
describe("two processes on one database", () => {
  it("two resolves at once resolve the phase once, round after round, and the log stays whole", async () => {
    const file = join(dir, "game.sqlite");
    const created = await adjutant(file, "game", "new", "--scenario", "ww1907");
    expect(created.code).toBe(0);
    for (let round = 0; round < 3; round++) {
      const before = testService(file);
      const gameId = (await before.store.currentGameId()) ?? "";
      const label = (await before.service.openPhaseLabel(gameId)) ?? "";
      const phasesBefore = (await before.store.listPhases(gameId)).length;
      await before.store.db.close();
      const both = await Promise.all([
        adjutant(file, "resolve", "--phase", label),
        adjutant(file, "resolve", "--phase", label),
      ]);
      const codes = both.map((b) => b.code).sort();
      expect(codes, both.map((b) => b.out).join("\n---\n")).toEqual([0, 1]);
      const refused = both.find((b) => b.code === 1)?.out ?? "";
      expect(refused).toMatch(/is no longer open|the game changed while/);
      expect(refused).not.toMatch(/database is locked|SQLITE_BUSY|internal error/i);
      const after = testService(file);
      const id = (await after.store.currentGameId()) ?? "";
      expect((await after.store.listPhases(id)).length).toBe(phasesBefore + 1);
      expect((await after.store.listPhases(id)).filter((p) => p.resolved_at === null)).toHaveLength(1);
      // the stored state still replays: the game answers
      expect((await after.service.status(id)).ok).toBe(true);
      await after.store.db.close();
    }
  }, 120_000);
});
