import { describe, expect, it } from "vitest";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import { runPosts } from "../../../src/rulesets/risk-variant-one/engine-mode.ts";
import { parseRiskOrders } from "../../../src/rulesets/risk-variant-one/language/parse.ts";
import { eventsOf, gm, ok, scenario } from "./helpers/game.ts";

/** Alice holds South America; Bob Australia; the rest neutral. */
const holdings = (extra: Record<string, unknown> = {}) =>
  scenario({
    players: ["Alice", "Bob"],
    dealer: "Bob",
    phase: "income",
    territories: {
      Brazil: { owner: "Alice", armies: 2, income: 2 },
      Peru: { owner: "Alice", armies: 1, income: 0 },
      Venezuela: { owner: "Alice", armies: 3, income: 1 },
      Argentina: { owner: "Alice", armies: 1, income: 5 },
      Siam: { owner: "Bob", armies: 2, income: 1 },
      Indonesia: { owner: "Bob", armies: 1, income: 3 },
      "New Guinea": { owner: "Bob", armies: 1, income: 0 },
      "Western Australia": { owner: "Bob", armies: 1, income: 0 },
      "Eastern Australia": { owner: "Bob", armies: 4, income: 2 },
      Egypt: { armies: 2, income: 3 },
    },
    ...extra,
  });

