import { type RankingLine, type RiskState, territoriesOf } from "./state.ts";
import type { Work } from "./work.ts";

/**
 * V9 ruling (turn 3): players still in rank above every player who is out, the last one out highest among those;
 * players still in are ranked by territories held, then total income, then seat order.
 */
export function ranking(state: RiskState): RankingLine[] {
  const lines = state.players.map((p, seat) => {
    const owned = territoriesOf(state, p.name);
    const income = owned.reduce((sum, id) => sum + (state.territories[id]?.income ?? 0), 0);
    const outAt = state.eliminated.indexOf(p.name);
    // out players: the later out, the higher; one marked out but missing from the list counts as the first out
    const out = outAt >= 0 ? outAt : p.eliminated ? -1 : null;
    return { line: { player: p.name, territories: owned.length, income }, seat, out };
  });
  lines.sort((a, b) => {
    if (a.out === null && b.out === null) {
      return b.line.territories - a.line.territories || b.line.income - a.line.income || a.seat - b.seat;
    }
    if (a.out === null) return -1;
    if (b.out === null) return 1;
    return b.out - a.out || a.seat - b.seat;
  });
  return lines.map((l) => l.line);
}

/** V9: puts one player out (no territory left): skipped in turn order, their standing responses and bonuses go. */
function putOut(w: Work, loser: string, by: string | null): void {
  const player = w.s.players.find((p) => p.name === loser);
  if (!player || player.eliminated) return;
  player.eliminated = true;
  w.s.eliminated.push(loser);
  w.s.standing = w.s.standing.filter((r) => r.player !== loser);
  w.s.bonuses = w.s.bonuses.filter((b) => b.player !== loser);
  w.emit({ type: "eliminated", player: loser, by });
}

/** V9: the game is over when one player still holds land (ruling `winCondition`: neutrals aside, by default). */
function checkEnd(w: Work): void {
  const owners = new Set(Object.values(w.s.territories).map((t) => t.owner));
  const players = [...owners].filter((o) => o !== null);
  const over =
    w.s.rulings.winCondition === "every-territory"
      ? owners.size === 1 && players.length === 1
      : players.length === 1 && w.s.players.length > 1;
  if (over) endGame(w, "conquest");
}

/**
 * V9: after a territory changed hands. A player with no territory left is out (skipped in turn order; their
 * standing responses and bonuses go); when one player holds every territory (ruling `winCondition`: neutrals
 * aside, by default) the game is over.
 */
export function checkEliminationAndEnd(w: Work, loser: string | null, by: string): void {
  if (loser !== null && territoriesOf(w.s, loser).length === 0) putOut(w, loser, by);
  checkEnd(w);
}

/**
 * V9 turn-3 ruling: every seated player who holds no territory is out at once, whatever emptied their hands (a
 * scenario loaded with a player holding nothing, the end of the set-up, a GM adjustment); when only one player still
 * holds land the game is over. `by` names who took the land (null: nobody in play).
 */
export function putOutLandless(w: Work, by: string | null = null): void {
  // players going out together are put out from the last seat to the first, so among them the ranking (last out
  // highest) keeps the seat order
  for (const p of [...w.s.players].reverse()) {
    if (!p.eliminated && territoriesOf(w.s, p.name).length === 0) putOut(w, p.name, by);
  }
  if (!w.s.gameOver) checkEnd(w);
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
