import { z } from "zod";
import type { MapGraph } from "../../map/graph.ts";
import { commanderProfileSchema } from "./commanders/traits.ts";
import { type Rulings, rulingsSchema } from "./rulings.ts";
import type { Relation, Scenario } from "./scenario/schema.ts";
import { phaseSchema, relationSchema } from "./scenario/schema.ts";

/**
 * The game state of World War 1907 (and, later, other rulesets): plain JSON, validated by zod, never mutated by
 * the engine (every step returns a new state).
 */

/** A nation's purse and points. `treasury` is pp available now (W6: its whole part is spendable). */
export const nationStateSchema = z.object({
  name: z.string(),
  capital: z.string().nullable(),
  /** pp available in the current phase: carried over, fraction included (W6). */
  treasury: z.number().min(0),
  /** Costs incurred in the Attack phase, paid at the start of the next Deployment phase (W26). */
  owed: z.number().min(0),
  vp: z.number().int().min(0),
  np: z.number().int().min(0),
});
export type NationState = z.infer<typeof nationStateSchema>;

/**
 * A land province: its owner (null = neutral), the owner's divisions (neutral ones when unowned),
 * allied divisions stationed there (`guests`, by nation) and the owner when the game began (W18: provinces a
 * nation began the game with may be left empty).
 */
export const provinceStateSchema = z.object({
  owner: z.string().nullable(),
  divisions: z.number().int().min(0),
  guests: z.record(z.string(), z.number().int().positive()).default({}),
  startOwner: z.string().nullable(),
});
export type ProvinceState = z.infer<typeof provinceStateSchema>;

/**
 * A stack of one nation's ships at one place: `at` is a sea zone id, or a province id meaning its port.
 * `built: false` = under construction (W10); such stacks carry no divisions.
 */
export const fleetStateSchema = z.object({
  nation: z.string(),
  at: z.string(),
  ships: z.number().int().positive(),
  divisions: z.number().int().min(0),
  built: z.boolean(),
});
export type FleetState = z.infer<typeof fleetStateSchema>;

/** A general or admiral (W24): `at` is null until he is placed. */
export const commanderStateSchema = commanderProfileSchema.extend({ at: z.string().nullable() });
export type CommanderState = z.infer<typeof commanderStateSchema>;

/** A non-peace relation between two nations, stored once with `a < b` (peace is the default, W25). */
export const relationEntrySchema = z.object({ a: z.string(), b: z.string(), relation: relationSchema });
export type RelationEntry = z.infer<typeof relationEntrySchema>;

/** The whole game state. */
export const gameStateSchema = z.object({
  ruleset: z.enum(["ww1907", "risk-variant-one"]),
  mapId: z.string(),
  year: z.number().int(),
  phase: phaseSchema,
  nations: z.record(z.string(), nationStateSchema),
  relations: z.array(relationEntrySchema),
  /** Standing passage grants (W5 ruling): `from` lets `to` carry supply and pp through its land. */
  passage: z.array(z.object({ from: z.string(), to: z.string() })),
  provinces: z.record(z.string(), provinceStateSchema),
  fleets: z.array(fleetStateSchema),
  commanders: z.array(commanderStateSchema),
  /**
   * Ids of the commanders lost so far (W24 ruling: lost with their army), in the order they fell; W23 awards never
   * draw them again. Defaults to none, so states stored before this field existed still load.
   */
  lostCommanders: z.array(z.string()).default([]),
  rulings: rulingsSchema,
  /**
   * The GM ended the game (issue #28, as the generic play keeps it in the state): nothing waits after it. Absent
   * while the game is on, so every state stored before this field existed still loads unchanged.
   */
  over: z.literal(true).optional(),
});
export type GameState = z.infer<typeof gameStateSchema>;

/**
 * The opening state of a resolved scenario on its map: every province (unlisted ones neutral and empty; its
 * `startOwner` its owner unless the scenario says otherwise, W18), fleets merged per nation and place, pp owed,
 * guests and lost commanders as the scenario gives them (an adopted running game), rulings merged over the defaults.
 * @param rulings - the scenario's rulings already resolved (see `resolveRulings`); defaults when omitted
 */
