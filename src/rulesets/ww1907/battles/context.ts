import type { MapGraph } from "../../../map/graph.ts";
import { type RandomState, Rng } from "../../../random/prng.ts";
import { type FleetState, type GameState, relationBetween } from "../state.ts";
import type { BattleEvent, EarlierCapture } from "./events.ts";

/**
 * What battles remember within one phase (plain JSON): which divisions already attacked (W17), which provinces
 * each commander's attacks took (W24 spawns), the order fleets arrived in each sea zone (who started a naval
 * battle, W22), the points each nation had when the phase opened (W23 awards), and the battles fought so far and
 * the provinces they took (so that a later attack refused because of one can say which).
 */
export interface PhaseRecord {
  /** nation → place → divisions now standing there that have already attacked this turn (W17). */
  attacked: Record<string, Record<string, number>>;
  /** commander id → provinces taken by attacks he led this phase, in order. */
  captures: Record<string, string[]>;
  /** Fleets that entered a sea zone this phase, in order (the last to arrive starts the battle). */
  arrivals: { nation: string; zone: string }[];
  /** Built ships moved this phase, nation → place now → ships (W12: one zone a phase). */
  shipsMoved: Record<string, Record<string, number>>;
  vpAtStart: Record<string, number>;
  npAtStart: Record<string, number>;
  /** Battles fought so far this phase, naval and land: the last one's number (summaries number them the same). */
  battles: number;
  /** province → the last battle of this phase that took it: who took it, from whom, battle number. */
  captured: Record<string, Omit<EarlierCapture, "role">>;
}

/** A fresh record for a phase opening on `state`. */
export function newPhaseRecord(state: GameState): PhaseRecord {
  const vpAtStart: Record<string, number> = {};
  const npAtStart: Record<string, number> = {};
  for (const [id, n] of Object.entries(state.nations)) {
    vpAtStart[id] = n.vp;
    npAtStart[id] = n.np;
  }
  return {
    attacked: {},
    captures: {},
    arrivals: [],
    shipsMoved: {},
    vpAtStart,
    npAtStart,
    battles: 0,
    captured: {},
  };
}

/**
 * The mutable working context of battles: a private state (callers clone before), the map, the generator state
 * (advanced by every draw), the events so far and the phase record. `onAttackedChange` lets a caller mirror W17
 * bookkeeping into its own tracker (the phase resolver's `Working` copy).
 */
export interface BattleContext {
  state: GameState;
  map: MapGraph;
  rng: RandomState;
  events: BattleEvent[];
  record: PhaseRecord;
  onAttackedChange?: (nation: string, place: string, delta: number) => void;
  /** Called whenever ownership or fleets at sea changed (supply may have changed, W4). */
  onSupplyChange?: () => void;
}

/** Draws with a mutable cursor and stores the generator state back in the context. */
export function draw<T>(ctx: BattleContext, f: (rng: Rng<RandomState>) => T): T {
  const rng = new Rng(ctx.rng);
  const value = f(rng);
  ctx.rng = rng.state;
  return value;
}

/** True when two nations are at war (neutrals, `null`, are everybody's fair target but never "at war"). */
export function atWar(state: GameState, a: string, b: string): boolean {
  return a !== b && relationBetween(state, a, b) === "war";
}

/** True when two nations are the same or allied. */
export function friendly(state: GameState, a: string, b: string): boolean {
  return a === b || relationBetween(state, a, b) === "alliance";
}

/** A nation's divisions in a province: its own garrison, or its guests in an ally's province. */
export function divisionsOf(state: GameState, nation: string, province: string): number {
  const p = state.provinces[province];
  if (!p) return 0;
  return p.owner === nation ? p.divisions : (p.guests[nation] ?? 0);
}

/** Adds (or with a negative `n`, removes) a nation's divisions in a province. */
export function addDivisions(state: GameState, nation: string, province: string, n: number): void {
  const p = state.provinces[province];
  if (!p) throw new Error(`unknown province ${province}`);
  if (p.owner === nation) {
    p.divisions += n;
    if (p.divisions < 0) throw new Error(`negative divisions in ${province}`);
    return;
  }
  const now = (p.guests[nation] ?? 0) + n;
  if (now < 0) throw new Error(`negative guests in ${province}`);
  if (now === 0) delete p.guests[nation];
  else p.guests[nation] = now;
}

/** Every division in a province: the owner's (or neutral) garrison plus allied guests. */
export function allDivisions(state: GameState, province: string): number {
  const p = state.provinces[province];
  if (!p) return 0;
  let n = p.divisions;
  for (const g of Object.values(p.guests)) n += g;
  return n;
}

/** A nation's fleet stack at a place (built or under construction). */
export function fleetAt(state: GameState, nation: string, at: string, built = true): FleetState | undefined {
  return state.fleets.find((f) => f.nation === nation && f.at === at && f.built === built);
}

/** Adds ships (and divisions aboard) to a nation's stack at a place, merging stacks. */
export function addShips(
  state: GameState,
  nation: string,
  at: string,
  ships: number,
  divisions: number,
  built = true,
): void {
  if (ships <= 0) return;
  const f = fleetAt(state, nation, at, built);
  if (f) {
    f.ships += ships;
    f.divisions += divisions;
  } else state.fleets.push({ nation, at, ships, divisions, built });
}

/** Removes ships and divisions from a nation's built stack; an emptied stack disappears. */
export function removeShips(state: GameState, f: FleetState, ships: number, divisions: number): void {
  if (f.ships < ships || f.divisions < divisions) throw new Error("removing ships that are not there");
  f.ships -= ships;
  f.divisions -= divisions;
  if (f.ships === 0) state.fleets.splice(state.fleets.indexOf(f), 1);
}

/** Reads a nation → place → count entry. */
export function getCount(
  table: Record<string, Record<string, number>>,
  nation: string,
  place: string,
): number {
  return table[nation]?.[place] ?? 0;
}

/** Adds to a nation → place → count entry (dropping zeroes). */
export function addCount(
  table: Record<string, Record<string, number>>,
  nation: string,
  place: string,
  delta: number,
): void {
  const row = table[nation] ?? {};
  const now = Math.max(0, (row[place] ?? 0) + delta);
  if (now === 0) delete row[place];
  else row[place] = now;
  table[nation] = row;
}

/** Changes the W17 record (and mirrors it to the caller's tracker). */
export function markAttacked(ctx: BattleContext, nation: string, place: string, delta: number): void {
  if (delta === 0) return;
  const before = getCount(ctx.record.attacked, nation, place);
  addCount(ctx.record.attacked, nation, place, delta);
  const applied = getCount(ctx.record.attacked, nation, place) - before;
  if (applied !== 0) ctx.onAttackedChange?.(nation, place, applied);
}

/** Ids sorted the same way everywhere (plain code-unit order, locale-free). */
export function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The canonical id of a place named in a command: commands normally carry map ids, but the judge also accepts a
 * name or alias the map knows, so battles do too. Unknown names are returned unchanged.
 */
export function placeId(map: MapGraph, id: string): string {
  if (map.isProvince(id) || map.isSea(id)) return id;
  const el = map.lookup(id);
  if (el?.kind === "province") return el.province.id;
  if (el?.kind === "sea") return el.sea.id;
  return id;
}
