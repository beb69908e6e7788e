import { z } from "zod";
import type { MapGraph } from "../../map/graph.ts";
import { applyAdjustment, ww1907AdjustmentSchema } from "../../rulesets/ww1907/adjust.ts";
import type { BattleEvent } from "../../rulesets/ww1907/battles/events.ts";
import { commandSchema } from "../../rulesets/ww1907/commands.ts";
import type { EngineEvent } from "../../rulesets/ww1907/events.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { Verdict } from "../../rulesets/ww1907/verdict.ts";
import { endRosterLineSchema } from "../results/end-roster.ts";

/**
 * The game log: the state is the scenario's opening state with these events folded over it, in order. Events
 * are never rewritten; an undo is an event of its own that cancels an earlier resolution.
 */
export const logEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("phase-resolved"),
    phaseSeq: z.number().int(),
    /** Nations in posting order (the time of each nation's post in force), with their commands in written order. */
    orders: z.array(z.object({ nation: z.string(), commands: z.array(commandSchema) })),
    seed: z.string(),
    commitment: z.string(),
  }),
  z.object({ kind: z.literal("adjusted"), change: ww1907AdjustmentSchema, reason: z.string() }),
  z.object({ kind: z.literal("undone"), target: z.number().int() }),
  /**
   * The GM ended the game (issue #28): nothing is logged after it, undo never goes past it, and the final ranking
   * is read from the state the log replays to (by VP). `players`: who held each seat then (the ratings' players).
   */
  z.object({
    kind: z.literal("game-ended"),
    reason: z.string(),
    players: z.array(endRosterLineSchema),
  }),
]);
export type LogEvent = z.infer<typeof logEventSchema>;

/** One resolution's outcome. */
export interface PhaseOutcome {
  state: GameState;
  events: (EngineEvent | BattleEvent)[];
  verdicts: Record<string, Verdict[]>;
}

/**
 * How a logged resolution is run again (`runResolution` in `run-resolution.ts`): given by the caller, so a state
 * read from a snapshot with no resolution after it (a status, a post) never loads the resolver.
 */
export type Resolver = (
  state: GameState,
  graph: MapGraph,
  event: Extract<LogEvent, { kind: "phase-resolved" }>,
) => PhaseOutcome;

/** Folds one logged event over a state; a resolution is run again with `resolver`. */
export function applyLogEvent(
  state: GameState,
  graph: MapGraph,
  event: LogEvent,
  resolver?: Resolver,
): GameState {
  switch (event.kind) {
    case "phase-resolved":
      if (!resolver) throw new Error("a logged resolution is replayed with the resolver (runResolution)");
      return resolver(state, graph, event).state;
    case "adjusted": {
      const out = applyAdjustment(state, event.change);
      return out.ok ? out.value : state;
    }
    case "undone":
    case "game-ended":
      return state;
  }
}

/** The sequence numbers of events cancelled by later `undone` events. */
export function cancelledEvents(log: readonly { seq: number; event: LogEvent }[]): Set<number> {
  const cancelled = new Set<number>();
  for (const { event } of log) if (event.kind === "undone") cancelled.add(event.target);
  return cancelled;
}

/** The state after a whole log (replay): the opening state with every event not cancelled folded over it. */
export function replay(
  opening: GameState,
  graph: MapGraph,
  log: readonly { seq: number; event: LogEvent }[],
  resolver: Resolver,
): GameState {
  const cancelled = cancelledEvents(log);
  let state = opening;
  for (const { seq, event } of log)
    if (!cancelled.has(seq)) state = applyLogEvent(state, graph, event, resolver);
  return state;
}
