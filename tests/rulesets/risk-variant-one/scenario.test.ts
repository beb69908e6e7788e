import { describe, expect, it } from "vitest";
import { buildRiskScenario } from "../../../src/rulesets/risk-variant-one/scenario.ts";
import { scenario } from "./helpers/game.ts";

const problems = (raw: Record<string, unknown>) => {
  const r = buildRiskScenario(raw, "s", { file: "game.yaml" });
  return r.ok ? [] : r.error.map((p) => p.message);
};

describe("Risk Variant One scenario files", () => {
  it("territory keys may be display names, ids or aliases, in any case; unlisted ones are neutral, income 0, 1 army", () => {
    const s = scenario({
      players: ["Alice", "Bob"],
      phase: "actions",
      dealer: "Bob",
      territories: {
        "eastern united states": { owner: "alice", armies: 3, income: 2 },
        NWT: { owner: "Bob" },
        "middle-east": { owner: "Bob", armies: 2 },
      },
    });
    expect(s.territories["eastern-united-states"]).toEqual({ owner: "Alice", armies: 3, income: 2 });
    expect(s.territories["northwest-territory"]).toEqual({ owner: "Bob", armies: 1, income: 0 });
    expect(s.territories["middle-east"]).toMatchObject({ owner: "Bob", armies: 2 });
    expect(s.territories.brazil).toEqual({ owner: null, armies: 1, income: 0 });
    expect(s.actor).toBe("Alice");
  });

  it("V1 players are seated as listed; V2 the dealer is rolled from the seed when not given", () => {
    const a = scenario({ players: ["Alice", "Bob", "Cleo"], phase: "actions", territories: {} }, "roll");
    const b = scenario({ players: ["Alice", "Bob", "Cleo"], phase: "actions", territories: {} }, "roll");
    expect(a.dealer).toBe(b.dealer);
    expect(["Alice", "Bob", "Cleo"]).toContain(a.dealer);
  });

  it("problems name the file, the path and what to do: unknown territory (with a suggestion), unknown owner, unknown field", () => {
    expect(
      problems({
        base: "risk-v1",
        players: ["Alice"],
        phase: "actions",
        territories: { Brazl: { owner: "Alice" }, Peru: { owner: "Zed" }, Egypt: { armies: 0 } },
        colour: "red",
      }),
    ).toEqual([
      "game.yaml: unknown field colour (known: base, name, players, dealer, phase, territories, rulings, actor, turnNumber, pools)",
    ]);
    expect(
      problems({
        base: "risk-v1",
        players: ["Alice"],
        phase: "actions",
        territories: { Brazl: { owner: "Alice" }, Peru: { owner: "Zed" }, Egypt: { armies: 0 } },
      }),
    ).toEqual([
      'game.yaml: territories.Brazl: no territory is called "Brazl" (did you mean Brazil?)',
      "game.yaml: territories.Peru.owner: Zed is not one of the players (Alice)",
      "game.yaml: territories.Egypt.armies: a territory always has at least 1 army",
    ]);
  });

  it("the rulings are checked by name and value", () => {
    expect(
      problems({ base: "risk-v1", players: ["A"], rulings: { startingArmy: 5, pileSizes: "big" } }),
    ).toEqual([
      expect.stringContaining("game.yaml: rulings.pileSizes:"),
      expect.stringMatching(/^game\.yaml: rulings: unknown ruling startingArmy \(known: startingArmies, /),
    ]);
  });

  it("a scenario must start from risk-v1, list players, and not list a territory twice", () => {
    expect(problems({ base: "ww1907", players: ["A"] })[0]).toContain('starts from "base: risk-v1"');
    expect(problems({ base: "risk-v1" })).toEqual([
      "game.yaml: players: list the players in seat order, e.g. players: [Alice, Bob, Cleo]",
    ]);
    expect(
      problems({ base: "risk-v1", players: ["A"], phase: "actions", territories: { Peru: {}, peru: {} } }),
    ).toEqual(['game.yaml: territories.peru: Peru is listed twice (also as "Peru")']);
  });

  it("V3 a set-up scenario deals the cards from the seed; listed territories and pools override the deal", () => {
    const s = scenario({
      players: ["Alice", "Bob"],
      dealer: "Bob",
      phase: "setup",
      territories: { Brazil: { owner: "Bob", armies: 2, income: 4 } },
      pools: { Bob: { inactive: 3, active: 0 } },
    });
    expect(s.phase).toBe("setup");
    expect(s.piles.flatMap((p) => p.territories)).toHaveLength(42);
    expect(s.territories.brazil).toEqual({ owner: "Bob", armies: 2, income: 4 });
    expect(s.players[1]).toMatchObject({ inactive: 3, active: 0 });
    expect(s.actor).toBe("Alice");
  });

  it("V9 turn-3 ruling: a seated player who holds nothing at load is out at once; owner neutral means no owner", () => {
    const s = scenario({
      players: ["Alice", "Bob", "Cleo"],
      dealer: "Bob",
      phase: "actions",
      territories: {
        Peru: { owner: "Alice" },
        Egypt: { owner: "Bob" },
        Brazil: { owner: "Neutral", armies: 3 },
      },
    });
    expect(s.eliminated).toEqual(["Cleo"]);
    expect(s.players.find((p) => p.name === "Cleo")).toMatchObject({ eliminated: true });
    expect(s.territories.brazil).toEqual({ owner: null, armies: 3, income: 0 });
    // Bob deals: Cleo, at his left, is skipped; Alice acts first
    expect(s.actor).toBe("Alice");
    expect(s.gameOver).toBe(false);
  });

  it("V9 turn-3 ruling: with only one player holding land at load, the game is over", () => {
    for (const phase of ["actions", "income"] as const) {
      const s = scenario({
        players: ["Alice", "Bob", "Cleo"],
        dealer: "Bob",
        phase,
        territories: { Peru: { owner: "Alice" }, Brazil: { owner: "Alice" } },
      });
      expect(s.gameOver, phase).toBe(true);
      expect(s.phase).toBe(phase);
      expect(s.actor).toBeNull();
      expect(s.ranking?.map((r) => r.player)).toEqual(["Alice", "Bob", "Cleo"]);
    }
  });
});
