import { applyCommands } from "../../../src/engine/apply.ts";
import type { Command } from "../../../src/engine/commands.ts";
import type { GameState } from "../../../src/engine/state.ts";
import { validate } from "../../../src/engine/validate.ts";
import type { Verdict } from "../../../src/engine/verdict.ts";
import type { MapGraph } from "../../../src/map/graph.ts";

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
