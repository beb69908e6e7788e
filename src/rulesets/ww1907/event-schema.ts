import { z } from "zod";
import { diceThrowSchema } from "../../dice/dice-throw-schema.ts";
import { ww1907AdjustmentSchema } from "./adjust.ts";
import type { BattleEvent, BonusDice } from "./battles/events.ts";
import { commandSchema } from "./commands.ts";
import type { EngineEvent } from "./events.ts";
import { phaseSchema } from "./scenario/schema.ts";
import { earlierCaptureSchema, verdictCodeSchema } from "./verdict.ts";

/**
 * The zod schemas of World War 1907's events (`EngineEvent` in events.ts, `BattleEvent` in battles/events.ts), for
 * what reads them back from storage: the generic play's log and published records (`Ruleset.schemas.event`). They
 * follow the TypeScript types field by field; each type annotation makes the compiler refuse a schema whose output
 * is not the type, and tests/rulesets/ww1907/event-schema.test.ts parses every event the adjudication catalogue's
 * cases produce and checks nothing is lost.
 */
const count = z.number().int();
const amount = z.number();
const id = z.string();
const pairOfIds = z.tuple([id, id]);
const payable = z.enum(["now", "next-deployment"]);
const treaty = z.enum(["alliance", "peace"]);

const engineEvents = [
  z.object({
    type: z.literal("built"),
    nation: id,
    unit: z.enum(["division", "ship"]),
    province: id,
    count,
    cost: amount,
  }),
  z.object({ type: z.literal("moved"), nation: id, from: id, to: id, count }),
  z.object({ type: z.literal("embarked"), nation: id, province: id, count }),
  z.object({ type: z.literal("disembarked"), nation: id, province: id, count }),
  z.object({ type: z.literal("sailed"), nation: id, from: id, to: id, ships: count, divisions: count }),
  z.object({ type: z.literal("war-declared"), nation: id, against: id, cost: amount, payable }),
  z.object({
    type: z.literal("alliance-broken"),
    nation: id,
    with: id,
    to: z.enum(["peace", "war"]),
    cost: amount,
    payable,
  }),
  z.object({ type: z.literal("treaty-proposed"), kind: treaty, from: id, to: id }),
  z.object({ type: z.literal("alliance-formed"), nations: pairOfIds }),
  z.object({ type: z.literal("peace-made"), nations: pairOfIds }),
  z.object({ type: z.literal("proposal-lapsed"), kind: treaty, from: id, to: id, reason: z.string() }),
  z.object({ type: z.literal("forced-drop"), nation: id, with: id, because: pairOfIds }),
  z.object({ type: z.literal("passage-granted"), from: id, to: id }),
  z.object({ type: z.literal("passage-withdrawn"), from: id, to: id }),
  z.object({ type: z.literal("pp-given"), from: id, to: id, amount }),
  z.object({ type: z.literal("province-given"), from: id, to: id, province: id, divisions: count }),
  z.object({ type: z.literal("commander-placed"), nation: id, commander: id, at: id }),
  z.object({ type: z.literal("commander-moved"), nation: id, commander: id, from: id, to: id }),
  z.object({
    type: z.literal("attack-ordered"),
    nation: id,
    target: id,
    sources: z.array(z.object({ from: id, count })),
    amphibious: z.boolean(),
  }),
  z.object({ type: z.literal("phase-ended"), year: count, phase: phaseSchema }),
  z.object({ type: z.literal("phase-started"), year: count, phase: phaseSchema }),
  z.object({
    type: z.literal("income"),
    nation: id,
    income: amount,
    owedPaid: amount,
    owedLeft: amount,
    treasury: amount,
  }),
  z.object({ type: z.literal("ships-completed"), nation: id, at: id, ships: count }),
] as const;

/** `EngineEvent`: what the phase resolver logs (builds, moves, treaties, income…). */
export const engineEventSchema: z.ZodType<EngineEvent> = z.discriminatedUnion("type", [...engineEvents]);

const bonusDiceSchema: z.ZodType<BonusDice> = z.object({
  commander: id,
  name: z.string(),
  trait: z.enum([
    "attack-dice",
    "defence-dice",
    "home-attack-dice",
    "naval-attack-dice",
    "naval-defence-dice",
  ]),
  dice: count,
  why: z.string(),
});

const attackSourceSchema = z.object({ from: id, ordered: count, committed: count });
const side = z.enum(["attacker-won", "defender-won"]);
const attackKind = z.enum(["attack", "amphibious"]);
const commanderKind = z.enum(["general", "admiral"]);
const survivalSchema = z.object({ roll: z.number(), chance: z.number() });

