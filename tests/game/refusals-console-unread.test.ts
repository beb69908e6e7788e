import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { runConsole } from "../../src/console/console-game.ts";
import { testService } from "./helpers.ts";

/** The console answers a bold post that reads as no order with what could not be read (W32, W33). */
async function play(lines: string[]): Promise<string> {
  const { service } = testService();
  const game = await service.createGame({ scenario: "ww1907", startsAt: "2020-01-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
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
    pictureDir: ".",
    now: () => new Date("2026-12-01T12:00:00.000Z"),
    prompt: false,
  });
  return out;
}

describe("the console's answer to bold text that is no order", () => {
  it("W32 W33 a bold 'Bulid 2 in Moskow' is not called unbolded: the line, the suggestion, the orders in force", async () => {
    const out = await play(["Osmano: **Build 1 division in Kiev**", "Osmano: **Bulid 2 in Moskow**"]);
    expect(out).not.toContain("no bold orders in that post");
    expect(out).toContain("Bulid 2 in Moskow — not read as an order");
    expect(out).toContain("did you mean: Build 2 divisions in Moscow?");
    expect(out).toMatch(/Your orders in force stay those of post console-\S+ \(receipt R-/);
  });

  it("W32 a post with no bold at all is still told to bold its orders", async () => {
    const out = await play(["Osmano: build 2 in Moscow please"]);
    expect(out).toContain("Osmano: no bold orders in that post (bold them with **…**).");
  });
});
