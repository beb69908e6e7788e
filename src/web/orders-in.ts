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

/** What a game page may say about who has ordered, by the game's `orders-visibility` (issue #28). */
export interface OrdersInView {
  roster: RosterSeat[];
  /** Whom the game waits for, as far as the setting lets it show (a game played in turn: whose turn, always). */
  waitingFor: string[];
  /** The line the page shows about it ("3 of 8 have orders in"), or null when the roster says it all. */
  line: string | null;
}

/**
 * Who has orders in, the one place the web page decides it (the game page, its JSON and its events all call this),
 * from the service's `ordersIn`, which follows the game's `orders-visibility`: `names` marks each seat, `counts`
 * says only how many, `hidden` nothing until the deadline. Whose turn it is in a game played in turn is public
 * (V6). Never what anyone ordered: nothing here can reveal another player's orders before the deadline.
 */
export async function ordersIn(
  service: GameService,
  gameId: string,
  seats: readonly { name: string; player: string | null }[],
): Promise<OrdersInView> {
  const waiting = (await service.waitingOn(gameId)).map((w) => w.name);
  const turnBased = (await service.wordingOf(gameId))?.turnBased ?? false;
  const open = (await service.openPhaseLabel(gameId)) !== null;
  if (turnBased) {
    const acting = new Set(waiting);
    return {
      roster: seats.map((seat) => ({ ...seat, ordersIn: open && acting.has(seat.name) ? "to act" : null })),
      waitingFor: waiting,
      line: null,
    };
  }
  const orders = await service.ordersIn(gameId);
  const shown = orders.ok ? (orders.value.revealed ? "names" : orders.value.visibility) : "hidden";
  if (shown === "names" && orders.ok) {
    const inForce = new Set(orders.value.names ?? []);
    return {
      roster: seats.map((seat) => ({
        ...seat,
        ordersIn: !open ? null : inForce.has(seat.name) ? "in" : "waiting",
      })),
      waitingFor: waiting,
      line: null,
    };
  }
  const line = !open
    ? null
    : shown === "counts" && orders.ok && orders.value.inForce !== null
      ? `${orders.value.inForce} of ${orders.value.seats} have orders in.`
      : "Who has ordered is hidden until the deadline.";
  return { roster: seats.map((seat) => ({ ...seat, ordersIn: null })), waitingFor: [], line };
}