const battleEvents = [
  z.object({ type: z.literal("ships-sailed"), nation: id, from: id, to: id, ships: count, divisions: count }),
  z.object({
    type: z.literal("sail-cancelled"),
    nation: id,
    from: id,
    to: id,
    ships: count,
    reason: z.string(),
  }),
  z.object({
    type: z.literal("naval-battle"),
    zone: id,
    attacker: id,
    defender: id,
    attackerShips: count,
    defenderShips: count,
    attackerDivisions: count,
    defenderDivisions: count,
    attackerBonus: z.array(bonusDiceSchema),
    defenderBonus: z.array(bonusDiceSchema),
    throws: z.array(diceThrowSchema),
    attackerShipsLost: count,
    defenderShipsLost: count,
    attackerDivisionsLost: count,
    defenderDivisionsLost: count,
    outcome: side,
  }),
  z.object({
    type: z.literal("land-battle"),
    kind: attackKind,
    nation: id,
    target: id,
    defender: id.nullable(),
    sources: z.array(attackSourceSchema),
    attackers: count,
    defenders: count,
    attackerBonus: z.array(bonusDiceSchema),
    defenderBonus: z.array(bonusDiceSchema),
    throws: z.array(diceThrowSchema),
    attackerLosses: count,
    defenderLosses: count,
    outcome: side,
  }),
  z.object({
    type: z.literal("attack-cancelled"),
    kind: attackKind,
    nation: id,
    target: id,
    sources: z.array(attackSourceSchema),
    reason: z.string(),
    capturedEarlier: z.array(earlierCaptureSchema).optional(),
  }),
  z.object({
    type: z.literal("province-captured"),
    nation: id,
    province: id,
    from: id.nullable(),
    occupiers: count,
    enemyGarrison: z.boolean(),
  }),
  z.object({
    type: z.literal("ships-captured"),
    nation: id,
    from: id,
    province: id,
    ships: count,
    divisionsLost: count,
  }),
  z.object({
    type: z.literal("ships-destroyed"),
    nation: id,
    province: id,
    ships: count,
    reason: z.string(),
  }),
  z.object({
    type: z.literal("ships-entered-port"),
    nation: id,
    from: id,
    province: id,
    ships: count,
    divisions: count,
  }),
  z.object({
    type: z.literal("points"),
    nation: id,
    kind: z.enum(["vp", "np"]),
    amount,
    total: amount,
    rule: z.enum(["W21", "W22"]),
    reason: z.string(),
  }),
  z.object({ type: z.literal("commander-advanced"), nation: id, commander: id, from: id, to: id }),
  z.object({
    type: z.literal("commander-lost"),
    nation: id,
    commander: id,
    at: id,
    reason: z.string(),
    survival: survivalSchema.nullable(),
  }),
  z.object({
    type: z.literal("commander-retreated"),
    nation: id,
    commander: id,
    from: id,
    to: id,
    survival: survivalSchema,
  }),
  z.object({
    type: z.literal("division-spawned"),
    nation: id,
    commander: id,
    province: id,
    rule: z.literal("W24"),
  }),
  z.object({
    type: z.literal("commander-awarded"),
    nation: id,
    kind: commanderKind,
    commander: id,
    name: z.string(),
    ordinal: count,
    threshold: amount,
    draw: z.object({ index: count, of: count }),
  }),
  z.object({
    type: z.literal("award-unavailable"),
    nation: id,
    kind: commanderKind,
    ordinal: count,
    threshold: amount,
  }),
] as const;

/** `BattleEvent`: what battles, points and commanders add to a phase's log. */
export const battleEventSchema: z.ZodType<BattleEvent> = z.discriminatedUnion("type", [...battleEvents]);

/** An order accepted on its receipt and refused when the phase was resolved (W20: posted order). */
const orderRefused = z.object({
  type: z.literal("order-refused"),
  nation: id,
  command: commandSchema,
  rule: z.string(),
  code: verdictCodeSchema,
  reason: z.string(),
});

/**
 * A GM's correction carried out (`Ruleset.adjust`): the change with the ids read from the names the GM typed, and
 * what else it moved for the GM to check (W16, W18), in words with display names as they were then.
 */
const gmAdjusted = z.object({
  type: z.literal("gm-adjusted"),
  change: ww1907AdjustmentSchema,
  warnings: z.array(z.string()),
});

/** The GM ended the game: its ranking (by VP) is fixed from then on. */
const gameOver = z.object({ type: z.literal("game-over") });

/**
 * Any event of a World War 1907 game as the generic play logs it: the resolver's, the battles', a refusal at
 * resolution and a GM's correction.
 */
export const ww1907EventSchema = z.discriminatedUnion("type", [
  ...engineEvents,
  ...battleEvents,
  orderRefused,
  gmAdjusted,
  gameOver,
]);
