import { describe, expect, it } from "vitest";
import { fightBattle } from "../../src/dice/fight-battle.ts";
import { createRng, Rng, rngStateSchema, scriptedDice } from "../../src/random/prng.ts";
import { riskStateSchema } from "../../src/rulesets/risk-variant-one/state.ts";

describe("scripted dice for tests", () => {
  it("throws the scripted dice in order and draws everything else from the seeded fallback", () => {
    const rng = new Rng(scriptedDice([6, 1, 4], "fallback-seed"));
    const seeded = new Rng(createRng("fallback-seed"));
    expect([rng.rollDie(), rng.rollDie()]).toEqual([6, 1]);
    expect(rng.nextInt(0, 99)).toBe(seeded.nextInt(0, 99));
    expect(rng.rollDie()).toBe(4);
    expect(rng.state).toMatchObject({ algorithm: "script", at: 3, dice: [6, 1, 4] });
  });

  it("says so when a battle needs more dice than the script gives", () => {
    const rng = new Rng(scriptedDice([6]));
    rng.rollDie();
    expect(() => rng.rollDie()).toThrow("the scripted dice ran out: 1 were given");
  });

  it("W15 a battle fought on scripted dice throws exactly them and hands the script on", () => {
    const out = fightBattle(
      { attackers: 3, defenders: 2, attackerDice: 2, defenderDice: 3 },
      scriptedDice([6, 5, 4, 4]),
    );
    expect(out.throws.map((t) => [t.attackerDice, t.defenderDice])).toEqual([
      [
        [6, 5],
        [4, 4],
      ],
    ]);
    expect(out.outcome).toBe("attacker-won");
    expect(out.rng).toMatchObject({ algorithm: "script", at: 4 });
  });

  it("stored states never hold scripted dice: the stored generator schema refuses them", () => {
    expect(rngStateSchema.safeParse(scriptedDice([1, 2])).success).toBe(false);
    expect(riskStateSchema.shape.rng.safeParse(scriptedDice([1])).success).toBe(false);
  });
});
