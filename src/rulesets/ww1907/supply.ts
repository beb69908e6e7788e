import type { MapGraph } from "../../map/graph.ts";
import type { Command } from "./commands.ts";
import { mapIndex } from "./map-index.ts";
import type { Relation } from "./scenario/schema.ts";
import type { GameState } from "./state.ts";

/** One supply group of a nation (W4): its provinces, their production and the pp spendable in it now. */
export interface SupplyGroup {
  /** Province ids, in map order. */
  provinces: string[];
  /** Sum of the group's production. */
  production: number;
  /** Whole pp that may be spent in the group this phase (W4, W6), before any order. */
  spendable: number;
  /** The nation's main group (its capital's, else its richest): carried-over pp are spent here. */
  main: boolean;
}

/** How one nation sees every other: relation lookups for the graph walk. */
function relationsOf(state: GameState, nation: string): Map<string, Relation> {
  const out = new Map<string, Relation>();
  for (const r of state.relations) {
    if (r.a === nation) out.set(r.b, r.relation);
    else if (r.b === nation) out.set(r.a, r.relation);
  }
  return out;
}

/**
 * Walks the supply graph of `nation` (W4, W5): land that is owned, allied, neutral (unowned), or of a nation at
 * peace that grants passage (`friend` is also treated as passable, for pp routes, W31); owned or allied ports
 * (and `friend`'s) joined through sea zones with no hostile fleet. Returns, for every province, the label of the
 * component it was reached in (-1 = never reached), starting a new component at each of `starts` not yet reached.
 */
export function walkSupply(
  state: GameState,
  map: MapGraph,
  nation: string,
  starts: readonly number[],
  friend: string | null = null,
): Int32Array {
  const ix = mapIndex(map);
  const P = ix.provinceIds.length;
  const S = ix.seaIds.length;
  const rel = relationsOf(state, nation);
  const rulings = state.rulings;
  const granted = new Set<string>();
  for (const g of state.passage) if (g.to === nation) granted.add(g.from);

  // 0 = blocked, 1 = passable land, 2 = passable land with a usable port
  const land = new Uint8Array(P);
  for (let i = 0; i < P; i++) {
    const owner = state.provinces[ix.provinceIds[i] as string]?.owner ?? null;
    let pass = false;
    let port = false;
    if (owner === null) pass = true;
    else if (owner === nation || owner === friend) pass = port = true;
    else {
      const r = rel.get(owner) ?? "peace";
      if (r === "alliance") pass = port = true;
      else if (r === "peace") pass = !rulings.passageNeedsGrant || granted.has(owner);
    }
    land[i] = pass ? (port && (ix.portSea[i] as number) >= 0 ? 2 : 1) : 0;
  }
  const seaOpen = new Uint8Array(S).fill(1);
  for (const f of state.fleets) {
    if (!f.built || f.nation === nation) continue;
    const s = ix.seaIndex.get(f.at);
    if (s === undefined) continue;
    const r = rel.get(f.nation) ?? "peace";
    const hostile = rulings.blockadeBy === "war" ? r === "war" : r !== "alliance";
    if (hostile) seaOpen[s - P] = 0;
  }

  const label = new Int32Array(P + S).fill(-1);
  const queue = new Int32Array(P + S);
  let component = 0;
  for (const start of starts) {
    if (label[start] !== -1) continue;
    let head = 0;
    let tail = 0;
    label[start] = component;
    queue[tail++] = start;
    while (head < tail) {
      const node = queue[head++] as number;
      if (node < P) {
        for (const n of ix.land[node] as readonly number[]) {
          if (label[n] === -1 && land[n] !== 0) {
            label[n] = component;
            queue[tail++] = n;
          }
        }
        if (land[node] === 2) {
          const s = ix.portSea[node] as number;
          if (label[s] === -1 && seaOpen[s - P] === 1) {
            label[s] = component;
            queue[tail++] = s;
          }
        }
      } else {
        const si = node - P;
        for (const n of ix.seaAdj[si] as readonly number[]) {
          if (label[n] === -1 && seaOpen[n - P] === 1) {
            label[n] = component;
            queue[tail++] = n;
          }
        }
        for (const p of ix.seaPorts[si] as readonly number[]) {
          if (label[p] === -1 && land[p] === 2) {
            label[p] = component;
            queue[tail++] = p;
          }
        }
      }
    }
    component++;
  }
  return label;
}

