import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dicePresets, type TieRule } from "../../src/dice/dice-rules.ts";
import { type BattleInput, fightBattle } from "../../src/dice/fight-battle.ts";
import { createRng } from "../../src/random/prng.ts";

const land = dicePresets["ww1907-land"];
const classic = dicePresets.classic;

describe("fightBattle", () => {
  it("W15 ruling: the battle goes on until one side has no units left", () => {
    for (let i = 0; i < 50; i++) {
      const result = fightBattle({ attackers: 7, defenders: 5, ...land }, createRng(`until-gone-${i}`));
      expect(result.attackersLeft === 0 || result.defendersLeft === 0).toBe(true);
      expect(result.outcome).toBe(result.defendersLeft === 0 ? "attacker-won" : "defender-won");
      expect(result.attackersLeft + result.defendersLeft).toBeGreaterThan(0);
    }
  });

  it("V6 classic: the attacking territory keeps one army, which never rolls", () => {
    for (let i = 0; i < 50; i++) {
      const result = fightBattle({ attackers: 4, defenders: 6, ...classic }, createRng(`classic-${i}`));
      expect(result.attackersLeft).toBeGreaterThanOrEqual(1);
      if (result.outcome === "defender-won") expect(result.attackersLeft).toBe(1);
      // with 4 armies, 3 may roll; with 2 armies, only 1 may roll
      for (const thrown of result.throws) {
        expect(thrown.attackerDice.length).toBe(Math.min(3, thrown.attackers));
        expect(thrown.attackers + 1).toBeLessThanOrEqual(4);
      }
      expect(result.throws[0]?.attackers).toBe(3);
    }
  });

  it("V8 classic: the defender throws at most 2 dice and wins ties", () => {
    const result = fightBattle({ attackers: 20, defenders: 20, ...classic }, createRng("v8"));
    for (const thrown of result.throws) {
      expect(thrown.defenderDice.length).toBe(Math.min(2, thrown.defenders));
      for (const pair of thrown.pairs) {
        if (pair.attackerDie === pair.defenderDie) expect(pair.loser).toBe("attacker");
        expect(pair.rethrows).toEqual([]);
      }
    }
  });

  it("the log adds up: each throw starts where the last one left off and losses sum to the totals", () => {
    const result = fightBattle({ attackers: 12, defenders: 9, ...land }, createRng("log"));
    let attackers = 12;
    let defenders = 9;
    for (const thrown of result.throws) {
      expect([thrown.attackers, thrown.defenders]).toEqual([attackers, defenders]);
      attackers -= thrown.attackerLosses;
      defenders -= thrown.defenderLosses;
    }
    expect([attackers, defenders]).toEqual([result.attackersLeft, result.defendersLeft]);
    expect(result.attackerLosses).toBe(12 - attackers);
    expect(result.defenderLosses).toBe(9 - defenders);
  });

  it("the attacker may call the battle off at a number of units or after some throws", () => {
    const atMost = fightBattle(
      { attackers: 30, defenders: 30, ...land, stopWhen: { attackersAtMost: 20 } },
      createRng("call off"),
    );
    expect(atMost.outcome).toBe("called-off");
    expect(atMost.attackersLeft).toBeLessThanOrEqual(20);
    expect(atMost.attackersLeft).toBeGreaterThanOrEqual(19);
    const afterThrows = fightBattle(
      { attackers: 30, defenders: 30, ...land, stopWhen: { afterThrows: 4 } },
      createRng("call off"),
    );
    expect(afterThrows.outcome).toBe("called-off");
    expect(afterThrows.throws).toHaveLength(4);
  });

  it("returns the generator state after the last die, so the next battle draws fresh dice", () => {
    const start = createRng("chain");
    const first = fightBattle({ attackers: 5, defenders: 5, ...land }, start);
    expect(first.rng).not.toEqual(start);
    const second = fightBattle({ attackers: 5, defenders: 5, ...land }, first.rng);
    expect(second.throws[0]?.attackerDice).toBeDefined();
    expect(fightBattle({ attackers: 5, defenders: 5, ...land }, first.rng)).toEqual(second);
  });

  it("an empty province falls without a throw; an attack with nobody able to fight fails without one", () => {
    expect(fightBattle({ attackers: 3, defenders: 0, ...land }, createRng("x"))).toMatchObject({
      outcome: "attacker-won",
      throws: [],
    });
    expect(fightBattle({ attackers: 1, defenders: 2, ...classic }, createRng("x"))).toMatchObject({
      outcome: "defender-won",
      attackersLeft: 1,
      throws: [],
    });
  });

  it("rejects malformed input (a programming error, not a user one)", () => {
    expect(() => fightBattle({ attackers: -1, defenders: 2, ...land }, createRng("x"))).toThrow();
    expect(() => fightBattle({ attackers: 2.5, defenders: 2, ...land }, createRng("x"))).toThrow();
  });
});

