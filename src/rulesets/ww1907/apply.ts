import type { MapGraph } from "../../map/graph.ts";
import { type Command, commandSchema } from "./commands.ts";
import type { EngineEvent } from "./events.ts";
import { judgeAmphibious, judgeAttack } from "./orders/attack.ts";
import { judgeBuild } from "./orders/build.ts";
import { judgeMoveCommander, judgePlaceCommander } from "./orders/commanders.ts";
import type { Outcome } from "./orders/common.ts";
import {
  judgeBreakAlliance,
  judgeDeclareWar,
  judgeGrantPassage,
  judgeProposeAlliance,
  judgeProposePeace,
  judgeWithdrawPassage,
} from "./orders/diplomacy.ts";
import { judgeMove } from "./orders/move.ts";
import { judgeDisembark, judgeEmbark, judgeSail } from "./orders/naval.ts";
import { judgeGivePp, judgeGiveProvince } from "./orders/trade.ts";
import type { GameState } from "./state.ts";
import { reject, type Verdict } from "./verdict.ts";
import { Working } from "./working.ts";

/**
 * Judges one command against the working copy and, when it is legal, applies it there (godip's validate and
 * execute in one step, so later commands see the effect of earlier ones).
 */
export function judgeCommand(w: Working, nation: string, command: Command): Outcome {
  switch (command.kind) {
    case "build":
      return judgeBuild(w, nation, command);
    case "move":
      return judgeMove(w, nation, command);
    case "embark":
      return judgeEmbark(w, nation, command);
    case "disembark":
      return judgeDisembark(w, nation, command);
    case "sail":
      return judgeSail(w, nation, command);
    case "attack":
      return judgeAttack(w, nation, command);
    case "amphibious":
      return judgeAmphibious(w, nation, command);
    case "declare-war":
      return judgeDeclareWar(w, nation, command);
    case "propose-alliance":
      return judgeProposeAlliance(w, nation, command);
    case "propose-peace":
      return judgeProposePeace(w, nation, command);
    case "break-alliance":
      return judgeBreakAlliance(w, nation, command);
    case "grant-passage":
      return judgeGrantPassage(w, nation, command);
    case "withdraw-passage":
      return judgeWithdrawPassage(w, nation, command);
    case "give-pp":
      return judgeGivePp(w, nation, command);
    case "give-province":
      return judgeGiveProvince(w, nation, command);
    case "place-commander":
      return judgePlaceCommander(w, nation, command);
    case "move-commander":
      return judgeMoveCommander(w, nation, command);
  }
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

/** True when a raw command is a ship move (judged first in the Attack phase, W20). */
export function isSailCommand(raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && (raw as { kind?: unknown }).kind === "sail";
}
