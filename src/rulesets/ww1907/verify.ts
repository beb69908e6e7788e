import { z } from "zod";
import { firstDifference } from "../../audit/first-difference.ts";
import type { VerifyReport } from "../../audit/verify-report.ts";
import type { MapGraph } from "../../map/graph.ts";
import { commitSeed, verifySeed } from "../../random/commitment.ts";
import { createRng, type RngState } from "../../random/prng.ts";
import type { Result } from "../../result.ts";
import { type BattleOptions, type PostedOrder, resolveAttackPhase } from "./battles/attack-phase.ts";
import type { BattleEvent } from "./battles/events.ts";
import { createBattleHooks } from "./battles/hooks.ts";
import { commandSchema } from "./commands.ts";
import { resolvePhase } from "./phases.ts";
import { type GameState, gameStateSchema } from "./state.ts";

/**
 * Auditable dice: a resolution record holds everything needed to re-run a resolved phase — the state before, the
 * accepted orders in posting order, the revealed seed and the commitment published when the phase opened, and
 * what the GM claims came out (final state, events, and every random number drawn, in order). `verifyResolution`
 * checks the seed against the commitment, re-runs the resolution from the seed and reports the first roll, event
 * or state field that differs. Pure: the map is passed in (the CLI loads it).
 */

/** The format tag of a resolution record. */
export const RESOLUTION_FORMAT = "adjutant/resolution/v1";

/** One random draw (or group of dice thrown together) as listed in a record, with where it appears in the events. */
export const rollSchema = z.object({
  /** Index of the event the draw belongs to. */
  event: z.number().int().min(0),
  /** What was drawn: "throw 2 attacker dice", "survival roll", "award draw". */
  what: z.string(),
  values: z.array(z.number()),
});
export type Roll = z.infer<typeof rollSchema>;

/** A resolution record, as published (JSON). */
export const resolutionRecordSchema = z.object({
  format: z.literal(RESOLUTION_FORMAT),
  /** Which resolution to re-run (see {@link defaultResolvers}). */
  resolver: z.string().min(1),
  /** A built-in map id or map file the record was resolved on. */
  mapId: z.string().min(1),
  before: gameStateSchema,
  /** The orders in posting order (a post's orders in their written order), as given to the resolver. */
  orders: z.array(z.object({ nation: z.string().min(1), command: z.unknown() })),
  /** The revealed seed. */
  seed: z.string().min(1),
  /** The SHA-256 commitment published when the phase opened. */
  commitment: z.string(),
  claimed: z.object({
    state: gameStateSchema,
    events: z.array(z.unknown()),
    rolls: z.array(rollSchema),
  }),
});
export type ResolutionRecord = z.infer<typeof resolutionRecordSchema>;

/** One order as recorded: the nation and the command as posted (raw JSON). */
export interface RecordedOrder {
  nation: string;
  command: unknown;
}

/** A resolution that can be re-run: state, map, orders and the generator state from the seed. */
export type Resolver = (
  before: GameState,
  map: MapGraph,
  orders: readonly RecordedOrder[],
  rng: RngState,
) => { state: GameState; events: readonly unknown[] };

/**
 * The built-in resolvers:
 * - `attack-phase/v1`: {@link resolveAttackPhase}, the battles of an Attack phase (W12–W24) from accepted orders;
 * - `phase/v1`: `resolvePhase` with the battle hooks: judging, battles, end of phase and the advance to
 *   the next phase; orders are grouped by nation in order of first appearance (resolvePhase's posting order).
 */
export function defaultResolvers(options: BattleOptions = {}): Record<string, Resolver> {
  return {
    "attack-phase/v1": (before, map, orders, rng) => {
      const parsed: PostedOrder[] = orders.map((o) => ({
        nation: o.nation,
        command: commandSchema.parse(o.command),
      }));
      return resolveAttackPhase(before, map, parsed, rng, options);
    },
    "phase/v1": (before, map, orders, rng) => {
      const byNation: Record<string, unknown[]> = {};
      for (const o of orders) {
        const list = byNation[o.nation] ?? [];
        list.push(o.command);
        byNation[o.nation] = list;
      }
      return resolvePhase(before, map, byNation, rng, createBattleHooks(options));
    },
  };
}

/** Every random draw in a list of events, in order (dice thrown together form one roll). */
export function rollsOf(events: readonly unknown[]): Roll[] {
  const out: Roll[] = [];
  events.forEach((raw, event) => {
    const e = raw as BattleEvent;
    if (e.type === "land-battle" || e.type === "naval-battle") {
      e.throws.forEach((t, i) => {
        out.push({ event, what: `throw ${i + 1} attacker dice`, values: [...t.attackerDice] });
        out.push({ event, what: `throw ${i + 1} defender dice`, values: [...t.defenderDice] });
        t.pairs.forEach((p, j) => {
          p.rethrows.forEach((r, k) => {
            out.push({
              event,
              what: `throw ${i + 1} pair ${j + 1} rethrow ${k + 1}`,
              values: [r.attacker, r.defender],
            });
          });
        });
      });
    } else if ((e.type === "commander-lost" && e.survival) || e.type === "commander-retreated") {
      if (e.survival && !(e.survival.chance === 1 && e.survival.roll === 0)) {
        out.push({ event, what: `survival roll of ${e.commander}`, values: [e.survival.roll] });
      }
    } else if (e.type === "commander-awarded") {
      out.push({ event, what: `award draw for ${e.nation}`, values: [e.draw.index] });
    }
  });
  return out;
}

