import { type DiceRules, diceThrown } from "../dice/dice-rules.ts";
import type { Fraction } from "./fraction.ts";
import { throwOdds } from "./throw-odds.ts";

/** The arithmetic the chain runs in: doubles for speed, BigInt fractions for exact answers. */
export interface Field<T> {
  zero: T;
  one: T;
  add(x: T, y: T): T;
  sub(x: T, y: T): T;
  mul(x: T, y: T): T;
  div(x: T, y: T): T;
  isZero(x: T): boolean;
  fromFraction(x: Fraction): T;
  fromInteger(n: number): T;
}

/** A battle for the chain: units able to fight on each side, dice rules and bonus dice. */
export interface ChainInput {
  /** Attacking units able to fight (units that stay behind are not counted here). */
  fighting: number;
  defenders: number;
  rules: DiceRules;
  attackerBonusDice: number;
  defenderBonusDice: number;
  /** W15 ruling `diceCappedByUnits` (default true): base dice capped by units; bonus dice never are. */
  capDiceByUnits?: boolean;
}

/**
 * The dice each side throws with `a` attackers and `d` defenders left (as the battles throw them: base dice
 * capped by units, bonus dice on top, W15 and W15/W24 rulings), and a cache key for that throw's transitions
 * (the units matter only when a side throws more dice than it has).
 */
function throwAt(input: ChainInput, a: number, d: number) {
  const cap = input.capDiceByUnits ?? true;
  const attackerDice = diceThrown(a, input.rules.attackerDice, input.attackerBonusDice, cap);
  const defenderDice = diceThrown(d, input.rules.defenderDice, input.defenderBonusDice, cap);
  const compared = Math.min(attackerDice, defenderDice);
  const units = { attackers: Math.min(a, compared), defenders: Math.min(d, compared) };
  const key = ((attackerDice * 32 + defenderDice) * 32 + units.attackers) * 32 + units.defenders;
  return { attackerDice, defenderDice, units, key };
}

/** Where the chain ends, in the field's numbers. */
export interface ChainResult<T> {
  /** `attackerEnds[a]`: probability the defender is wiped out with `a` fighting attackers left (a ≥ 1). */
  attackerEnds: T[];
  /** `defenderEnds[d]`: probability the attacker has nobody left able to fight, with `d` defenders left. */
  defenderEnds: T[];
}

interface Transition<T> {
  attackerLosses: number;
  defenderLosses: number;
  probability: T;
}

/**
 * Runs the Markov chain of a battle over the states (fighting attackers left, defenders left). Every
 * throw removes at least one unit (a throw that kills nobody, possible only when ties kill nobody, just
 * repeats, so it is divided out: p' = p / (1 − p(no loss))), so states are visited in decreasing order of
 * units left and the probability mass flows forward once: O(attackers · defenders · outcomes).
 */
export function runBattleChain<T>(field: Field<T>, input: ChainInput): ChainResult<T> {
  const { fighting, defenders, rules } = input;
  const transitionCache = new Map<number, Transition<T>[]>();
  const transitions = (a: number, d: number): Transition<T>[] => {
    const { attackerDice, defenderDice, units, key } = throwAt(input, a, d);
    const cached = transitionCache.get(key);
    if (cached) return cached;
    const outcomes = throwOdds(attackerDice, defenderDice, rules.tieRule, units);
    let stay = field.zero;
    const moving: Transition<T>[] = [];
    for (const outcome of outcomes) {
      const probability = field.fromFraction(outcome.probability);
      if (outcome.attackerLosses === 0 && outcome.defenderLosses === 0) stay = probability;
      else moving.push({ ...outcome, probability });
    }
    const leave = field.sub(field.one, stay);
    const result = field.isZero(stay)
      ? moving
      : moving.map((t) => ({ ...t, probability: field.div(t.probability, leave) }));
    transitionCache.set(key, result);
    return result;
  };

  const width = defenders + 1;
  const mass: T[] = new Array<T>((fighting + 1) * width).fill(field.zero);
  mass[fighting * width + defenders] = field.one;
  for (let total = fighting + defenders; total >= 2; total--) {
    const lowest = Math.max(1, total - defenders);
    const highest = Math.min(fighting, total - 1);
    for (let a = highest; a >= lowest; a--) {
      const d = total - a;
      const here = mass[a * width + d]!;
      if (field.isZero(here)) continue;
      for (const t of transitions(a, d)) {
        const index = (a - t.attackerLosses) * width + (d - t.defenderLosses);
        mass[index] = field.add(mass[index]!, field.mul(here, t.probability));
      }
    }
  }
  const attackerEnds: T[] = [];
  for (let a = 0; a <= fighting; a++) attackerEnds.push(a === 0 ? field.zero : mass[a * width]!);
  const defenderEnds: T[] = [];
  for (let d = 0; d <= defenders; d++) defenderEnds.push(d === 0 ? field.zero : mass[d]!);
  return { attackerEnds, defenderEnds };
}

/**
 * The same chain as {@link runBattleChain} specialised to doubles over a `Float64Array`: the path the
 * calculator takes for double-precision odds (200 v 200 in a few milliseconds). Tests check both agree.
 */
export function runFloatBattleChain(
  input: ChainInput,
  toNumber: (x: Fraction) => number,
): ChainResult<number> {
  const { fighting, defenders, rules } = input;
  // flattened transitions per throw (dice and units that matter): [attackerLosses, defenderLosses, p, ...]
  const table = new Map<number, Float64Array>();
  const transitions = (a: number, d: number): Float64Array => {
    const at = throwAt(input, a, d);
    const cached = table.get(at.key);
    if (cached) return cached;
    const outcomes = throwOdds(at.attackerDice, at.defenderDice, rules.tieRule, at.units);
    let stay = 0;
    for (const o of outcomes) {
      if (o.attackerLosses === 0 && o.defenderLosses === 0) stay = toNumber(o.probability);
    }
    const moving = outcomes.filter((o) => o.attackerLosses + o.defenderLosses > 0);
    const flat = new Float64Array(moving.length * 3);
    moving.forEach((o, i) => {
      flat[i * 3] = o.attackerLosses;
      flat[i * 3 + 1] = o.defenderLosses;
      flat[i * 3 + 2] = toNumber(o.probability) / (1 - stay);
    });
    table.set(at.key, flat);
    return flat;
  };
  const width = defenders + 1;
  const mass = new Float64Array((fighting + 1) * width);
  mass[fighting * width + defenders] = 1;
  for (let total = fighting + defenders; total >= 2; total--) {
    const lowest = Math.max(1, total - defenders);
    const highest = Math.min(fighting, total - 1);
    for (let a = highest; a >= lowest; a--) {
      const d = total - a;
      const here = mass[a * width + d]!;
      if (here === 0) continue;
      const flat = transitions(a, d);
      for (let i = 0; i < flat.length; i += 3) {
        const index = (a - flat[i]!) * width + (d - flat[i + 1]!);
        mass[index] = mass[index]! + here * flat[i + 2]!;
      }
    }
  }
  const attackerEnds: number[] = [];
  for (let a = 0; a <= fighting; a++) attackerEnds.push(a === 0 ? 0 : mass[a * width]!);
  const defenderEnds: number[] = [];
  for (let d = 0; d <= defenders; d++) defenderEnds.push(d === 0 ? 0 : mass[d]!);
  return { attackerEnds, defenderEnds };
}
