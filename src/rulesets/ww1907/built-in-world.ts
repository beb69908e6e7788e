import type { MapGraph } from "../../map/graph.ts";
import { loadMapGraph } from "../../map/load.ts";
import type { Lexicon } from "./language/lexicon.ts";
import { builtInScenarios } from "./scenario/built-in.ts";
import { loadScenario } from "./scenario/load.ts";
import type { GameState } from "./state.ts";
import { lexiconIn, lexiconMemo, type NationLooks, nameIn, type World } from "./world.ts";

/**
 * The built-in maps and scenarios as World War 1907's rules read them with no game (the whole ruleset as exported:
 * the CLI's engine tools, `adjutant verify`, a game stored without its fixed part), each loaded when first read.
 */

const graphs = new Map<string, MapGraph>();

/** The graph of a built-in map, loaded once. */
export function mapGraphOf(mapId: string): MapGraph {
  const cached = graphs.get(mapId);
  if (cached) return cached;
  const loaded = loadMapGraph(mapId);
  if (!loaded.ok) {
    throw new Error(`World War 1907 map "${mapId}": ${loaded.error.map((p) => p.message).join("; ")}`);
  }
  graphs.set(mapId, loaded.value);
  return loaded.value;
}

let builtInNations: ReadonlyMap<string, NationLooks> | null = null;

/** The nations of the built-in scenarios by id (the state keeps a nation's name, not its aliases or colour). */
function nationLooks(): ReadonlyMap<string, NationLooks> {
  if (builtInNations) return builtInNations;
  const out = new Map<string, NationLooks>();
  for (const s of builtInScenarios) {
    const loaded = loadScenario(s.id);
    if (!loaded.ok) continue;
    for (const n of loaded.value.scenario.nations) {
      out.set(n.id, { aliases: [...(out.get(n.id)?.aliases ?? []), ...n.aliases], color: n.color });
    }
  }
  builtInNations = out;
  return out;
}

/** The built-in maps and scenarios, for the ruleset with no game. */
export const builtInWorld: World = {
  graph: mapGraphOf,
  looks: nationLooks,
  lexicons: lexiconMemo(),
  scenarioName: "World War 1907",
};

/** The order language's names for a state: the map's places, the state's nations and commanders where they stand. */
export function lexiconOf(state: GameState): Lexicon {
  return lexiconIn(builtInWorld, state);
}

/** Display names: places from the map, nations and commanders from the state (the id itself when unknown). */
export function nameOfIn(state: GameState): (id: string) => string {
  return nameIn(builtInWorld, state);
}