/** What is needed to publish a resolution. */
export interface RecordInput {
  mapId: string;
  before: GameState;
  orders: readonly RecordedOrder[];
  seed: string;
  /** The commitment published when the phase opened (default: computed from the seed). */
  commitment?: string;
  result: { state: GameState; events: readonly unknown[] };
  resolver?: string;
}

/** Builds the record the game service publishes after resolving a phase (JSON-safe: a deep copy). */
export function buildResolutionRecord(input: RecordInput): ResolutionRecord {
  const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  return {
    format: RESOLUTION_FORMAT,
    resolver: input.resolver ?? "attack-phase/v1",
    mapId: input.mapId,
    before: copy(input.before),
    orders: copy([...input.orders]),
    seed: input.seed,
    commitment: input.commitment ?? commitSeed(input.seed),
    claimed: {
      state: copy(input.result.state),
      events: copy([...input.result.events]),
      rolls: rollsOf(copy([...input.result.events])),
    },
  };
}

/** Options of {@link verifyResolution}. */
export interface VerifyOptions {
  resolvers?: Record<string, Resolver>;
}

/**
 * Verifies a resolution record: its shape, the seed against the commitment, then re-runs the resolution from the
 * revealed seed and compares every roll, then every event, then the final state; the first difference is
 * reported with its path and both values.
 */
export function verifyResolution(
  raw: unknown,
  loadMap: (mapId: string) => Result<MapGraph, string>,
  options: VerifyOptions = {},
): VerifyReport {
  const parsed = resolutionRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join(".") : "record";
    return {
      ok: false,
      stage: "record",
      message: `not a resolution record: ${where}: ${issue?.message ?? "bad shape"}`,
    };
  }
  const record = parsed.data;
  if (!verifySeed(record.seed, record.commitment)) {
    return {
      ok: false,
      stage: "commitment",
      message: `the revealed seed does not match the published commitment (SHA-256 of the seed is ${commitSeed(record.seed)}, the commitment is ${record.commitment})`,
      path: "commitment",
      claimed: record.commitment,
      actual: commitSeed(record.seed),
    };
  }
  const map = loadMap(record.mapId);
  if (!map.ok) return { ok: false, stage: "map", message: `map "${record.mapId}": ${map.error}` };
  const resolvers = options.resolvers ?? defaultResolvers();
  const resolver = resolvers[record.resolver];
  if (!resolver) {
    const known = Object.keys(resolvers).join(", ");
    return {
      ok: false,
      stage: "resolver",
      message: `unknown resolver "${record.resolver}" (known: ${known})`,
    };
  }
  let rerun: ReturnType<Resolver>;
  try {
    rerun = resolver(record.before, map.value, record.orders, createRng(record.seed));
  } catch (e) {
    return { ok: false, stage: "resolver", message: `the re-run failed: ${(e as Error).message}` };
  }
  const events = JSON.parse(JSON.stringify(rerun.events)) as unknown[];
  const state = gameStateSchema.parse(JSON.parse(JSON.stringify(rerun.state)));
  // records published before the state listed lost commanders (W23/W24) claim no such list: not compared
  if (!claimsLostCommanders(raw)) state.lostCommanders = record.claimed.state.lostCommanders;
  const rolls = rollsOf(events);
  const rollDiff = firstDifference(record.claimed.rolls, rolls, "claimed.rolls");
  if (rollDiff) {
    const i = Number(/^claimed\.rolls\[(\d+)\]/.exec(rollDiff.path)?.[1] ?? "-1");
    const claimedRoll = record.claimed.rolls[i];
    const actualRoll = rolls[i];
    const label = claimedRoll ?? actualRoll;
    const describe = (r: Roll | undefined) => (r ? r.values.join(" ") : "nothing");
    return {
      ok: false,
      stage: "rolls",
      message: label
        ? `roll ${i + 1} (event ${label.event}, ${label.what}): claimed ${describe(claimedRoll)}, the seed gives ${describe(actualRoll)}`
        : `the rolls differ at ${rollDiff.path}`,
      ...rollDiff,
    };
  }
  const eventDiff = firstDifference(record.claimed.events, events, "claimed.events");
  if (eventDiff) {
    return {
      ok: false,
      stage: "events",
      message: `event differs at ${eventDiff.path}: claimed ${show(eventDiff.claimed)}, re-run gives ${show(eventDiff.actual)}`,
      ...eventDiff,
    };
  }
  const stateDiff = firstDifference(record.claimed.state, state, "claimed.state");
  if (stateDiff) {
    return {
      ok: false,
      stage: "state",
      message: `final state differs at ${stateDiff.path}: claimed ${show(stateDiff.claimed)}, re-run gives ${show(stateDiff.actual)}`,
      ...stateDiff,
    };
  }
  return {
    ok: true,
    rolls: rolls.length,
    events: events.length,
    message: `verified: the seed matches the commitment; ${rolls.length} rolls, ${events.length} events and the final state all reproduce`,
  };
}

/** True when a raw record's claimed state carries `lostCommanders` (records made before the field did not). */
function claimsLostCommanders(raw: unknown): boolean {
  if (!isObject(raw) || !isObject(raw.claimed) || !isObject(raw.claimed.state)) return false;
  return Object.hasOwn(raw.claimed.state, "lostCommanders");
}

function show(x: unknown): string {
  return x === undefined ? "nothing" : JSON.stringify(x);
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
