import { describe, expect, it } from "vitest";
import { dicePresets, diceRulesSchema, diceThrown } from "../../src/dice/dice-rules.ts";
import { comparePairs, type DieSource, throwDice } from "../../src/dice/dice-throw.ts";

/** Dice that come out in a fixed order; throws when the script runs out so no test reads past it. */
function scripted(...faces: number[]): DieSource & { left: () => number } {
  let next = 0;
  return {
    rollDie() {
      const face = faces[next++];
      if (face === undefined) throw new Error("script ran out of dice");
      return face;
    },
    left: () => faces.length - next,
  };
}

const land = dicePresets["ww1907-land"];

describe("dice rules and presets", () => {
  it("W15 World War 1907 land battles: attacker 2 dice, defender 3, ties rethrown", () => {
    expect(land).toEqual({ attackerDice: 2, defenderDice: 3, tieRule: "reroll", attackerStaysBehind: 0 });
  });

  it("W13 naval battles: ships v ships, 2 v 2 dice", () => {
    expect(dicePresets["ww1907-naval"]).toMatchObject({ attackerDice: 2, defenderDice: 2 });
  });

  it("V8 V6 classic: attacker up to 3, defender up to 2, ties to the defender, one army stays behind", () => {
    expect(dicePresets.classic).toEqual({
      attackerDice: 3,
      defenderDice: 2,
      tieRule: "defender",
      attackerStaysBehind: 1,
    });
  });

  it("W15 the settings default to rethrown ties and reject impossible dice counts", () => {
    expect(diceRulesSchema.parse({ attackerDice: 2, defenderDice: 3 })).toEqual(land);
    expect(diceRulesSchema.safeParse({ attackerDice: 0, defenderDice: 3 }).success).toBe(false);
    expect(diceRulesSchema.safeParse({ attackerDice: 2, defenderDice: 3, tieRule: "attacker" }).success).toBe(
      false,
    );
  });

  it("W15 ruling: a side never rolls more base dice than it has units; W15/W24: commanders' bonus dice are not capped", () => {
    expect(diceThrown(5, 2)).toBe(2);
    expect(diceThrown(1, 3)).toBe(1);
    expect(diceThrown(5, 2, 1)).toBe(3);
    expect(diceThrown(2, 2, 2)).toBe(4);
    // 1 attacking division with a +1 general throws 2; 1 defending division with a +2 general throws 3
    expect(diceThrown(1, 2, 1)).toBe(2);
    expect(diceThrown(1, 3, 2)).toBe(3);
    expect(diceThrown(0, 3, 2)).toBe(0);
    expect(diceThrown(1, 2, 1, false)).toBe(3);
  });
});

describe("one throw", () => {
  it("W15 compares highest against highest, second against second; the lower die loses a unit", () => {
    // attacker 3,5 -> 5,3 ; defender 4,6,1 -> 6,4,1: 5<6 attacker loses, 3<4 attacker loses
    const thrown = throwDice({ attackers: 4, defenders: 4, ...land }, scripted(3, 5, 4, 6, 1));
    expect(thrown.attackerDice).toEqual([5, 3]);
    expect(thrown.defenderDice).toEqual([6, 4, 1]);
    expect(thrown.pairs.map((p) => p.loser)).toEqual(["attacker", "attacker"]);
    expect([thrown.attackerLosses, thrown.defenderLosses]).toEqual([2, 0]);
  });

  it("W15 a tied pair is rethrown on its own until it breaks; the other pair stands", () => {
    // attacker 6,2 ; defender 6,1,1: first pair 6-6 tied, second 2>1 defender loses.
    // rethrows of the tied pair: 3-3 (tied again), then 2-5 (attacker loses)
    const dice = scripted(6, 2, 6, 1, 1, 3, 3, 2, 5);
    const thrown = throwDice({ attackers: 3, defenders: 3, ...land }, dice);
    expect(dice.left()).toBe(0);
    expect(thrown.pairs).toEqual([
      {
        attackerDie: 6,
        defenderDie: 6,
        rethrows: [
          { attacker: 3, defender: 3 },
          { attacker: 2, defender: 5 },
        ],
        loser: "attacker",
      },
      { attackerDie: 2, defenderDie: 1, rethrows: [], loser: "defender" },
    ]);
    expect([thrown.attackerLosses, thrown.defenderLosses]).toEqual([1, 1]);
  });

  it("V8 ties go to the defender under the classic rule", () => {
    const pairs = comparePairs([6, 4, 2], [6, 3], "defender", scripted());
    expect(pairs.map((p) => p.loser)).toEqual(["attacker", "defender"]);
  });

  it("tie rule none: a tied pair kills nobody and nothing is rethrown", () => {
    const dice = scripted(4, 4, 4, 4, 2);
    const thrown = throwDice({ attackers: 2, defenders: 3, ...land, tieRule: "none" }, dice);
    expect(thrown.pairs.map((p) => p.loser)).toEqual([null, null]);
    expect([thrown.attackerLosses, thrown.defenderLosses]).toEqual([0, 0]);
    expect(dice.left()).toBe(0);
  });

  it("W15 ruling: one division left throws one die, so only one pair is compared", () => {
    const thrown = throwDice({ attackers: 1, defenders: 5, ...land }, scripted(6, 5, 2, 1));
    expect(thrown.attackerDice).toEqual([6]);
    expect(thrown.defenderDice).toEqual([5, 2, 1]);
    expect(thrown.pairs).toHaveLength(1);
    expect(thrown.defenderLosses).toBe(1);
  });

  it("W15/W24 commanders' bonus dice are thrown on top of the dice capped by units", () => {
    const thrown = throwDice(
      { attackers: 3, defenders: 3, ...land, attackerBonusDice: 1, defenderBonusDice: 2 },
      scripted(6, 6, 6, 1, 1, 1, 1, 1),
    );
    expect(thrown.attackerDice).toHaveLength(3);
    expect(thrown.defenderDice).toHaveLength(5);
    expect(thrown.defenderLosses).toBe(3);
  });

  it("W15/W24 1 division with a +1 general throws 2 dice against 1 with a +2 general throwing 3; only one unit a side can be lost", () => {
    const thrown = throwDice(
      { attackers: 1, defenders: 1, ...land, attackerBonusDice: 1, defenderBonusDice: 2 },
      scripted(6, 6, 1, 1, 1),
    );
    expect(thrown.attackerDice).toEqual([6, 6]);
    expect(thrown.defenderDice).toEqual([1, 1, 1]);
    // the first pair kills the only defender; the second pair is not compared
    expect(thrown.pairs).toHaveLength(1);
    expect(thrown).toMatchObject({ attackerLosses: 0, defenderLosses: 1 });
  });
});
