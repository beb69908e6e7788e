import { describe, expect, it } from "vitest";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { ranking } from "../../../src/rulesets/risk-variant-one/end.ts";
import { eventsOf, gm, ok, pass, scenario } from "./helpers/game.ts";

/** Bob's last territory is Peru with one army, next to Alice's Brazil with a huge force. */
const lastStand = (rulings = {}, seed = "end") =>
  scenario(
    {
      players: ["Alice", "Bob", "Cleo"],
      dealer: "Cleo",
      phase: "actions",
      rulings,
      territories: {
        Brazil: { owner: "Alice", armies: 40, income: 2 },
        Peru: { owner: "Bob", armies: 1, income: 1 },
        Egypt: { owner: "Cleo", armies: 3, income: 4 },
      },
    },
    seed,
  );

/** Takes Peru (retrying seeds until the single defender falls). */
function takePeru(rulings = {}) {
  for (let i = 0; i < 50; i++) {
    const s = ok(lastStand(rulings, `end-${i}`), "Alice", {
      kind: "attack",
      from: "brazil",
      to: "peru",
    }).state;
    const r = gm(s, "close-response");
    if (r.state.territories.peru!.owner === "Alice") return r;
  }
  throw new Error("no seed took Peru");
}

describe("V9 elimination, the end of the game, the ranking", () => {
  it("V9 ruling: a player with no territory is out and skipped in the turn order", () => {
    const r = takePeru();
    expect(eventsOf(r.events, "eliminated")).toEqual([{ type: "eliminated", player: "Bob", by: "Alice" }]);
    expect(r.state.players[1]).toMatchObject({ name: "Bob", eliminated: true });
    expect(r.state.eliminated).toEqual(["Bob"]);
    expect(r.state.actor).toBe("Cleo");
    expect(apply(r.state, "Bob", pass).verdict.code).toBe("V9.eliminated");
  });

  it("V9 ruling: the ranking is by territories held, then total income", () => {
    const s = scenario({
      players: ["Alice", "Bob", "Cleo"],
      phase: "actions",
      dealer: "Cleo",
      territories: {
        Brazil: { owner: "Alice", income: 1 },
        Peru: { owner: "Bob", income: 3 },
        Venezuela: { owner: "Bob", income: 0 },
        Egypt: { owner: "Cleo", income: 2 },
        Congo: { owner: "Cleo", income: 2 },
      },
    });
    expect(ranking(s)).toEqual([
      { player: "Cleo", territories: 2, income: 4 },
      { player: "Bob", territories: 2, income: 3 },
      { player: "Alice", territories: 1, income: 1 },
    ]);
  });

  it("V9 ruling: the GM can end the game; the ranking is kept and no order is taken after", () => {
    const r = gm(lastStand(), "end-game");
    expect(r.state.gameOver).toBe(true);
    expect(r.state.ranking?.[0]).toEqual({ player: "Cleo", territories: 1, income: 4 });
    expect(eventsOf(r.events, "game-over")[0]).toMatchObject({ by: "gm", winner: null });
    expect(apply(r.state, "Alice", pass).verdict.code).toBe("V9.game-over");
  });

  it("V9 ruling winCondition last-player: the game ends when one player holds every territory that is not neutral", () => {
    const two = (rulings = {}, seed = "two") =>
      scenario(
        {
          players: ["Alice", "Bob"],
          dealer: "Bob",
          phase: "actions",
          rulings,
          territories: { Brazil: { owner: "Alice", armies: 40 }, Peru: { owner: "Bob", armies: 1 } },
        },
        seed,
      );
    for (let i = 0; i < 50; i++) {
      const r = gm(
        ok(two({}, `two-${i}`), "Alice", { kind: "attack", from: "brazil", to: "peru" }).state,
        "close-response",
      );
      if (r.state.territories.peru!.owner !== "Alice") continue;
      expect(r.state.gameOver).toBe(true);
      expect(eventsOf(r.events, "game-over")[0]).toMatchObject({ by: "conquest", winner: "Alice" });
      // with every-territory the neutrals must go too
      const strict = gm(
        ok(two({ winCondition: "every-territory" }, `two-${i}`), "Alice", {
          kind: "attack",
          from: "brazil",
          to: "peru",
        }).state,
        "close-response",
      );
      if (strict.state.territories.peru!.owner === "Alice") expect(strict.state.gameOver).toBe(false);
      return;
    }
    throw new Error("no seed took Peru");
  });
});