/** Indices of the provinces a nation owns, in map order. */
export function ownedIndices(state: GameState, map: MapGraph, nation: string): number[] {
  const ix = mapIndex(map);
  const out: number[] = [];
  for (let i = 0; i < ix.provinceIds.length; i++) {
    if (state.provinces[ix.provinceIds[i] as string]?.owner === nation) out.push(i);
  }
  return out;
}

/**
 * The supply groups of a nation (W4, W5): its provinces split into groups connected through owned, allied or
 * neutral land, land of a nation at peace with its passage grant, or port to port through sea zones without
 * hostile fleets. Each group's spendable pp is its production (whole part, W6), capped by the treasury; pp
 * carried over from earlier turns go to the main group (ruling `carriedPpGroup`). Until something splits the
 * nation there is one group and all its pp are spendable anywhere. Pure.
 */
export function supplyGroups(state: GameState, map: MapGraph, nation: string): SupplyGroup[] {
  const ix = mapIndex(map);
  const owned = ownedIndices(state, map, nation);
  if (owned.length === 0) return [];
  const label = walkSupply(state, map, nation, owned);
  const groups: { members: number[]; production: number }[] = [];
  for (const i of owned) {
    const g = label[i] as number;
    let group = groups[g];
    if (!group) {
      group = { members: [], production: 0 };
      groups[g] = group;
    }
    group.members.push(i);
    group.production += ix.production[i] as number;
  }
  const list = groups.filter((g) => g !== undefined);
  const treasury = state.nations[nation]?.treasury ?? 0;
  const whole = (x: number): number => (state.rulings.wholePpOnly ? Math.floor(x + 1e-9) : x);
  const capital = state.nations[nation]?.capital ?? null;
  const capitalIndex = capital === null ? undefined : ix.provinceIndex.get(capital);
  let main = list.findIndex((g) => capitalIndex !== undefined && g.members.includes(capitalIndex));
  if (main < 0) {
    main = 0;
    list.forEach((g, i) => {
      if (g.production > (list[main]?.production ?? 0)) main = i;
    });
  }
  const income = list.reduce((s, g) => s + g.production, 0);
  const carried = Math.max(0, treasury - income);
  return list.map((g, i) => {
    const isMain = i === main;
    const cap =
      list.length === 1
        ? treasury
        : g.production + (isMain || state.rulings.carriedPpGroup === "any" ? carried : 0);
    return {
      provinces: g.members.map((m) => ix.provinceIds[m] as string),
      production: roundQuarter(g.production),
      spendable: Math.max(0, whole(Math.min(cap, treasury))),
      main: isMain,
    };
  });
}

/** Supply groups of every nation in the state, by nation id. */
export function allSupplyGroups(state: GameState, map: MapGraph): Record<string, SupplyGroup[]> {
  const out: Record<string, SupplyGroup[]> = {};
  for (const nation of Object.keys(state.nations)) out[nation] = supplyGroups(state, map, nation);
  return out;
}

/** A nation's income: the sum of its provinces' production (W4). */
export function income(state: GameState, map: MapGraph, nation: string): number {
  const ix = mapIndex(map);
  let sum = 0;
  for (const i of ownedIndices(state, map, nation)) sum += ix.production[i] as number;
  return roundQuarter(sum);
}

function roundQuarter(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * pp left per supply group after a nation's orders (W4): each group's spendable pp less the accepted builds in it
 * (`accepted(i)`: whether the i-th command was accepted), never below nothing.
 */
export function supplyLeftPerGroup(
  state: GameState,
  map: MapGraph,
  nation: string,
  commands: readonly Command[],
  accepted: (i: number) => boolean,
): { provinces: string[]; spendable: number; left: number }[] {
  return supplyGroups(state, map, nation).map((g) => {
    let spent = 0;
    commands.forEach((c, i) => {
      if (c.kind === "build" && accepted(i) && g.provinces.includes(c.province)) spent += c.count;
    });
    return { provinces: g.provinces, spendable: g.spendable, left: Math.max(0, g.spendable - spent) };
  });
}
