import { MapGraph } from "../../../src/map/graph.ts";
import type { MapData } from "../../../src/map/schema.ts";
import { builtInGeography, type MapGeography } from "../../../src/maps/geography.ts";
import type { MapView } from "../../../src/presenters/map-picture.ts";
import { loadScenario } from "../../../src/rulesets/ww1907/scenario/load.ts";
import { initState } from "../../../src/rulesets/ww1907/state.ts";

/** World War 1907's opening position as the picture draws it: its map, the view and the built-in geography. */
export function openingMap(title?: string): { map: MapData; view: MapView; geography: MapGeography } {
  const loaded = loadScenario("ww1907");
  if (!loaded.ok) throw new Error("the ww1907 scenario does not load");
  const { scenario, map } = loaded.value;
  const state = initState(scenario, new MapGraph(map));
  const geography = builtInGeography(map);
  if (!geography) throw new Error("no geography for europe-1907");
  const nations = Object.fromEntries(scenario.nations.map((n) => [n.id, { color: n.color, name: n.name }]));
  return {
    map,
    geography,
    view: {
      provinces: state.provinces,
      fleets: state.fleets,
      nations,
      commanders: state.commanders.map((c) => ({ name: c.name, nation: c.nation, at: c.at })),
      ...(title !== undefined ? { title } : {}),
    },
  };
}

/** Whether the point lies inside the outline's rings (even-odd rule: a hole's ring takes the point out again). */
export function insideRings(x: number, y: number, rings: [number, number][][]): boolean {
  let odd = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}
