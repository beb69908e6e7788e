import { describe, expect, it } from "vitest";
import { buildContext, type GameContext } from "../../src/game/ww1907/context.ts";
import { render } from "../../src/presenters/render.ts";
import { commitSeed } from "../../src/random/commitment.ts";
import { loadRoster } from "../../src/rulesets/ww1907/commanders/roster.ts";
import { commandSchema } from "../../src/rulesets/ww1907/commands.ts";
import { resolveWw1907Phase } from "../../src/rulesets/ww1907/resolve.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { summaryDocument } from "../../src/rulesets/ww1907/views/summary.ts";
import { twoYearScript } from "../rulesets/ww1907/scenario/two-year-script.ts";

function context(): GameContext {
  const loaded = loadScenario("ww1907");
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
  const ctx = buildContext({ scenario: loaded.value.scenario, map: loaded.value.map });
  if (!ctx.ok) throw new Error(ctx.error);
  return ctx.value;
}

/** The rendered summary of every phase of the scripted two-year game. */
function summaries(ctx: GameContext): string[] {
  let state = ctx.opening;
  return twoYearScript.map((phase) => {
    const result = resolveWw1907Phase(state, ctx.graph, phase.orders, phase.seed);
    const orders = Object.entries(phase.orders).map(([nation, cmds]) => ({
      nation,
      commands: cmds.map((c) => commandSchema.parse(c)),
    }));
    const doc = summaryDocument({
      ctx,
      before: state,
      after: result.state,
      events: result.events,
      verdicts: result.verdicts,
      orders,
      book: { nations: [] },
      seed: phase.seed,
      commitment: commitSeed(phase.seed),
      nextCommitment: "next",
      adjustments: [],
    });
    state = result.state;
    return render(doc, "text");
  });
}

/** Every id of the game whose display name is another string (nations, provinces, sea zones, commanders). */
function idsWithOtherNames(ctx: GameContext): string[] {
  const ids = [
    ...ctx.scenario.nations.map((n) => n.id),
    ...ctx.map.provinces.map((p) => p.id),
    ...ctx.map.seas.map((s) => s.id),
    ...loadRoster().map((c) => c.id),
    ...ctx.scenario.commanders.map((c) => c.id),
  ];
  return ids.filter((id) => ctx.nameOf(id) !== id);
}

/** The id-shaped words of a text (lower-case words joined by hyphens). */
function idWords(text: string): Set<string> {
  return new Set(text.match(/(?<![\p{L}\p{N}_-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\p{L}\p{N}_-])/gu) ?? []);
}

describe("phase summaries of the scripted two-year game (W1, W2: display names, never ids)", () => {
  const ctx = context();
  const texts = summaries(ctx);

  it("names every nation, province, sea zone and commander by its display name in every phase", () => {
    const ids = idsWithOtherNames(ctx);
    expect(ids).toContain("uk");
    expect(ids).toContain("aleksei-brusilov");
    texts.forEach((text, phase) => {
      const words = idWords(text);
      const leaked = ids.filter((id) => words.has(id));
      expect({ phase, leaked }).toEqual({ phase, leaked: [] });
    });
  });

  it("W24 names the commander's province in his bonus die, not its id", () => {
    expect(texts[1]).toContain("attacker +1 die: Aleksei Brusilov, attacks from Budapest");
  });

  it("W18 agrees the verb with the number of occupiers", () => {
    expect(texts[1]).toContain("Transylvania captured, 8 divisions occupy it");
    expect(texts.join("\n")).not.toMatch(/\b1 division occupy\b/);
  });

  it("lists an attack's sources as a, b and c", () => {
    expect(texts[1]).toContain(
      "attacks Transylvania with 3 from Budapest, 2 from Temesvar and 4 from Lemberg.",
    );
  });

  it("W4 says when a nation loses its last province and is out of the game", () => {
    expect(texts[1]).toContain(
      "Austria-Hungary (Dio) lost its last province, Transylvania, and has no ship left: it is out of the game.",
    );
    expect(texts[2]).not.toContain("Austria-Hungary (Dio) lost");
  });
});
