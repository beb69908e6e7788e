import type { GameService } from "../game/game-service.ts";

/** One seat of a game page's roster: who plays it and whether the game still waits for it. */
export interface RosterSeat {
  /** The seat's display name ("Russian Empire", "Alice"). */
  name: string;
  /** The player's forum name, when one is assigned. */
  player: string | null;
  /**
   * "in": the seat has orders in (the game no longer waits for it); "waiting": the game waits for it; "to act": a
   * game played in turn waits for this seat's move; null: nothing to say (not its turn).
   */
  ordersIn: "in" | "waiting" | "to act" | null;
}

/**
 * Who has orders in, the one place the web page decides it (the game page, its JSON and its events all call this).
 * It shows only what the game already says publicly, whom it waits for (as `schedule show` and the reminders do):
 * never what anyone ordered, so nothing here can reveal another player's orders before the deadline.
 * (When the service gains `ordersIn` and the per-game `orders-visibility` setting, this function switches to them.)
 */
export function ordersIn(
  service: GameService,
  gameId: string,
  seats: readonly { name: string; player: string | null }[],
): RosterSeat[] {
  const waiting = new Set(service.waitingOn(gameId).map((w) => w.name));
  const turnBased = service.wordingOf(gameId)?.turnBased ?? false;
  const open = service.openPhaseLabel(gameId) !== null;
  return seats.map((seat) => ({
    ...seat,
    ordersIn: !open
      ? null
      : turnBased
        ? waiting.has(seat.name)
          ? "to act"
          : null
        : waiting.has(seat.name)
          ? "waiting"
          : "in",
  }));
}
