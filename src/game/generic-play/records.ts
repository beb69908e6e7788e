import { z } from "zod";
import type { VerifyReport, VerifyStage } from "../../audit/verify-report.ts";
import type { Ruleset } from "../../core/ruleset.ts";
import { verifySeed } from "../../random/commitment.ts";
import { err, ok, type Result } from "../../result.ts";
import type { Kit } from "./kit.ts";
import { type StepAction, stepSchema, windowSteps } from "./log.ts";
import { currentState, runAction, stateAt } from "./replay.ts";

/** The format of a window's published record under the generic play. */
export const GENERIC_RECORD_FORMAT = "adjutant/generic-window-record/v1";

/**
 * A closed window's published record: the state it started from, every step taken in it (resolutions, orders carried
 * out, GM adjustments) with its number (its dice), the revealed seed and its commitment, and the claimed result.
 * Anyone replays it with `adjutant verify`.
 */
export interface GenericRecord<S, C, E> {
  format: typeof GENERIC_RECORD_FORMAT;
  ruleset: string;
  game: string;
  window: string;
  phaseSeq: number;
  seed: string;
  commitment: string;
  start: S;
  steps: { step: number; action: StepAction<C> }[];
  claimed: { state: S; events: E[]; rolls: number[] };
}

/**
 * A closed window's generic record as the game publishes it: the ruleset's own form of a resolution where it has one
 * (`Ruleset.records`), else the generic record itself.
 */
export function publishedRecord<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  record: GenericRecord<S, C, E>,
): Result<unknown, string> {
  const own = kit.ruleset.records;
  if (!own) return ok(record);
  const last = record.steps.at(-1);
  if (last?.action.kind !== "resolve") return ok(record);
  // the state the resolution started from: the window's start, then its earlier steps (GM adjustments) again
  let before = record.start;
  for (const s of record.steps.slice(0, -1)) {
    const done = runAction(kit, before, s.action, record.seed, s.step, record.phaseSeq);
    if (!done.ok) return done;
    before = done.value.state;
  }
  const resolved = runAction(kit, before, last.action, record.seed, last.step, record.phaseSeq);
  if (!resolved.ok) return resolved;
  const published = own.publish({
    window: record.window,
    seed: record.seed,
    commitment: record.commitment,
    before,
    orders: last.action.orders,
    after: resolved.value.state,
    events: resolved.value.events,
  });
  return ok(published ?? record);
}

/** The generic record of the closed window `phaseSeq` (default: the last closed one): every step of it. */
export async function genericWindowRecord<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phaseSeq?: number,
): Promise<Result<GenericRecord<S, C, E>, string>> {
  const game = await kit.store.getGame(gameId);
  if (!game) return err(`no game "${gameId}"`);
  // a log that cannot be read back publishes nothing (never the record of the window before a damaged step)
  const now = await currentState(kit, gameId);
  if (!now.ok) return now;
  const closed = (await kit.store.listPhases(gameId)).filter(
    (p) => p.seed !== null && p.resolved_at !== null,
  );
  const phase = phaseSeq === undefined ? closed.at(-1) : closed.find((p) => p.seq === phaseSeq);
  if (!phase?.seed) {
    const noun = kit.ruleset.words.windowNoun ?? "window";
    return err(
      phaseSeq === undefined
        ? `no ${noun} has been resolved yet: a ${noun}'s seed is revealed when it is resolved`
        : `${noun} ${phaseSeq} has not been resolved`,
    );
  }
  const schema = stepSchema(kit.ruleset.schemas.command, kit.ruleset.schemas.event);
  const steps = await windowSteps(kit.store, gameId, schema, phase.seq);
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last) return err(`window ${phase.seq} has no step in the log`);
  const start = await stateAt(kit, gameId, first.seq - 1);
  const end = await stateAt(kit, gameId, last.seq);
  if (!start.ok) return start;
  if (!end.ok) return end;
  return ok({
    format: GENERIC_RECORD_FORMAT,
    ruleset: kit.ruleset.id,
    game: gameId,
    window: phase.phase,
    phaseSeq: phase.seq,
    seed: phase.seed,
    commitment: phase.seed_commitment,
    start: start.value,
    steps: steps.map((s) => ({ step: s.entry.step, action: s.entry.action })),
    claimed: {
      state: end.value,
      events: steps.flatMap((s) => s.entry.events),
      rolls: steps.flatMap((s) => s.entry.rolls),
    },
  });
}

