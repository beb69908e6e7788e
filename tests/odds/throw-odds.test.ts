import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TieRule } from "../../src/dice/dice-rules.ts";
import { throwDice } from "../../src/dice/dice-throw.ts";
import {
  addFractions,
  type Fraction,
  formatFraction,
  fraction,
  multiplyFractions,
  ONE,
  ZERO,
} from "../../src/odds/fraction.ts";
import { throwOdds } from "../../src/odds/throw-odds.ts";

/** The probability of one (attacker losses, defender losses) outcome, 0 when it cannot happen. */
function chance(
  a: number,
  d: number,
  tieRule: TieRule,
  attackerLosses: number,
  defenderLosses: number,
): Fraction {
  const outcome = throwOdds(a, d, tieRule).find(
    (o) => o.attackerLosses === attackerLosses && o.defenderLosses === defenderLosses,
  );
  return outcome?.probability ?? ZERO;
}

const of = (num: number, den: number): Fraction => fraction(BigInt(num), BigInt(den));

// The appendix of risk-variant-one.txt ("III. Appendix"), row by row; classic dice, ties to the defender.
describe("V8 single-throw odds reproduce the rulebook appendix exactly", () => {
  it("V8 appendix: attacker one die, defender one die: 15/36 v 21/36", () => {
    expect(chance(1, 1, "defender", 0, 1)).toEqual(of(15, 36));
    expect(chance(1, 1, "defender", 1, 0)).toEqual(of(21, 36));
  });

  it("V8 appendix: attacker two dice, defender one die: 125/216 v 91/216", () => {
    expect(chance(2, 1, "defender", 0, 1)).toEqual(of(125, 216));
    expect(chance(2, 1, "defender", 1, 0)).toEqual(of(91, 216));
  });

  it("V8 appendix: attacker three dice, defender one die: 855/1296 v 441/1296", () => {
    expect(chance(3, 1, "defender", 0, 1)).toEqual(of(855, 1296));
    expect(chance(3, 1, "defender", 1, 0)).toEqual(of(441, 1296));
  });

  it("V8 appendix: attacker one die, defender two dice: 55/216 v 161/216", () => {
    expect(chance(1, 2, "defender", 0, 1)).toEqual(of(55, 216));
    expect(chance(1, 2, "defender", 1, 0)).toEqual(of(161, 216));
  });

  it("V8 appendix: two dice v two dice: attacker wins both 295, defender both 581, one each 420 of 1296", () => {
    expect(chance(2, 2, "defender", 0, 2)).toEqual(of(295, 1296));
    expect(chance(2, 2, "defender", 2, 0)).toEqual(of(581, 1296));
    expect(chance(2, 2, "defender", 1, 1)).toEqual(of(420, 1296));
    expect(throwOdds(2, 2, "defender")).toHaveLength(3);
  });

  it("V8 appendix: three dice v two dice: attacker wins both 2890, defender both 2275, one each 2611 of 7776", () => {
    expect(chance(3, 2, "defender", 0, 2)).toEqual(of(2890, 7776));
    expect(chance(3, 2, "defender", 2, 0)).toEqual(of(2275, 7776));
    expect(chance(3, 2, "defender", 1, 1)).toEqual(of(2611, 7776));
    expect(throwOdds(3, 2, "defender").map((o) => formatFraction(o.probability))).toEqual([
      "1445/3888",
      "2611/7776",
      "2275/7776",
    ]);
  });

  it("V8 performance anchors B3 (Osborne 2003): 3v2, 3v1, 2v2 and 1v1 figures", () => {
    expect(chance(3, 2, "defender", 0, 2)).toEqual(of(2890, 7776));
    expect(chance(3, 2, "defender", 1, 1)).toEqual(of(2611, 7776));
    expect(chance(3, 2, "defender", 2, 0)).toEqual(of(2275, 7776));
    expect(chance(3, 1, "defender", 0, 1)).toEqual(of(855, 1296));
    expect(chance(3, 1, "defender", 1, 0)).toEqual(of(441, 1296));
    expect(chance(2, 2, "defender", 0, 2)).toEqual(of(295, 1296));
    expect(chance(2, 2, "defender", 1, 1)).toEqual(of(420, 1296));
    expect(chance(2, 2, "defender", 2, 0)).toEqual(of(581, 1296));
    expect(chance(1, 1, "defender", 0, 1)).toEqual(of(15, 36));
  });
});

