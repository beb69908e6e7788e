import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { runConsole } from "../../src/console/console-game.ts";
import { testService } from "./helpers.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function play(lines: string[]): Promise<{ out: string; dir: string }> {
  const { service } = testService();
  const game = await service.createGame({ scenario: "ww1907" });
  if (!game.ok) throw new Error(game.error);
  const dir = mkdtempSync(join(tmpdir(), "adjutant-console-"));
  dirs.push(dir);
  const output = new PassThrough();
  let out = "";
  output.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  await runConsole({
    service,
    gameId: game.value.id,
    input: Readable.from(lines.map((l) => `${l}\n`)),
    output,
    pictureDir: dir,
    now: () => new Date("2026-12-01T12:00:00.000Z"),
    prompt: false,
  });
  return { out, dir };
}

describe("the console game of npm start (scripted input)", () => {
  it("W7 W8 W33 plays a Deployment phase: posts judged, a superseding post, a non-player, report, resolve", async () => {
    const { out, dir } = await play([
      "/help",
      "Osmano: **Build 2 divisions in Moscow**",
      "Osmano: **Build 3 divisions in Moscow; Move 1 from Warsaw to Vienna**",
      "Stranger: **Build 9 divisions in Paris**",
      "Jax: just chatting",
      "/odds 5 3",
      "/report",
      "/resolve",
      "/status russia",
      "/quit",
      "Osmano: **never read: after /quit**",
    ]);
    expect(out).toContain("/resolve           resolve the phase");
    expect(out).toContain("Replaces post console-");
    expect(out).toMatch(/❌ move 1 from Warsaw to Vienna — W8/);
    expect(out).toContain("by Stranger: not a player of this game");
    expect(out).toContain("Jax: no bold orders in that post");
    // Odds ruling: A is the attacking force, and the answer says so in words
    expect(out).toMatch(/5 attacking divisions against 3 defenders \(.*\): the attacker wins 63\.\d%/);
    expect(out).toContain("Russian Empire built 3 divisions in Moscow");
    expect(out).toContain("1907, attack phase");
    expect(out).not.toContain("never read");
    // named as the CLI and Discord name it (pictureFileName): the game and the phase it resolved
    expect(readdirSync(dir).filter((f) => f.endsWith(".png"))).toEqual(["ww1907-1-1907-deployment.png"]);
    expect(out).toContain(`Map saved to ${dir}/ww1907-1-1907-deployment.png`);
  });

  it("answers a malformed line and an unknown command with a hint, never a stack trace", async () => {
    const { out } = await play(["hello there", "/frobnicate", "/orders", "/odds x y"]);
    expect(out).toContain('A post is written "Name: text"');
    expect(out).toContain("! unknown command /frobnicate");
    expect(out).toContain("! which nation?");
    expect(out).toContain("! usage: /odds");
    expect(out).not.toMatch(/at .*\.ts:\d+/);
  });
});
