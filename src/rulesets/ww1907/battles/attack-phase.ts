import type { MapGraph } from "../../../map/graph.ts";
import type { RandomState } from "../../../random/prng.ts";
import { spawnDivisions } from "../commanders/effects.ts";
import { loadRoster } from "../commanders/roster.ts";
import type { CommanderProfile } from "../commanders/traits.ts";
import type { Command } from "../commands.ts";
import { drawAwards } from "../points/awards.ts";
import type { GameState } from "../state.ts";
import { type BattleContext, newPhaseRecord, type PhaseRecord } from "./context.ts";
import type { BattleEvent } from "./events.ts";
import { fightAmphibious, fightAttack } from "./land.ts";
import { fightNavalBattles, fightNavalBattlesIn, sailInAttackPhase } from "./naval.ts";

/** One accepted order of the phase, in posting order (a post's orders in their written order). */
export interface PostedOrder {
  nation: string;
  command: Command;
}

/** What resolving battles gives: the next state, the events in order and the generator state after the last draw. */
export interface BattleResolution {
  state: GameState;
  events: BattleEvent[];
  rng: RandomState;
  /** The phase's bookkeeping (W17 attacks, captures per commander, fleet arrivals, points at the start). */
  record: PhaseRecord;
}

/** Options shared by the entry points. */
export interface BattleOptions {
  /** The preset roster awards are drawn from (W23); the built-in historical roster by default. */
  roster?: readonly CommanderProfile[];
  /** Commander ids never to be drawn again (e.g. commanders lost earlier in the game). */
  excludeCommanders?: readonly string[];
}

/**
 * Resolves the battles of an Attack phase (W12–W24), purely: `orders` are the phase's accepted orders in posting
 * order (only `sail`, `attack` and `amphibious` are acted on; the rest is the phase resolver's business). With the W20
 * ruling `naval-first`: every sail first (W12), then naval battles (W13), then attacks and amphibious strikes in
 * order (W14–W19), then end-of-phase effects: commanders' spawned divisions (W24) and awards (W23). With
 * `posted`: every order in posted order, naval battles fought in a zone as soon as a fleet sails into it, then a
 * sweep of all zones. The phase is not advanced. Every die comes from `rng`; the same inputs give the same result.
 */
export function resolveAttackPhase(
  state: GameState,
  map: MapGraph,
  orders: readonly PostedOrder[],
  rng: RandomState,
  options: BattleOptions = {},
): BattleResolution {
  const ctx: BattleContext = {
    state: structuredClone(state),
    map,
    rng: { ...rng },
    events: [],
    record: newPhaseRecord(state),
  };
  if (state.rulings.resolutionOrder === "naval-first") {
    for (const o of orders) if (o.command.kind === "sail") sailInAttackPhase(ctx, o.nation, o.command);
    fightNavalBattles(ctx);
    for (const o of orders) fightLand(ctx, o);
  } else {
    for (const o of orders) {
      if (o.command.kind === "sail") {
        sailInAttackPhase(ctx, o.nation, o.command);
        fightNavalBattlesIn(ctx, o.command.to);
      } else fightLand(ctx, o);
    }
    fightNavalBattles(ctx);
  }
  endOfPhase(ctx, true, options);
  return { state: ctx.state, events: ctx.events, rng: ctx.rng, record: ctx.record };
}

function fightLand(ctx: BattleContext, o: PostedOrder): void {
  if (o.command.kind === "attack") fightAttack(ctx, o.nation, o.command);
  else if (o.command.kind === "amphibious") fightAmphibious(ctx, o.nation, o.command);
}

/**
 * End-of-phase effects: in an Attack phase, divisions spawned by commanders (W24); in every phase, the awards due
 * for points won since the phase opened (W23).
 */
export function endOfPhase(ctx: BattleContext, attackPhase: boolean, options: BattleOptions = {}): void {
  if (attackPhase) spawnDivisions(ctx);
  drawAwards(ctx, options.roster ?? loadRoster(), options.excludeCommanders ?? []);
}

/**
 * W13 in any phase, purely: fights every naval battle due on `state` (after that phase's sea moves) and awards
 * naval points (W22). `arrivals` lists the fleets that entered a zone this phase in order (the last to arrive
 * starts the battle); without it the stack that comes last in the state does. No awards are drawn here: they
 * come at the end of the phase (see {@link endOfPhase}).
 */
export function resolveNavalBattles(
  state: GameState,
  map: MapGraph,
  rng: RandomState,
  arrivals: readonly { nation: string; zone: string }[] = [],
): BattleResolution {
  const record = newPhaseRecord(state);
  record.arrivals.push(...arrivals);
  const ctx: BattleContext = { state: structuredClone(state), map, rng: { ...rng }, events: [], record };
  fightNavalBattles(ctx);
  return { state: ctx.state, events: ctx.events, rng: ctx.rng, record: ctx.record };
}
