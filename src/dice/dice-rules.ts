import { z } from "zod";

/**
 * What happens when two compared dice show the same number:
 * - `reroll` (W15 default): the tied pair is thrown again on its own, one die a side, until it breaks;
 * - `none`: the tied pair kills nobody;
 * - `defender` (classic Risk, V8): the defender wins the tie.
 */
export const tieRuleSchema = z.enum(["reroll", "none", "defender"]);

/** What happens when two compared dice show the same number (see {@link tieRuleSchema}). */
export type TieRule = z.infer<typeof tieRuleSchema>;

/** The most dice one side may be set to throw (before commanders' bonus dice). */
export const MAX_DICE_PER_SIDE = 10;

/**
 * The dice rules of one kind of battle, a per-game setting a GM may change:
 * - `attackerDice`, `defenderDice`: dice each side throws when it has that many units (a side never
 *   throws more dice than it has units: W15 ruling);
 * - `tieRule`: see {@link tieRuleSchema} (default `reroll`, W15);
 * - `attackerStaysBehind`: attacking units that must stay behind and never fight (classic: the attacking
 *   territory keeps one army, V6; World War 1907: every attacking division fights, 0).
 */
export const diceRulesSchema = z.object({
  attackerDice: z.number().int().min(1).max(MAX_DICE_PER_SIDE),
  defenderDice: z.number().int().min(1).max(MAX_DICE_PER_SIDE),
  tieRule: tieRuleSchema.default("reroll"),
  attackerStaysBehind: z.number().int().min(0).default(0),
});

/** The dice rules of one kind of battle (after defaults; see {@link diceRulesSchema}). */
export type DiceRules = z.infer<typeof diceRulesSchema>;

/** The names of the built-in dice presets. */
export const dicePresetNameSchema = z.enum(["ww1907-land", "ww1907-naval", "classic"]);

/** The names of the built-in dice presets. */
export type DicePresetName = z.infer<typeof dicePresetNameSchema>;

/**
 * Built-in dice presets: World War 1907 land battles 2 v 3 with rethrown ties (W15), naval battles 2 v 2
 * (W13, same tie rule), and classic Risk 3 v 2 with ties to the defender and one army staying behind
 * (V8, V6).
 */
export const dicePresets: Readonly<Record<DicePresetName, Readonly<DiceRules>>> = {
  "ww1907-land": { attackerDice: 2, defenderDice: 3, tieRule: "reroll", attackerStaysBehind: 0 },
  "ww1907-naval": { attackerDice: 2, defenderDice: 2, tieRule: "reroll", attackerStaysBehind: 0 },
  classic: { attackerDice: 3, defenderDice: 2, tieRule: "defender", attackerStaysBehind: 1 },
};

/**
 * How many dice a side throws: its set dice, never more than the units it has (W15 ruling), plus commanders'
 * bonus dice, which the cap does not limit (W15/W24 ruling: 1 division with a +1 general throws 2 dice in
 * attack; 1 defending division with a +2 general throws 3). With `capByUnits: false` (ruling
 * `diceCappedByUnits: false`) a side with at least one unit throws every die it is allowed. A side never loses
 * more units than it has, however many dice it throws (see `comparePairs`).
 */
export function diceThrown(units: number, dice: number, bonusDice = 0, capByUnits = true): number {
  if (units <= 0) return 0;
  return Math.max(0, (capByUnits ? Math.min(units, dice) : dice) + bonusDice);
}
