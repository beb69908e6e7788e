import { z } from "zod";
import { type RandomState, Rng, type RngState } from "../random/prng.ts";
import { MAX_DICE_PER_SIDE, tieRuleSchema } from "./dice-rules.ts";
import { type DiceThrow, throwDice } from "./dice-throw.ts";

/**
 * When the attacker calls the battle off before either side is gone:
 * - `attackersAtMost`: once the attacking side (counting units that stay behind) has this many units or
 *   fewer;
 * - `afterThrows`: after this many throws.
 */
export const stopWhenSchema = z.object({
  attackersAtMost: z.number().int().min(0).optional(),
  afterThrows: z.number().int().min(1).optional(),
});

/** What one battle needs (see {@link fightBattle}). */
export const battleInputSchema = z.object({
  /** Units on the attacking side; under classic rules the armies in the attacking territory. */
  attackers: z.number().int().min(0),
  /** Units on the defending side. */
  defenders: z.number().int().min(0),
  attackerDice: z.number().int().min(1).max(MAX_DICE_PER_SIDE),
  defenderDice: z.number().int().min(1).max(MAX_DICE_PER_SIDE),
  tieRule: tieRuleSchema.default("reroll"),
  /** Extra dice from commanders' traits. */
  attackerBonusDice: z.number().int().min(0).default(0),
  defenderBonusDice: z.number().int().min(0).default(0),
  /** Attacking units that stay behind and never fight (classic: 1, V6). */
  attackerStaysBehind: z.number().int().min(0).default(0),
  /** W15 ruling `diceCappedByUnits`: a side never throws more dice than it has units (default true). */
  capDiceByUnits: z.boolean().default(true),
  stopWhen: stopWhenSchema.optional(),
});

/** What one battle needs, as a caller writes it (defaults filled in by {@link battleInputSchema}). */
export type BattleInput = z.input<typeof battleInputSchema>;

/** How a battle ended. */
export type BattleOutcome = "attacker-won" | "defender-won" | "called-off";

/** A fought battle: the full log, the survivors and the generator state after the last die. */
export interface BattleResult<S extends RandomState = RngState> {
  /** `attacker-won`: no defender left; `defender-won`: no attacker able to fight is left. */
  outcome: BattleOutcome;
  /** Attacking units left, counting those that stayed behind. */
  attackersLeft: number;
  defendersLeft: number;
  attackerLosses: number;
  defenderLosses: number;
  /** Every throw in order, with every die and who lost what. */
  throws: DiceThrow[];
  /** The generator state after the battle: the next battle of the phase draws from here. */
  rng: S;
}

/**
 * Fights a battle to its end: throws are repeated until the defender has no units left or the attacker has
 * none able to fight (W15 ruling; under classic rules that means the attacking territory is down to the
 * army that stays behind, V6), or until the attacker calls it off (`stopWhen`). Pure: the dice come from
 * `rng`, which is not modified; the state after the battle is returned.
 *
 * Throws a `ZodError` when the input breaks {@link battleInputSchema} (a programming error: game states
 * are validated before battles are fought).
 */
export function fightBattle<S extends RandomState = RngState>(input: BattleInput, rng: S): BattleResult<S> {
  const settings = battleInputSchema.parse(input);
  const cursor = new Rng(rng);
  const stayBehind = Math.min(settings.attackerStaysBehind, settings.attackers);
  let fighting = settings.attackers - stayBehind;
  let defenders = settings.defenders;
  const throws: DiceThrow[] = [];
  const callOffAt = settings.stopWhen?.attackersAtMost;
  const maxThrows = settings.stopWhen?.afterThrows;
  let outcome: BattleOutcome;
  for (;;) {
    if (defenders === 0) {
      outcome = "attacker-won";
      break;
    }
    if (fighting === 0) {
      outcome = "defender-won";
      break;
    }
    if (
      (callOffAt !== undefined && fighting + stayBehind <= callOffAt) ||
      (maxThrows !== undefined && throws.length >= maxThrows)
    ) {
      outcome = "called-off";
      break;
    }
    const thrown = throwDice(
      {
        attackers: fighting,
        defenders,
        attackerDice: settings.attackerDice,
        defenderDice: settings.defenderDice,
        tieRule: settings.tieRule,
        attackerBonusDice: settings.attackerBonusDice,
        defenderBonusDice: settings.defenderBonusDice,
        capDiceByUnits: settings.capDiceByUnits,
      },
      cursor,
    );
    throws.push(thrown);
    fighting -= thrown.attackerLosses;
    defenders -= thrown.defenderLosses;
  }
  const attackersLeft = fighting + stayBehind;
  return {
    outcome,
    attackersLeft,
    defendersLeft: defenders,
    attackerLosses: settings.attackers - attackersLeft,
    defenderLosses: settings.defenders - defenders,
    throws,
    rng: cursor.state,
  };
}
