import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type MapData, mapSchema } from "../../src/map/schema.ts";

/** Path of the small valid fixture map. */
export const tinyPath = fileURLToPath(new URL("../../fixtures/maps/tiny.json", import.meta.url));

/** The raw JSON of the tiny map, as written in the file. */
export function tinyRaw(): Record<string, unknown> {
  return JSON.parse(readFileSync(tinyPath, "utf8")) as Record<string, unknown>;
}

/** A fresh, mutable copy of the tiny map with defaults filled in: break it in a test, then validate it. */
export function tinyMap(): MapData {
  return mapSchema.parse(tinyRaw());
}

/** The province of a map with this id (throws in a test when absent). */
export function provinceOf(map: MapData, id: string): MapData["provinces"][number] {
  const found = map.provinces.find((p) => p.id === id);
  if (!found) throw new Error(`no province ${id}`);
  return found;
}

/** The sea zone of a map with this id (throws in a test when absent). */
export function seaOf(map: MapData, id: string): MapData["seas"][number] {
  const found = map.seas.find((s) => s.id === id);
  if (!found) throw new Error(`no sea ${id}`);
  return found;
}