/**
 * Straight enumeration of all 6^(A+D) ordered throws. A tied pair under `reroll` is won by the attacker with
 * the probability of the geometric series of its rethrows, computed here from the series itself.
 */
function bruteForce(a: number, d: number, tieRule: TieRule): Map<string, Fraction> {
  // Σ_{k≥0} (6/36)^k · 15/36 = (15/36) / (1 − 6/36)
  const rethrowWin = multiplyFractions(of(15, 36), fraction(36n, 30n));
  const rethrowLoss = addFractions(ONE, fraction(-rethrowWin.num, rethrowWin.den));
  const total = 6 ** (a + d);
  // how many ordered throws give (attacker pair wins, defender pair wins, ties)
  const counts = new Map<string, number>();
  for (let code = 0; code < total; code++) {
    let rest = code;
    const faces: number[] = [];
    for (let i = 0; i < a + d; i++) {
      faces.push((rest % 6) + 1);
      rest = Math.floor(rest / 6);
    }
    const attacker = faces.slice(0, a).sort((x, y) => y - x);
    const defender = faces.slice(a).sort((x, y) => y - x);
    let won = 0;
    let lost = 0;
    let tied = 0;
    for (let i = 0; i < Math.min(a, d); i++) {
      if (attacker[i]! > defender[i]!) won++;
      else if (attacker[i]! < defender[i]!) lost++;
      else tied++;
    }
    const key = `${won}/${lost}/${tied}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const result = new Map<string, Fraction>();
  const add = (al: number, dl: number, p: Fraction): void => {
    const key = `${al}/${dl}`;
    result.set(key, addFractions(result.get(key) ?? ZERO, p));
  };
  for (const [key, count] of counts) {
    const [won, lost, tied] = key.split("/").map(Number) as [number, number, number];
    const p = fraction(BigInt(count), BigInt(total));
    if (tieRule === "defender") add(lost + tied, won, p);
    else if (tieRule === "none") add(lost, won, p);
    else {
      // each tied pair independently: walk every way the rethrows can go
      for (let mask = 0; mask < 2 ** tied; mask++) {
        let q = p;
        let extraWins = 0;
        for (let bit = 0; bit < tied; bit++) {
          if (mask & (1 << bit)) {
            q = multiplyFractions(q, rethrowWin);
            extraWins++;
          } else q = multiplyFractions(q, rethrowLoss);
        }
        add(lost + tied - extraWins, won + extraWins, q);
      }
    }
  }
  return result;
}

describe("single-throw odds against plain enumeration of 6^(A+D) throws", () => {
  it("W15 V8 every tie rule, 1 to 3 dice a side, plus 2 v 4", () => {
    const cases: Array<[number, number]> = [];
    for (let a = 1; a <= 3; a++) for (let d = 1; d <= 3; d++) cases.push([a, d]);
    cases.push([2, 4]);
    for (const [a, d] of cases) {
      for (const tieRule of ["reroll", "none", "defender"] as const) {
        const expected = bruteForce(a, d, tieRule);
        const ours = new Map(
          throwOdds(a, d, tieRule).map((o) => [`${o.attackerLosses}/${o.defenderLosses}`, o.probability]),
        );
        expect(ours, `${a} v ${d} ${tieRule}`).toEqual(expected);
      }
    }
  });

  it("W15 reroll: a rethrown tied pair is a fair coin, so 1 v 1 is exactly 1/2 each", () => {
    expect(throwOdds(1, 1, "reroll").map((o) => formatFraction(o.probability))).toEqual(["1/2", "1/2"]);
  });

  it("W15 land throw 2 v 3 with rethrown ties, exactly", () => {
    expect(
      throwOdds(2, 3, "reroll").map((o) => [
        o.attackerLosses,
        o.defenderLosses,
        formatFraction(o.probability),
      ]),
    ).toEqual([
      [0, 2, "6127/31104"],
      [1, 1, "4973/15552"],
      [2, 0, "15031/31104"],
    ]);
  });

  it("tie rule none: a throw can kill nobody", () => {
    expect(chance(1, 1, "none", 0, 0)).toEqual(of(6, 36));
    expect(chance(1, 1, "none", 0, 1)).toEqual(of(15, 36));
  });

  it("rejects dice counts it cannot compute", () => {
    expect(() => throwOdds(0, 2, "reroll")).toThrow(RangeError);
    expect(() => throwOdds(2, 11, "reroll")).toThrow(RangeError);
    expect(() => throwOdds(1.5, 2, "reroll")).toThrow(RangeError);
  });
});

describe("single-throw odds properties", () => {
  const dice = fc.integer({ min: 1, max: 6 });
  const tie = fc.constantFrom<TieRule>("reroll", "none", "defender");

  it("probabilities sum to exactly 1 and each lies in (0, 1]", () => {
    fc.assert(
      fc.property(dice, dice, tie, (a, d, tieRule) => {
        const outcomes = throwOdds(a, d, tieRule);
        const sum = outcomes.reduce((acc, o) => addFractions(acc, o.probability), ZERO);
        expect(sum).toEqual(ONE);
        for (const o of outcomes) {
          expect(o.probability.num > 0n && o.probability.num <= o.probability.den).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("W15 losses never exceed the dice compared; under reroll and defender every compared pair kills", () => {
    fc.assert(
      fc.property(dice, dice, tie, (a, d, tieRule) => {
        const compared = Math.min(a, d);
        for (const o of throwOdds(a, d, tieRule)) {
          expect(o.attackerLosses + o.defenderLosses).toBeLessThanOrEqual(compared);
          if (tieRule !== "none") expect(o.attackerLosses + o.defenderLosses).toBe(compared);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("W15/W24 bonus dice thrown by a side with fewer units: the odds compare pairs as the battles do", () => {
  // Every ordered throw, fed to the engine's own throwDice; ties that are not rethrown draw no further dice.
  const cases = [
    { attackers: 1, defenders: 1, attackerBonusDice: 1, defenderBonusDice: 2 },
    { attackers: 1, defenders: 2, attackerBonusDice: 2, defenderBonusDice: 1 },
    { attackers: 2, defenders: 1, attackerBonusDice: 1, defenderBonusDice: 0 },
  ];
  for (const tieRule of ["none", "defender"] as const) {
    for (const c of cases) {
      it(`${c.attackers} (+${c.attackerBonusDice}) v ${c.defenders} (+${c.defenderBonusDice}), ties ${tieRule}: every throw counted`, () => {
        const input = { ...c, attackerDice: 2, defenderDice: 3, tieRule };
        const attackerDice = Math.min(c.attackers, 2) + c.attackerBonusDice;
        const defenderDice = Math.min(c.defenders, 3) + c.defenderBonusDice;
        const n = attackerDice + defenderDice;
        const counts = new Map<string, number>();
        for (let k = 0; k < 6 ** n; k++) {
          let i = 0;
          const thrown = throwDice(input, { rollDie: () => (Math.floor(k / 6 ** i++) % 6) + 1 });
          expect(thrown.attackerLosses).toBeLessThanOrEqual(c.attackers);
          expect(thrown.defenderLosses).toBeLessThanOrEqual(c.defenders);
          const key = `${thrown.attackerLosses}/${thrown.defenderLosses}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        const odds = throwOdds(attackerDice, defenderDice, tieRule, {
          attackers: c.attackers,
          defenders: c.defenders,
        });
        expect(odds.map((o) => [`${o.attackerLosses}/${o.defenderLosses}`, o.probability])).toEqual(
          [...counts]
            .map(([key, count]) => [key, fraction(BigInt(count), 6n ** BigInt(n))])
            .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
        );
      });
    }
  }

  it("1 (+1) v 1 (+2), ties rethrown: the first pair alone decides, a tie is a fair coin", () => {
    let halves = 0;
    for (let k = 0; k < 6 ** 5; k++) {
      const dice = [0, 1, 2, 3, 4].map((i) => (Math.floor(k / 6 ** i) % 6) + 1);
      const a = Math.max(dice[0]!, dice[1]!);
      const d = Math.max(dice[2]!, dice[3]!, dice[4]!);
      halves += a > d ? 2 : a === d ? 1 : 0;
    }
    const odds = throwOdds(2, 3, "reroll", { attackers: 1, defenders: 1 });
    expect(odds.map((o) => [o.attackerLosses, o.defenderLosses])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(odds[0]?.probability).toEqual(fraction(BigInt(halves), BigInt(2 * 6 ** 5)));
  });
});
