import { z } from "zod";

/**
 * Every order a player can give, as a typed command (a zod discriminated union on `kind`).
 * Ids are canonical map and scenario ids (the order language resolves names and aliases to these).
 * The same shapes are printed by `adjutant orders parse` and judged by the engine.
 */

/**
 * The most divisions or ships one order can name (build, move, attack, sail, embark, disembark). The order language
 * refuses a larger number when it reads the order ("1000 is more divisions than any order can move: at most 999"),
 * so every command it produces passes these schemas.
 */
export const MAX_ORDER_UNITS = 999;

/** The most pp one trade order can give (W30); the order language refuses more when it reads the order. */
export const MAX_ORDER_PP = 99_999;

const id = z.string().min(1);
const count = z.number().int().positive().max(MAX_ORDER_UNITS);

/** Build divisions (W7) or ships (W10) in a province. */
export const buildCommandSchema = z.object({
  kind: z.literal("build"),
  unit: z.enum(["division", "ship"]),
  province: id,
  count,
});

/** Free move of divisions to an adjacent province in the Deployment phase (W8). */
export const moveCommandSchema = z.object({ kind: z.literal("move"), from: id, to: id, count });

/** A land attack on one province from one or more adjacent provinces (W14). */
export const attackCommandSchema = z.object({
  kind: z.literal("attack"),
  target: id,
  sources: z.array(z.object({ from: id, count })).min(1),
});

/** An amphibious strike from a sea zone on the province whose port is there (W19). */
export const amphibiousCommandSchema = z.object({
  kind: z.literal("amphibious"),
  target: id,
  from: id,
  count,
});

/**
 * A ship move (W11, W12): `from`/`to` are sea zones or provinces (a province means its port).
 * Province → sea: out of port; sea → province: into port; sea → sea: one zone.
 * `divisions` aboard move with their ships; when omitted, as many as the moving ships carry.
 */
export const sailCommandSchema = z.object({
  kind: z.literal("sail"),
  from: id,
  to: id,
  count,
  divisions: z.number().int().min(0).max(MAX_ORDER_UNITS).optional(),
});

/** Divisions going aboard ships in a province's port, or coming ashore there (W9). */
export const embarkCommandSchema = z.object({ kind: z.literal("embark"), province: id, count });
export const disembarkCommandSchema = z.object({ kind: z.literal("disembark"), province: id, count });

/** Diplomacy (W25–W29). */
export const declareWarCommandSchema = z.object({ kind: z.literal("declare-war"), nation: id });
export const proposeAllianceCommandSchema = z.object({ kind: z.literal("propose-alliance"), nation: id });
export const proposePeaceCommandSchema = z.object({ kind: z.literal("propose-peace"), nation: id });
/** Break an alliance, to peace (3 pp) or straight to war (6 pp). */
export const breakAllianceCommandSchema = z.object({
  kind: z.literal("break-alliance"),
  nation: id,
  to: z.enum(["peace", "war"]).default("peace"),
});

/** Passage through your land for another nation's supply and pp (W5 ruling: standing grant). */
export const grantPassageCommandSchema = z.object({ kind: z.literal("grant-passage"), to: id });
export const withdrawPassageCommandSchema = z.object({ kind: z.literal("withdraw-passage"), to: id });

/** Trade (W30, W31). */
export const givePpCommandSchema = z.object({
  kind: z.literal("give-pp"),
  to: id,
  amount: z.number().positive().max(MAX_ORDER_PP),
});
export const giveProvinceCommandSchema = z.object({ kind: z.literal("give-province"), province: id, to: id });

/** Commanders (W24). */
export const placeCommanderCommandSchema = z.object({
  kind: z.literal("place-commander"),
  commander: id,
  to: id,
});
export const moveCommanderCommandSchema = z.object({
  kind: z.literal("move-commander"),
  commander: id,
  to: id,
});

export const commandSchema = z.discriminatedUnion("kind", [
  buildCommandSchema,
  moveCommandSchema,
  attackCommandSchema,
  amphibiousCommandSchema,
  sailCommandSchema,
  embarkCommandSchema,
  disembarkCommandSchema,
  declareWarCommandSchema,
  proposeAllianceCommandSchema,
  proposePeaceCommandSchema,
  breakAllianceCommandSchema,
  grantPassageCommandSchema,
  withdrawPassageCommandSchema,
  givePpCommandSchema,
  giveProvinceCommandSchema,
  placeCommanderCommandSchema,
  moveCommanderCommandSchema,
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandKind = Command["kind"];
export type CommandOf<K extends CommandKind> = Extract<Command, { kind: K }>;
