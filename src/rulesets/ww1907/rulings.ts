import { z } from "zod";

/**
 * The rulings of a World War 1907 game: every place where the rulebook is ambiguous, as a named setting with a
 * documented default (INDEX.md proposals). House rules are data: a scenario's `rulings` overrides any of them.
 * Each setting is explained in docs/rulings.md (rulebook text, choice, reason).
 */
export const rulingsSchema = z.strictObject({
  /** W4: whose fleets blockade a sea zone for supply: nations at `war` with you, or anyone `not-allied`. */
  blockadeBy: z.enum(["war", "not-allied"]).default("war"),
  /**
   * W4/W6: where pp carried over from earlier turns (and pp received) may be spent when a nation is split:
   * in its `main` group (the capital's, else the richest), or in `any` group.
   */
  carriedPpGroup: z.enum(["main", "any"]).default("main"),
  /** W5: land of a nation at peace carries supply and pp only with its standing grant (false: freely). */
  passageNeedsGrant: z.boolean().default(true),
  /** W6: only the whole part of the treasury is spendable; the fraction carries over. */
  wholePpOnly: z.boolean().default(true),
  /** W6: pp left unspent at the end of a turn carry over (false: they are lost, the fraction kept). */
  unspentPpCarryOver: z.boolean().default(true),
  /** W8: free moves may enter only `owned-or-allied` land, or also neutral land (`owned-allied-or-neutral`). */
  freeMoveInto: z.enum(["owned-or-allied", "owned-allied-or-neutral"]).default("owned-or-allied"),
  /** W9: divisions that came ashore this phase cannot free-move again in the same phase. */
  disembarkCountsAsMove: z.boolean().default(true),
  /** W12: in the Attack phase ships may also join a zone holding only their own nation's ships. */
  attackSailJoinsOwnFleet: z.boolean().default(true),
  /** W15: what a tied pair of dice does: `reroll` (thrown again on its own), `none` (nobody dies), `defender`. */
  tieRule: z.enum(["reroll", "none", "defender"]).default("reroll"),
  /** W15: a side never rolls more dice than it has units. */
  diceCappedByUnits: z.boolean().default(true),
  /** W16: ships under construction in a captured port are `destroyed` or `captured`. */
  shipsUnderConstructionOnCapture: z.enum(["destroyed", "captured"]).default("destroyed"),
  /**
   * W20: order of resolution in the Attack phase: `naval-first` (sea moves and naval battles, then land attacks
   * and amphibious strikes in posted order, then end-of-phase effects) or `posted` (everything in posted order).
   */
  resolutionOrder: z.enum(["naval-first", "posted"]).default("naval-first"),
  /** W21: capturing a province held by a neutral garrison gives a victory point. */
  neutralGarrisonGivesVp: z.boolean().default(false),
  /** W22: a naval point per sea zone cleared of enemy ships by a battle the nation started (or per ship sunk). */
  navalPointPer: z.enum(["zone-cleared", "ship-sunk"]).default("zone-cleared"),
  /** W24: a commander affects battles fought from or in his province. */
  commanderAffects: z.enum(["from-or-in-province", "in-province"]).default("from-or-in-province"),
  /** W24: a commander whose army is destroyed is lost unless a trait saves him. */
  commanderLostWithArmy: z.boolean().default(true),
  /** W25: alliance and peace treaties need both sides' orders in the same phase (false: one side's suffices). */
  treatiesNeedBothSides: z.boolean().default(true),
  /**
   * W25: "declare war on X" while allied with X `breaks-alliance` straight into war (6 pp, the receipt says so), or
   * is `refused` with the order to write instead ("break alliance with X to war").
   */
  declareWarOnAlly: z.enum(["breaks-alliance", "refused"]).default("breaks-alliance"),
  /**
   * W28: when two of your allies go to war with each other and you gave no order, the alliance dropped to peace
   * (free) is the one with the `aggressor` (who declared the war) or the `defender`.
   */
  forcedDropWith: z.enum(["aggressor", "defender"]).default("aggressor"),
  /** W30: divisions in a given province `transfer` to the receiver or are `disbanded`. */
  givenProvinceGarrison: z.enum(["transfer", "disbanded"]).default("transfer"),
  /** W33: an edit made only by a moderator voids the post (default: reported, the post stands). */
  moderatorEditVoids: z.boolean().default(false),
});

/** The resolved rulings of one game (every setting filled in). */
export type Rulings = z.infer<typeof rulingsSchema>;

/** The documented defaults. */
export const defaultRulings: Readonly<Rulings> = Object.freeze(rulingsSchema.parse({}));

/**
 * Merges a scenario's `rulings` over the defaults. Unknown names and wrong values are errors naming the setting
 * (`rulings.tieRule: expected one of "reroll" | "none" | "defender"`).
 */
export function resolveRulings(
  overrides: Record<string, unknown> = {},
): { ok: true; value: Rulings } | { ok: false; error: string[] } {
  const parsed = rulingsSchema.safeParse(overrides);
  if (parsed.success) return { ok: true, value: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys") {
      return `rulings: unknown setting${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")} (see docs/rulings.md)`;
    }
    const path = ["rulings", ...issue.path.map(String)].join(".");
    return `${path}: ${issue.message}`;
  });
  return { ok: false, error: problems };
}
