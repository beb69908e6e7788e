import type { MapData } from "../../../../src/map/schema.ts";
import type { Relation, Scenario } from "../../../../src/rulesets/ww1907/scenario/schema.ts";

/**
 * A small, independent sketch of the W4/W5 supply groups, used only to check that the map and the opening scenario
 * support the rulebook's examples (the engine's own supply groups are issue 3's). A nation's provinces are joined
 * through owned, allied or neutral land, land of a nation at peace that granted passage, and port to port (own or
 * allied ports) through sea zones without a fleet (at sea or in port) of a nation at war with it.
 */
export function sketchGroups(s: Scenario, map: MapData, nation: string): string[][] {
  const relation = (x: string, y: string): Relation => {
    if (x === y) return "alliance";
    const [a, b] = x < y ? [x, y] : [y, x];
    return s.relations.find((r) => r.a === a && r.b === b)?.relation ?? "peace";
  };
  const owner = (id: string): string | null => s.provinces[id]?.owner ?? null;
  const passable = (id: string): boolean => {
    const o = owner(id);
    if (o === null) return true;
    const r = relation(nation, o);
    return r === "alliance" || (r === "peace" && s.passage.some((g) => g.from === o && g.to === nation));
  };
  // Conservative: an enemy fleet blocks its sea zone whether it is at sea or in a port on that zone.
  const seaOf = (at: string): string | null =>
    map.seas.some((x) => x.id === at) ? at : (map.provinces.find((p) => p.id === at)?.port ?? null);
  const hostile = new Set(
    s.fleets
      .filter((f) => relation(nation, f.nation) === "war")
      .map((f) => seaOf(f.at))
      .filter((x) => x !== null),
  );

  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== undefined && parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(x, root);
    return root;
  };
  const join = (a: string, b: string): void => {
    parent.set(find(a), find(b));
  };
  for (const p of map.provinces) {
    if (!passable(p.id)) continue;
    for (const n of [...p.adjacent, ...p.ferries]) if (passable(n)) join(p.id, n);
    const o = owner(p.id);
    if (p.port && o !== null && relation(nation, o) === "alliance" && !hostile.has(p.port))
      join(p.id, `sea:${p.port}`);
  }
  for (const sea of map.seas) {
    if (hostile.has(sea.id)) continue;
    for (const n of sea.adjacent) if (!hostile.has(n)) join(`sea:${sea.id}`, `sea:${n}`);
  }
  const groups = new Map<string, string[]>();
  for (const p of map.provinces) {
    if (owner(p.id) !== nation) continue;
    const root = find(p.id);
    groups.set(root, [...(groups.get(root) ?? []), p.id]);
  }
  return [...groups.values()].map((g) => g.sort());
}
