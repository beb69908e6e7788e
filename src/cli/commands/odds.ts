import type { Command } from "commander";
import { type DiceRules, MAX_DICE_PER_SIDE, type TieRule, tieRuleSchema } from "../../dice/dice-rules.ts";
import {
  type BattleOdds,
  battleOdds,
  MAX_ODDS_UNITS,
  type OddsRulesName,
  oddsRulesNameSchema,
  oddsRulesPreset,
} from "../../odds/battle-odds.ts";
import { formatFraction, fractionToNumber } from "../../odds/fraction.ts";
import { oddsBattleWords } from "../../odds/odds-text.ts";
import { throwOdds } from "../../odds/throw-odds.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

interface RoundOptions {
  attackerDice?: string;
  defenderDice?: string;
  ties?: string;
  rules: string;
  json?: boolean;
}

interface BattleOptions {
  rules: string;
  ties?: string;
  attackerDice?: string;
  defenderDice?: string;
  attackerBonus: string;
  defenderBonus: string;
  json?: boolean;
}

/** Parses a whole number in [min, max] given on the command line, or throws a one-line UserError. */
function parseCount(text: string, what: string, min: number, max: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) throw new UserError(`${what} must be a whole number, got '${text}'`);
  const value = Number(trimmed);
  if (value < min || value > max) throw new UserError(`${what} must be from ${min} to ${max}, got ${value}`);
  return value;
}

function parseTies(text: string | undefined): TieRule | undefined {
  if (text === undefined) return undefined;
  const parsed = tieRuleSchema.safeParse(text.trim().toLowerCase());
  if (!parsed.success) throw new UserError(`--ties must be reroll, none or defender, got '${text}'`);
  return parsed.data;
}

function parseRules(text: string): OddsRulesName {
  const parsed = oddsRulesNameSchema.safeParse(text.trim().toLowerCase());
  if (!parsed.success) throw new UserError(`--rules must be ww1907, ww1907-naval or classic, got '${text}'`);
  return parsed.data;
}

const tieWords: Record<TieRule, string> = {
  reroll: "tied pairs rethrown",
  none: "ties kill nobody",
  defender: "ties to the defender",
};

function percent(p: number): string {
  return `${(p * 100).toFixed(2).padStart(6)} %`;
}

function describeRules(rules: DiceRules): string {
  return `${rules.attackerDice} v ${rules.defenderDice} dice, ${tieWords[rules.tieRule]}`;
}

function roundAction(options: RoundOptions): void {
  const rules = oddsRulesPreset(parseRules(options.rules));
  const attackerDice =
    options.attackerDice === undefined
      ? rules.attackerDice
      : parseCount(options.attackerDice, "--attacker-dice", 1, MAX_DICE_PER_SIDE);
  const defenderDice =
    options.defenderDice === undefined
      ? rules.defenderDice
      : parseCount(options.defenderDice, "--defender-dice", 1, MAX_DICE_PER_SIDE);
  const tieRule = parseTies(options.ties) ?? rules.tieRule;
  const outcomes = throwOdds(attackerDice, defenderDice, tieRule).map((o) => ({
    attackerLosses: o.attackerLosses,
    defenderLosses: o.defenderLosses,
    fraction: formatFraction(o.probability),
    probability: fractionToNumber(o.probability),
  }));
  if (options.json) {
    printJson({ attackerDice, defenderDice, ties: tieRule, outcomes });
    return;
  }
  printLines([
    `one throw: ${attackerDice} v ${defenderDice} dice, ${tieWords[tieRule]}`,
    "attacker loses  defender loses  probability  exact",
    ...outcomes.map(
      (o) =>
        `${String(o.attackerLosses).padStart(14)}  ${String(o.defenderLosses).padStart(14)}  ${percent(o.probability).padStart(11)}  ${o.fraction}`,
    ),
  ]);
}

function survivorLines(label: string, survivors: BattleOdds<number>["attackerSurvivors"]): string[] {
  const shown = survivors.filter((s) => s.probability >= 0.0005);
  const hidden = survivors.length - shown.length;
  return [
    `${label} left  probability`,
    ...shown.map(
      (s) => `${String(s.units).padStart(label.length + 5)}  ${percent(s.probability).padStart(11)}`,
    ),
    ...(hidden > 0 ? [`(${hidden} more counts below 0.05 % each; --json lists them all)`] : []),
  ];
}

