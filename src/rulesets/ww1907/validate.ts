import type { MapGraph } from "../../map/graph.ts";
import { applyCommands } from "./apply.ts";
import type { GameState } from "./state.ts";
import type { Verdict } from "./verdict.ts";

/**
 * Judges a nation's commands in order against a working copy of the state (pp spent per supply group, divisions
 * already moved, ship capacity used): one verdict per command, accepted or rejected with a machine code, the rule
 * ID and a sentence naming the numbers. Pure; the state is not changed.
 */
export function validate(
  state: GameState,
  map: MapGraph,
  nation: string,
  commands: readonly unknown[],
): Verdict[] {
  return applyCommands(state, map, nation, commands).verdicts;
}
