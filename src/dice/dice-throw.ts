import { diceThrown, type TieRule } from "./dice-rules.ts";

/** Where dice come from: the engine's seeded `Rng` (`random/prng.ts`), or scripted dice in tests. */
export interface DieSource {
  /** One throw of a six-sided die: an integer in [1, 6]. */
  rollDie(): number;
}

/** One die of each side, as thrown together. */
export interface DicePair {
  attacker: number;
  defender: number;
}

/** One compared pair of dice in a throw, with its rethrows (tie rule `reroll`) and who lost a unit. */
export interface PairResult {
  /** The attacker's die of this rank (highest against highest, second against second, …). */
  attackerDie: number;
  /** The defender's die of this rank. */
  defenderDie: number;
  /** Under `reroll`, each rethrow of a tied pair, in order; the last one broke the tie. Empty otherwise. */
  rethrows: DicePair[];
  /** The side that lost one unit over this pair, or `null` for a tie that kills nobody (`none`). */
  loser: "attacker" | "defender" | null;
}

/** One throw of the dice in a battle: every die, every compared pair, and the losses. */
export interface DiceThrow {
  /** Units of the attacker able to fight before the throw. */
  attackers: number;
  /** Units of the defender before the throw. */
  defenders: number;
  /** The attacker's dice, highest first. */
  attackerDice: number[];
  /** The defender's dice, highest first. */
  defenderDice: number[];
  /** The compared pairs, highest first; there are as many as the smaller side's dice. */
  pairs: PairResult[];
  attackerLosses: number;
  defenderLosses: number;
}

/** What one throw needs: the units able to fight on each side and the dice rules. */
export interface ThrowInput {
  /** Attacking units able to fight (at least 1). */
  attackers: number;
  /** Defending units (at least 1). */
  defenders: number;
  attackerDice: number;
  defenderDice: number;
  tieRule: TieRule;
  attackerBonusDice?: number;
  defenderBonusDice?: number;
  /**
   * W15 ruling `diceCappedByUnits` (default true): a side never throws more base dice than it has units; its
   * commanders' bonus dice are thrown on top (W15/W24 ruling). When false, each side throws all its dice. Either
   * way pairs are compared highest first only until one side has lost every unit it had (a side never loses
   * more units than it has).
   */
  capDiceByUnits?: boolean;
}

const descending = (x: number, y: number): number => y - x;

/**
 * Compares two sorted hands pair by pair (highest against highest) and settles ties by the tie rule.
 * Under `reroll` a tied pair is thrown again on its own (attacker's die first, then the defender's) until
 * it breaks, drawing from `rng`; the other rules never draw. `units` (when given) stops the comparison once a
 * side has lost every unit it had (only reachable when a side throws more dice than it has units: commanders'
 * bonus dice, or dice not capped by units, W15 rulings).
 */
export function comparePairs(
  attackerDice: readonly number[],
  defenderDice: readonly number[],
  tieRule: TieRule,
  rng: DieSource,
  units?: { attackers: number; defenders: number },
): PairResult[] {
  const count = Math.min(attackerDice.length, defenderDice.length);
  const pairs: PairResult[] = [];
  let attackerLost = 0;
  let defenderLost = 0;
  for (let i = 0; i < count; i++) {
    if (units && (attackerLost >= units.attackers || defenderLost >= units.defenders)) break;
    const attackerDie = attackerDice[i]!;
    const defenderDie = defenderDice[i]!;
    const rethrows: DicePair[] = [];
    let loser: PairResult["loser"];
    if (attackerDie > defenderDie) loser = "defender";
    else if (attackerDie < defenderDie) loser = "attacker";
    else if (tieRule === "defender") loser = "attacker";
    else if (tieRule === "none") loser = null;
    else {
      let again: DicePair;
      do {
        again = { attacker: rng.rollDie(), defender: rng.rollDie() };
        rethrows.push(again);
      } while (again.attacker === again.defender);
      loser = again.attacker > again.defender ? "defender" : "attacker";
    }
    if (loser === "attacker") attackerLost++;
    else if (loser === "defender") defenderLost++;
    pairs.push({ attackerDie, defenderDie, rethrows, loser });
  }
  return pairs;
}

/**
 * Throws the dice once. Each side throws its dice, capped by its units (W15 ruling; see `capDiceByUnits`), plus
 * its bonus dice (never capped, W15/W24 ruling); the attacker's dice are drawn first, then the defender's, then
 * any rethrows. Advances `rng`.
 */
export function throwDice(input: ThrowInput, rng: DieSource): DiceThrow {
  const cap = input.capDiceByUnits ?? true;
  const attackerCount = diceThrown(input.attackers, input.attackerDice, input.attackerBonusDice ?? 0, cap);
  const defenderCount = diceThrown(input.defenders, input.defenderDice, input.defenderBonusDice ?? 0, cap);
  const attackerDice: number[] = [];
  for (let i = 0; i < attackerCount; i++) attackerDice.push(rng.rollDie());
  const defenderDice: number[] = [];
  for (let i = 0; i < defenderCount; i++) defenderDice.push(rng.rollDie());
  attackerDice.sort(descending);
  defenderDice.sort(descending);
  const pairs = comparePairs(attackerDice, defenderDice, input.tieRule, rng, {
    attackers: input.attackers,
    defenders: input.defenders,
  });
  let attackerLosses = 0;
  let defenderLosses = 0;
  for (const pair of pairs) {
    if (pair.loser === "attacker") attackerLosses++;
    else if (pair.loser === "defender") defenderLosses++;
  }
  return {
    attackers: input.attackers,
    defenders: input.defenders,
    attackerDice,
    defenderDice,
    pairs,
    attackerLosses,
    defenderLosses,
  };
}
