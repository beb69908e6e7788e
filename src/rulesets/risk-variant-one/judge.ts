import type { MapGraph } from "../../map/graph.ts";
import { classicMap } from "./classic-map.ts";
import type { RiskCommand } from "./commands.ts";
import { orderKind } from "./orders/index.ts";
import type { RiskState } from "./state.ts";
import { no, type RiskVerdict } from "./verdict.ts";

/** The territories a command names. */
export function namedTerritories(command: RiskCommand): string[] {
  return orderKind(command.kind).territories(command);
}

/**
 * Judges one order of one player against the state now (V1–V9): accepted or not, with a rule-prefixed code and a
 * friendly message naming the player, the territories and the numbers. The checks every order shares are here;
 * the rest is the order kind's own (`orders/`). Pure: the state is only read.
 */
export function judge(
  state: RiskState,
  player: string,
  command: RiskCommand,
  map: MapGraph = classicMap,
): RiskVerdict {
  const w = { s: state, map };
  if (state.gameOver) {
    const winner = state.ranking?.[0]?.player;
    return no(
      "V9.game-over",
      `V9: the game is over${winner ? ` (${winner} leads the ranking)` : ""}; no more orders (${player})`,
    );
  }
  const seat = state.players.find((p) => p.name === player);
  if (!seat) {
    return no(
      "V1.not-a-player",
      `V1: ${player} is not seated in this game (players: ${state.players.map((p) => p.name).join(", ")})`,
    );
  }
  if (seat.eliminated) {
    return no("V9.eliminated", `V9: ${player} holds no territory and is out of the game`);
  }
  for (const id of namedTerritories(command)) {
    if (!state.territories[id]) {
      return no(
        "order.unknown-territory",
        `There is no territory "${map.province(id)?.name ?? id}" on the map (${player})`,
      );
    }
  }
  return orderKind(command.kind).judge(w, player, command);
}
