import type { MapGraph } from "../../map/graph.ts";
import type { RiskState } from "./state.ts";

/** Who the game waits for, and for what: the line players read ("Waiting for: Bob (…)"). */
export interface Waiting {
  /** The players whose move it is (several only in the income phase, where everyone places bonuses). */
  players: string[];
  /** "Bob (defender's response to Alice's attack on Peru, until 20:00 UTC)". */
  text: string;
}

/** "2026-12-02 20:00 UTC". */
function when(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/**
 * Whose turn it is in a Risk Variant One game, as a sentence (V3 set-up steps, V5 bonus placement, V6 actions,
 * V7 a defender's response with its deadline), or null when the game is over.
 */
export function waitingFor(state: RiskState, map: MapGraph, responseUntil: string | null): Waiting | null {
  if (state.gameOver) return null;
  const name = (id: string) => map.province(id)?.name ?? id;
  if (state.pending) {
    const p = state.pending;
    return {
      players: [p.defender],
      text: `${p.defender} (defender's response to ${p.attacker}'s attack on ${name(p.to)}${
        responseUntil ? `, until ${when(responseUntil)}` : ""
      }; no answer means hold)`,
    };
  }
  if (state.phase === "income") {
    const owing = [...new Set(state.bonuses.filter((b) => b.armies > 0).map((b) => b.player))];
    if (owing.length > 0) {
      const parts = state.bonuses
        .filter((b) => b.armies > 0)
        .map(
          (b) =>
            `${b.player}: ${b.armies} in ${map.continents.find((c) => c.id === b.continent)?.name ?? b.continent}`,
        );
      return { players: owing, text: `${owing.join(", ")} (continent bonus to place: ${parts.join("; ")})` };
    }
  }
  if (state.actor) {
    const what =
      state.phase === "setup" ? "set-up step: buy, place, then done" : `action, round ${state.round}`;
    return { players: [state.actor], text: `${state.actor} (${what})` };
  }
  return null;
}
