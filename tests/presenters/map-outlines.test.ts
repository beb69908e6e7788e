import polygonClipping, { type Pair, type Polygon } from "polygon-clipping";
import { describe, expect, it } from "vitest";
import { loadMap } from "../../src/map/load.ts";
import type { MapData } from "../../src/map/schema.ts";
import { builtInGeography, type MapGeography } from "../../src/maps/geography.ts";
import { pathRings } from "../../src/presenters/map-picture.ts";

function builtIn(id: string): { map: MapData; geography: MapGeography } {
  const loaded = loadMap(id);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  const geography = builtInGeography(loaded.value);
  if (!geography) throw new Error(`no geography for ${id}`);
  return { map: loaded.value, geography };
}

/** A province's outline as polygons (each ring its own polygon; the geography writes no holes in provinces). */
function polygonsOf(geography: MapGeography, id: string): Polygon[] {
  return pathRings(geography.provinces[id] ?? "").map((ring) => [[...ring, ring[0] as Pair]]);
}

function area(ring: Pair[]): number {
  let sum = 0;
  for (let k = 0; k + 1 < ring.length; k++) {
    const [x1, y1] = ring[k]!;
    const [x2, y2] = ring[k + 1]!;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

function bounds(rings: [number, number][][]) {
  const xs = rings.flat().map((p) => p[0]);
  const ys = rings.flat().map((p) => p[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

describe("the built-in maps' province outlines", () => {
  for (const id of ["europe-1907", "classic"]) {
    it(`W2 V2 ${id}: every province's outline lies wholly inside the picture (none cut by its edge, as Alaska was)`, () => {
      const { map, geography } = builtIn(id);
      for (const p of map.provinces) {
        const b = bounds(pathRings(geography.provinces[p.id] ?? ""));
        const inside = b.x0 >= 1 && b.y0 >= 1 && b.x1 <= geography.width - 1 && b.y1 <= geography.height - 1;
        expect({ province: p.name, inside }).toEqual({ province: p.name, inside: true });
      }
    });

    it(`W2 V2 ${id}: no two province outlines overlap (by more than 1 square pixel)`, () => {
      const { map, geography } = builtIn(id);
      const all = map.provinces.map((p) => ({
        name: p.name,
        polygons: polygonsOf(geography, p.id),
        box: bounds(pathRings(geography.provinces[p.id] ?? "")),
      }));
      for (let i = 0; i < all.length; i++) {
        for (let j = i + 1; j < all.length; j++) {
          const a = all[i]!;
          const b = all[j]!;
          if (a.box.x1 < b.box.x0 || b.box.x1 < a.box.x0 || a.box.y1 < b.box.y0 || b.box.y1 < a.box.y0)
            continue;
          const shared = polygonClipping
            .intersection(a.polygons, b.polygons)
            .reduce((sum, poly) => sum + area(poly[0] ?? []), 0);
          if (shared > 1) expect({ overlap: [a.name, b.name], shared }).toEqual({ overlap: [] });
        }
      }
    });
  }

  it("V2 Egypt's outline stays in Africa: none of it reaches Anatolia or Cyprus (Middle East's)", () => {
    const { geography } = builtIn("classic");
    // Natural Earth is pseudo-cylindrical: a latitude is a height. Egypt stands at 26°N and Southern Europe at 43°N
    // (both on their land, so both anchors are where their coordinates project).
    const egypt = geography.anchors.egypt!;
    const europe = geography.anchors["southern-europe"]!;
    const heightOf = (lat: number) => egypt[1] + ((lat - 26) / (43 - 26)) * (europe[1] - egypt[1]);
    const north = bounds(pathRings(geography.provinces.egypt ?? "")).y0;
    // Egypt's coast and Sinai end at 31.5°N; Cyprus begins at 34.6°N, Anatolia's south coast at 36°N.
    expect(north).toBeGreaterThan(heightOf(34));
  });
});
