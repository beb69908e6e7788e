import type { MapGraph } from "../../map/graph.ts";

/**
 * A map compiled to integer arrays for the hot paths (supply groups, routes): provinces are 0..P-1 in map order,
 * sea zones P..P+S-1. Built once per `MapGraph` and cached.
 */
export interface MapIndex {
  provinceIds: readonly string[];
  seaIds: readonly string[];
  provinceIndex: ReadonlyMap<string, number>;
  seaIndex: ReadonlyMap<string, number>;
  production: readonly number[];
  /** Land and ferry neighbours of each province (province indices). */
  land: readonly (readonly number[])[];
  /** Node index of each province's port sea zone, or -1. */
  portSea: readonly number[];
  /** Neighbouring sea zones of each sea zone (node indices, offset by P). */
  seaAdj: readonly (readonly number[])[];
  /** Provinces with a port on each sea zone (province indices). */
  seaPorts: readonly (readonly number[])[];
  /** Sea zones each province's coast touches (node indices). */
  coasts: readonly (readonly number[])[];
}

const cache = new WeakMap<MapGraph, MapIndex>();

/** The compiled index of a map (cached per graph). */
export function mapIndex(map: MapGraph): MapIndex {
  const hit = cache.get(map);
  if (hit) return hit;
  const provinceIds = map.provinces.map((p) => p.id);
  const seaIds = map.seas.map((s) => s.id);
  const provinceIndex = new Map(provinceIds.map((id, i) => [id, i]));
  const P = provinceIds.length;
  const seaIndex = new Map(seaIds.map((id, i) => [id, P + i]));
  const nodes = (ids: readonly string[], index: ReadonlyMap<string, number>): number[] => {
    const out: number[] = [];
    for (const id of ids) {
      const i = index.get(id);
      if (i !== undefined) out.push(i);
    }
    return out;
  };
  const index: MapIndex = {
    provinceIds,
    seaIds,
    provinceIndex,
    seaIndex,
    production: map.provinces.map((p) => p.production),
    land: provinceIds.map((id) => nodes(map.neighbours(id), provinceIndex)),
    portSea: map.provinces.map((p) => (p.port ? (seaIndex.get(p.port) ?? -1) : -1)),
    seaAdj: seaIds.map((id) => nodes(map.seaNeighboursOf(id), seaIndex)),
    seaPorts: seaIds.map((id) => nodes(map.portsOn(id), provinceIndex)),
    coasts: provinceIds.map((id) => nodes(map.coastalSeas(id), seaIndex)),
  };
  cache.set(map, index);
  return index;
}
