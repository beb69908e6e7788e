import type { MapGraph } from "../../map/graph.ts";
import { judgeAttack, judgeImprove, judgeMove, judgePass, judgeSalt } from "./action-orders.ts";
import { classicMap } from "./classic-map.ts";
import type { RiskCommand } from "./commands.ts";
import { judgeBonusPlace } from "./income.ts";
import { judgeRespond, judgeStanding, judgeWithdraw } from "./responses.ts";
import { judgeBuy, judgeDone, judgeSetupPlace, phaseName } from "./setup-orders.ts";
import type { RiskState } from "./state.ts";
import { no, type RiskVerdict } from "./verdict.ts";

/** The territories a command names. */
export function namedTerritories(command: RiskCommand): string[] {
  switch (command.kind) {
    case "attack":
    case "move":
      return [command.from, command.to];
    case "respond":
      return command.to ? [command.to] : [];
    case "standing":
      return command.to ? [command.territory, command.to] : [command.territory];
    case "buy":
    case "place":
    case "salt":
    case "improve":
    case "withdraw-standing":
      return [command.territory];
    default:
      return [];
  }
}

/**
 * Judges one order of one player against the state now (V1–V9): accepted or not, with a rule-prefixed code and a
 * friendly message naming the player, the territories and the numbers. Pure: the state is only read.
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
  switch (command.kind) {
    case "buy":
      return judgeBuy(w, player, command.territory);
    case "done":
      return judgeDone(w, player);
    case "place":
      if (state.phase === "setup") return judgeSetupPlace(w, player, command.count, command.territory);
      if (state.phase === "income") return judgeBonusPlace(w, player, command.count, command.territory);
      return no(
        "V5.wrong-phase",
        `V5: armies are placed in the set-up and, for continent bonuses, in the income phase; it is now the ${phaseName(state.phase)} (${player})`,
      );
    case "attack":
      return judgeAttack(w, player, command.from, command.to, command.force, command.stopAt);
    case "move":
      return judgeMove(w, player, command.from, command.to, command.count);
    case "salt":
      return judgeSalt(w, player, command.territory);
    case "improve":
      return judgeImprove(w, player, command.territory);
    case "pass":
      return judgePass(w, player);
    case "respond":
      return judgeRespond(w, player, command);
    case "standing":
      return judgeStanding(w, player, command.territory, command);
    case "withdraw-standing":
      return judgeWithdraw(w, player, command.territory);
  }
}
