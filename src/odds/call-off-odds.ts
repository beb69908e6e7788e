import type { TieRule } from "../dice/dice-rules.ts";
import { fractionToNumber } from "./fraction.ts";
import { throwOdds } from "./throw-odds.ts";

/** An attack with a call-off point (V6) and a defender's retreat point (V7), for the odds of how it ends. */
export interface CallOffInput {
  /** Attacking armies (the force; the rest stay home). */
  force: number;
  defenders: number;
  /** The attack is called off when the force is down to this many (0: fight to the last). */
  stopAt: number;
  /** The defenders retreat when down to this many (0: hold to the last). */
  retreatAt?: number;
  /** Dice per side at most (classic: 3 and 2); a side throws no more dice than it has armies. */
  attackerDice?: number;
  defenderDice?: number;
  tieRule?: TieRule;
}

/** How an attack ends, with the chance of each and the armies expected to be lost. */
export interface CallOffOdds {
  captured: number;
  calledOff: number;
  /** The defenders retreated at their retreat point (the territory falls without a fight to the last). */
  defenderRetreated: number;
  /** The whole force was lost. */
  repelled: number;
  expectedAttackerLosses: number;
  expectedDefenderLosses: number;
}

/**
 * Exact odds (to double precision) of an attack that stops at a call-off point: a Markov chain over (force left,
 * defenders left), each throw with the classic dice (V8: attacker min(3, force), defender min(2, defenders), ties
 * to the defender unless told otherwise). Pure.
 */
export function callOffOdds(input: CallOffInput): CallOffOdds {
  const maxA = input.attackerDice ?? 3;
  const maxD = input.defenderDice ?? 2;
  const tie = input.tieRule ?? "defender";
  const stopAt = Math.max(0, input.stopAt);
  const retreatAt = Math.max(0, input.retreatAt ?? 0);
  const cache = new Map<string, { a: number; d: number; p: number }[]>();
  const outcomes = (ad: number, dd: number) => {
    const key = `${ad}/${dd}`;
    let list = cache.get(key);
    if (!list) {
      const raw = throwOdds(ad, dd, tie).map((o) => ({
        a: o.attackerLosses,
        d: o.defenderLosses,
        p: fractionToNumber(o.probability),
      }));
      const still = raw.filter((o) => o.a === 0 && o.d === 0).reduce((sum, o) => sum + o.p, 0);
      list = raw.filter((o) => o.a > 0 || o.d > 0).map((o) => ({ ...o, p: o.p / (1 - still) }));
      cache.set(key, list);
    }
    return list;
  };
  const result: CallOffOdds = {
    captured: 0,
    calledOff: 0,
    defenderRetreated: 0,
    repelled: 0,
    expectedAttackerLosses: 0,
    expectedDefenderLosses: 0,
  };
  // probability mass over states, visited in decreasing total armies (every throw removes at least one)
  let layer = new Map<string, number>([[`${input.force}/${input.defenders}`, 1]]);
  while (layer.size > 0) {
    const next = new Map<string, number>();
    for (const [key, mass] of layer) {
      const [a, d] = key.split("/").map(Number) as [number, number];
      const lostA = input.force - a;
      const lostD = input.defenders - d;
      const end = (field: "captured" | "calledOff" | "defenderRetreated" | "repelled") => {
        result[field] += mass;
        result.expectedAttackerLosses += mass * lostA;
        result.expectedDefenderLosses += mass * lostD;
      };
      if (d === 0) end("captured");
      else if (a === 0) end("repelled");
      else if (a <= stopAt) end("calledOff");
      else if (retreatAt > 0 && d <= retreatAt) end("defenderRetreated");
      else {
        for (const o of outcomes(Math.min(maxA, a), Math.min(maxD, d))) {
          const to = `${Math.max(0, a - o.a)}/${Math.max(0, d - o.d)}`;
          next.set(to, (next.get(to) ?? 0) + mass * o.p);
        }
      }
    }
    layer = next;
  }
  return result;
}
