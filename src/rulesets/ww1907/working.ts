import type { MapGraph } from "../../map/graph.ts";
import type { EngineEvent } from "./events.ts";
import type { Relation } from "./scenario/schema.ts";
import { cloneState, type FleetState, type GameState, relationBetween, roundPp } from "./state.ts";
import { type SupplyGroup, supplyGroups } from "./supply.ts";

/**
 * Divisions that arrived in a province this phase but may still move (W24: a commander's `extra-free-move`
 * trait): `left` more steps, granted by commander `commander` (id) when they set out from his province.
 */
export interface FastArrival {
  count: number;
  left: number;
  commander: string;
}

/** What one nation has used up so far in the phase being judged. */
export interface NationTracker {
  /** Treasury when the phase opened: what may be spent this phase (pp received arrive for the next one). */
  startTreasury: number;
  /** pp spent this phase on anything (builds, diplomacy, gifts). */
  spent: number;
  /** pp spent on builds per province (summed per supply group, W4). */
  spentAt: Map<string, number>;
  /** Divisions that arrived in a province this phase and cannot move again (W8). */
  arrived: Map<string, number>;
  /** Of the `arrived` divisions, those that may still move (W24 extra free moves), by province. */
  fast: Map<string, FastArrival[]>;
  /** Built ships that moved this phase, by where they are now (W11, W12). */
  shipsMoved: Map<string, number>;
  /** Divisions committed to an attack this phase, by province or sea zone they attack from (W17). */
  attacked: Map<string, number>;
  /** Commanders moved this phase. */
  commandersMoved: Set<string>;
  /** Steps each commander moved this phase (W24: a Fast Moving general may take 1 + extra steps). */
  commanderSteps: Map<string, number>;
  groups: SupplyGroup[] | null;
  /** The supply versions (global and the nation's own) the cached groups were computed at. */
  groupsVersion: string;
}

/** A pending treaty proposal (W25 ruling: matched within the phase). */
export interface Proposal {
  kind: "alliance" | "peace";
  from: string;
  to: string;
}

/**
 * The working copy a phase is judged and applied on: a private clone of the state, trackers per nation, the
 * proposals made and the wars declared this phase. Order handlers read and mutate it; nothing else does.
 */
export class Working {
  readonly state: GameState;
  readonly map: MapGraph;
  readonly trackers = new Map<string, NationTracker>();
  readonly proposals: Proposal[] = [];
  /** Who declared each war this phase (key `a|b`, a < b), for W28. */
  readonly declaredBy = new Map<string, string>();
  /** Bumped whenever supply may have changed for every nation (ownership, fleets at sea). */
  supplyVersion = 0;
  /** Bumped when supply may have changed for one nation only (its relations, passage granted to it). */
  private readonly nationSupplyVersion = new Map<string, number>();

  constructor(state: GameState, map: MapGraph) {
    this.state = cloneState(state);
    this.map = map;
    for (const [id, n] of Object.entries(this.state.nations)) {
      this.trackers.set(id, {
        startTreasury: n.treasury,
        spent: 0,
        spentAt: new Map(),
        arrived: new Map(),
        fast: new Map(),
        shipsMoved: new Map(),
        attacked: new Map(),
        commandersMoved: new Set(),
        commanderSteps: new Map(),
        groups: null,
        groupsVersion: "",
      });
    }
  }

  /** The tracker of a nation known to the state. */
  tracker(nation: string): NationTracker {
    const t = this.trackers.get(nation);
    if (!t) throw new Error(`no tracker for nation ${nation}`);
    return t;
  }

  isNation(id: string): boolean {
    return Object.hasOwn(this.state.nations, id);
  }

  nationName(id: string | null): string {
    if (id === null) return "neutrals";
    return this.state.nations[id]?.name ?? id;
  }

  placeName(id: string): string {
    return this.map.province(id)?.name ?? this.map.sea(id)?.name ?? id;
  }

  relation(a: string, b: string): Relation {
    return relationBetween(this.state, a, b);
  }

  owner(province: string): string | null {
    return this.state.provinces[province]?.owner ?? null;
  }

  /** A nation's divisions in a province: its own garrison, or its guests in an ally's province. */
  divisionsOf(nation: string, province: string): number {
    const p = this.state.provinces[province];
    if (!p) return 0;
    return p.owner === nation ? p.divisions : (p.guests[nation] ?? 0);
  }

