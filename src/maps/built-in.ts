/** A map shipped with Adjutant, stored as `src/maps/data/<id>.json`. */
export interface BuiltInMap {
  id: string;
  name: string;
  description: string;
}

/** Every built-in map, by id. */
export const builtInMaps: readonly BuiltInMap[] = [
  {
    id: "europe-1907",
    name: "Europe 1907",
    description: "Europe, North Africa, Asia Minor and the Caucasus, rebuilt from the rulebook (W2, W4)",
  },
  {
    id: "classic",
    name: "Classic Risk",
    description: "The 42 territories and 6 continents of the classic Risk board (Risk Variant One, V2, V5)",
  },
];

/** The built-in map with this id, or undefined. */
export function findBuiltInMap(id: string): BuiltInMap | undefined {
  return builtInMaps.find((m) => m.id === id);
}

/** The location of a built-in map's JSON file (resolved next to this module, so it works from any cwd). */
export function builtInMapUrl(id: string): URL {
  return new URL(`./data/${id}.json`, import.meta.url);
}
