import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { runConsole } from "../../src/console/console-game.ts";
import { ORDERS_HELP_SECTIONS } from "../../src/game/ww1907/help-text.ts";
import { testService } from "./helpers.ts";

/** Runs the console on scripted lines and returns everything it wrote. */
async function play(lines: string[]): Promise<string> {
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
    input: Readable.from(lines.map((l) => `${l}\n`)),
    output,
    pictureDir: "/nonexistent",
    now: () => new Date("2026-12-01T12:00:00.000Z"),
    prompt: false,
  });
  return out;
}

describe("/help orders in the console", () => {
  it("/help lists /help orders among the commands", async () => {
    const out = await play(["/help"]);
    expect(out).toMatch(/\/help orders\s+every kind of order, with examples/);
    expect(out).toContain("/resolve           resolve the phase");
  });

  it("W32 W33 /help orders shows every kind of order with examples, how to change orders, and the guides' paths", async () => {
    const out = await play(["/help orders"]);
    expect(out).toContain("Writing orders (World War 1907)");
    expect(out).toContain("on a forum [b]…[/b], on Discord **…**");
    for (const section of ORDERS_HELP_SECTIONS) {
      expect(out).toContain(`${section.name}:`);
      for (const example of section.examples) expect(out).toContain(`**${example.text}**`);
    }
    expect(out).toContain("your latest order post replaces the earlier one entirely (W33)");
    expect(out).toContain("an edited or deleted post counts for nothing");
    expect(out).toContain("moderatorEditVoids");
    expect(out).toContain("docs/orders.md");
    expect(out).toContain("docs/rules/world-war-1907.md");
    expect(out).not.toContain("/resolve           resolve the phase");
  });

  it("the topic is read case-insensitively; an unknown topic names itself and the topic there is", async () => {
    const out = await play(["/help ORDERS", "/help dice"]);
    expect(out).toContain("Writing orders (World War 1907)");
    expect(out).toContain('! there is no help on "dice": try /help orders, or /help for the commands');
  });
});
