import type { GameState } from "../../rulesets/ww1907/state.ts";
import { supplyChangeLines } from "../../rulesets/ww1907/words/supply-changes.ts";
import type { GameContext } from "./context.ts";

/**
 * Sentences on supply groups that changed during a phase (W4), the scenario's nations in order: World War 1907's
 * own words (`supplyChangeLines`, which the ruleset's summary uses too).
 */
export function supplyChanges(ctx: GameContext, before: GameState, after: GameState): string[] {
  return supplyChangeLines(ctx.scenario.nations, ctx.graph, ctx.nameOf, before, after);
}
