import type { MapGraph } from "../../../map/graph.ts";
import { type GameState, relationBetween } from "../state.ts";
import { supplyGroups } from "../supply.ts";

/**
 * Sentences on supply groups that changed during a phase (W4), nation by nation in the order given: a nation split into several groups, with the hostile
 * fleets off the cut-off provinces' coasts named as the reason, or a nation whose groups joined again.
 */
export function supplyChangeLines(
  nations: readonly { id: string; name: string }[],
  graph: MapGraph,
  n: (id: string) => string,
  before: GameState,
  after: GameState,
): string[] {
  const out: string[] = [];
  for (const nation of nations) {
    const was = supplyGroups(before, graph, nation.id);
    const now = supplyGroups(after, graph, nation.id);
    const key = (gs: typeof now) =>
      gs
        .map((g) => [...g.provinces].sort().join(","))
        .sort()
        .join("|");
    if (key(was) === key(now)) continue;
    if (now.length <= 1) {
      if (was.length > 1)
        out.push(`${nation.name} is one supply group again: all its pp can be spent anywhere (W4).`);
      continue;
    }
    for (const g of now.filter((x) => !x.main)) {
      const seas = new Set(g.provinces.flatMap((p) => graph.coastalSeas(p)));
      const blockaders = after.fleets.filter(
        (f) => seas.has(f.at) && f.built && relationBetween(after, nation.id, f.nation) === "war",
      );
      const why =
        blockaders.length > 0
          ? `no friendly land route, and ${blockaders.map((f) => `${n(f.nation)}'s fleet in ${n(f.at)}`).join(", ")} blockades the sea`
          : "no friendly land route and no free port-to-port route";
      out.push(
        `${nation.name}: ${g.provinces.map(n).join(", ")} cut off from the rest (${why}); only ${g.spendable} pp can be spent there (W4).`,
      );
    }
  }
  return out;
}
