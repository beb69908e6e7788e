import { z } from "zod";
import { type DiceRules, dicePresets, MAX_DICE_PER_SIDE, tieRuleSchema } from "../dice/dice-rules.ts";
import { err, ok, type Result } from "../result.ts";
import {
  type ChainInput,
  type ChainResult,
  type Field,
  runBattleChain,
  runFloatBattleChain,
} from "./battle-chain.ts";
import {
  addFractions,
  divideFractions,
  type Fraction,
  fraction,
  fractionToNumber,
  multiplyFractions,
  ONE,
  subtractFractions,
  ZERO,
} from "./fraction.ts";
import { MAX_ODDS_DICE } from "./throw-odds.ts";

/**
 * The battle rules the odds calculator knows: `ww1907` (land battles, 2 v 3 dice, ties rethrown: W15),
 * `ww1907-naval` (ships 2 v 2: W13) and `classic` (3 v 2, ties to the defender, V8). Under every rule set the
 * attackers are the attacking force, the units that fight (Odds ruling): under `classic` the army that stays
 * home (V6) is not part of the battle, so it is not counted.
 */
export const oddsRulesNameSchema = z.enum(["ww1907", "ww1907-naval", "classic"]);

/** The battle rules the odds calculator knows (see {@link oddsRulesNameSchema}). */
export type OddsRulesName = z.infer<typeof oddsRulesNameSchema>;

/** The largest side the double-precision calculator accepts. */
export const MAX_ODDS_UNITS = 2000;
/** The largest side the exact (BigInt) calculator accepts: beyond it the fractions grow huge. */
export const MAX_EXACT_ODDS_UNITS = 60;

/** What the battle odds calculator needs. */
export const battleOddsInputSchema = z.object({
  /** The attacking force: the units that fight (classic: not counting the army that stays home; Odds ruling). */
  attackers: z.number().int().min(1),
  /** Defending units. */
  defenders: z.number().int().min(1),
  rules: oddsRulesNameSchema.default("ww1907"),
  /** Overrides the rules' tie rule. */
  tieRule: tieRuleSchema.optional(),
  /** Overrides the rules' dice counts. */
  attackerDice: z.number().int().min(1).max(MAX_DICE_PER_SIDE).optional(),
  defenderDice: z.number().int().min(1).max(MAX_DICE_PER_SIDE).optional(),
  /** Commanders' bonus dice, thrown on top of the base dice even by a side with fewer units (W15/W24 ruling). */
  attackerBonusDice: z.number().int().min(0).default(0),
  defenderBonusDice: z.number().int().min(0).default(0),
  /** W15 ruling `diceCappedByUnits`: a side throws no more base dice than it has units (default true). */
  capDiceByUnits: z.boolean().default(true),
});

/** What the battle odds calculator needs, as a caller writes it. */
export type BattleOddsInput = z.input<typeof battleOddsInputSchema>;

/** One entry of a survivor distribution. */
export interface SurvivorProbability<T> {
  units: number;
  probability: T;
}

/** The odds of a whole battle. */
export interface BattleOdds<T> {
  /** The dice rules the odds were computed with. */
  rules: DiceRules;
  /** Probability that no defender is left. */
  attackerWins: T;
  /** Probability that the attacking force is wiped out. */
  defenderWins: T;
  /** Attacking units of the force left at the end, with their probabilities; only possible counts, fewest first. */
  attackerSurvivors: SurvivorProbability<T>[];
  /** Defending units left at the end, fewest first. */
  defenderSurvivors: SurvivorProbability<T>[];
  expectedAttackerLosses: T;
  expectedDefenderLosses: T;
}

const floatField: Field<number> = {
  zero: 0,
  one: 1,
  add: (x, y) => x + y,
  sub: (x, y) => x - y,
  mul: (x, y) => x * y,
  div: (x, y) => x / y,
  isZero: (x) => x === 0,
  fromFraction: fractionToNumber,
  fromInteger: (n) => n,
};

const exactField: Field<Fraction> = {
  zero: ZERO,
  one: ONE,
  add: addFractions,
  sub: subtractFractions,
  mul: multiplyFractions,
  div: divideFractions,
  isZero: (x) => x.num === 0n,
  fromFraction: (x) => x,
  fromInteger: (n) => fraction(BigInt(n)),
};

/**
 * The dice a rule set name stands for (`ww1907` is the land preset). Nobody stays behind: the calculator is
 * given the attacking force, the units that fight (Odds ruling), never the armies of the attacking territory.
 */
export function oddsRulesPreset(name: OddsRulesName): DiceRules {
  return { ...dicePresets[name === "ww1907" ? "ww1907-land" : name], attackerStaysBehind: 0 };
}

