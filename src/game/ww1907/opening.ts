import { MapGraph } from "../../map/graph.ts";
import { err, ok, type Result } from "../../result.ts";
import { resolveRulings } from "../../rulesets/ww1907/rulings.ts";
import { type LoadedScenario, loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import { type GameState, initState } from "../../rulesets/ww1907/state.ts";
import type { OpeningOptions } from "../engine-run.ts";

/**
 * World War 1907's scenarios without a game (`adjutant state init`, `scenario show`, engine-mode runs): a scenario
 * loaded into its opening state with its rulings merged over the defaults, and what it holds in words and JSON.
 */

/** A scenario's opening: its state, map graph and the scenario as loaded. */
export interface Ww1907Opening {
  state: GameState;
  map: MapGraph;
  loaded: LoadedScenario;
}

/** Loads a scenario (built-in id or YAML/JSON file) into its opening state; problems are one line. */
export function ww1907Opening(ref: string): Result<Ww1907Opening, string> {
  const loaded = loadScenario(ref);
  if (!loaded.ok) {
    const [first, ...rest] = loaded.error;
    const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length === 1 ? "" : "s"})` : "";
    return err(`${first?.message ?? `${ref}: cannot load the scenario`}${more}`);
  }
  const rulings = resolveRulings(loaded.value.scenario.rulings);
  if (!rulings.ok) return err(`${ref}: ${rulings.error.join("; ")}`);
  const map = new MapGraph(loaded.value.map);
  return ok({ state: initState(loaded.value.scenario, map, rulings.value), map, loaded: loaded.value });
}

/** World War 1907 seats its nations in the scenario and throws no dice at the opening: no options to give. */
export function noOpeningOptions(options: OpeningOptions): Result<true, string> {
  const given = [
    options.players !== undefined ? "--players" : null,
    options.armies !== undefined ? "--armies" : null,
    options.seed !== undefined ? "--seed" : null,
  ].filter((o): o is string => o !== null);
  if (given.length === 0) return ok(true);
  return err(
    `${given.join(", ")}: a World War 1907 scenario names its nations and players itself and deals nothing (these options are for Risk Variant One)`,
  );
}

/** `adjutant state init SCENARIO`: the opening state. */
export function ww1907OpeningState(ref: string, options: OpeningOptions): Result<unknown, string> {
  const none = noOpeningOptions(options);
  if (!none.ok) return none;
  const opening = ww1907Opening(ref);
  return opening.ok ? ok(opening.value.state) : opening;
}
