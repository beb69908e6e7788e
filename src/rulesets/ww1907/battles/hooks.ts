import type { MapGraph } from "../../../map/graph.ts";
import { createRng, type RandomState } from "../../../random/prng.ts";
import type { CommandOf } from "../commands.ts";
import type { GameState } from "../state.ts";
import type { Verdict } from "../verdict.ts";
import { type BattleOptions, endOfPhase } from "./attack-phase.ts";
import { explainRefusedAttack } from "./captures.ts";
import { type BattleContext, newPhaseRecord, type PhaseRecord } from "./context.ts";
import type { BattleEvent } from "./events.ts";
import { fightAmphibious, fightAttack } from "./land.ts";
import { fightNavalBattles } from "./naval.ts";

/**
 * What the battle hooks need from the phase resolver's working copy (the phase resolver's `Working` has all of it): the state
 * to change in place, the map, the supply version to bump, and each nation's tracker of divisions committed to
 * attacks (W17) and ships moved this phase (W12).
 */
export interface BattleHost {
  readonly state: GameState;
  readonly map: MapGraph;
  supplyVersion: number;
  tracker(nation: string): { attacked: Map<string, number>; shipsMoved: Map<string, number> };
  /** Who declared each war this phase (key `a|b`): a declarer whose fleet already shared a zone starts that battle. */
  readonly declaredBy?: ReadonlyMap<string, string>;
}

/** What a hook gives back (the shape of the phase resolver's `HookResult`, with battle events). */
export interface BattleHookResult {
  events: BattleEvent[];
  rng: RandomState | undefined;
}

/** The hooks `resolvePhase` calls (the phase resolver's `PhaseHooks`). */
export interface BattleHooks {
  navalBattles(w: BattleHost, rng: RandomState | undefined): BattleHookResult;
  landAttack(
    w: BattleHost,
    nation: string,
    command: CommandOf<"attack"> | CommandOf<"amphibious">,
    rng: RandomState | undefined,
  ): BattleHookResult;
  endOfPhase(w: BattleHost, rng: RandomState | undefined): BattleHookResult;
  /** A refused attack's verdict, saying so when a battle earlier in the phase took its target or origin. */
  attackRefused(
    w: BattleHost,
    nation: string,
    command: CommandOf<"attack"> | CommandOf<"amphibious">,
    verdict: Verdict,
  ): Verdict;
  /** The phase's battle record so far (null before the first hook ran). */
  record(): PhaseRecord | null;
}

const NO_SEED = createRng("adjutant/no-seed");

/**
 * Who started a naval battle (W22 ruling): the last to arrive. Nations that declared a war this phase count as
 * arriving first in every zone where their fleets are; ships moved this phase arrive after them.
 */
function noteArrivals(ctx: BattleContext, w: BattleHost): void {
  ctx.record.arrivals.length = 0;
  for (const declarer of new Set(w.declaredBy?.values() ?? [])) {
    for (const f of w.state.fleets) {
      if (f.nation === declarer && f.built && w.map.isSea(f.at)) {
        ctx.record.arrivals.push({ nation: declarer, zone: f.at });
      }
    }
  }
  for (const nation of Object.keys(w.state.nations)) {
    for (const [place, n] of w.tracker(nation).shipsMoved) {
      if (n > 0 && w.map.isSea(place)) ctx.record.arrivals.push({ nation, zone: place });
    }
  }
}

/**
 * Battle hooks for ONE `resolvePhase` call (make a new set per phase: they keep the phase's record). They change
 * the working copy in place, mirror W17 bookkeeping into the trackers (divisions that left a province release
 * their reservation; the survivors occupying a captured province count as having attacked) and bump
 * `supplyVersion` when ownership or fleets at sea change. Fighting without a generator state is an error
 * (a phase with battles needs its committed seed).
 */
export function createBattleHooks(options: BattleOptions = {}): BattleHooks {
  let record: PhaseRecord | null = null;
  const context = (w: BattleHost, rng: RandomState | undefined): BattleContext => {
    record ??= newPhaseRecord(w.state);
    return {
      state: w.state,
      map: w.map,
      rng: rng ?? NO_SEED,
      events: [],
      record,
      onAttackedChange: (nation, place, delta) => {
        const t = w.tracker(nation).attacked;
        const now = (t.get(place) ?? 0) + delta;
        if (now > 0) t.set(place, now);
        else t.delete(place);
      },
      onSupplyChange: () => {
        w.supplyVersion++;
      },
    };
  };
  const finish = (ctx: BattleContext, rng: RandomState | undefined): BattleHookResult => {
    const now = ctx.rng;
    const drew =
      now.algorithm !== "sfc32" ||
      now.a !== NO_SEED.a ||
      now.b !== NO_SEED.b ||
      now.c !== NO_SEED.c ||
      now.d !== NO_SEED.d;
    if (rng === undefined && drew) {
      throw new Error("battles need the phase's seeded generator: pass rng to resolvePhase");
    }
    return { events: ctx.events, rng: rng === undefined ? undefined : ctx.rng };
  };
  return {
    navalBattles(w, rng) {
      const ctx = context(w, rng);
      noteArrivals(ctx, w);
      fightNavalBattles(ctx);
      return finish(ctx, rng);
    },
    landAttack(w, nation, command, rng) {
      const ctx = context(w, rng);
      if (command.kind === "attack") fightAttack(ctx, nation, command);
      else fightAmphibious(ctx, nation, command);
      return finish(ctx, rng);
    },
    endOfPhase(w, rng) {
      const ctx = context(w, rng);
      // W13: fleets made enemies by a war declared after the naval battles (Attack phase, naval-first) fight now
      noteArrivals(ctx, w);
      fightNavalBattles(ctx);
      endOfPhase(ctx, w.state.phase === "attack", options);
      return finish(ctx, rng);
    },
    attackRefused: (w, nation, command, verdict) =>
      explainRefusedAttack(record, w.state, w.map, nation, command, verdict),
    record: () => record,
  };
}
