import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BattleOddsInput, battleOdds, exactBattleOdds } from "../../src/odds/battle-odds.ts";
import { callOffOdds } from "../../src/odds/call-off-odds.ts";
import {
  addFractions,
  type Fraction,
  formatFraction,
  fraction,
  fractionToNumber,
  ZERO,
} from "../../src/odds/fraction.ts";

function floatOdds(input: BattleOddsInput) {
  const result = battleOdds(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function exactOdds(input: BattleOddsInput) {
  const result = exactBattleOdds(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const sum = (xs: Fraction[]): Fraction => xs.reduce(addFractions, ZERO);

describe("battle odds: cross-checks with published figures (performance anchors B3)", () => {
  // B3 counts the attacking armies that may roll, and so does ATTACKERS (Odds ruling: the attacking force, the
  // army that stays home not counted), so B3's P(a v d) is our classic a v d.
  it("Odds V8 classic force of 4 (5 in the territory) v 3: 0.641623, sipolac's 5 troops v 3 = 0.6416", () => {
    expect(floatOdds({ attackers: 4, defenders: 3, rules: "classic" }).attackerWins).toBeCloseTo(0.641623, 6);
  });

  it("Odds V8 classic force of 11 (12 in the territory) v 5: 0.943042, Minerva's 94.3%", () => {
    expect(floatOdds({ attackers: 11, defenders: 5, rules: "classic" }).attackerWins).toBeCloseTo(
      0.943042,
      6,
    );
  });

  it("Odds V8 classic B3 P(5v5) = 0.506203 and P(10v10) = 0.567593", () => {
    expect(floatOdds({ attackers: 5, defenders: 5, rules: "classic" }).attackerWins).toBeCloseTo(0.506203, 6);
    expect(floatOdds({ attackers: 10, defenders: 10, rules: "classic" }).attackerWins).toBeCloseTo(
      0.567593,
      6,
    );
  });
});

describe("battle odds: exact small cases worked by hand", () => {
  it("Odds V8 classic force of 1 v 1: one die against one, ties to the defender: 15/36", () => {
    expect(formatFraction(exactOdds({ attackers: 1, defenders: 1, rules: "classic" }).attackerWins)).toBe(
      "5/12",
    );
  });

  it("Odds V8 classic force of 2 v 1: two dice against one (125/216), then one v one (15/36) after a loss", () => {
    // 125/216 + 91/216 · 15/36 = 4500/7776 + 1365/7776
    expect(formatFraction(exactOdds({ attackers: 2, defenders: 1, rules: "classic" }).attackerWins)).toBe(
      "1955/2592",
    );
  });

  it("W15 ww1907 1 v 1 with rethrown ties is a fair coin: 1/2", () => {
    expect(formatFraction(exactOdds({ attackers: 1, defenders: 1, rules: "ww1907" }).attackerWins)).toBe(
      "1/2",
    );
  });

  it("W15 ww1907 2 v 1: 143/216 on the first throw, then 1/2, so 359/432", () => {
    // P(max of 2 dice > d) = 125/216, P(max = d) = 36/216 → rethrown, half of it: 143/216
    const odds = exactOdds({ attackers: 2, defenders: 1, rules: "ww1907" });
    expect(formatFraction(odds.attackerWins)).toBe("359/432");
    expect(odds.attackerSurvivors.map((s) => [s.units, formatFraction(s.probability)])).toEqual([
      [0, "73/432"],
      [1, "73/432"],
      [2, "143/216"],
    ]);
  });

  it("W15/W24 1 division with a +1 general v 1 with a +2 general: 2 dice v 3 (bonus dice are not capped), one pair decides", () => {
    // every ordered throw of 2 v 3 dice: the highest die of each side decides; a tie is rethrown, a fair coin
    let halves = 0;
    for (let k = 0; k < 6 ** 5; k++) {
      const dice = [0, 1, 2, 3, 4].map((i) => (Math.floor(k / 6 ** i) % 6) + 1);
      const attacker = Math.max(dice[0]!, dice[1]!);
      const defender = Math.max(dice[2]!, dice[3]!, dice[4]!);
      halves += attacker > defender ? 2 : attacker === defender ? 1 : 0;
    }
    const odds = exactOdds({
      attackers: 1,
      defenders: 1,
      rules: "ww1907",
      attackerBonusDice: 1,
      defenderBonusDice: 2,
    });
    expect(odds.attackerWins).toEqual(fraction(BigInt(halves), BigInt(2 * 6 ** 5)));
    expect(formatFraction(odds.attackerWins)).not.toBe("1/2");
    expect(odds.attackerSurvivors.map((s) => s.units)).toEqual([0, 1]);
    expect(odds.defenderSurvivors.map((s) => s.units)).toEqual([0, 1]);
  });

  it("W15 ruling diceCappedByUnits false: the odds throw every allowed die (1 division: 2 v 3 dice)", () => {
    const capped = exactOdds({
      attackers: 1,
      defenders: 1,
      rules: "ww1907",
      attackerBonusDice: 1,
      defenderBonusDice: 2,
    });
    const uncapped = exactOdds({ attackers: 1, defenders: 1, rules: "ww1907", capDiceByUnits: false });
    // uncapped, 1 v 1 throws 2 v 3 dice: the same battle as 1 v 1 with a +1 and a +2 general under the cap
    expect(uncapped.attackerWins).toEqual(capped.attackerWins);
  });

  it("W13 ww1907-naval 1 v 1 ships: 1/2", () => {
    expect(
      formatFraction(exactOdds({ attackers: 1, defenders: 1, rules: "ww1907-naval" }).attackerWins),
    ).toBe("1/2");
  });
});

const smallInput = fc.record({
  attackers: fc.integer({ min: 2, max: 9 }),
  defenders: fc.integer({ min: 1, max: 9 }),
  rules: fc.constantFrom("ww1907" as const, "ww1907-naval" as const, "classic" as const),
  tieRule: fc.constantFrom("reroll" as const, "none" as const, "defender" as const, undefined),
  attackerBonusDice: fc.integer({ min: 0, max: 2 }),
  defenderBonusDice: fc.integer({ min: 0, max: 1 }),
});

describe("battle odds properties", () => {
  it("exact distributions sum to exactly 1 and agree with the double-precision chain", () => {
    fc.assert(
      fc.property(smallInput, (input) => {
        const exact = exactOdds(input);
        const float = floatOdds(input);
        expect(addFractions(exact.attackerWins, exact.defenderWins)).toEqual({ num: 1n, den: 1n });
        expect(sum(exact.attackerSurvivors.map((s) => s.probability))).toEqual({ num: 1n, den: 1n });
        expect(sum(exact.defenderSurvivors.map((s) => s.probability))).toEqual({ num: 1n, den: 1n });
        expect(float.attackerWins).toBeCloseTo(fractionToNumber(exact.attackerWins), 12);
        expect(float.expectedAttackerLosses).toBeCloseTo(fractionToNumber(exact.expectedAttackerLosses), 10);
        expect(float.expectedDefenderLosses).toBeCloseTo(fractionToNumber(exact.expectedDefenderLosses), 10);
        expect(float.attackerSurvivors.map((s) => s.units)).toEqual(
          exact.attackerSurvivors.map((s) => s.units),
        );
      }),
      { numRuns: 60 },
    );
  });

  it("survivors are never negative, never more than the start, and expected losses match the distributions", () => {
    fc.assert(
      fc.property(smallInput, (input) => {
        const odds = floatOdds(input);
        for (const s of odds.attackerSurvivors) {
          expect(s.units).toBeGreaterThanOrEqual(0);
          expect(s.units).toBeLessThanOrEqual(input.attackers);
        }
        for (const s of odds.defenderSurvivors) {
          expect(s.units).toBeGreaterThanOrEqual(0);
          expect(s.units).toBeLessThanOrEqual(input.defenders);
        }
        const meanAttackers = odds.attackerSurvivors.reduce((m, s) => m + s.units * s.probability, 0);
        const meanDefenders = odds.defenderSurvivors.reduce((m, s) => m + s.units * s.probability, 0);
        expect(odds.expectedAttackerLosses).toBeCloseTo(input.attackers - meanAttackers, 10);
        expect(odds.expectedDefenderLosses).toBeCloseTo(input.defenders - meanDefenders, 10);
        expect(odds.attackerWins + odds.defenderWins).toBeCloseTo(1, 12);
      }),
      { numRuns: 100 },
    );
  });
});

describe("battle odds: rules and settings", () => {
  it("W15 every attacking division fights under ww1907; a commander's bonus die raises the odds", () => {
    const plain = floatOdds({ attackers: 10, defenders: 10, rules: "ww1907" });
    const general = floatOdds({ attackers: 10, defenders: 10, rules: "ww1907", attackerBonusDice: 1 });
    const defence = floatOdds({ attackers: 10, defenders: 10, rules: "ww1907", defenderBonusDice: 1 });
    expect(plain.rules).toEqual({
      attackerDice: 2,
      defenderDice: 3,
      tieRule: "reroll",
      attackerStaysBehind: 0,
    });
    expect(general.attackerWins).toBeGreaterThan(plain.attackerWins);
    expect(defence.attackerWins).toBeLessThan(plain.attackerWins);
    expect(plain.attackerSurvivors[0]).toEqual({ units: 0, probability: plain.defenderWins });
  });

  it("Odds classic: ATTACKERS is the force, so when the defender holds no attacker of it is left", () => {
    const odds = floatOdds({ attackers: 4, defenders: 4, rules: "classic" });
    expect(odds.rules.attackerStaysBehind).toBe(0);
    expect(odds.attackerSurvivors[0]).toEqual({ units: 0, probability: odds.defenderWins });
    expect(odds.attackerSurvivors.at(-1)?.units).toBe(4);
  });

  it("Odds V6 V8 classic: the same two numbers as an attack with no call-off point (the Risk game's own odds)", () => {
    // The console's /odds 8 6 said 73.0 % and `odds battle 8 6 --rules classic` 64.01 %: one meaning now.
    const battle = floatOdds({ attackers: 8, defenders: 6, rules: "classic" });
    const attack = callOffOdds({ force: 8, defenders: 6, stopAt: 0 });
    expect(battle.attackerWins).toBeCloseTo(attack.captured, 12);
    expect(battle.expectedAttackerLosses).toBeCloseTo(attack.expectedAttackerLosses, 12);
    expect(battle.expectedDefenderLosses).toBeCloseTo(attack.expectedDefenderLosses, 12);
    expect((battle.attackerWins * 100).toFixed(1)).toBe("73.0");
  });

  it("the tie rule can be overridden per game: ties to the defender are worse for the attacker", () => {
    const reroll = floatOdds({ attackers: 8, defenders: 8, rules: "ww1907" });
    const none = floatOdds({ attackers: 8, defenders: 8, rules: "ww1907", tieRule: "none" });
    const defender = floatOdds({ attackers: 8, defenders: 8, rules: "ww1907", tieRule: "defender" });
    expect(defender.attackerWins).toBeLessThan(reroll.attackerWins);
    expect(none.attackerWins).toBeGreaterThan(0);
    expect(none.attackerWins + none.defenderWins).toBeCloseTo(1, 12);
    expect(none.rules.tieRule).toBe("none");
  });

  it("handles 200 v 200 under either rules with probabilities that still add up", () => {
    for (const rules of ["ww1907", "classic"] as const) {
      const odds = floatOdds({ attackers: 200, defenders: 200, rules });
      expect(odds.attackerWins + odds.defenderWins).toBeCloseTo(1, 9);
      expect(odds.attackerWins).toBeGreaterThan(0);
      expect(odds.defenderWins).toBeGreaterThan(0);
    }
  });

  it("explains impossible battles in one line", () => {
    expect(battleOdds({ attackers: 0, defenders: 3 }).ok).toBe(false);
    expect(battleOdds({ attackers: 3, defenders: 2.5 }).ok).toBe(false);
    expect(battleOdds({ attackers: 3000, defenders: 3 })).toEqual({
      ok: false,
      error: "at most 2000 units a side, got 3000 v 3",
    });
    expect(battleOdds({ attackers: 5, defenders: 5, attackerBonusDice: 9 })).toEqual({
      ok: false,
      error: "the attacker would throw 11 dice; at most 10 are supported",
    });
    expect(exactBattleOdds({ attackers: 61, defenders: 3 }).ok).toBe(false);
  });
});
