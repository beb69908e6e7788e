import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { runConsole } from "../../src/console/console-game.ts";
import { testService } from "../game/helpers.ts";

/**
 * The console's commands for absent players (rulings "Absent and returning players: Vacation", "Boot to civil
 * disorder", "Replacement"): a vacation past the limit refused, one within it shown by /players, a boot, a claim by
 * a typed post, the GM's confirmation.
 */
const dir = mkdtempSync(join(tmpdir(), "adjutant-console-absence-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the console: /vacation, /boot, /claim, /confirm, /players", () => {
  it("refuses what is past the rules with the reason and carries out the rest", async () => {
    const { service } = testService();
    const game = await service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    const output = new PassThrough();
    let out = "";
    output.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    await runConsole({
      service,
      gameId: game.value.id,
      input: Readable.from(
        [
          "/vacation Osmano 11",
          "/vacation Osmano 4 a wedding",
          "/players",
          "/claim Germany Otto",
          "/boot Germany",
          "Otto: I claim Germany",
          "/confirm Germany",
          "/help",
        ].map((l) => `${l}\n`),
      ),
      output,
      pictureDir: dir,
      now: () => new Date("2026-12-01T12:00:00.000Z"),
      prompt: false,
    });
    expect(out).toContain(
      "! Osmano has taken 0 of 10 vacation days in the last 365 days: 11 more would pass the limit (10 left); ask the GM to grant more",
    );
    expect(out).toContain("Russian Empire is on vacation until 5 Dec 2026, 12:00 UTC (4 of 10 days taken");
    expect(out).toContain("Russian Empire is on vacation until 5 Dec 2026, 12:00 UTC (a wedding).");
    expect(out).toContain("! German Empire is not offered to new players");
    expect(out).toContain("German Empire is in civil disorder and offered to new players.");
    expect(out).toContain("Otto now plays German Empire; it leaves civil disorder.");
    expect(out).toContain("/vacation PLAYER DAYS [reason]");
    expect(await service.nationOf(game.value.id, "Otto")).toBe("germany");
  });
});
