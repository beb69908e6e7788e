import type { MapGraph } from "../../map/graph.ts";
import type { RandomState } from "../../random/prng.ts";
import { isSailCommand, judgeRaw } from "./apply.ts";
import type { CommandOf } from "./commands.ts";
import type { EngineEvent } from "./events.ts";
import { alliesOf } from "./orders/diplomacy.ts";
import { type GameState, mergeFleets, roundPp, setRelation } from "./state.ts";
import { income } from "./supply.ts";
import type { Verdict } from "./verdict.ts";
import { pairKey, type Working, Working as WorkingCopy } from "./working.ts";

/** An event a hook adds (the battle hooks' events); the phase resolver's own events are {@link EngineEvent}. */
export interface HookEvent {
  type: string;
}

/** What a battle hook gives back: events, and the generator state after its dice. */
export interface HookResult<E extends HookEvent = EngineEvent> {
  events: readonly (EngineEvent | E)[];
  rng: RandomState | undefined;
}

/**
 * Where the battle hooks plug battles in. Every hook mutates the working copy (bumping `supplyVersion` when ownership or
 * fleets at sea change) and draws dice from `rng`.
 * - `navalBattles`: W13, every sea zone where enemy fleets meet (after sea moves, in every phase);
 * - `landAttack`: W14/W19, one accepted attack or amphibious strike, in posted order (W20);
 * - `endOfPhase`: end-of-phase effects (W24 spawns, W23 awards);
 * - `attackRefused`: an attack or strike the judge refused when its turn came, its verdict explained (a battle
 *   earlier in the phase took its target or origin).
 * Without hooks, attacks are judged and reported (`attack-ordered`) but not fought.
 */
export interface PhaseHooks<E extends HookEvent = EngineEvent> {
  navalBattles?: (w: Working, rng: RandomState | undefined) => HookResult<E>;
  landAttack?: (
    w: Working,
    nation: string,
    command: CommandOf<"attack"> | CommandOf<"amphibious">,
    rng: RandomState | undefined,
  ) => HookResult<E>;
  endOfPhase?: (w: Working, rng: RandomState | undefined) => HookResult<E>;
  attackRefused?: (
    w: Working,
    nation: string,
    command: CommandOf<"attack"> | CommandOf<"amphibious">,
    verdict: Verdict,
  ) => Verdict;
}

/** The result of resolving a phase. */
export interface PhaseResult<E extends HookEvent = EngineEvent> {
  /** What happened, in order: the phase resolver's events and the hooks' events. */
  events: (EngineEvent | E)[];
  /** The next state (the phase after the one resolved). */
  state: GameState;
  /** Verdicts per nation, in the order of its commands. */
  verdicts: Record<string, Verdict[]>;
  /** The generator state after the phase's dice (unchanged when nothing was thrown). */
  rng: RandomState | undefined;
}

/**
 * Resolves the current phase with every nation's orders and advances to the next phase. `ordersByNation` keys
 * are in posting order. Deployment: each nation's commands in order, judged and applied on one shared working
 * copy. Attack (W20 ruling `naval-first`): every ship move first, then naval battles, then the other orders in
 * posted order (attacks fought by the hook as they come). Then treaties are matched (W25 ruling), W28 forced
 * drops made, end-of-phase hooks run, and the phase advances (W3, W6, W10, W26). Pure and deterministic.
 */
export function resolvePhase<E extends HookEvent = EngineEvent>(
  state: GameState,
  map: MapGraph,
  ordersByNation: Readonly<Record<string, readonly unknown[]>>,
  rng?: RandomState,
  hooks: PhaseHooks<E> = {},
): PhaseResult<E> {
  const w = new WorkingCopy(state, map);
  const events: (EngineEvent | E)[] = [];
  const verdicts: Record<string, Verdict[]> = {};
  let dice = rng;
  const entries = Object.entries(ordersByNation);
  for (const [nation, list] of entries) verdicts[nation] = new Array<Verdict>(list.length);
  const run = (
    hook: ((...a: never[]) => HookResult<E>) | undefined,
    call: () => HookResult<E> | undefined,
  ): void => {
    if (!hook) return;
    const out = call();
    if (!out) return;
    events.push(...out.events);
    dice = out.rng;
  };

  const judgeOne = (nation: string, raw: unknown, i: number): void => {
    const out = judgeRaw(w, nation, raw);
    const cmd = out.command;
    const attack = cmd && (cmd.kind === "attack" || cmd.kind === "amphibious") ? cmd : null;
    (verdicts[nation] as Verdict[])[i] =
      attack && !out.verdict.accepted && hooks.attackRefused
        ? hooks.attackRefused(w, nation, attack, out.verdict)
        : out.verdict;
    events.push(...out.events);
    if (out.verdict.accepted && attack) {
      run(hooks.landAttack, () => hooks.landAttack?.(w, nation, attack, dice));
    }
  };
  const isSail = isSailCommand;

  if (state.phase === "attack" && state.rulings.resolutionOrder === "naval-first") {
    for (const [nation, list] of entries) {
      list.forEach((raw, i) => {
        if (isSail(raw)) judgeOne(nation, raw, i);
      });
    }
    run(hooks.navalBattles, () => hooks.navalBattles?.(w, dice));
    for (const [nation, list] of entries) {
      list.forEach((raw, i) => {
        if (!isSail(raw)) judgeOne(nation, raw, i);
      });
    }
  } else {
    for (const [nation, list] of entries) {
      list.forEach((raw, i) => {
        judgeOne(nation, raw, i);
      });
    }
    run(hooks.navalBattles, () => hooks.navalBattles?.(w, dice));
  }
  events.push(...matchTreaties(w));
  events.push(...forcedDrops(w));
  run(hooks.endOfPhase, () => hooks.endOfPhase?.(w, dice));
  events.push(...advancePhase(w));
  return { events, state: w.state, verdicts, rng: dice };
}

