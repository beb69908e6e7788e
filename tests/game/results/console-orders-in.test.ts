import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { consoleSession } from "../../helpers/console-session.ts";
import { testService } from "../helpers.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The console's `/status` says who has ordered (issue #28, item 4), as the game's orders-visibility lets it. */
describe("who has ordered in the console", () => {
  it("W33 /status names the nation whose order post is in force; with counts, only how many", async () => {
    const { service } = testService();
    const game = await service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    const dir = mkdtempSync(join(tmpdir(), "adjutant-console-orders-in-"));
    dirs.push(dir);
    const session = consoleSession({
      service,
      gameId: id,
      pictureDir: dir,
      now: () => new Date("2026-12-01T12:00:00.000Z"),
    });
    await session.type("Osmano: **Build 2 divisions in Moscow**");
    await session.type("/status");
    expect(session.text()).toContain("Orders in: 1 of 8 (Russian Empire).");
    expect((await service.setSetting(id, "orders-visibility", "counts")).ok).toBe(true);
    await session.type("/status");
    await session.end();
    expect(session.text()).toContain("Orders in: 1 of 8.");
  });
});