function battleAction(attackersText: string, defendersText: string, options: BattleOptions): void {
  const rules = parseRules(options.rules);
  const attackers = parseCount(attackersText, "ATTACKERS", 1, MAX_ODDS_UNITS);
  const defenders = parseCount(defendersText, "DEFENDERS", 1, MAX_ODDS_UNITS);
  const result = battleOdds({
    attackers,
    defenders,
    rules,
    tieRule: parseTies(options.ties),
    attackerDice:
      options.attackerDice === undefined
        ? undefined
        : parseCount(options.attackerDice, "--attacker-dice", 1, MAX_DICE_PER_SIDE),
    defenderDice:
      options.defenderDice === undefined
        ? undefined
        : parseCount(options.defenderDice, "--defender-dice", 1, MAX_DICE_PER_SIDE),
    attackerBonusDice: parseCount(options.attackerBonus, "--attacker-bonus", 0, MAX_DICE_PER_SIDE),
    defenderBonusDice: parseCount(options.defenderBonus, "--defender-bonus", 0, MAX_DICE_PER_SIDE),
  });
  if (!result.ok) throw new UserError(result.error);
  const odds = result.value;
  if (options.json) {
    printJson({
      rules,
      attackers,
      defenders,
      battle: oddsBattleWords(attackers, defenders, rules),
      dice: odds.rules,
      attackerWins: odds.attackerWins,
      defenderWins: odds.defenderWins,
      expectedAttackerLosses: odds.expectedAttackerLosses,
      expectedDefenderLosses: odds.expectedDefenderLosses,
      attackerSurvivors: odds.attackerSurvivors,
      defenderSurvivors: odds.defenderSurvivors,
    });
    return;
  }
  printLines([
    `${oddsBattleWords(attackers, defenders, rules)} (${rules}: ${describeRules(odds.rules)})`,
    ...(rules === "classic" ? ["(the army that stays home is not counted in the force)"] : []),
    `attacker wins  ${percent(odds.attackerWins)}`,
    `defender wins  ${percent(odds.defenderWins)}`,
    `expected losses: attacker ${odds.expectedAttackerLosses.toFixed(2)}, defender ${odds.expectedDefenderLosses.toFixed(2)}`,
    "",
    ...survivorLines("attackers", odds.attackerSurvivors),
    "",
    ...survivorLines("defenders", odds.defenderSurvivors),
  ]);
}

/** Registers `adjutant odds round` (exact odds of one throw) and `adjutant odds battle` (a whole battle). */
export function registerOddsCommand(program: Command): void {
  const odds = program
    .command("odds")
    .description("exact dice odds: one throw as fractions, or a whole battle by Markov chain");

  odds
    .command("round")
    .description("exact odds of one throw of the dice (every outcome as a fraction)")
    .option("--attacker-dice <n>", "dice the attacker throws (default: from --rules)")
    .option("--defender-dice <n>", "dice the defender throws (default: from --rules)")
    .option("--ties <rule>", "reroll | none | defender (default: from --rules)")
    .option("--rules <name>", "ww1907 | ww1907-naval | classic", "ww1907")
    .option("--json", "print the result as JSON")
    .action((options: RoundOptions) => roundAction(options));

  odds
    .command("battle")
    .description(
      "odds of a whole battle fought to the end (ATTACKERS is the attacking force, the units that fight)",
    )
    .argument("<attackers>", "the attacking force: units that fight (classic: not the army that stays home)")
    .argument("<defenders>", "defending units")
    .option("--rules <name>", "ww1907 | ww1907-naval | classic", "ww1907")
    .option("--ties <rule>", "reroll | none | defender (default: from --rules)")
    .option("--attacker-dice <n>", "dice the attacker throws (default: from --rules)")
    .option("--defender-dice <n>", "dice the defender throws (default: from --rules)")
    .option("--attacker-bonus <n>", "extra attack dice from commanders", "0")
    .option("--defender-bonus <n>", "extra defence dice from commanders", "0")
    .option("--json", "print the result as JSON")
    .action((attackers: string, defenders: string, options: BattleOptions) =>
      battleAction(attackers, defenders, options),
    );
}
