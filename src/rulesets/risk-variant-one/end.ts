import { type RankingLine, type RiskState, territoriesOf } from "./state.ts";
import type { Work } from "./work.ts";

/** V9 ruling: players ranked by territories held, then total income (seat order breaks a full tie). */
export function ranking(state: RiskState): RankingLine[] {
  const lines = state.players.map((p, seat) => {
    const owned = territoriesOf(state, p.name);
    const income = owned.reduce((sum, id) => sum + (state.territories[id]?.income ?? 0), 0);
    return { line: { player: p.name, territories: owned.length, income }, seat };
  });
  lines.sort(
    (a, b) => b.line.territories - a.line.territories || b.line.income - a.line.income || a.seat - b.seat,
  );
  return lines.map((l) => l.line);
}

/**
 * V9: after a territory changed hands. A player with no territory left is out (skipped in turn order; their
 * standing responses and bonuses go); when one player holds every territory (ruling `winCondition`: neutrals
 * aside, by default) the game is over.
 */
export function checkEliminationAndEnd(w: Work, loser: string | null, by: string): void {
  if (loser !== null && territoriesOf(w.s, loser).length === 0) {
    const player = w.s.players.find((p) => p.name === loser);
    if (player && !player.eliminated) {
      player.eliminated = true;
      w.s.eliminated.push(loser);
      w.s.standing = w.s.standing.filter((r) => r.player !== loser);
      w.s.bonuses = w.s.bonuses.filter((b) => b.player !== loser);
      w.emit({ type: "eliminated", player: loser, by });
    }
  }
  const owners = new Set(Object.values(w.s.territories).map((t) => t.owner));
  const players = [...owners].filter((o) => o !== null);
  const over =
    w.s.rulings.winCondition === "every-territory"
      ? owners.size === 1 && players.length === 1
      : players.length === 1 && w.s.players.length > 1;
  if (over) endGame(w, "conquest");
}

/** V9: the game ends (by conquest, or when the GM ends it) with the ranking. */
export function endGame(w: Work, by: "conquest" | "gm"): void {
  if (w.s.gameOver) return;
  const lines = ranking(w.s);
  w.s.gameOver = true;
  w.s.ranking = lines;
  w.s.actor = null;
  w.s.pending = null;
  const winner = by === "conquest" ? (lines[0]?.player ?? null) : null;
  w.emit({ type: "game-over", winner, ranking: lines, by });
}
