import { MapGraph } from "../../map/graph.ts";
import { mapSchema } from "../../map/schema.ts";
import classicData from "../../maps/data/classic.json" with { type: "json" };

/**
 * The classic Risk board (42 territories, 6 continents; sea crossings are ferries and count as adjacency), as a
 * graph. Imported with the module, so the engine that defaults to it does no I/O of its own.
 */
export const classicMap: MapGraph = new MapGraph(mapSchema.parse(classicData));

/** A territory's display name ("Eastern United States"), or the id when the map does not know it. */
export function territoryName(map: MapGraph, id: string): string {
  return map.province(id)?.name ?? id;
}
