import { z } from "zod";
import { firstDifference } from "../../audit/first-difference.ts";
import type { VerifyReport } from "../../audit/verify-report.ts";
import { verifySeed } from "../../random/commitment.ts";
import { createRng } from "../../random/prng.ts";
import { adjustRisk, riskAdjustmentSchema } from "./adjust.ts";
import { apply, gmStep } from "./apply.ts";
import { classicMap } from "./classic-map.ts";
import { riskCommandSchema } from "./commands.ts";
import type { RiskEvent } from "./events.ts";
import { buildRiskScenario } from "./scenario.ts";
import { type RiskState, riskStateSchema } from "./state.ts";

/**
 * Auditable dice for Risk Variant One: a turn record holds how the turn started (the scenario, for the set-up whose
 * deal comes from the seed; else the state when the turn opened), every order and GM step carried out in the turn in
 * order, the seed revealed when the turn ended and the commitment published when it opened, and what the GM claims
 * came out. `verifyRiskTurn` checks the seed against the commitment, replays the turn from the seed and names the
 * first event or state field that differs. Pure.
 */
export const RISK_TURN_FORMAT = "adjutant/risk-turn/v1";

export const riskTurnStepSchema = z.union([
  z.object({ player: z.string().min(1), command: riskCommandSchema }),
  z.object({ gm: z.enum(["close-response", "close-income", "close-step", "end-game"]) }),
  /** A GM adjustment (the log keeps who and why). */
  z.object({ adjust: riskAdjustmentSchema }),
]);
export type RiskTurnStep = z.infer<typeof riskTurnStepSchema>;

export const riskTurnRecordSchema = z.object({
  format: z.literal(RISK_TURN_FORMAT),
  /** "setup" or "turn-N". */
  turn: z.string(),
  start: z.union([
    z.object({ scenario: z.record(z.string(), z.unknown()) }),
    z.object({ state: riskStateSchema }),
  ]),
  steps: z.array(riskTurnStepSchema),
  seed: z.string().min(1),
  commitment: z.string(),
  claimed: z.object({ state: riskStateSchema, events: z.array(z.unknown()) }),
});
export type RiskTurnRecord = z.infer<typeof riskTurnRecordSchema>;

/** Replays a turn from its start and seed: the state and every event, in order. */
export function replayRiskTurn(
  record: Pick<RiskTurnRecord, "start" | "steps" | "seed">,
): { ok: true; state: RiskState; events: RiskEvent[] } | { ok: false; message: string } {
  let state: RiskState;
  const events: RiskEvent[] = [];
  if ("scenario" in record.start) {
    const built = buildRiskScenario(record.start.scenario, record.seed);
    if (!built.ok) return { ok: false, message: built.error.map((p) => p.message).join("; ") };
    state = built.value.state;
    events.push(...built.value.events);
  } else {
    state = { ...record.start.state, rng: createRng(record.seed) };
  }
  for (const [n, step] of record.steps.entries()) {
    if ("gm" in step) {
      const moved = gmStep(state, step.gm, state.rng, classicMap);
      state = moved.state;
      events.push(...moved.events);
      continue;
    }
    if ("adjust" in step) {
      const adjusted = adjustRisk(state, step.adjust, classicMap);
      if (!adjusted.ok) {
        return {
          ok: false,
          message: `step ${n + 1} (a GM adjustment) is refused on replay: ${adjusted.error}`,
        };
      }
      state = adjusted.value.state;
      events.push(...adjusted.value.events);
      continue;
    }
    const applied = apply(state, step.player, step.command, state.rng, classicMap);
    if (!applied.verdict.accepted) {
      return {
        ok: false,
        message: `step ${n + 1} (${step.player}) is refused on replay: ${applied.verdict.message}`,
      };
    }
    state = applied.state;
    events.push(...applied.events);
  }
  return { ok: true, state, events };
}

/** Verifies a Risk Variant One turn record (see {@link riskTurnRecordSchema}). */
export function verifyRiskTurn(raw: unknown): VerifyReport {
  const parsed = riskTurnRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join(".") : "record";
    return {
      ok: false,
      stage: "record",
      message: `not a Risk Variant One turn record: ${where}: ${issue?.message}`,
    };
  }
  const record = parsed.data;
  if (!verifySeed(record.seed, record.commitment)) {
    return {
      ok: false,
      stage: "commitment",
      message: `the revealed seed does not hash to the commitment published when ${record.turn} opened`,
    };
  }
  const replay = replayRiskTurn(record);
  if (!replay.ok) return { ok: false, stage: "resolver", message: replay.message };
  const events = firstDifference(record.claimed.events, JSON.parse(JSON.stringify(replay.events)), "events");
  if (events) {
    return {
      ok: false,
      stage: "events",
      message: `${events.path}: the record claims ${JSON.stringify(events.claimed)}, the seed gives ${JSON.stringify(events.actual)}`,
      path: events.path,
      claimed: events.claimed,
      actual: events.actual,
    };
  }
  const state = firstDifference(record.claimed.state, replay.state, "state");
  if (state) {
    return {
      ok: false,
      stage: "state",
      message: `${state.path}: the record claims ${JSON.stringify(state.claimed)}, the seed gives ${JSON.stringify(state.actual)}`,
      path: state.path,
      claimed: state.claimed,
      actual: state.actual,
    };
  }
  const throws = replay.events.filter((e) => e.type === "battle").length;
  return {
    ok: true,
    rolls: throws,
    events: replay.events.length,
    message: `verified: the seed matches the commitment; ${record.steps.length} ${record.steps.length === 1 ? "order" : "orders"}, ${throws} ${
      throws === 1 ? "battle" : "battles"
    }, ${replay.events.length} events and the final state all reproduce`,
  };
}
