import { type FinalPlace, placesOf } from "../../core/final-ranking.ts";
import type { GameState } from "./state.ts";

/**
 * World War 1907's final ranking (issue #28, ratings; house rules "Absent and returning players"): every nation by
 * its victory points, most first; nations with the same VP share a place. Pure: the state in, the places out.
 */
export function ww1907FinalRanking(state: Pick<GameState, "nations">): FinalPlace[] {
  const nations = Object.entries(state.nations)
    .map(([id, n]) => ({ id, vp: n.vp }))
    .sort((a, b) => b.vp - a.vp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return placesOf(
    nations,
    (n) => ({ seat: n.id, score: `${n.vp} VP` }),
    (a, b) => a.vp === b.vp,
  );
}
