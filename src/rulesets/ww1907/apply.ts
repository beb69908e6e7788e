import type { MapGraph } from "../../map/graph.ts";
import { type Command, commandSchema } from "./commands.ts";
import type { EngineEvent } from "./events.ts";
import type { Outcome } from "./orders/common.ts";
import { isJudgedFirstInAttack, judgeByKind } from "./orders/kinds/index.ts";
import type { GameState } from "./state.ts";
import { reject, type Verdict } from "./verdict.ts";
import { Working } from "./working.ts";

/**
 * Judges one command against the working copy and, when it is legal, applies it there (godip's validate and
 * execute in one step, so later commands see the effect of earlier ones).
 */
export function judgeCommand(w: Working, nation: string, command: Command): Outcome {
  return judgeByKind(w, nation, command);
}

/** Parses a raw command (JSON) and judges it; a malformed one is rejected with `order/invalid`. */
export function judgeRaw(w: Working, nation: string, raw: unknown): Outcome & { command: Command | null } {
  if (!w.isNation(nation)) {
    return {
      verdict: reject("nation/unknown", "W1", `W1: "${nation}" is not a nation in this game`),
      events: [],
      command: null,
    };
  }
  const parsed = commandSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
    return {
      verdict: reject("order/invalid", "", `not a valid order${where}: ${issue?.message ?? "unknown shape"}`),
      events: [],
      command: null,
    };
  }
  return { ...judgeCommand(w, nation, parsed.data), command: parsed.data };
}

/** What applying one nation's commands gives. */
export interface Applied {
  state: GameState;
  events: EngineEvent[];
  verdicts: Verdict[];
}

/**
 * Applies one nation's commands to a state: each is judged against the result of the ones before; the accepted
 * ones change the state and yield events. In the Attack phase under the W20 ruling `naval-first`, ship moves are
 * judged first (as `resolvePhase` does), so a strike may be written before the move that brings its ships;
 * verdicts always come back in the commands' order. Pure: the input state is not touched.
 */
export function applyCommands(
  state: GameState,
  map: MapGraph,
  nation: string,
  commands: readonly unknown[],
): Applied {
  const w = new Working(state, map);
  const events: EngineEvent[] = [];
  const verdicts = new Array<Verdict>(commands.length);
  const navalFirst = state.phase === "attack" && state.rulings.resolutionOrder === "naval-first";
  const passes = navalFirst ? [isSailCommand, (raw: unknown) => !isSailCommand(raw)] : [() => true];
  for (const pass of passes) {
    commands.forEach((raw, i) => {
      if (!pass(raw)) return;
      const out = judgeRaw(w, nation, raw);
      verdicts[i] = out.verdict;
      events.push(...out.events);
    });
  }
  return { state: w.state, events, verdicts };
}

/** True when a raw command is a ship move (judged first in the Attack phase, W20): its kind's entry says so. */
export function isSailCommand(raw: unknown): boolean {
  return isJudgedFirstInAttack(raw);
}
