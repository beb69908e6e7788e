import { describe, expect, it } from "vitest";
import { helpText } from "../../src/bot/commands/help.ts";
import { pictureFileName } from "../../src/game/picture-name.ts";
import { defaultRuleset, playableRulesets, rulesetById } from "../../src/game/rulesets.ts";
import { consoleSession } from "../helpers/console-session.ts";
import { testService } from "./helpers.ts";

/**
 * #25: the console, the CLI and the bot speak of a game through its registry entry's wording, never by testing which
 * game it is: the help, the example post, the dice of /odds, the seed's period, picture names.
 */
describe("each game's wording, from its registry entry", () => {
  it("every game has its own help, an example post and a built-in scenario", () => {
    for (const game of playableRulesets) {
      expect(game.wording.consoleHelp).toContain(game.wording.examplePost.split(":")[0]);
      expect(game.wording.discordHelp).toContain("**Posting orders**");
      expect(game.scenarios.length).toBeGreaterThan(0);
    }
    expect(rulesetById("no-such-game")).toBeUndefined();
  });

  it("V6 V8 Discord's /help in a Risk channel is Risk's (turns, classic dice); elsewhere the default game's", () => {
    const risk = helpText("risk-variant-one");
    expect(risk).toContain("when it is your turn");
    expect(risk).toContain("`attack X from Y [with N] [, stop at N]`");
    expect(risk).not.toContain("pp left");
    expect(helpText(undefined)).toBe(defaultRuleset.wording.discordHelp);
    expect(helpText(undefined)).toContain("pp left per supply group");
    expect(helpText("unknown-game")).toBe(helpText(undefined));
  });

  it("V6 the Risk console's /help and /help orders are Risk's, not World War 1907's", async () => {
    const risk = rulesetById("risk-variant-one");
    if (!risk) throw new Error("Risk Variant One is not registered");
    const { service } = testService();
    const game = await service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob"] });
    if (!game.ok) throw new Error(game.error);
    const session = consoleSession({
      service,
      gameId: game.value.id,
      pictureDir: "unused",
      now: () => new Date("2026-12-01T12:00:00Z"),
    });
    await session.type("/help");
    await session.type("/help orders");
    await session.type("/odds 8 6");
    await session.end();
    const out = session.text();
    expect(out).toContain(risk.wording.consoleHelp);
    expect(out).toMatch(/\/help orders\s+every kind of order, with examples/);
    expect(out).toContain("Orders: buy, place N in X, done");
    expect(out).toContain("Writing orders (Risk Variant One)");
    expect(out).toContain("Attack (V6, V8) · Actions:");
    expect(out).toContain("e.g. **Attack Peru from Brazil with 5** · **Attack Peru from Brazil, stop at 2**");
    expect(out).not.toContain("Build 2 divisions");
    expect(out).not.toContain("/preview NATION");
    expect(out).toContain("Seed commitment for this turn:");
    // Odds ruling: the classic dice, A the attacking force
    expect(out).toMatch(/8 attacking armies against 6 defenders/);
  });

  it("picture names count turns for a turn-based game and years for the others", () => {
    expect(pictureFileName({ id: "r-1", ruleset: "risk-variant-one", year: 3, phase: "actions" })).toBe(
      "r-1-turn-3-actions.png",
    );
    expect(pictureFileName({ id: "w-1", ruleset: "ww1907", year: 1908, phase: "attack" })).toBe(
      "w-1-1908-attack.png",
    );
  });
});
