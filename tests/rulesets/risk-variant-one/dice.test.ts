import { describe, expect, it } from "vitest";
import { exactBattleOdds } from "../../../src/odds/battle-odds.ts";
import { fraction } from "../../../src/odds/fraction.ts";
import { throwOdds } from "../../../src/odds/throw-odds.ts";
import { eventsOf, gm, ok, southAmerica } from "./helpers/game.ts";

const p = (outcomes: ReturnType<typeof throwOdds>, attackerLosses: number, defenderLosses: number) =>
  outcomes.find((o) => o.attackerLosses === attackerLosses && o.defenderLosses === defenderLosses)
    ?.probability;

describe("V8 classic dice", () => {
  it("V8 the odds calculator reproduces the rulebook's appendix exactly (ties to the defender)", () => {
    expect(p(throwOdds(1, 1, "defender"), 0, 1)).toEqual(fraction(15n, 36n));
    expect(p(throwOdds(2, 1, "defender"), 0, 1)).toEqual(fraction(125n, 216n));
    expect(p(throwOdds(3, 1, "defender"), 0, 1)).toEqual(fraction(855n, 1296n));
    expect(p(throwOdds(1, 2, "defender"), 0, 1)).toEqual(fraction(55n, 216n));
    const twoTwo = throwOdds(2, 2, "defender");
    expect([p(twoTwo, 0, 2), p(twoTwo, 2, 0), p(twoTwo, 1, 1)]).toEqual([
      fraction(295n, 1296n),
      fraction(581n, 1296n),
      fraction(420n, 1296n),
    ]);
    const threeTwo = throwOdds(3, 2, "defender");
    expect([p(threeTwo, 0, 2), p(threeTwo, 2, 0), p(threeTwo, 1, 1)]).toEqual([
      fraction(2890n, 7776n),
      fraction(2275n, 7776n),
      fraction(2611n, 7776n),
    ]);
    // a whole battle of a force of 1 army against 1 is one throw of 1 v 1 (Odds ruling: A is the force)
    const battle = exactBattleOdds({ attackers: 1, defenders: 1, rules: "classic" });
    expect(battle.ok && battle.value.attackerWins).toEqual(fraction(15n, 36n));
  });

  it("V8 ruling: each throw is min(3, force) dice against min(2, defenders); ties go to the defender", () => {
    for (const seed of ["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8"]) {
      const s = southAmerica({ territories: { Peru: { owner: "Bob", armies: 5, income: 1 } } }, seed);
      const r = gm(ok(s, "Alice", { kind: "attack", from: "brazil", to: "peru" }).state, "close-response");
      const [battle] = eventsOf(r.events, "battle");
      expect(battle!.throws.length).toBeGreaterThan(0);
      for (const t of battle!.throws) {
        expect(t.attackerDice).toHaveLength(Math.min(3, t.attackers));
        expect(t.defenderDice).toHaveLength(Math.min(2, t.defenders));
        for (const pair of t.pairs) {
          expect(pair.loser).toBe(pair.attackerDie > pair.defenderDie ? "defender" : "attacker");
        }
      }
    }
  });

  it("V8 every die thrown is in the events, and the losses add up to the battle's", () => {
    const s = southAmerica({ territories: { Peru: { owner: "Bob", armies: 4, income: 1 } } }, "dice-log");
    const r = gm(ok(s, "Alice", { kind: "attack", from: "brazil", to: "peru" }).state, "close-response");
    const [battle] = eventsOf(r.events, "battle");
    const sum = (k: "attackerLosses" | "defenderLosses") => battle!.throws.reduce((n, t) => n + t[k], 0);
    expect(sum("attackerLosses")).toBe(battle!.attackerLosses);
    expect(sum("defenderLosses")).toBe(battle!.defenderLosses);
  });
});
