import { MapGraph } from "../../../../../src/map/graph.ts";
import { type MapInput, mapSchema } from "../../../../../src/map/schema.ts";
import { createRng } from "../../../../../src/random/prng.ts";
import {
  type BattleResolution,
  type PostedOrder,
  resolveAttackPhase,
} from "../../../../../src/rulesets/ww1907/battles/attack-phase.ts";
import type { BattleEvent } from "../../../../../src/rulesets/ww1907/battles/events.ts";
import { createBattleHooks } from "../../../../../src/rulesets/ww1907/battles/hooks.ts";
import {
  type PhaseHooks,
  type PhaseResult,
  resolvePhase,
} from "../../../../../src/rulesets/ww1907/phases.ts";
import { type GameState, gameStateSchema } from "../../../../../src/rulesets/ww1907/state.ts";

type P = [id: string, owner: string | null, port: string | null, adjacent: string[], homeOf?: string];

/**
 * A small map for battle tests (written in code):
 *
 *   warsaw (russia) - lodz (russia) - krakow (austria) - budapest (austria) - belgrade (neutral)
 *   warsaw - krakow; lodz - vienna (austria) - krakow, budapest, trieste (austria, port adriatic)
 *   trieste - venice (italy, port adriatic); corfu (neutral, port ionian, island); bari (italy, port ionian)
 *   seas: adriatic - ionian
 */
export function battleMap(): MapGraph {
  const provinces: P[] = [
    ["warsaw", "russia", null, ["lodz", "krakow"], "russia"],
    ["lodz", "russia", null, ["warsaw", "krakow", "vienna"], "russia"],
    ["krakow", "austria", null, ["warsaw", "lodz", "vienna", "budapest"], "austria"],
    ["vienna", "austria", null, ["lodz", "krakow", "budapest", "trieste"], "austria"],
    ["budapest", "austria", null, ["krakow", "vienna", "belgrade"], "austria"],
    ["trieste", "austria", "adriatic", ["vienna", "venice"], "austria"],
    ["belgrade", null, null, ["budapest"]],
    ["venice", "italy", "adriatic", ["trieste", "bari"], "italy"],
    ["bari", "italy", "ionian", ["venice"], "italy"],
    ["corfu", null, "ionian", []],
  ];
  const input: MapInput = {
    id: "battle-test",
    name: "Battle test",
    provinces: provinces.map(([id, owner, port, adjacent, homeOf]) => ({
      id,
      name: id.charAt(0).toUpperCase() + id.slice(1),
      production: 1,
      port,
      owner,
      homeOf: homeOf ?? null,
      coordinates: { lon: 0, lat: 0 },
      adjacent,
      coasts: port ? [port] : [],
    })),
    seas: [
      { id: "adriatic", name: "Adriatic", coordinates: { lon: 0, lat: 0 }, adjacent: ["ionian"] },
      { id: "ionian", name: "Ionian", coordinates: { lon: 0, lat: 0 }, adjacent: ["adriatic"] },
    ],
  };
  return new MapGraph(mapSchema.parse(input));
}

/** What a test state overrides. */
export interface Spec {
  divisions?: Record<string, number>;
  owners?: Record<string, string | null>;
  guests?: Record<string, Record<string, number>>;
  fleets?: { nation: string; at: string; ships: number; divisions?: number; built?: boolean }[];
  commanders?: GameState["commanders"];
  relations?: [string, string, "war" | "alliance"][];
  vp?: Record<string, number>;
  np?: Record<string, number>;
  rulings?: Record<string, unknown>;
}

/**
 * A real GameState (parsed by `gameStateSchema`) on a map (default {@link battleMap}), Attack phase: every nation
 * owning a province on the map, provinces as the map has them with `spec` on top; Russia and Italy at war with
 * Austria unless `relations` says otherwise.
 */
