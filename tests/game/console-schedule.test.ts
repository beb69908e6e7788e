import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { runConsole } from "../../src/console/console-game.ts";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { testService } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "adjutant-console-schedule-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the console shows the schedule's notices", () => {
  it("a reminder comes while nobody types, once", async () => {
    const t = testService();
    const game = await t.service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    await schedule.configure(game.value.id, { phaseHours: 48 });
    const input = new PassThrough();
    const output = new PassThrough();
    let out = "";
    output.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    const running = runConsole({
      service: t.service,
      gameId: game.value.id,
      input,
      output,
      pictureDir: dir,
      now: () => t.clock.now,
      prompt: false,
      schedule,
      scheduleEveryMs: 10,
    });
    const until = async (text: string) => {
      for (let i = 0; i < 200 && !out.includes(text); i++) await new Promise((r) => setTimeout(r, 10));
    };
    await until("New deadline");
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3_600_000);
    await until("Reminder: 1 day to the deadline");
    await new Promise((r) => setTimeout(r, 50));
    input.end();
    await running;
    expect(out.match(/Reminder: 1 day to the deadline/g)).toHaveLength(1);
  });
});
