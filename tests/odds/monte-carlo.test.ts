import { describe, expect, it } from "vitest";
import { type DiceRules, dicePresets } from "../../src/dice/dice-rules.ts";
import { fightBattle } from "../../src/dice/fight-battle.ts";
import { type BattleOddsInput, battleOdds } from "../../src/odds/battle-odds.ts";
import { createRng, type RngState } from "../../src/random/prng.ts";

const BATTLES = 20_000;

/** |p̂ − p| < 4.5 σ with σ = sqrt(p(1 − p)/n): a deterministic check because the run is seeded. */
function expectWithinBounds(observed: number, p: number, label: string): void {
  const sigma = Math.sqrt((p * (1 - p)) / BATTLES);
  expect(Math.abs(observed / BATTLES - p), `${label}: p̂ = ${observed / BATTLES}, p = ${p}`).toBeLessThan(
    4.5 * sigma + 1e-12,
  );
}

function simulate(input: BattleOddsInput, rules: DiceRules, seed: string) {
  let rng: RngState = createRng(seed);
  let attackerWins = 0;
  const attackerSurvivors = new Map<number, number>();
  const defenderSurvivors = new Map<number, number>();
  for (let i = 0; i < BATTLES; i++) {
    const result = fightBattle(
      {
        attackers: input.attackers,
        defenders: input.defenders,
        ...rules,
        attackerBonusDice: input.attackerBonusDice ?? 0,
        defenderBonusDice: input.defenderBonusDice ?? 0,
      },
      rng,
    );
    rng = result.rng;
    if (result.outcome === "attacker-won") attackerWins++;
    attackerSurvivors.set(result.attackersLeft, (attackerSurvivors.get(result.attackersLeft) ?? 0) + 1);
    defenderSurvivors.set(result.defendersLeft, (defenderSurvivors.get(result.defendersLeft) ?? 0) + 1);
  }
  return { attackerWins, attackerSurvivors, defenderSurvivors };
}

const cases: Array<{ name: string; input: BattleOddsInput; rules: DiceRules }> = [
  {
    name: "Odds V8 classic force of 5 armies v 3",
    input: { attackers: 5, defenders: 3, rules: "classic" },
    rules: { ...dicePresets.classic, attackerStaysBehind: 0 },
  },
  {
    name: "W15 ww1907 land 6 v 5, ties rethrown",
    input: { attackers: 6, defenders: 5, rules: "ww1907" },
    rules: dicePresets["ww1907-land"],
  },
  {
    name: "W13 ww1907 naval 4 v 4",
    input: { attackers: 4, defenders: 4, rules: "ww1907-naval" },
    rules: dicePresets["ww1907-naval"],
  },
  {
    name: "ww1907 7 v 6 with a general's bonus die and ties that kill nobody",
    input: { attackers: 7, defenders: 6, rules: "ww1907", tieRule: "none", attackerBonusDice: 1 },
    rules: { ...dicePresets["ww1907-land"], tieRule: "none" },
  },
];

describe("exact odds agree with a seeded Monte-Carlo run of the real fightBattle code", () => {
  for (const { name, input, rules } of cases) {
    it(`${name}: win chance and every survivor count within 4.5 sigma over ${BATTLES} battles`, () => {
      const odds = battleOdds(input);
      if (!odds.ok) throw new Error(odds.error);
      expect(odds.value.rules).toEqual(rules);
      const run = simulate(input, rules, `monte-carlo ${name}`);
      expectWithinBounds(run.attackerWins, odds.value.attackerWins, "attacker wins");
      for (const s of odds.value.attackerSurvivors) {
        expectWithinBounds(
          run.attackerSurvivors.get(s.units) ?? 0,
          s.probability,
          `${s.units} attackers left`,
        );
      }
      for (const s of odds.value.defenderSurvivors) {
        expectWithinBounds(
          run.defenderSurvivors.get(s.units) ?? 0,
          s.probability,
          `${s.units} defenders left`,
        );
      }
      const possible = new Set(odds.value.attackerSurvivors.map((s) => s.units));
      for (const units of run.attackerSurvivors.keys()) expect(possible.has(units)).toBe(true);
    });
  }
});
