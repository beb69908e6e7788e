import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { runConsole } from "../../src/console/console-game.ts";
import { testService } from "./helpers.ts";

/**
 * The console of npm start ends when its abort signal fires (npm start aborts it on SIGTERM and SIGINT), even though
 * its input (a terminal, a pipe) stays open: the posts typed before are kept.
 */
async function consoleWith(signal: AbortSignal) {
  const { service } = testService();
  const game = await service.createGame({ scenario: "ww1907" });
  if (!game.ok) throw new Error(game.error);
  const input = new PassThrough();
  const output = new PassThrough();
  let out = "";
  output.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  const done = runConsole({
    service,
    gameId: game.value.id,
    input,
    output,
    pictureDir: "unused",
    now: () => new Date("2026-12-01T12:00:00.000Z"),
    prompt: false,
    signal,
  });
  return { service, gameId: game.value.id, input, done, out: () => out };
}

/**
 * Waits until the console has written what `pattern` matches (its receipt), up to `ms`: the first post of a game
 * loads the rest of its ruleset (`Ruleset.complete`), which takes longer than a fixed pause under a loaded machine.
 */
async function untilOutput(c: { out: () => string }, pattern: RegExp, ms = 5000): Promise<string> {
  const until = Date.now() + ms;
  while (!pattern.test(c.out()) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  return c.out();
}

/** Resolves with "ended" when `p` settles within a generous bound, else "still running". */
const within = (p: Promise<void>, ms = 1000) =>
  Promise.race([p.then(() => "ended"), new Promise((r) => setTimeout(() => r("still running"), ms))]);

describe("the console stops on its abort signal with its input still open", () => {
  it("W33 a post typed before the signal is kept; the console ends without the input ending", async () => {
    const stop = new AbortController();
    const c = await consoleWith(stop.signal);
    c.input.write("Osmano: **Build 2 divisions in Moscow**\n");
    expect(await untilOutput(c, /Receipt R-/)).toMatch(/Receipt R-/);
    stop.abort();
    expect(await within(c.done)).toBe("ended");
    const report = await c.service.report(c.gameId);
    expect(report.ok && JSON.stringify(report.value)).toContain("Moscow");
    // a line typed after the signal is not read
    c.input.write("Osmano: **Build 3 divisions in Moscow**\n");
    expect(c.out()).not.toContain("3 divisions");
  });

  it("a signal that already fired ends the console at once", async () => {
    const stop = new AbortController();
    stop.abort();
    const c = await consoleWith(stop.signal);
    expect(await within(c.done)).toBe("ended");
  });
});
