import { type FinalPlace, placesOf } from "../../core/final-ranking.ts";
import { ranking } from "./end.ts";
import type { RiskState } from "./state.ts";

/**
 * Risk Variant One's final ranking (V9 and its turn-3 ruling): the ranking the game ended with, or the ranking of
 * the state now (players still in by territories, then total income, then seat order; players out below them, the
 * last one out highest). V9 breaks every tie, so each place is one seat. Pure: the state in, the places out.
 */
export function riskFinalRanking(state: RiskState): FinalPlace[] {
  const lines = state.gameOver && state.ranking ? state.ranking : ranking(state);
  const out = new Set(state.eliminated);
  for (const p of state.players) if (p.eliminated) out.add(p.name);
  return placesOf(
    lines,
    (l) => ({
      seat: l.player,
      score: out.has(l.player) ? "out" : `${l.territories} territories, income ${l.income}`,
    }),
    () => false,
  );
}