export function battleState(map: MapGraph, spec: Spec = {}): GameState {
  const provinces: Record<string, unknown> = {};
  for (const p of map.provinces) {
    const owner = spec.owners && p.id in spec.owners ? (spec.owners[p.id] ?? null) : p.owner;
    provinces[p.id] = {
      owner,
      divisions: spec.divisions?.[p.id] ?? 0,
      guests: spec.guests?.[p.id] ?? {},
      startOwner: p.owner,
    };
  }
  const nation = (id: string, name: string) => ({
    name,
    capital: null,
    treasury: 0,
    owed: 0,
    vp: spec.vp?.[id] ?? 0,
    np: spec.np?.[id] ?? 0,
  });
  const ids = new Set<string>();
  for (const p of map.provinces) if (p.owner) ids.add(p.owner);
  for (const [x, y] of spec.relations ?? []) ids.add(x).add(y);
  const names: Record<string, string> = {
    austria: "Austria-Hungary",
    italy: "Italy",
    russia: "Russian Empire",
  };
  const nations = Object.fromEntries(
    [...ids].sort().map((id) => [id, nation(id, names[id] ?? id.charAt(0).toUpperCase() + id.slice(1))]),
  );
  const relations = (
    spec.relations ?? [
      ["austria", "russia", "war"],
      ["austria", "italy", "war"],
    ]
  ).map(([x, y, relation]) => (x < y ? { a: x, b: y, relation } : { a: y, b: x, relation }));
  relations.sort((p, q) => (p.a + p.b < q.a + q.b ? -1 : 1));
  return gameStateSchema.parse({
    ruleset: "ww1907",
    mapId: map.data.id,
    year: 1908,
    phase: "attack",
    nations,
    relations,
    passage: [],
    provinces,
    fleets: (spec.fleets ?? []).map((f) => ({ divisions: 0, built: true, ...f })),
    commanders: spec.commanders ?? [],
    rulings: spec.rulings ?? {},
  });
}

/** Total divisions of every nation and neutrals, on land and aboard ships. */
export function totalDivisions(state: GameState): number {
  let n = 0;
  for (const p of Object.values(state.provinces)) {
    n += p.divisions;
    for (const g of Object.values(p.guests)) n += g;
  }
  for (const f of state.fleets) n += f.divisions;
  return n;
}

/** Total ships (built and under construction). */
export function totalShips(state: GameState): number {
  return state.fleets.reduce((n, f) => n + f.ships, 0);
}

/** A whole phase resolved by `resolvePhase` with the battle hooks plugged in, as the game service resolves it. */
export function resolveWithBattles(
  map: MapGraph,
  state: GameState,
  orders: Record<string, unknown[]>,
  seed: string,
): PhaseResult {
  const hooks = createBattleHooks() as unknown as PhaseHooks;
  return resolvePhase(state, map, orders, createRng(seed), hooks);
}

/** Resolves an Attack phase's battles with a named seed. */
export function run(
  map: MapGraph,
  state: GameState,
  orders: PostedOrder[],
  seed: string,
): BattleResolution & { before: GameState } {
  return { ...resolveAttackPhase(state, map, orders, createRng(seed)), before: state };
}

/** The events of one type, typed. */
export function eventsOf<K extends BattleEvent["type"]>(
  events: readonly BattleEvent[],
  type: K,
): Extract<BattleEvent, { type: K }>[] {
  return events.filter((e): e is Extract<BattleEvent, { type: K }> => e.type === type);
}

/** An attack order. */
export function attack(nation: string, target: string, ...sources: [string, number][]): PostedOrder {
  return {
    nation,
    command: { kind: "attack", target, sources: sources.map(([from, count]) => ({ from, count })) },
  };
}

/** Units lost in the battles of a resolution (land and naval, divisions aboard sunk ships included). */
export function lostInBattle(events: readonly BattleEvent[]): number {
  let n = 0;
  for (const e of events) {
    if (e.type === "land-battle") n += e.attackerLosses + e.defenderLosses;
    if (e.type === "naval-battle") n += e.attackerDivisionsLost + e.defenderDivisionsLost;
    if (e.type === "ships-captured") n += e.divisionsLost;
  }
  return n;
}
