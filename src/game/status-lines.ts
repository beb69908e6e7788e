import { andList } from "../presenters/names.ts";
import type { GameEnding } from "./results/game-ending.ts";
import type { OrdersIn } from "./types.ts";

/** "ended by GM at 2026-12-01T12:00:00.000Z; ranking: 1. Russian Empire (12 VP), 2. …" */
export function endingLine(ending: GameEnding): string {
  const top = ending.places
    .slice(0, 3)
    .map((p) => `${p.place}. ${p.name} (${p.score})`)
    .join(", ");
  return `ended by ${ending.by} at ${ending.endedAt}${top ? `; ranking: ${top}${ending.places.length > 3 ? ", …" : ""}` : ""}`;
}

/** The status line of who has ordered, as the game's `orders-visibility` lets it show. */
export function ordersInLine(o: OrdersIn): string {
  if (o.inForce === null) return `Orders in: hidden until the deadline (${o.seats} to order).`;
  const count = `Orders in: ${o.inForce} of ${o.seats}`;
  if (o.names === null || o.names.length === 0) return `${count}.`;
  return `${count} (${andList(o.names)}).`;
}
