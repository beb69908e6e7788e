import { commandersAt } from "../commanders/effects.ts";
import type { CommanderState } from "../state.ts";
import type { Working } from "../working.ts";

/** Divisions in a province that have not moved this phase (W8). */
export function fresh(w: Working, nation: string, provinceId: string): number {
  return Math.max(0, w.divisionsOf(nation, provinceId) - (w.tracker(nation).arrived.get(provinceId) ?? 0));
}

/** Divisions that arrived in a province this phase with extra steps left (W24). */
function fastCount(w: Working, nation: string, provinceId: string): number {
  let n = 0;
  for (const g of w.tracker(nation).fast.get(provinceId) ?? []) n += g.count;
  return n;
}

/**
 * Divisions of a nation in a province that may still move this phase (W8: a moved division cannot move again;
 * W24: unless a Fast Moving commander's extra free move is still left to it).
 */
export function movable(w: Working, nation: string, provinceId: string): number {
  const here = w.divisionsOf(nation, provinceId);
  return Math.min(here, fresh(w, nation, provinceId) + fastCount(w, nation, provinceId));
}

/** The placed commander of a nation in a province whose `extra-free-move` trait is the best, with its moves. */
export function fastLeader(
  w: Working,
  nation: string,
  provinceId: string,
): { commander: CommanderState; moves: number } | null {
  let best: { commander: CommanderState; moves: number } | null = null;
  for (const c of commandersAt(w.state, nation, provinceId)) {
    for (const t of c.traits) {
      if (t.kind === "extra-free-move" && (best === null || t.moves > best.moves)) {
        best = { commander: c, moves: t.moves };
      }
    }
  }
  return best;
}

/** "once more", "2 more times". */
export function moreTimes(n: number): string {
  return n === 1 ? "once more" : `${n} more times`;
}

/**
 * Why divisions that already moved cannot move again, naming the Fast Moving commander of the nation if one is
 * placed (W24): his extra move belongs to divisions that set out from his province.
 */
export function alreadyMovedHint(w: Working, nation: string, fromId: string): string {
  const here = fastLeader(w, nation, fromId);
  const anywhere =
    here ??
    w.state.commanders
      .filter((c) => c.nation === nation && c.at !== null)
      .map((c) => fastLeader(w, nation, c.at ?? ""))
      .find((x) => x !== null) ??
    null;
  if (!anywhere) return "";
  const { commander: c, moves } = anywhere;
  const where = here ? "" : ` (he is in ${w.placeName(c.at ?? "")})`;
  return `; ${c.name}'s ${c.title} lets divisions under his command move ${moreTimes(moves)}, but only divisions that set out from his province before they moved${where}`;
}