/** The dice rules a named rule set stands for, with the input's overrides applied. */
export function oddsDiceRules(input: z.output<typeof battleOddsInputSchema>): DiceRules {
  const preset = oddsRulesPreset(input.rules);
  return {
    ...preset,
    tieRule: input.tieRule ?? preset.tieRule,
    attackerDice: input.attackerDice ?? preset.attackerDice,
    defenderDice: input.defenderDice ?? preset.defenderDice,
  };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid input";
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}

function computeOdds<T>(
  field: Field<T>,
  raw: BattleOddsInput,
  maxUnits: number,
  chainRunner: (input: ChainInput) => ChainResult<T>,
): Result<BattleOdds<T>, string> {
  const parsed = battleOddsInputSchema.safeParse(raw);
  if (!parsed.success) return err(firstIssue(parsed.error));
  const input = parsed.data;
  const rules = oddsDiceRules(input);
  if (input.attackers > maxUnits || input.defenders > maxUnits) {
    return err(`at most ${maxUnits} units a side, got ${input.attackers} v ${input.defenders}`);
  }
  for (const [side, dice, bonus] of [
    ["attacker", rules.attackerDice, input.attackerBonusDice],
    ["defender", rules.defenderDice, input.defenderBonusDice],
  ] as const) {
    if (dice + bonus > MAX_ODDS_DICE) {
      return err(`the ${side} would throw ${dice + bonus} dice; at most ${MAX_ODDS_DICE} are supported`);
    }
  }
  const fighting = input.attackers;
  const chain = chainRunner({
    fighting,
    defenders: input.defenders,
    rules,
    attackerBonusDice: input.attackerBonusDice,
    defenderBonusDice: input.defenderBonusDice,
    capDiceByUnits: input.capDiceByUnits,
  });
  let attackerWins = field.zero;
  let defenderWins = field.zero;
  let attackerLeft = field.zero;
  let defenderLeft = field.zero;
  const attackerSurvivors: SurvivorProbability<T>[] = [];
  const defenderSurvivors: SurvivorProbability<T>[] = [];
  for (let a = 1; a <= fighting; a++) {
    const p = chain.attackerEnds[a]!;
    attackerWins = field.add(attackerWins, p);
    attackerLeft = field.add(attackerLeft, field.mul(p, field.fromInteger(a)));
  }
  for (let d = 1; d <= input.defenders; d++) {
    const p = chain.defenderEnds[d]!;
    defenderWins = field.add(defenderWins, p);
    defenderLeft = field.add(defenderLeft, field.mul(p, field.fromInteger(d)));
  }
  if (!field.isZero(defenderWins)) {
    attackerSurvivors.push({ units: 0, probability: defenderWins });
  }
  for (let a = 1; a <= fighting; a++) {
    const p = chain.attackerEnds[a]!;
    if (!field.isZero(p)) attackerSurvivors.push({ units: a, probability: p });
  }
  if (!field.isZero(attackerWins)) defenderSurvivors.push({ units: 0, probability: attackerWins });
  for (let d = 1; d <= input.defenders; d++) {
    const p = chain.defenderEnds[d]!;
    if (!field.isZero(p)) defenderSurvivors.push({ units: d, probability: p });
  }
  return ok({
    rules,
    attackerWins,
    defenderWins,
    attackerSurvivors,
    defenderSurvivors,
    expectedAttackerLosses: field.sub(field.fromInteger(fighting), attackerLeft),
    expectedDefenderLosses: field.sub(field.fromInteger(input.defenders), defenderLeft),
  });
}

/**
 * The odds of a whole battle, computed in double precision by a Markov chain over (attackers left,
 * defenders left) — not sampled. `attackers` is the attacking force under every rule set (Odds ruling): the
 * battle goes on until one side has no units left (W15 ruling; V6: an attack with no call-off point). Bad
 * input comes back as a one-line message.
 */
export function battleOdds(input: BattleOddsInput): Result<BattleOdds<number>, string> {
  return computeOdds(floatField, input, MAX_ODDS_UNITS, (chain) =>
    runFloatBattleChain(chain, fractionToNumber),
  );
}

/**
 * The same odds as {@link battleOdds}, as exact fractions (BigInt); for tests and small tables, at most
 * {@link MAX_EXACT_ODDS_UNITS} units a side.
 */
export function exactBattleOdds(input: BattleOddsInput): Result<BattleOdds<Fraction>, string> {
  return computeOdds(exactField, input, MAX_EXACT_ODDS_UNITS, (chain) => runBattleChain(exactField, chain));
}
