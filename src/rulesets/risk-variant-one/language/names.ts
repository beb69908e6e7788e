import { foldName } from "../../../../parsers/text/fold.ts";
import type { MapGraph } from "../../../map/graph.ts";
import { CAPITALS_ONLY, CLASSIC_CONTINENT_ALIASES, CLASSIC_TERRITORY_ALIASES } from "./classic-aliases.ts";

/** What a name in an order may mean: a territory (what orders take) or a continent (named, never ordered). */
export type PlaceRef = { kind: "territory" | "continent"; id: string; name: string };

/**
 * Territory and continent names of one map, folded with `foldName`: ids, display names, the map's aliases and the
 * classic board's abbreviations (`classic-aliases.ts`). A key may mean several things (a tie).
 */
export type RiskNames = {
  /** Folded name → everything it may mean. */
  names: ReadonlyMap<string, readonly PlaceRef[]>;
  /** Keys by their length, so typo matching only measures keys of about the right length. */
  keysByLength: ReadonlyMap<number, readonly string[]>;
  /** First words of every key, to skip span lookups quickly. */
  firstWords: ReadonlySet<string>;
  /** The most words any key has (longest-match limit). */
  maxWords: number;
  /** Territory id → display name. */
  territoryNames: ReadonlyMap<string, string>;
  /** Continent id → its display name and its territories' ids. */
  continents: ReadonlyMap<string, { name: string; territories: readonly string[] }>;
};

const cache = new WeakMap<MapGraph, RiskNames>();

/** The names of a map, built once per `MapGraph` and cached (the lexicon is never rebuilt per call). */
export function riskNames(map: MapGraph): RiskNames {
  const cached = cache.get(map);
  if (cached) return cached;
  const built = buildNames(map);
  cache.set(map, built);
  return built;
}

function buildNames(map: MapGraph): RiskNames {
  const names = new Map<string, PlaceRef[]>();
  const add = (spelling: string, ref: PlaceRef): void => {
    const key = foldName(spelling);
    if (key === "") return;
    const list = names.get(key) ?? [];
    if (!list.some((r) => r.kind === ref.kind && r.id === ref.id)) list.push(ref);
    names.set(key, list);
  };
  const territoryNames = new Map<string, string>();
  for (const p of map.provinces) {
    const ref: PlaceRef = { kind: "territory", id: p.id, name: p.name };
    territoryNames.set(p.id, p.name);
    for (const s of [p.id, p.name, ...p.aliases, ...(CLASSIC_TERRITORY_ALIASES[p.id] ?? [])]) add(s, ref);
  }
  const continents = new Map<string, { name: string; territories: readonly string[] }>();
  for (const c of map.continents) {
    const ref: PlaceRef = { kind: "continent", id: c.id, name: c.name };
    continents.set(c.id, { name: c.name, territories: c.provinces });
    for (const s of [c.id, c.name, ...(CLASSIC_CONTINENT_ALIASES[c.id] ?? [])]) add(s, ref);
  }
  const keysByLength = new Map<number, string[]>();
  const firstWords = new Set<string>();
  let maxWords = 1;
  for (const key of names.keys()) {
    const list = keysByLength.get(key.length) ?? [];
    list.push(key);
    keysByLength.set(key.length, list);
    const words = key.split(" ");
    firstWords.add(words[0] ?? key);
    maxWords = Math.max(maxWords, words.length);
  }
  return { names, keysByLength, firstWords, maxWords, territoryNames, continents };
}

/** True when a key may stand for a place as written: "ME" is the Middle East, "me" is a pronoun. */
export function spellingCounts(key: string, raw: string): boolean {
  return (
    !CAPITALS_ONLY.has(key) || raw.replace(/[^A-Za-z]/g, "") === raw.replace(/[^A-Za-z]/g, "").toUpperCase()
  );
}

/** The territory refs of a name (continents left out). */
export function territoriesOf(refs: readonly PlaceRef[]): PlaceRef[] {
  return refs.filter((r) => r.kind === "territory");
}
