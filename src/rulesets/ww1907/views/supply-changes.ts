import type { GameState } from "../state.ts";
import { supplyChangeLines } from "../words/supply-changes.ts";
import type { ViewContext as GameContext } from "./context.ts";

/**
 * Sentences on supply groups that changed during a phase (W4), the scenario's nations in order: World War 1907's
 * own words (`supplyChangeLines`, which the ruleset's summary uses too).
 */
export function supplyChanges(ctx: GameContext, before: GameState, after: GameState): string[] {
  return supplyChangeLines(ctx.scenario.nations, ctx.graph, ctx.nameOf, before, after);
}
