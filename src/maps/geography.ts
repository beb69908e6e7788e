import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { MapData } from "../map/schema.ts";
import { findBuiltInMap } from "./built-in.ts";

const point = z.tuple([z.number(), z.number()]);

/**
 * A built-in map's geography, as tools/build-map-geography.ts writes it (`src/maps/data/<id>.geo.json`): real
 * coastlines (Natural Earth) projected into a frame of `width` x `height` pixels, each province's outline (its
 * Voronoi cell clipped to its land), where each province and sea zone is drawn (`anchors`), where each port sits on
 * its coast, a dot for each island too small to see, and the light lines between sea zones. SVG path data, in the frame's pixels.
 */
export const mapGeographySchema = z.object({
  map: z.string(),
  /** Fingerprint of the places it was built from (`sitesFingerprint`): stale when the map's coordinates change. */
  sites: z.string(),
  source: z.string(),
  width: z.number().positive(),
  height: z.number().positive(),
  land: z.string(),
  provinces: z.record(z.string(), z.string()),
  anchors: z.record(z.string(), point),
  ports: z.record(z.string(), point),
  /** Provinces too small to see (Malta): a dot in the owner's colour is drawn there. */
  dots: z.record(z.string(), point).default({}),
  seaBorders: z.string(),
});

export type MapGeography = z.infer<typeof mapGeographySchema>;

const cache = new Map<string, MapGeography | null>();

/** SHA-256 of every place's id and coordinates, in order: what the geography was drawn from. */
export function sitesFingerprint(
  places: readonly { id: string; coordinates: { lon: number; lat: number } }[],
): string {
  const text = places.map((p) => `${p.id} ${p.coordinates.lon} ${p.coordinates.lat}`).join("\n");
  return createHash("sha256").update(text).digest("hex");
}

/**
 * The geography of a built-in map, or null: for a map file of one's own (its picture is the schematic one), or when
 * the map's places are not those the geography was drawn from (a changed copy of a built-in map's id, or coordinates
 * moved since: run `npx tsx tools/build-map-geography.ts`).
 */
export function builtInGeography(map: MapData): MapGeography | null {
  if (!findBuiltInMap(map.id)) return null;
  let geography = cache.get(map.id);
  if (geography === undefined) {
    geography = readGeography(map.id);
    cache.set(map.id, geography);
  }
  if (!geography) return null;
  return geography.sites === sitesFingerprint([...map.provinces, ...map.seas]) ? geography : null;
}

function readGeography(id: string): MapGeography | null {
  try {
    const text = readFileSync(new URL(`./data/${id}.geo.json`, import.meta.url), "utf8");
    const parsed = mapGeographySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
