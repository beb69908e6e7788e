import type { MapGraph } from "../../map/graph.ts";
import { resolveWw1907Phase } from "../../rulesets/ww1907/resolve.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { LogEvent, PhaseOutcome } from "./replay.ts";

/**
 * Resolves a phase exactly as the log records it (World War 1907: judging and phase advance with the
 * battle hooks): the same state, orders and seed always give the same result.
 */
export function runResolution(
  state: GameState,
  graph: MapGraph,
  event: Extract<LogEvent, { kind: "phase-resolved" }>,
): PhaseOutcome {
  const orders: Record<string, unknown[]> = {};
  for (const o of event.orders) orders[o.nation] = o.commands;
  const out = resolveWw1907Phase(state, graph, orders, event.seed);
  return { state: out.state, events: out.events, verdicts: out.verdicts };
}
