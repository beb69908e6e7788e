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
 * Outcomes are sorted by attacker losses, then defender losses; their probabilities sum to exactly 1 and
 * outcomes of probability 0 are left out. Dice counts must be integers from 1 to {@link MAX_ODDS_DICE}.
 */
export function throwOdds(
  attackerDice: number,
  defenderDice: number,
  tieRule: TieRule,
): readonly ThrowOutcome[] {
  for (const [name, value] of [
    ["attacker", attackerDice],
    ["defender", defenderDice],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_ODDS_DICE) {
      throw new RangeError(`${name} dice must be an integer from 1 to ${MAX_ODDS_DICE}, got ${value}`);
    }
  }
  const cacheKey = `${attackerDice}/${defenderDice}/${tieRule}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;

  const compared = Math.min(attackerDice, defenderDice);
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

  const outcomes: ThrowOutcome[] = [...numerators]
    .filter(([, num]) => num > 0n)
    .map(([key, num]) => ({
      attackerLosses: Math.floor(key / 64),
      defenderLosses: key % 64,
      probability: fraction(num, denominator),
    }))
    .sort((x, y) => x.attackerLosses - y.attackerLosses || x.defenderLosses - y.defenderLosses);
  cache.set(cacheKey, outcomes);
  return outcomes;
}
