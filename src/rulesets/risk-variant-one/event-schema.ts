import { z } from "zod";
import { diceThrowSchema } from "../../dice/dice-throw-schema.ts";
import type { RiskEvent } from "./events.ts";
import { rankingLineSchema, responseKindSchema } from "./state.ts";

/**
 * The zod schema of `RiskEvent` (events.ts), for the generic play: events are stored in its log and in published
 * records and read back through it (`Ruleset.schemas.event`). It follows events.ts field by field; the type
 * annotation makes the compiler refuse a schema whose output is no `RiskEvent`.
 */
const int = z.number().int();
const name = z.string();
const place = z.string();

export const riskEventSchema: z.ZodType<RiskEvent> = z.discriminatedUnion("type", [
  z.object({ type: z.literal("dealer-roll"), rolls: z.array(z.object({ player: name, die: int })) }),
  z.object({ type: z.literal("dealer"), player: name }),
  z.object({
    type: z.literal("dealt"),
    piles: z.array(z.object({ pile: int, income: int, territories: z.array(place) })),
  }),
  z.object({ type: z.literal("step-started"), player: name, taken: int }),
  z.object({ type: z.literal("step-ended"), player: name, by: z.enum(["player", "engine"]) }),
  z.object({ type: z.literal("bought"), player: name, territory: place, cost: int, armies: int }),
  z.object({
    type: z.literal("placed"),
    player: name,
    territory: place,
    armies: int,
    why: z.enum(["set-up", "bonus"]),
  }),
  z.object({ type: z.literal("armies-unplaceable"), player: name, armies: int }),
  z.object({
    type: z.literal("neutrals-placed"),
    territories: z.array(z.object({ territory: place, armies: int })),
  }),
  z.object({ type: z.literal("setup-finished") }),
  z.object({ type: z.literal("income"), territory: place, owner: name.nullable(), armies: int, total: int }),
  z.object({ type: z.literal("bonus"), player: name, continent: place, armies: int }),
  z.object({ type: z.literal("bonus-lost"), player: name, continent: place, armies: int }),
  z.object({ type: z.literal("income-closed"), by: z.enum(["players", "engine"]) }),
  z.object({ type: z.literal("actions-started"), turnNumber: int, first: name }),
  z.object({ type: z.literal("round-ended"), round: int, everyonePassed: z.boolean() }),
  z.object({
    type: z.literal("attack-declared"),
    attacker: name,
    defender: name.nullable(),
    from: place,
    to: place,
    force: int,
    stopAt: int.nullable(),
  }),
  z.object({
    type: z.literal("response"),
    defender: name,
    territory: place,
    response: responseKindSchema,
    to: place.nullable(),
    at: int.nullable(),
    source: z.enum(["posted", "standing", "default"]),
    note: z.string().optional(),
  }),
  z.object({
    type: z.literal("battle"),
    from: place,
    to: place,
    attacker: name,
    defender: name.nullable(),
    force: int,
    defenders: int,
    throws: z.array(diceThrowSchema),
    attackerLosses: int,
    defenderLosses: int,
    outcome: z.enum(["captured", "repelled", "called-off", "defender-retreated"]),
  }),
  z.object({ type: z.literal("retreated"), defender: name, from: place, to: place, armies: int, lost: int }),
  z.object({
    type: z.literal("captured"),
    attacker: name,
    territory: place,
    from: place.nullable(),
    armies: int,
  }),
  z.object({ type: z.literal("moved"), player: name, from: place, to: place, armies: int }),
  z.object({ type: z.literal("salted"), player: name, territory: place, income: int }),
  z.object({ type: z.literal("improved"), player: name, territory: place, cost: int, income: int }),
  z.object({ type: z.literal("passed"), player: name }),
  z.object({
    type: z.literal("standing-set"),
    player: name,
    territory: place,
    response: responseKindSchema,
    to: place.nullable(),
  }),
  z.object({ type: z.literal("standing-withdrawn"), player: name, territory: place }),
  z.object({ type: z.literal("turn-ended"), turnNumber: int }),
  z.object({ type: z.literal("eliminated"), player: name, by: name.nullable() }),
  z.object({
    type: z.literal("game-over"),
    winner: name.nullable(),
    ranking: z.array(rankingLineSchema),
    by: z.enum(["conquest", "gm"]),
  }),
  z.object({
    type: z.literal("adjusted"),
    territory: place,
    field: z.enum(["armies", "owner", "income"]),
    from: z.union([z.number(), z.string()]).nullable(),
    to: z.union([z.number(), z.string()]).nullable(),
  }),
]);
