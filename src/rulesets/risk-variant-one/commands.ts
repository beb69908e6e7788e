import { z } from "zod";

/**
 * The typed orders of Risk Variant One (V3, V5–V7). Territories are ids of the classic map ("brazil",
 * "western-united-states"). Every order a player can post reads as exactly one of these; the judge decides
 * whether it is legal now (whose turn, which phase, which armies).
 */

/**
 * The most armies one order can name (a placement, an attack's force or call-off point, a move, a retreat point).
 * The order language refuses a larger number when it reads the order, so every command it produces passes these
 * schemas.
 */
export const MAX_ORDER_ARMIES = 100_000;

const territory = z.string().min(1);
const count = z.number().int().min(1).max(MAX_ORDER_ARMIES);

/** V3 set-up: buy an unowned territory by placing as many active armies on it as its cost (cost 0: one army). */
export const buySchema = z.object({ kind: z.literal("buy"), territory });

/** V3 set-up (active armies on an own territory) and V5 income (continent bonus armies inside the continent). */
export const placeSchema = z.object({ kind: z.literal("place"), count, territory });

/** V3 set-up: the player's set-up step is over ("done"). */
export const doneSchema = z.object({ kind: z.literal("done") });

/**
 * V6 attack: from one territory into one adjacent other. `force`: attacking armies (default all but one);
 * `stopAt`: call the attack off when the attacking force is down to this many (default: fight on until one army
 * would be left behind or the territory falls).
 */
export const attackSchema = z.object({
  kind: z.literal("attack"),
  from: territory,
  to: territory,
  force: count.optional(),
  stopAt: z.number().int().min(0).max(MAX_ORDER_ARMIES).optional(),
});

/** V6 move: any number of armies into one adjacent friendly territory (the start keeps at least one). */
export const moveSchema = z.object({ kind: z.literal("move"), from: territory, to: territory, count });

/** V6 salt: income of one of your own territories −1 (minimum 0 unless negative incomes are on). */
export const saltSchema = z.object({ kind: z.literal("salt"), territory });

/** V6 improve: spend income+1 armies of the territory, income +1 (at most 6). */
export const improveSchema = z.object({ kind: z.literal("improve"), territory });

/** V6 pass: no action this round. */
export const passSchema = z.object({ kind: z.literal("pass") });

/**
 * V7 the defender's answer to the attack awaiting it: hold (optionally with a retreat point: when down to `at`
 * defenders, retreat to `to`, losing one more army), retreat to `to` (no battle), or retreat and salt.
 */
export const respondSchema = z.object({
  kind: z.literal("respond"),
  response: z.enum(["hold", "retreat", "retreat-salt"]),
  to: territory.optional(),
  at: count.optional(),
});

/** V7 a standing response: applies whenever `territory` is attacked, until withdrawn. */
export const standingSchema = z.object({
  kind: z.literal("standing"),
  territory,
  response: z.enum(["hold", "retreat", "retreat-salt"]),
  to: territory.optional(),
  at: count.optional(),
});

/** V7 withdraw the standing response of a territory. */
export const withdrawStandingSchema = z.object({ kind: z.literal("withdraw-standing"), territory });

export const riskCommandSchema = z.discriminatedUnion("kind", [
  buySchema,
  placeSchema,
  doneSchema,
  attackSchema,
  moveSchema,
  saltSchema,
  improveSchema,
  passSchema,
  respondSchema,
  standingSchema,
  withdrawStandingSchema,
]);

export type RiskCommand = z.infer<typeof riskCommandSchema>;
export type RiskCommandKind = RiskCommand["kind"];