  addDivisions(nation: string, province: string, n: number): void {
    const p = this.state.provinces[province];
    if (!p) throw new Error(`unknown province ${province}`);
    if (p.owner === nation) p.divisions += n;
    else {
      const now = (p.guests[nation] ?? 0) + n;
      if (now < 0) throw new Error("negative guests");
      if (now === 0) delete p.guests[nation];
      else p.guests[nation] = now;
    }
    if (p.divisions < 0) throw new Error("negative divisions");
  }

  /** Whole pp a nation may still spend this phase (W6). */
  spendableLeft(nation: string): number {
    const t = this.tracker(nation);
    const base = this.state.rulings.wholePpOnly ? Math.floor(t.startTreasury + 1e-9) : t.startTreasury;
    return roundPp(Math.max(0, base - t.spent));
  }

  /** Takes pp from a nation's treasury now. */
  spend(nation: string, amount: number, province?: string): void {
    const t = this.tracker(nation);
    t.spent = roundPp(t.spent + amount);
    const n = this.state.nations[nation];
    if (n) n.treasury = roundPp(Math.max(0, n.treasury - amount));
    if (province !== undefined) t.spentAt.set(province, (t.spentAt.get(province) ?? 0) + amount);
  }

  /** Adds a cost to be paid at the next Deployment phase (W26). */
  owe(nation: string, amount: number): void {
    const n = this.state.nations[nation];
    if (n) n.owed = roundPp(n.owed + amount);
  }

  /** Marks the supply of some nations as changed (a relation between them, a passage granted to one). */
  touchSupply(...nations: string[]): void {
    for (const n of nations) this.nationSupplyVersion.set(n, (this.nationSupplyVersion.get(n) ?? 0) + 1);
  }

  /** The nation's supply groups, computed with the phase's opening treasury (cached until supply changes). */
  groups(nation: string): SupplyGroup[] {
    const t = this.tracker(nation);
    const version = `${this.supplyVersion}:${this.nationSupplyVersion.get(nation) ?? 0}`;
    if (t.groups === null || t.groupsVersion !== version) {
      const view = { ...this.state, nations: { ...this.state.nations } };
      const n = view.nations[nation];
      if (n) view.nations[nation] = { ...n, treasury: t.startTreasury };
      t.groups = supplyGroups(view, this.map, nation);
      t.groupsVersion = version;
    }
    return t.groups;
  }

  /** pp left to spend in the supply group of a province (W4), counting builds already judged. */
  groupLeft(nation: string, province: string): { group: SupplyGroup | undefined; left: number } {
    const t = this.tracker(nation);
    const group = this.groups(nation).find((g) => g.provinces.includes(province));
    if (!group) return { group, left: 0 };
    let used = 0;
    for (const p of group.provinces) used += t.spentAt.get(p) ?? 0;
    return { group, left: Math.max(0, group.spendable - used) };
  }

  fleet(nation: string, at: string, built: boolean): FleetState | undefined {
    return this.state.fleets.find((f) => f.nation === nation && f.at === at && f.built === built);
  }

  addShips(nation: string, at: string, ships: number, divisions: number, built: boolean): void {
    const f = this.fleet(nation, at, built);
    if (f) {
      f.ships += ships;
      f.divisions += divisions;
    } else this.state.fleets.push({ nation, at, ships, divisions, built });
    if (this.map.isSea(at)) this.supplyVersion++;
  }

  removeShips(nation: string, at: string, ships: number, divisions: number): void {
    const f = this.fleet(nation, at, true);
    if (!f || f.ships < ships || f.divisions < divisions)
      throw new Error("removing ships that are not there");
    f.ships -= ships;
    f.divisions -= divisions;
    if (f.ships === 0) this.state.fleets.splice(this.state.fleets.indexOf(f), 1);
    if (this.map.isSea(at)) this.supplyVersion++;
  }

  /**
   * Keeps a province's arrival bookkeeping consistent after divisions left it other than by a free move (embarked,
   * given away): arrivals never exceed the divisions there, and fast arrivals (W24) never exceed arrivals.
   */
  settleArrivals(nation: string, province: string): void {
    const t = this.tracker(nation);
    const here = this.divisionsOf(nation, province);
    const a = Math.min(t.arrived.get(province) ?? 0, here);
    if (a > 0) t.arrived.set(province, a);
    else t.arrived.delete(province);
    let room = a;
    const kept: FastArrival[] = [];
    for (const g of t.fast.get(province) ?? []) {
      const n = Math.min(g.count, room);
      room -= n;
      if (n > 0) kept.push({ ...g, count: n });
    }
    if (kept.length > 0) t.fast.set(province, kept);
    else t.fast.delete(province);
  }

  /** Records events (kept only when resolving). */
  readonly events: EngineEvent[] = [];
}

/** The key of a pair of nations, order-free. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