/**
 * W25 ruling: an alliance or peace takes effect when both sides proposed it in the same phase (or one side, with
 * `treatiesNeedBothSides: false`); unmatched proposals lapse. Alliances are checked again against W29.
 */
export function matchTreaties(w: Working): EngineEvent[] {
  const events: EngineEvent[] = [];
  const done = new Set<number>();
  w.proposals.forEach((p, i) => {
    if (done.has(i)) return;
    done.add(i);
    const j = w.proposals.findIndex(
      (q, k) => !done.has(k) && q.kind === p.kind && q.from === p.to && q.to === p.from,
    );
    if (j >= 0) done.add(j);
    else if (w.state.rulings.treatiesNeedBothSides) {
      events.push({
        type: "proposal-lapsed",
        kind: p.kind,
        from: p.from,
        to: p.to,
        reason: `${w.nationName(p.to)} did not propose ${p.kind} in the same phase (W25)`,
      });
      return;
    }
    const r = w.relation(p.from, p.to);
    const nations: [string, string] = p.from < p.to ? [p.from, p.to] : [p.to, p.from];
    if (p.kind === "peace") {
      if (r !== "war") {
        events.push({ type: "proposal-lapsed", ...p, reason: "the two nations are no longer at war" });
        return;
      }
      setRelation(w.state, p.from, p.to, "peace");
      w.touchSupply(p.from, p.to);
      events.push({ type: "peace-made", nations });
      return;
    }
    const enemyOfAlly = (x: string, y: string) => alliesOf(w, x).find((a) => w.relation(a, y) === "war");
    const bad = r !== "peace" ? "the two nations are no longer at peace" : undefined;
    const w29 = enemyOfAlly(p.from, p.to) ?? enemyOfAlly(p.to, p.from);
    if (bad || w29) {
      events.push({
        type: "proposal-lapsed",
        ...p,
        reason: bad ?? `W29: one side is at war with an ally of the other (${w.nationName(w29 ?? null)})`,
      });
      return;
    }
    setRelation(w.state, p.from, p.to, "alliance");
    w.touchSupply(p.from, p.to);
    events.push({ type: "alliance-formed", nations });
  });
  return events;
}

/**
 * W28: a nation with two allies at war with each other drops to peace with one of them, free of charge: the one
 * who declared that war (ruling `forcedDropWith: aggressor`) or the other; when nobody declared it this phase,
 * the one whose id sorts last.
 */
export function forcedDrops(w: Working): EngineEvent[] {
  const events: EngineEvent[] = [];
  for (const nation of Object.keys(w.state.nations).sort()) {
    for (;;) {
      const allies = alliesOf(w, nation).sort();
      let pair: [string, string] | null = null;
      for (const a of allies) {
        const b = allies.find((x) => x > a && w.relation(a, x) === "war");
        if (b) {
          pair = [a, b];
          break;
        }
      }
      if (!pair) break;
      const declarer = w.declaredBy.get(pairKey(pair[0], pair[1]));
      let drop = pair[1];
      if (declarer !== undefined) {
        const other = declarer === pair[0] ? pair[1] : pair[0];
        drop = w.state.rulings.forcedDropWith === "aggressor" ? declarer : other;
      }
      setRelation(w.state, nation, drop, "peace");
      w.touchSupply(nation, drop);
      events.push({ type: "forced-drop", nation, with: drop, because: pair });
    }
  }
  return events;
}

/**
 * Advances the working copy to the next phase (W3): Deployment → Attack of the same year; Attack → next year's
 * Deployment, where ships under construction become ready (W10), income is added (W4), unspent and fractional pp
 * carry over (W6 ruling) and costs owed from the Attack phase are paid (W26).
 */
export function advancePhase(w: Working): EngineEvent[] {
  const s = w.state;
  const events: EngineEvent[] = [{ type: "phase-ended", year: s.year, phase: s.phase }];
  if (s.phase === "deployment") {
    s.phase = "attack";
    events.push({ type: "phase-started", year: s.year, phase: s.phase });
    return events;
  }
  s.year += 1;
  s.phase = "deployment";
  events.push({ type: "phase-started", year: s.year, phase: s.phase });
  for (const f of s.fleets) {
    if (!f.built) {
      f.built = true;
      events.push({ type: "ships-completed", nation: f.nation, at: f.at, ships: f.ships });
    }
  }
  s.fleets = mergeFleets(s.fleets);
  for (const [id, n] of Object.entries(s.nations)) {
    const gain = income(s, w.map, id);
    let treasury = n.treasury;
    if (!s.rulings.unspentPpCarryOver) treasury = roundPp(treasury - Math.floor(treasury + 1e-9));
    treasury = roundPp(treasury + gain);
    const paid = Math.min(n.owed, treasury);
    n.treasury = roundPp(treasury - paid);
    n.owed = roundPp(n.owed - paid);
    events.push({
      type: "income",
      nation: id,
      income: gain,
      owedPaid: paid,
      owedLeft: n.owed,
      treasury: n.treasury,
    });
  }
  w.supplyVersion++;
  return events;
}
