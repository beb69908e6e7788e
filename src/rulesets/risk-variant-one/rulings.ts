import { z } from "zod";
import { FILE_LIMITS, fileNumber } from "../../scenario/limits.ts";

/**
 * The rulings of a Risk Variant One game: every place where the rulebook is open, as a named setting with the
 * default proposed by INDEX.md (V1–V9). House rules are data: a scenario's `rulings:` overrides any of them.
 * docs/rulings.md ("Risk Variant One") gives each one's reason.
 */
export const riskRulingsSchema = z.strictObject({
  /** V1: armies each player starts with in the inactive pile (the rulebook suggests 10 to 30). */
  startingArmies: z.number().int().min(1).max(100).default(20),
  /** V2: pile sizes, `new` (2, 4, 6, 10, 14, 6) or `original` (1, 2, 4, 8, 16, 11). */
  pileSizes: z.enum(["new", "original"]).default("new"),
  /** V2: ties on the dealer's roll are rolled again among the tied players (false: the first seated wins). */
  dealerTiesReroll: z.boolean().default(true),
  /** V3: a territory of cost 0 is bought by placing this many armies on it (never empty: at least 1). */
  zeroCostArmies: fileNumber(FILE_LIMITS.rulingArmies, "armies").min(1).default(1),
  /** V4: the fewest neutral armies an unbought territory gets (its income, but at least this). */
  neutralMinimum: fileNumber(FILE_LIMITS.rulingArmies, "armies").min(1).default(1),
  /** V5: continent bonuses by continent id; a continent not listed gives the map's bonus. */
  continentBonuses: z.record(z.string(), fileNumber(FILE_LIMITS.bonus, "armies").min(0)).default({
    "north-america": 5,
    "south-america": 2,
    europe: 5,
    africa: 3,
    asia: 7,
    australia: 2,
  }),
  /**
   * V5: where the bot puts bonus armies nobody placed when the income phase is closed: one at a time on the
   * continent's territory with the `fewest` armies (ties: map order).
   */
  unplacedBonus: z.enum(["fewest", "lost"]).default("fewest"),
  /** V5: a neutral territory of income 0 grows by this much while neutral (the rulebook: "assume 1"). */
  neutralZeroIncomeCountsAs: fileNumber(FILE_LIMITS.rulingArmies, "armies").min(0).default(1),
  /** V6: incomes may go below 0 by salting (the rulebook's NOTE); a negative income removes armies. */
  negativeIncomes: z.boolean().default(false),
  /** V6: the lowest income when negative incomes are on. */
  lowestNegativeIncome: fileNumber(0, "armies of income", { min: -FILE_LIMITS.income }).default(-6),
  /** V6: the highest income an improvement reaches. */
  maximumIncome: fileNumber(FILE_LIMITS.income, "armies of income").min(1).default(6),
  /** V6: salting is of your own territories only (scorched earth); false: any territory. */
  saltOwnOnly: z.boolean().default(true),
  /** V7: the optional "retreat and salt" response. */
  retreatAndSalt: z.boolean().default(false),
  /** V7: hours the defender has to answer an attack (the GM can close it sooner); no answer means hold. */
  responseHours: fileNumber(FILE_LIMITS.hours, "hours", { whole: false }).min(0).default(24),
  /**
   * V9: when the game is over: `last-player` (one player holds every territory that is not neutral: every other
   * player is out, neutrals left or not) or `every-territory` (neutrals gone too).
   */
  winCondition: z.enum(["last-player", "every-territory"]).default("last-player"),
  /** V7: armies a holding defender loses on top when retreating at its retreat point. */
  lateRetreatLoss: fileNumber(FILE_LIMITS.rulingArmies, "armies").min(0).default(1),
});

/** The rulings of one game, every setting filled in. */
export type RiskRulings = z.infer<typeof riskRulingsSchema>;
/** Rulings as a scenario writes them (any subset). */
export type RiskRulingsInput = z.input<typeof riskRulingsSchema>;

/** The default rulings. */
export function defaultRiskRulings(): RiskRulings {
  return riskRulingsSchema.parse({});
}

/** Pile sizes (piles 1 to 6) for a setting; pile k has income and cost 6 − k (5, 4, 3, 2, 1, 0). */
export const PILE_SIZES: Readonly<Record<RiskRulings["pileSizes"], readonly number[]>> = {
  new: [2, 4, 6, 10, 14, 6],
  original: [1, 2, 4, 8, 16, 11],
};

/** The income (and cost to buy) of each pile, pile 1 first. */
export const PILE_INCOMES: readonly number[] = [5, 4, 3, 2, 1, 0];
