import type { MapGraph } from "../../map/graph.ts";
import type { GmStep } from "./apply.ts";
import { classicMap } from "./classic-map.ts";
import type { RiskCommand } from "./commands.ts";
import type { RiskState } from "./state.ts";

/** What the engine does next for a seat in civil disorder: an order in its name, or a step of the GM's. */
export type DisorderMove =
  | { kind: "order"; player: string; command: RiskCommand; why: string }
  | { kind: "gm"; step: GmStep; player: string; why: string };

/**
 * House ruling "Absent and returning players: Boot to civil disorder", Risk Variant One: a seat in civil disorder
 * passes every action (V6), answers every attack with hold (V7), and its income (the continent bonus it would place,
 * V5) is placed one army at a time on its territory with the fewest armies in the continent that gave it (V5 places
 * a bonus inside its continent); ties go to the territory first in the map's order of that continent. Its set-up
 * step, if the game is still being set up, is closed as the GM would close it (V3). Returns the next such move, or
 * null when the game waits for no seat in disorder. The play applies it and asks again until null. Pure.
 */
export function disorderMove(
  state: RiskState,
  disorder: readonly string[],
  map: MapGraph = classicMap,
): DisorderMove | null {
  if (state.gameOver) return null;
  const out = new Set(disorder);
  if (state.pending) {
    return out.has(state.pending.defender)
      ? {
          kind: "order",
          player: state.pending.defender,
          command: { kind: "respond", response: "hold" },
          why: "answers the attack with hold (V7)",
        }
      : null;
  }
  if (state.phase === "income") {
    for (const bonus of state.bonuses) {
      if (bonus.armies <= 0 || !out.has(bonus.player)) continue;
      const territory = fewestArmies(
        state,
        bonus.player,
        map.continents.find((c) => c.id === bonus.continent)?.provinces ?? [],
      );
      if (territory === null) continue;
      return {
        kind: "order",
        player: bonus.player,
        command: { kind: "place", count: 1, territory },
        why: "places its income one army at a time on its territory with the fewest armies (V5)",
      };
    }
    return null;
  }
  if (state.actor === null || !out.has(state.actor)) return null;
  if (state.phase === "setup") {
    return { kind: "gm", step: "close-step", player: state.actor, why: "its set-up step is closed (V3)" };
  }
  return { kind: "order", player: state.actor, command: { kind: "pass" }, why: "passes its action (V6)" };
}

/** The player's territory with the fewest armies among `ids` (ties: the first in `ids`), or null if none is theirs. */
export function fewestArmies(state: RiskState, player: string, ids: readonly string[]): string | null {
  let best: string | null = null;
  for (const id of ids) {
    const t = state.territories[id];
    if (!t || t.owner !== player) continue;
    if (best === null || t.armies < (state.territories[best]?.armies ?? 0)) best = id;
  }
  return best;
}
