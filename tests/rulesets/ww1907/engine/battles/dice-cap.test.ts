import { describe, expect, it } from "vitest";
import { dicePresets, diceThrown } from "../../../../../src/dice/dice-rules.ts";
import { type DieSource, throwDice } from "../../../../../src/dice/dice-throw.ts";
import { fightBattle } from "../../../../../src/dice/fight-battle.ts";
import { createRng } from "../../../../../src/random/prng.ts";
import { attack, battleMap, battleState, eventsOf, run } from "./fixture.ts";

const map = battleMap();
const land = dicePresets["ww1907-land"];

function scripted(...faces: number[]): DieSource {
  let next = 0;
  return {
    rollDie() {
      const face = faces[next++];
      if (face === undefined) throw new Error("script ran out of dice");
      return face;
    },
  };
}

describe("W15 ruling diceCappedByUnits", () => {
  it("W15 capped (default): 1 unit throws 1 die; uncapped: every die it is allowed, bonus included", () => {
    expect(diceThrown(1, 3)).toBe(1);
    expect(diceThrown(1, 3, 0, false)).toBe(3);
    expect(diceThrown(1, 2, 1, false)).toBe(3);
    expect(diceThrown(0, 3, 0, false)).toBe(0);
  });

  it("W15 uncapped: a lone defender throws 3 dice and its best die meets the attacker's best", () => {
    // attacker 2 dice: 4,2 ; defender (1 division) 3 dice: 1,5,3 → 5,3,1: 4<5 attacker loses; then the
    // defender still has its unit, 2<3 attacker loses again
    const t = throwDice(
      { attackers: 3, defenders: 1, ...land, capDiceByUnits: false },
      scripted(4, 2, 1, 5, 3),
    );
    expect(t.defenderDice).toEqual([5, 3, 1]);
    expect(t.attackerLosses).toBe(2);
    expect(t.defenderLosses).toBe(0);
    // capped, the same first dice: the defender throws 1 die (1) and loses to the 4
    const c = throwDice({ attackers: 3, defenders: 1, ...land }, scripted(4, 2, 1));
    expect(c.defenderDice).toEqual([1]);
    expect(c.defenderLosses).toBe(1);
  });

  it("W15 uncapped: a side never loses more units than it has; comparison stops when it is gone", () => {
    // attacker 1 division throws 2 dice: 2,1 ; defender 3 dice 6,6,6: the first pair kills the only attacker
    const t = throwDice(
      { attackers: 1, defenders: 3, ...land, capDiceByUnits: false },
      scripted(2, 1, 6, 6, 6),
    );
    expect(t.attackerDice).toEqual([2, 1]);
    expect(t.pairs).toHaveLength(1);
    expect(t.attackerLosses).toBe(1);
  });

  it("W15 fightBattle passes the setting on: uncapped battles throw more dice on the small side", () => {
    const input = { attackers: 4, defenders: 1, ...land };
    const capped = fightBattle(input, createRng("cap"));
    const uncapped = fightBattle({ ...input, capDiceByUnits: false }, createRng("cap"));
    expect(capped.throws[0]?.defenderDice).toHaveLength(1);
    expect(uncapped.throws[0]?.defenderDice).toHaveLength(3);
  });

  it("W15 land battles honour diceCappedByUnits: false (defender with 1 division throws 3 dice)", () => {
    for (const diceCappedByUnits of [true, false]) {
      const s = battleState(map, { divisions: { warsaw: 3, krakow: 1 }, rulings: { diceCappedByUnits } });
      const out = run(map, s, [attack("russia", "krakow", ["warsaw", 3])], "seed-0");
      const [b] = eventsOf(out.events, "land-battle");
      const first = b?.throws[0];
      expect(first?.defenderDice).toHaveLength(diceCappedByUnits ? 1 : 3);
      expect(first?.attackerDice).toHaveLength(2);
      for (const t of b?.throws ?? []) {
        expect(t.defenderLosses).toBeLessThanOrEqual(t.defenders);
        expect(t.attackerLosses).toBeLessThanOrEqual(t.attackers);
      }
    }
  });

  it("W13 W15 naval battles honour diceCappedByUnits: false (one ship throws 2 dice)", () => {
    for (const diceCappedByUnits of [true, false]) {
      const s = battleState(map, {
        fleets: [
          { nation: "italy", at: "adriatic", ships: 1 },
          { nation: "austria", at: "adriatic", ships: 1 },
        ],
        rulings: { diceCappedByUnits },
      });
      const out = run(map, s, [], "seed-0");
      const [b] = eventsOf(out.events, "naval-battle");
      expect(b?.throws[0]?.attackerDice).toHaveLength(diceCappedByUnits ? 1 : 2);
      expect(b?.throws[0]?.defenderDice).toHaveLength(diceCappedByUnits ? 1 : 2);
      expect((b?.attackerShipsLost ?? 0) + (b?.defenderShipsLost ?? 0)).toBe(1);
    }
  });
});
