import { MAX_DICE_PER_SIDE, type TieRule } from "../dice/dice-rules.ts";
import { type Fraction, fraction } from "./fraction.ts";

/** One possible result of a single throw and its exact probability. */
export interface ThrowOutcome {
  attackerLosses: number;
  defenderLosses: number;
  probability: Fraction;
}

/** The most dice a side may throw in an exact single-throw computation (bonus dice included). */
export const MAX_ODDS_DICE = MAX_DICE_PER_SIDE;

/** The highest `keep` dice of a hand (highest first) and how many of the 6^n ordered throws give them. */
interface TopDice {
  dice: number[];
  ways: number;
}

function factorial(n: number): number {
  let result = 1;
  for (let i = 2; i <= n; i++) result *= i;
  return result;
}

/**
 * Groups all 6^n ordered throws of n dice by their highest `keep` dice. Enumerates the multisets of faces
 * (how many 1s, 2s, … 6s) with their multinomial counts n!/(c1!…c6!), which is the same as enumerating
 * the 6^n throws one by one (tests check both agree), only faster.
 */
function topDiceDistribution(n: number, keep: number): TopDice[] {
  const byKey = new Map<string, TopDice>();
  const counts = [0, 0, 0, 0, 0, 0];
  const nFactorial = factorial(n);
  const visit = (face: number, left: number): void => {
    if (face === 1) {
      counts[0] = left;
      let ways = nFactorial;
      for (const c of counts) ways /= factorial(c);
      const dice: number[] = [];
      for (let f = 6; f >= 1 && dice.length < keep; f--) {
        for (let i = 0; i < counts[f - 1]! && dice.length < keep; i++) dice.push(f);
      }
      const key = dice.join("");
      const entry = byKey.get(key);
      if (entry) entry.ways += ways;
      else byKey.set(key, { dice, ways });
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[face - 1] = c;
      visit(face - 1, left - c);
    }
  };
  visit(6, n);
  return [...byKey.values()];
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

const cache = new Map<string, readonly ThrowOutcome[]>();

/**
 * The exact distribution of one throw: `attackerDice` against `defenderDice` six-sided dice, compared
 * highest against highest, ties settled by `tieRule`. Under `reroll` a tied pair is rethrown on its own
 * until it breaks; the rethrows form a geometric series, Σ (1/6)^k · 15/36 = 1/2 for each side, so each
 * tied pair is won by either side with probability exactly 1/2, independently of the others.
 *
 * `units` (when given) are the units each side has: a side that throws more dice than it has units
 * (commanders' bonus dice, W15/W24 ruling; dice not capped by units, W15 ruling) never loses more than it has,
 * because the pairs are compared only until one side has lost every unit (as `comparePairs` throws them).
 *
 * Outcomes are sorted by attacker losses, then defender losses; their probabilities sum to exactly 1 and
 * outcomes of probability 0 are left out. Dice counts must be integers from 1 to {@link MAX_ODDS_DICE}.
 */
export function throwOdds(
  attackerDice: number,
  defenderDice: number,
  tieRule: TieRule,
  units?: { attackers: number; defenders: number },
): readonly ThrowOutcome[] {
  for (const [name, value] of [
    ["attacker", attackerDice],
    ["defender", defenderDice],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_ODDS_DICE) {
      throw new RangeError(`${name} dice must be an integer from 1 to ${MAX_ODDS_DICE}, got ${value}`);
    }
  }
  const compared = Math.min(attackerDice, defenderDice);
  const attackerUnits = Math.min(compared, Math.max(1, units?.attackers ?? compared));
  const defenderUnits = Math.min(compared, Math.max(1, units?.defenders ?? compared));
  if (attackerUnits < compared || defenderUnits < compared) {
    return stoppedThrowOdds(attackerDice, defenderDice, tieRule, attackerUnits, defenderUnits);
  }
  const cacheKey = `${attackerDice}/${defenderDice}/${tieRule}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;

  const attackerHands = topDiceDistribution(attackerDice, compared);
  const defenderHands = topDiceDistribution(defenderDice, compared);
  // ways[(attacker pair wins, defender pair wins, ties)] over the 6^(A+D) ordered throws; exact in a double
  // because 6^20 < 2^53
  const ways = new Map<number, number>();
  for (const attacker of attackerHands) {
    for (const defender of defenderHands) {
      let attackerWins = 0;
      let defenderWins = 0;
      for (let i = 0; i < compared; i++) {
        const a = attacker.dice[i]!;
        const d = defender.dice[i]!;
        if (a > d) attackerWins++;
        else if (a < d) defenderWins++;
      }
      const key = attackerWins * 64 + defenderWins;
      ways.set(key, (ways.get(key) ?? 0) + attacker.ways * defender.ways);
    }
  }

  // common denominator 6^(A+D) · 2^compared (the 2^ties of rethrown pairs)
  const throws = 6n ** BigInt(attackerDice + defenderDice);
  const denominator = throws * 2n ** BigInt(compared);
  const numerators = new Map<number, bigint>();
  const addTo = (attackerLosses: number, defenderLosses: number, amount: bigint): void => {
    const key = attackerLosses * 64 + defenderLosses;
    numerators.set(key, (numerators.get(key) ?? 0n) + amount);
  };
  for (const [key, count] of ways) {
    const attackerWins = Math.floor(key / 64);
    const defenderWins = key % 64;
    const ties = compared - attackerWins - defenderWins;
    const weight = BigInt(count) * 2n ** BigInt(compared);
    if (tieRule === "defender") addTo(defenderWins + ties, attackerWins, weight);
    else if (tieRule === "none") addTo(defenderWins, attackerWins, weight);
    else {
      const share = BigInt(count) * 2n ** BigInt(compared - ties);
      for (let won = 0; won <= ties; won++) {
        addTo(defenderWins + ties - won, attackerWins + won, share * binomial(ties, won));
      }
    }
  }

  const outcomes = toOutcomes(numerators, denominator);
  cache.set(cacheKey, outcomes);
  return outcomes;
}

function toOutcomes(numerators: ReadonlyMap<number, bigint>, denominator: bigint): ThrowOutcome[] {
  return [...numerators]
    .filter(([, num]) => num > 0n)
    .map(([key, num]) => ({
      attackerLosses: Math.floor(key / 64),
      defenderLosses: key % 64,
      probability: fraction(num, denominator),
    }))
    .sort((x, y) => x.attackerLosses - y.attackerLosses || x.defenderLosses - y.defenderLosses);
}

/** A compared pair: the attacker's die higher (0), the defender's higher (1), or a tie (2). */
const ATTACKER_HIGHER = 0;
const DEFENDER_HIGHER = 1;

/**
 * {@link throwOdds} when a side throws more dice than it has units: the pairs are compared in order, highest
 * first, and the comparison stops once a side has lost every unit it had. Throws are grouped by the sequence of
 * pair results (base 3), and each sequence is walked pair by pair, a rethrown tie splitting into two halves.
 */
function stoppedThrowOdds(
  attackerDice: number,
  defenderDice: number,
  tieRule: TieRule,
  attackerUnits: number,
  defenderUnits: number,
): readonly ThrowOutcome[] {
  const cacheKey = `${attackerDice}/${defenderDice}/${tieRule}/${attackerUnits}/${defenderUnits}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const compared = Math.min(attackerDice, defenderDice);
  const attackerHands = topDiceDistribution(attackerDice, compared);
  const defenderHands = topDiceDistribution(defenderDice, compared);
  const sequences = new Map<number, number>();
  for (const attacker of attackerHands) {
    for (const defender of defenderHands) {
      let key = 0;
      for (let i = compared - 1; i >= 0; i--) {
        const a = attacker.dice[i]!;
        const d = defender.dice[i]!;
        key = key * 3 + (a > d ? ATTACKER_HIGHER : a < d ? DEFENDER_HIGHER : 2);
      }
      sequences.set(key, (sequences.get(key) ?? 0) + attacker.ways * defender.ways);
    }
  }
  // weights out of 2^compared per throw: a decided pair keeps the whole weight (×2), a rethrown tie halves it
  const denominator = 6n ** BigInt(attackerDice + defenderDice) * 2n ** BigInt(compared);
  const numerators = new Map<number, bigint>();
  for (const [sequence, count] of sequences) {
    let states = new Map<number, bigint>([[0, BigInt(count)]]);
    let rest = sequence;
    for (let i = 0; i < compared; i++) {
      const result = rest % 3;
      rest = Math.floor(rest / 3);
      const next = new Map<number, bigint>();
      const add = (attackerLost: number, defenderLost: number, weight: bigint) => {
        const key = attackerLost * 64 + defenderLost;
        next.set(key, (next.get(key) ?? 0n) + weight);
      };
      for (const [key, weight] of states) {
        const attackerLost = Math.floor(key / 64);
        const defenderLost = key % 64;
        if (attackerLost >= attackerUnits || defenderLost >= defenderUnits)
          add(attackerLost, defenderLost, weight * 2n);
        else if (result === ATTACKER_HIGHER) add(attackerLost, defenderLost + 1, weight * 2n);
        else if (result === DEFENDER_HIGHER || tieRule === "defender")
          add(attackerLost + 1, defenderLost, weight * 2n);
        else if (tieRule === "none") add(attackerLost, defenderLost, weight * 2n);
        else {
          add(attackerLost + 1, defenderLost, weight);
          add(attackerLost, defenderLost + 1, weight);
        }
      }
      states = next;
    }
    for (const [key, weight] of states) numerators.set(key, (numerators.get(key) ?? 0n) + weight);
  }
  const outcomes = toOutcomes(numerators, denominator);
  cache.set(cacheKey, outcomes);
  return outcomes;
}