describe("V5 the income phase", () => {
  it("V5 each territory gets armies equal to its income, placed there", () => {
    const s = holdings();
    expect(s.territories.brazil!.armies).toBe(4);
    expect(s.territories.argentina!.armies).toBe(6);
    expect(s.territories.peru!.armies).toBe(1);
  });

  it("V5 a neutral territory grows by its income, and one of income 0 grows by 1 while neutral", () => {
    const s = holdings();
    expect(s.territories.egypt).toEqual({ owner: null, armies: 5, income: 3 });
    expect(s.territories.kamchatka).toEqual({ owner: null, armies: 2, income: 0 });
  });

  it("V5 ruling: complete continents give the classic bonus (S. America 2, Australia 2) to be placed inside them", () => {
    const s = holdings();
    expect(s.phase).toBe("income");
    // from the dealer's (Bob's) left: Alice first
    expect(s.bonuses).toEqual([
      { player: "Alice", continent: "south-america", armies: 2 },
      { player: "Bob", continent: "australia", armies: 2 },
    ]);
  });

  it("V5 ruling: a player places bonus armies by posting them; outside the continent is refused", () => {
    const s = holdings();
    const outside = apply(s, "Alice", { kind: "place", count: 1, territory: "egypt" });
    expect(outside.verdict).toMatchObject({ accepted: false, code: "V5.outside-continent" });
    expect(outside.verdict.message).toContain("Egypt is not in it (Alice: 2 armies in South America)");
    const tooMany = apply(s, "Alice", { kind: "place", count: 3, territory: "brazil" });
    expect(tooMany.verdict).toMatchObject({ accepted: false, code: "V5.too-many" });
    const r = ok(s, "Alice", { kind: "place", count: 2, territory: "brazil" });
    expect(r.state.territories.brazil!.armies).toBe(6);
    expect(r.state.phase).toBe("income");
  });

  it("V5 the income phase ends when every bonus is placed: the action rounds start at the dealer's left", () => {
    let s = ok(holdings(), "Alice", { kind: "place", count: 2, territory: "peru" }).state;
    s = ok(s, "Bob", { kind: "place", count: 1, territory: "indonesia" }).state;
    const r = ok(s, "Bob", { kind: "place", count: 1, territory: "new-guinea" });
    expect(r.state.phase).toBe("actions");
    expect(r.state.actor).toBe("Alice");
    expect(eventsOf(r.events, "actions-started")).toEqual([
      { type: "actions-started", turnNumber: 1, first: "Alice" },
    ]);
  });

  it("V5 ruling unplacedBonus fewest: when the GM moves on, unplaced bonus armies go one at a time on the continent's territory with the fewest armies", () => {
    const r = gm(holdings(), "close-income");
    // Australia after income: Indonesia 4, New Guinea 1, W. Australia 1, E. Australia 6 → New Guinea, W. Australia
    expect(r.state.territories["new-guinea"]!.armies).toBe(2);
    expect(r.state.territories["western-australia"]!.armies).toBe(2);
    // South America after income: Brazil 4, Peru 1, Venezuela 4, Argentina 6 → Peru twice
    expect(r.state.territories.peru!.armies).toBe(3);
    const placed = eventsOf(r.events, "placed").map((e) => `${e.player}:${e.territory}`);
    expect(placed).toEqual(["Alice:peru", "Bob:new-guinea", "Alice:peru", "Bob:western-australia"]);
    expect(r.state.phase).toBe("actions");
  });

  it("V5 ruling unplacedBonus lost: unplaced bonus armies are lost when the phase is closed", () => {
    const r = gm(holdings({ rulings: { unplacedBonus: "lost" } }), "close-income");
    expect(r.state.territories.peru!.armies).toBe(1);
    expect(eventsOf(r.events, "bonus-lost")).toHaveLength(2);
  });

  it("V6 'done' and 'end turn' in the income phase are a pass: it closes the player's placing, the rest placed by the V5 ruling", () => {
    for (const word of ["Done", "end turn", "pass"]) {
      const [line] = parseRiskOrders([word], classicMap, { phase: "income" });
      expect(line, word).toMatchObject({ kind: "command", command: { kind: "pass" } });
    }
    const s = ok(holdings(), "Alice", { kind: "place", count: 1, territory: "brazil" }).state;
    const r = ok(s, "Alice", { kind: "pass" });
    expect(r.verdict.code).toBe("V6.pass-income");
    expect(r.verdict.message).toContain("Alice's placing is over");
    // Alice's last bonus army goes on South America's territory with the fewest armies (Peru, 1); Bob's stay his
    expect(r.state.territories.peru!.armies).toBe(2);
    expect(r.state.bonuses).toEqual([
      { player: "Alice", continent: "south-america", armies: 0 },
      { player: "Bob", continent: "australia", armies: 2 },
    ]);
    expect(r.state.phase).toBe("income");
    // Bob's pass closes the last placing: the action rounds start
    const last = ok(r.state, "Bob", { kind: "pass" });
    expect(last.state.phase).toBe("actions");
    expect(last.state.actor).toBe("Alice");
    expect(last.state.passed).toEqual([]);
  });

  it("V6 a pass in the income phase by a player with nothing to place is refused with the reason", () => {
    const r = apply(ok(holdings(), "Alice", { kind: "pass" }).state, "Alice", { kind: "pass" });
    expect(r.verdict).toMatchObject({ accepted: false, code: "V6.nothing-to-close" });
    expect(r.verdict.message).toContain("the action rounds start when Bob has placed theirs");
  });

  it("V6 engine mode: 'done' in the income phase closes the poster's placing only", () => {
    const r = runPosts(holdings(), [{ player: "Alice", text: "Done" }], parseRiskOrders);
    expect(r.verdicts).toMatchObject([{ player: "Alice", accepted: true, code: "V6.pass-income" }]);
    // Alice's two bonus armies went to Peru by the ruling; Bob's were placed at the end (close-income)
    expect(r.state.territories.peru!.armies).toBe(3);
    expect(r.state.phase).toBe("actions");
    expect(r.state.passed).toEqual([]);
  });

  it("V5 ruling continentBonuses: a GM can change a continent's bonus", () => {
    const s = holdings({ rulings: { continentBonuses: { "south-america": 4, australia: 0 } } });
    expect(s.bonuses).toEqual([{ player: "Alice", continent: "south-america", armies: 4 }]);
  });

  it("V5 a player without a bonus cannot place armies in the income phase", () => {
    const s = scenario({
      players: ["Alice", "Bob"],
      dealer: "Bob",
      phase: "income",
      territories: { Brazil: { owner: "Alice" }, Peru: { owner: "Bob" }, Siam: { owner: "Bob" } },
    });
    // nobody holds a continent: no bonus, so the actions start at once
    expect(s.phase).toBe("actions");
    const r = apply(
      scenario({
        players: ["Alice", "Bob"],
        dealer: "Bob",
        phase: "income",
        territories: {
          Brazil: { owner: "Alice" },
          Peru: { owner: "Alice" },
          Venezuela: { owner: "Alice" },
          Argentina: { owner: "Alice" },
          Siam: { owner: "Bob" },
        },
      }),
      "Bob",
      { kind: "place", count: 1, territory: "siam" },
    );
    expect(r.verdict).toMatchObject({ accepted: false, code: "V5.no-bonus" });
  });

  it("V5 V6 ruling negativeIncomes: a negative income removes armies but never empties the territory", () => {
    const s = scenario({
      players: ["Alice", "Bob"],
      dealer: "Bob",
      phase: "income",
      rulings: { negativeIncomes: true },
      territories: {
        Brazil: { owner: "Alice", armies: 5, income: -2 },
        Peru: { owner: "Alice", armies: 2, income: -3 },
        Siam: { owner: "Bob" },
      },
    });
    expect(s.territories.brazil!.armies).toBe(3);
    expect(s.territories.peru!.armies).toBe(1);
  });

  it("V5 negative incomes are refused in a scenario unless the ruling is on", () => {
    expect(() =>
      scenario({
        players: ["Alice"],
        phase: "income",
        territories: { Brazil: { owner: "Alice", armies: 5, income: -2 } },
      }),
    ).toThrow(/territories.Brazil.income: income -2 is outside 0 to 6 \(negative incomes are off\)/);
  });
});
