import { openIncome } from "./income.ts";
import { fromDealersLeft } from "./state.ts";
import type { Work } from "./work.ts";

/** V6: the action rounds of a turn start, at the dealer's left, round 1, nobody passed yet. */
export function openActions(w: Work): void {
  w.s.phase = "actions";
  w.s.round = 1;
  w.s.passed = [];
  w.s.pending = null;
  const first = fromDealersLeft(w.s)[0] ?? null;
  w.s.actor = first;
  if (first !== null) w.emit({ type: "actions-started", turnNumber: w.s.turnNumber, first });
}

/**
 * V6/V9: the action of `player` is over; the next player in the round acts. After the last player of a round,
 * a round in which everyone passed ends the turn (V9: the next income phase opens); otherwise a new round starts
 * at the dealer's left.
 */
export function advance(w: Work, player: string): void {
  if (w.s.gameOver) return;
  const order = fromDealersLeft(w.s);
  // every seat from the dealer's left, so the turn also moves on from a player who has just gone out (V9)
  const seats = w.s.players.map((p) => p.name);
  const dealer = Math.max(0, seats.indexOf(w.s.dealer));
  const round = seats.map((_, k) => seats[(dealer + 1 + k) % seats.length]!);
  const next = round.slice(round.indexOf(player) + 1).find((name) => order.includes(name));
  if (next !== undefined) {
    w.s.actor = next;
    return;
  }
  const everyonePassed = order.every((p) => w.s.passed.includes(p));
  w.emit({ type: "round-ended", round: w.s.round, everyonePassed });
  if (everyonePassed) {
    w.emit({ type: "turn-ended", turnNumber: w.s.turnNumber });
    w.s.turnNumber += 1;
    w.s.passed = [];
    w.s.round = 1;
    openIncome(w);
    return;
  }
  w.s.round += 1;
  w.s.passed = [];
  w.s.actor = order[0] ?? null;
}