const tieRules: TieRule[] = ["reroll", "none", "defender"];
const battleInput = fc.record({
  attackers: fc.integer({ min: 0, max: 25 }),
  defenders: fc.integer({ min: 0, max: 25 }),
  attackerDice: fc.integer({ min: 1, max: 4 }),
  defenderDice: fc.integer({ min: 1, max: 4 }),
  tieRule: fc.constantFrom(...tieRules),
  attackerBonusDice: fc.integer({ min: 0, max: 2 }),
  defenderBonusDice: fc.integer({ min: 0, max: 2 }),
  attackerStaysBehind: fc.integer({ min: 0, max: 2 }),
}) satisfies fc.Arbitrary<BattleInput>;

describe("fightBattle properties", () => {
  it("same seed, same log", () => {
    fc.assert(
      fc.property(battleInput, fc.string(), (input, seed) => {
        expect(fightBattle(input, createRng(seed))).toEqual(fightBattle(input, createRng(seed)));
      }),
      { numRuns: 100 },
    );
  });

  it("W15 base dice capped by units (ruling), W15/W24 bonus dice on top; losses per throw never exceed the dice compared nor the units; no unit is created; survivors are never negative", () => {
    fc.assert(
      fc.property(battleInput, fc.string(), (input, seed) => {
        const result = fightBattle(input, createRng(seed));
        for (const thrown of result.throws) {
          const compared = Math.min(thrown.attackerDice.length, thrown.defenderDice.length);
          expect(thrown.pairs.length).toBeLessThanOrEqual(compared);
          if (compared <= Math.min(thrown.attackers, thrown.defenders))
            expect(thrown.pairs).toHaveLength(compared);
          expect(thrown.attackerLosses + thrown.defenderLosses).toBeLessThanOrEqual(compared);
          expect(thrown.attackerLosses).toBeLessThanOrEqual(thrown.attackers);
          expect(thrown.defenderLosses).toBeLessThanOrEqual(thrown.defenders);
          expect(thrown.attackerDice.length).toBe(
            Math.min(thrown.attackers, input.attackerDice) + input.attackerBonusDice,
          );
          expect(thrown.defenderDice.length).toBe(
            Math.min(thrown.defenders, input.defenderDice) + input.defenderBonusDice,
          );
          for (const die of [...thrown.attackerDice, ...thrown.defenderDice]) {
            expect(die >= 1 && die <= 6).toBe(true);
          }
          if (input.tieRule === "reroll") {
            expect(thrown.attackerLosses + thrown.defenderLosses).toBe(thrown.pairs.length);
          }
        }
        expect(result.attackersLeft).toBeGreaterThanOrEqual(0);
        expect(result.defendersLeft).toBeGreaterThanOrEqual(0);
        expect(result.attackersLeft).toBeLessThanOrEqual(input.attackers);
        expect(result.defendersLeft).toBeLessThanOrEqual(input.defenders);
        expect(result.attackersLeft + result.attackerLosses).toBe(input.attackers);
        expect(result.defendersLeft + result.defenderLosses).toBe(input.defenders);
        expect(result.attackersLeft).toBeGreaterThanOrEqual(
          Math.min(input.attackerStaysBehind, input.attackers),
        );
      }),
      { numRuns: 200 },
    );
  });
});
