import type { MapGraph } from "../../map/graph.ts";
import { createRng } from "../../random/prng.ts";
import type { BattleOptions } from "./battles/attack-phase.ts";
import type { BattleEvent } from "./battles/events.ts";
import { createBattleHooks } from "./battles/hooks.ts";
import { type PhaseResult, resolvePhase } from "./phases.ts";
import type { GameState } from "./state.ts";

/**
 * Resolves one World War 1907 phase completely: judging, moves, diplomacy and phase advance with the
 * battles (naval battles, attacks, amphibious strikes, points, awards, spawns) through the phase hooks, all dice
 * drawn from the phase's seed. `ordersByNation` keys are in posting order. Pure and deterministic: the game
 * service, the CLI and `adjutant verify` all resolve through here.
 */
export function resolveWw1907Phase(
  state: GameState,
  map: MapGraph,
  ordersByNation: Readonly<Record<string, readonly unknown[]>>,
  seed: string,
  options: BattleOptions = {},
): PhaseResult<BattleEvent> {
  return resolvePhase(state, map, ordersByNation, createRng(seed), createBattleHooks(options));
}