export function initState(scenario: Scenario, map: MapGraph, rulings?: Rulings): GameState {
  const nations: Record<string, NationState> = {};
  for (const n of scenario.nations) {
    nations[n.id] = {
      name: n.name,
      capital: n.capital,
      treasury: n.treasury,
      owed: n.owed ?? 0,
      vp: n.vp,
      np: n.np,
    };
  }
  const provinces: Record<string, ProvinceState> = {};
  for (const p of map.provinces) {
    const entry = scenario.provinces[p.id];
    const owner = entry ? entry.owner : p.owner;
    provinces[p.id] = {
      owner,
      divisions: entry?.divisions ?? 0,
      guests: { ...entry?.guests },
      startOwner: entry?.startOwner !== undefined ? entry.startOwner : owner,
    };
  }
  const relations = normaliseRelations(scenario.relations);
  return {
    ruleset: scenario.ruleset,
    mapId: scenario.mapId,
    year: scenario.year,
    phase: scenario.phase,
    nations,
    relations,
    passage: scenario.passage.map((g) => ({ from: g.from, to: g.to })),
    provinces,
    fleets: mergeFleets(scenario.fleets),
    commanders: scenario.commanders.map((c) => ({ ...c, traits: c.traits.map((t) => ({ ...t })) })),
    lostCommanders: [...(scenario.lostCommanders ?? [])],
    rulings: rulings ?? rulingsSchema.parse({}),
  };
}

/** The relation between two nations (peace when none is stored, alliance with oneself). */
export function relationBetween(state: Pick<GameState, "relations">, x: string, y: string): Relation {
  if (x === y) return "alliance";
  const [a, b] = x < y ? [x, y] : [y, x];
  for (const r of state.relations) if (r.a === a && r.b === b) return r.relation;
  return "peace";
}

/** Sets the relation between two nations in place (keeps the list sorted and peace-free). */
export function setRelation(
  state: Pick<GameState, "relations">,
  x: string,
  y: string,
  relation: Relation,
): void {
  const [a, b] = x < y ? [x, y] : [y, x];
  const i = state.relations.findIndex((r) => r.a === a && r.b === b);
  if (i >= 0) state.relations.splice(i, 1);
  if (relation !== "peace") {
    state.relations.push({ a, b, relation });
    state.relations.sort((p, q) => (p.a === q.a ? cmp(p.b, q.b) : cmp(p.a, q.a)));
  }
}

/** True when `from` grants `to` passage through its land (W5). */
export function hasPassage(state: Pick<GameState, "passage">, from: string, to: string): boolean {
  return state.passage.some((g) => g.from === from && g.to === to);
}

/** Merges fleet stacks of the same nation, place and build status (order: first appearance). */
export function mergeFleets(fleets: readonly FleetState[]): FleetState[] {
  const out: FleetState[] = [];
  for (const f of fleets) {
    const same = out.find((o) => o.nation === f.nation && o.at === f.at && o.built === f.built);
    if (same) {
      same.ships += f.ships;
      same.divisions += f.divisions;
    } else out.push({ nation: f.nation, at: f.at, ships: f.ships, divisions: f.divisions, built: f.built });
  }
  return out;
}

/** A deep copy of a game state (faster than `structuredClone` on this plain-JSON shape). */
export function cloneState(s: GameState): GameState {
  const nations: Record<string, NationState> = {};
  for (const [id, n] of Object.entries(s.nations)) nations[id] = { ...n };
  const provinces: Record<string, ProvinceState> = {};
  for (const [id, p] of Object.entries(s.provinces)) provinces[id] = { ...p, guests: { ...p.guests } };
  return {
    ruleset: s.ruleset,
    mapId: s.mapId,
    year: s.year,
    phase: s.phase,
    nations,
    relations: s.relations.map((r) => ({ ...r })),
    passage: s.passage.map((g) => ({ ...g })),
    provinces,
    fleets: s.fleets.map((f) => ({ ...f })),
    commanders: s.commanders.map((c) => ({ ...c, traits: c.traits.map((t) => ({ ...t })) })),
    lostCommanders: [...(s.lostCommanders ?? [])],
    rulings: { ...s.rulings },
  };
}

/** Rounds a pp amount to hundredths (pp come in quarters; this keeps sums exact). */
export function roundPp(x: number): number {
  return Math.round(x * 100) / 100;
}

function normaliseRelations(list: Scenario["relations"]): RelationEntry[] {
  const state = { relations: [] as RelationEntry[] };
  for (const r of list) setRelation(state, r.a, r.b, r.relation);
  return state.relations;
}

function cmp(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
