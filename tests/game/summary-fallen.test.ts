import { describe, expect, it } from "vitest";
import { buildContext, type GameContext } from "../../src/game/ww1907/context.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import type { GameState } from "../../src/rulesets/ww1907/state.ts";
import { fallenNations } from "../../src/rulesets/ww1907/views/summary.ts";

function context(): GameContext {
  const loaded = loadScenario("ww1907");
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
  const ctx = buildContext({ scenario: loaded.value.scenario, map: loaded.value.map });
  if (!ctx.ok) throw new Error(ctx.error);
  return ctx.value;
}

/** The opening with every province of `nation` taken by Russia, and its fleets kept or sunk. */
function conquered(opening: GameState, nation: string, keepFleets: boolean): GameState {
  const after = structuredClone(opening);
  for (const p of Object.values(after.provinces)) if (p.owner === nation) p.owner = "russia";
  if (!keepFleets) after.fleets = after.fleets.filter((f) => f.nation !== nation);
  return after;
}

describe("W4 a nation that loses its last province", () => {
  const ctx = context();
  const shipsOf = (s: GameState, nation: string) =>
    s.fleets.filter((f) => f.nation === nation).reduce((sum, f) => sum + f.ships, 0);

  it("with ships left: says so, and that it has no income", () => {
    const ships = shipsOf(ctx.opening, "italy");
    expect(ships).toBeGreaterThan(1);
    const provinces = Object.values(ctx.opening.provinces).filter((p) => p.owner === "italy").length;
    const lines = fallenNations(ctx, ctx.opening, conquered(ctx.opening, "italy", true));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Italy \\(Steace\\) lost its last provinces, .+ and .+: no land, so no income \\(W4\\); only ${ships} ships at sea are left of it\\.$`,
      ),
    );
    expect(lines[0]?.split(",").length).toBeGreaterThanOrEqual(provinces - 1);
  });

  it("with no ship left: out of the game", () => {
    const lines = fallenNations(ctx, ctx.opening, conquered(ctx.opening, "italy", false));
    expect(lines[0]).toMatch(
      /^Italy \(Steace\) lost its last provinces, .+, and has no ship left: it is out of the game\.$/,
    );
  });

  it("nothing for a nation that still holds land, or that held none before the phase", () => {
    expect(fallenNations(ctx, ctx.opening, ctx.opening)).toEqual([]);
    const gone = conquered(ctx.opening, "italy", false);
    expect(fallenNations(ctx, gone, gone)).toEqual([]);
  });
});
