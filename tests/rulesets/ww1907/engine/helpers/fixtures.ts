import { MapGraph } from "../../../../../src/map/graph.ts";
import { loadMapGraph } from "../../../../../src/map/load.ts";
import { type MapInput, mapSchema } from "../../../../../src/map/schema.ts";
import { resolveRulings } from "../../../../../src/rulesets/ww1907/rulings.ts";
import { loadScenario } from "../../../../../src/rulesets/ww1907/scenario/load.ts";
import type { Relation, Scenario } from "../../../../../src/rulesets/ww1907/scenario/schema.ts";
import { type GameState, initState } from "../../../../../src/rulesets/ww1907/state.ts";

type P = [
  id: string,
  owner: string | null,
  production: number,
  port: string | null,
  adjacent: string[],
  coasts?: string[],
];

/**
 * A small map for rule tests:
 *
 *   ireland (uk, port north-atlantic, island)   liverpool (uk, port north-atlantic) - london (uk, port channel)
 *   london =ferry= brest (france, port channel) - paris (france) - belgium (neutral, port north-sea)
 *   paris - alsace (germany) - berlin (germany) - kiel (germany, port north-sea) - belgium
 *   berlin - vienna (austria) - trieste (austria, port adriatic)
 *   seas: north-atlantic - channel - north-sea - north-atlantic; adriatic alone
 */
export function miniMap(): MapGraph {
  const provinces: P[] = [
    ["ireland", "uk", 3, "north-atlantic", []],
    ["liverpool", "uk", 4, "north-atlantic", ["london"]],
    ["london", "uk", 6, "channel", ["liverpool"], ["channel", "north-sea"]],
    ["brest", "france", 2, "channel", ["paris"]],
    ["paris", "france", 4, null, ["brest", "belgium", "alsace"]],
    ["belgium", null, 1, "north-sea", ["paris", "kiel", "alsace"]],
    ["alsace", "germany", 2, null, ["paris", "belgium", "berlin"]],
    ["kiel", "germany", 2, "north-sea", ["belgium", "berlin"]],
    ["berlin", "germany", 5, null, ["kiel", "alsace", "vienna"]],
    ["vienna", "austria", 4, null, ["berlin", "trieste"]],
    ["trieste", "austria", 2, "adriatic", ["vienna"]],
  ];
  const input: MapInput = {
    id: "mini",
    name: "Mini",
    provinces: provinces.map(([id, owner, production, port, adjacent, coasts]) => ({
      id,
      name: id.charAt(0).toUpperCase() + id.slice(1),
      production,
      port,
      owner,
      coordinates: { lon: 0, lat: 0 },
      adjacent,
      coasts: coasts ?? (port ? [port] : []),
      ferries: id === "london" ? ["brest"] : id === "brest" ? ["london"] : [],
    })),
    seas: [
      {
        id: "north-atlantic",
        name: "North Atlantic",
        coordinates: { lon: 0, lat: 0 },
        adjacent: ["channel", "north-sea"],
      },
      {
        id: "channel",
        name: "Channel",
        coordinates: { lon: 0, lat: 0 },
        adjacent: ["north-atlantic", "north-sea"],
      },
      {
        id: "north-sea",
        name: "North Sea",
        coordinates: { lon: 0, lat: 0 },
        adjacent: ["channel", "north-atlantic"],
      },
      { id: "adriatic", name: "Adriatic", coordinates: { lon: 0, lat: 0 }, adjacent: [] },
    ],
  };
  return new MapGraph(mapSchema.parse(input));
}

let europeGraph: MapGraph | undefined;

/** The real Europe 1907 map (loaded once). */
export function europeMap(): MapGraph {
  if (!europeGraph) {
    const loaded = loadMapGraph("europe-1907");
    if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
    europeGraph = loaded.value;
  }
  return europeGraph;
}

/** What a test scenario overrides. */
export interface StateSpec {
  nations?: Record<string, { treasury?: number; capital?: string | null; name?: string }>;
  relations?: [string, string, Relation][];
  passage?: { from: string; to: string }[];
  provinces?: Record<string, { owner?: string | null; divisions?: number }>;
  /** Changes the owner without changing the starting owner (a conquest, W18). */
  conquered?: Record<string, string | null>;
  fleets?: { nation: string; at: string; ships: number; divisions?: number; built?: boolean }[];
  commanders?: Scenario["commanders"];
  phase?: "deployment" | "attack";
  rulings?: Record<string, unknown>;
}

/**
 * A game state on a map: every nation owning a province in the map data (plus `spec.nations`), treasury = income
 * unless given, provinces as in the map with `spec.provinces` on top.
 */
export function makeState(map: MapGraph, spec: StateSpec = {}): GameState {
  const ids = new Set<string>();
  for (const p of map.provinces) if (p.owner) ids.add(p.owner);
  for (const id of Object.keys(spec.nations ?? {})) ids.add(id);
  const provinces: Scenario["provinces"] = {};
  for (const p of map.provinces) {
    const o = spec.provinces?.[p.id];
    provinces[p.id] = { owner: o?.owner !== undefined ? o.owner : p.owner, divisions: o?.divisions ?? 0 };
  }
  const nations = [...ids].sort().map((id) => {
    const n = spec.nations?.[id];
    const income = map.provinces
      .filter((p) => provinces[p.id]?.owner === id)
      .reduce((s, p) => s + p.production, 0);
    const capital = map.provinces.find((p) => p.owner === id)?.id ?? null;
    return {
      id,
      name: n?.name ?? id.charAt(0).toUpperCase() + id.slice(1),
      player: id,
      handles: [],
      aliases: [],
      treasury: n?.treasury ?? income,
      vp: 0,
      np: 0,
      capital: n?.capital !== undefined ? n.capital : capital,
      color: "#000000",
    };
  });
  const scenario: Scenario = {
    id: "test",
    name: "test",
    ruleset: "ww1907",
    mapId: map.data.id,
    year: 1907,
    phase: spec.phase ?? "deployment",
    nations,
    relations: (spec.relations ?? []).map(([a, b, relation]) =>
      a < b ? { a, b, relation } : { a: b, b: a, relation },
    ),
    passage: spec.passage ?? [],
    provinces,
    fleets: (spec.fleets ?? []).map((f) => ({
      nation: f.nation,
      at: f.at,
      ships: f.ships,
      divisions: f.divisions ?? 0,
      built: f.built ?? true,
    })),
    commanders: spec.commanders ?? [],
    rulings: spec.rulings ?? {},
    report: [],
  };
  const rulings = resolveRulings(scenario.rulings);
  if (!rulings.ok) throw new Error(rulings.error.join("\n"));
  const state = initState(scenario, map, rulings.value);
  for (const [id, owner] of Object.entries(spec.conquered ?? {})) {
    const p = state.provinces[id];
    if (p) p.owner = owner;
  }
  return state;
}

/** The built-in ww1907 opening scenario as a game state, with its map (loaded through the scenario loader). */
export function ww1907(): { state: GameState; map: MapGraph } {
  const loaded = loadScenario("ww1907");
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
  const rulings = resolveRulings(loaded.value.scenario.rulings);
  if (!rulings.ok) throw new Error(rulings.error.join("\n"));
  const map = new MapGraph(loaded.value.map);
  return { state: initState(loaded.value.scenario, map, rulings.value), map };
}