const headSchema = z.object({ format: z.literal(GENERIC_RECORD_FORMAT), ruleset: z.string() });

/** Whether a parsed JSON value is a generic record of this ruleset, or one of the ruleset's own records. */
export function isRecordOf<S, C, E, R>(
  ruleset: Pick<Ruleset<S, C, E, R>, "id" | "records">,
  raw: unknown,
): boolean {
  const head = headSchema.safeParse(raw);
  return (head.success && head.data.ruleset === ruleset.id) || ruleset.records?.handles(raw) === true;
}

/** The first place two JSON values differ, as a path ("state.islands.coral.owner"), or null when equal. */
export function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`,
      );
      if (d) return d;
    }
  }
  return path;
}

/**
 * Replays a published record: the seed against its commitment, then every step from the start state with the
 * dice of the revealed seed, then the events, the dice and the final state against the claimed ones.
 */
export function verifyGenericRecord<S, C, E, R>(ruleset: Ruleset<S, C, E, R>, raw: unknown): VerifyReport {
  if (ruleset.records && !headSchema.safeParse(raw).success && ruleset.records.handles(raw)) {
    return ruleset.records.verify(raw);
  }
  const schema = z.object({
    format: z.literal(GENERIC_RECORD_FORMAT),
    ruleset: z.literal(ruleset.id),
    seed: z.string(),
    commitment: z.string(),
    // the window's number: the first step of a later window takes its seed (`Ruleset.reseed`)
    phaseSeq: z.number().int().optional(),
    start: ruleset.schemas.state,
    steps: z.array(z.object({ step: z.number().int(), action: z.unknown() })),
    claimed: z.object({
      state: ruleset.schemas.state,
      events: z.array(ruleset.schemas.event),
      rolls: z.array(z.number()),
    }),
  });
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      stage: "record",
      message: `not a ${ruleset.name} record: ${parsed.error.issues[0]?.message ?? ""}`,
    };
  }
  const record = parsed.data;
  if (!verifySeed(record.seed, record.commitment)) {
    return {
      ok: false,
      stage: "commitment",
      message: "the revealed seed does not match the published commitment",
    };
  }
  const steps = stepSchema(ruleset.schemas.command, ruleset.schemas.event);
  let state = record.start;
  const events: E[] = [];
  const rolls: number[] = [];
  for (const s of record.steps) {
    const entry = steps.safeParse({
      kind: "step",
      phaseSeq: 0,
      step: s.step,
      action: s.action,
      events: [],
      rolls: [],
    });
    if (!entry.success) return { ok: false, stage: "record", message: `step ${s.step} cannot be read` };
    const done = runAction({ ruleset }, state, entry.data.action, record.seed, s.step, record.phaseSeq ?? 0);
    if (!done.ok) return { ok: false, stage: "resolver", message: done.error };
    state = done.value.state;
    events.push(...done.value.events);
    rolls.push(...done.value.rolls);
  }
  const checks: [VerifyStage, string, unknown, unknown][] = [
    ["rolls", "claimed.rolls", record.claimed.rolls, rolls],
    ["events", "claimed.events", record.claimed.events, events],
    ["state", "claimed.state", record.claimed.state, state],
  ];
  for (const [stage, path, claimed, actual] of checks) {
    const at = firstDifference(claimed, actual, path);
    if (at)
      return {
        ok: false,
        stage,
        message: `the replay differs from the record at ${at}`,
        path: at,
        claimed,
        actual,
      };
  }
  return {
    ok: true,
    rolls: rolls.length,
    events: events.length,
    message: `verified: ${record.steps.length} step(s), ${rolls.length} dice and ${events.length} events replayed from the revealed seed; the final state matches`,
  };
}
