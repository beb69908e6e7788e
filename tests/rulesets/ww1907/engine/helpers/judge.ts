import type { MapGraph } from "../../../../../src/map/graph.ts";
import { applyCommands } from "../../../../../src/rulesets/ww1907/apply.ts";
import type { Command } from "../../../../../src/rulesets/ww1907/commands.ts";
import type { GameState } from "../../../../../src/rulesets/ww1907/state.ts";
import { validate } from "../../../../../src/rulesets/ww1907/validate.ts";
import type { Verdict } from "../../../../../src/rulesets/ww1907/verdict.ts";

/** Judges commands and returns the verdicts. */
export function judge(state: GameState, map: MapGraph, nation: string, commands: Command[]): Verdict[] {
  return validate(state, map, nation, commands);
}

/** The last verdict of a list of commands (the earlier ones set the scene). */
export function last(state: GameState, map: MapGraph, nation: string, commands: Command[]): Verdict {
  const v = judge(state, map, nation, commands);
  const out = v[v.length - 1];
  if (!out) throw new Error("no verdict");
  return out;
}

/** Applies commands and returns the next state (asserting all were accepted). */
export function applyAll(state: GameState, map: MapGraph, nation: string, commands: Command[]): GameState {
  const out = applyCommands(state, map, nation, commands);
  const bad = out.verdicts.find((v) => !v.accepted);
  if (bad) throw new Error(`rejected: ${bad.message}`);
  return out.state;
}
