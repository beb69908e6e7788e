import { yaml } from "../../../scenario/yaml.ts";
import { defaultRulings, type Rulings, resolveRulings } from "../rulings.ts";
import {
  type CommanderState,
  type FleetState,
  type GameState,
  mergeFleets,
  type ProvinceState,
} from "../state.ts";
import type { Relation, Scenario, ScenarioFileInput, ScenarioNation } from "./schema.ts";

/** A player of the game being exported: the forum name and the other handles they post under. */
export interface ExportPlayer {
  player: string;
  handles: readonly string[];
}

/** What `exportScenario` writes from. */
export interface ExportInput {
  /** The game's current state. */
  state: GameState;
  /** The game's own scenario (names, aliases, colours and players the state does not keep). */
  game: Scenario;
  /** The scenario the file starts from (`base:`), or null for a full file. */
  base: { ref: string; scenario: Scenario } | null;
  /** The game's players by nation id (from the game's player list), over the scenario's. */
  players?: Readonly<Record<string, ExportPlayer>>;
}

/** An exported scenario file: the document (ready for `scenarioFileYaml`) and how it was written. */
export interface ExportedScenario {
  file: ScenarioFileInput;
  /** `diff`: only what differs from the base; `full`: everything, no base. */
  mode: "diff" | "full";
  /** Why a diff was not possible (the base has other nations, another map or ruleset), when it was asked for. */
  fullBecause: string | null;
}

/**
 * Writes a game state as a scenario file that loads back to the same state (`loadScenario` then `initState`):
 * with a base, only what differs from it (year and phase always; ships removed from and added to the base's fleets,
 * or all of them with `replace: [fleets]`; commanders by id, lost ones under `lostCommanders`); without one, or when
 * the base cannot express the game (other nations, map or ruleset), everything. Pure.
 */
export function exportScenario(input: ExportInput): ExportedScenario {
  const { state, base } = input;
  let fullBecause: string | null = null;
  if (base) {
    const b = base.scenario;
    const baseIds = new Set(b.nations.map((n) => n.id));
    const missing = Object.keys(state.nations).filter((id) => !baseIds.has(id));
    if (b.mapId !== state.mapId) fullBecause = `the base "${base.ref}" is played on map "${b.mapId}"`;
    else if (b.ruleset !== state.ruleset)
      fullBecause = `the base "${base.ref}" is for ruleset "${b.ruleset}"`;
    else if (missing.length > 0 || baseIds.size !== Object.keys(state.nations).length)
      fullBecause = `the base "${base.ref}" has other nations (${[...baseIds].join(", ")})`;
    if (fullBecause === null) return { file: diffFile(input, base), mode: "diff", fullBecause };
  }
  return { file: fullFile(input), mode: "full", fullBecause };
}

/** The nations of the export with their metadata: the game scenario's, the players over them. */
function nationMeta(input: ExportInput, id: string): ScenarioNation | undefined {
  const n = input.game.nations.find((x) => x.id === id);
  if (!n) return undefined;
  const p = input.players?.[id];
  return p ? { ...n, player: p.player, handles: [...p.handles] } : n;
}

function fullFile(input: ExportInput): ScenarioFileInput {
  const { state, game } = input;
  const nations: NonNullable<ScenarioFileInput["nations"]> = {};
  for (const [id, n] of Object.entries(state.nations)) {
    const meta = nationMeta(input, id);
    nations[id] = {
      name: n.name,
      player: meta?.player ?? "",
      ...(meta && meta.handles.length > 0 ? { handles: [...meta.handles] } : {}),
      ...(meta && meta.aliases.length > 0 ? { aliases: [...meta.aliases] } : {}),
      treasury: n.treasury,
      ...(n.owed > 0 ? { owed: n.owed } : {}),
      vp: n.vp,
      np: n.np,
      capital: n.capital,
      ...(meta ? { color: meta.color } : {}),
    };
  }
  const provinces: NonNullable<ScenarioFileInput["provinces"]> = {};
  for (const [id, p] of Object.entries(state.provinces)) provinces[id] = provinceEntry(p, null);
  const lost = state.lostCommanders ?? [];
  return {
    id: game.id,
    name: game.name,
    ruleset: state.ruleset,
    map: state.mapId,
    year: state.year,
    phase: state.phase,
    nations,
    relations: state.relations.flatMap((r) => bothWays(r.a, r.b, r.relation)),
    passage: state.passage.map((g) => ({ ...g })),
    provinces,
    fleets: state.fleets.map(fleetEntry),
    commanders: state.commanders.map(commanderEntry),
    ...(lost.length > 0 ? { lostCommanders: [...lost] } : {}),
    ...rulingsField(state.rulings, defaultRulings),
  };
}

function diffFile(input: ExportInput, base: { ref: string; scenario: Scenario }): ScenarioFileInput {
  const { state, game } = input;
  const b = base.scenario;
  const file: ScenarioFileInput = { base: base.ref };
  if (game.name !== b.name) file.name = game.name;
  file.year = state.year;
  file.phase = state.phase;

  const nations: NonNullable<ScenarioFileInput["nations"]> = {};
  for (const [id, n] of Object.entries(state.nations)) {
    const was = b.nations.find((x) => x.id === id);
    if (!was) continue;
    const meta = nationMeta(input, id);
    const entry: NonNullable<ScenarioFileInput["nations"]>[string] = {};
    if (n.name !== was.name) entry.name = n.name;
    if (meta && meta.player !== was.player) entry.player = meta.player;
    if (meta && !sameList(meta.handles, was.handles)) entry.handles = [...meta.handles];
    if (meta && !sameList(meta.aliases, was.aliases)) entry.aliases = [...meta.aliases];
    if (meta && meta.color !== was.color) entry.color = meta.color;
    if (n.capital !== was.capital) entry.capital = n.capital;
    if (n.treasury !== was.treasury) entry.treasury = n.treasury;
    if (n.owed !== (was.owed ?? 0)) entry.owed = n.owed;
    if (n.vp !== was.vp) entry.vp = n.vp;
    if (n.np !== was.np) entry.np = n.np;
    if (Object.keys(entry).length > 0) nations[id] = entry;
  }
  if (Object.keys(nations).length > 0) file.nations = nations;

  const relations: [string, string, Relation][] = [];
  const ids = b.nations.map((n) => n.id);
  for (const [i, x] of ids.entries()) {
    for (const y of ids.slice(i + 1)) {
      const now = relationIn(state.relations, x, y);
      if (now !== relationIn(b.relations, x, y)) relations.push(...bothWays(x, y, now));
    }
  }
  if (relations.length > 0) file.relations = relations;

  if (JSON.stringify(state.passage) !== JSON.stringify(b.passage))
    file.passage = state.passage.map((g) => ({ ...g }));

  const provinces: NonNullable<ScenarioFileInput["provinces"]> = {};
  for (const [id, p] of Object.entries(state.provinces)) {
    const was = b.provinces[id];
    const wasStart = was ? (was.startOwner !== undefined ? was.startOwner : was.owner) : null;
    const same =
      was !== undefined &&
      was.owner === p.owner &&
      was.divisions === p.divisions &&
      wasStart === p.startOwner &&
      sameGuests(was.guests ?? {}, p.guests);
    if (!same) provinces[id] = provinceEntry(p, was ? { owner: was.owner, startOwner: wasStart } : null);
  }
  if (Object.keys(provinces).length > 0) file.provinces = provinces;

  const fleets = fleetsDiff(state.fleets, b.fleets);
  if (fleets.replace) file.replace = ["fleets"];
  if (fleets.list.length > 0) file.fleets = fleets.list;

  const commanders = commandersDiff(state, b);
  if (commanders.replace) file.replace = [...(file.replace ?? []), "commanders"];
  if (commanders.list.length > 0) file.commanders = commanders.list;
  if (commanders.lost.length > 0) file.lostCommanders = commanders.lost;

  const baseRulings = resolveRulings(b.rulings);
  Object.assign(file, rulingsField(state.rulings, baseRulings.ok ? baseRulings.value : defaultRulings));
  return file;
}

/**
 * The fleets as the file writes them: ships taken out of the base's stacks (`remove: true`) and ships added, when
 * the loader would build exactly the state's list from them (the base's stacks left, in order, then the file's,
 * merged per nation, place and build status); else every fleet with `replace: [fleets]`.
 */
function fleetsDiff(
  now: readonly FleetState[],
  was: readonly FleetState[],
): { replace: boolean; list: NonNullable<ScenarioFileInput["fleets"]> } {
  const full = { replace: true, list: now.map(fleetEntry) };
  const same = (x: FleetState, y: FleetState): boolean =>
    x.nation === y.nation && x.at === y.at && x.built === y.built;
  const removals: FleetState[] = [];
  const additions: FleetState[] = [];
  for (const w of was) {
    const n = now.find((x) => same(x, w));
    const ships = (n?.ships ?? 0) - w.ships;
    const divisions = (n?.divisions ?? 0) - w.divisions;
    if (ships === 0 && divisions === 0) continue;
    if (ships < 0 && divisions <= 0) removals.push({ ...w, ships: -ships, divisions: -divisions });
    else if (ships > 0 && divisions >= 0) additions.push({ ...w, ships, divisions });
    else return full; // divisions embarked or landed without ships coming or going: not expressible as a diff
  }
  additions.push(...now.filter((n) => !was.some((w) => same(w, n))).map((f) => ({ ...f })));
  // What the loader builds: the base's stacks less the removed ships, then the file's fleets, merged.
  const left = was.map((w) => ({ ...w }));
  for (const r of removals) {
    const stack = left.find((x) => same(x, r));
    if (stack) {
      stack.ships -= r.ships;
      stack.divisions -= r.divisions;
    }
  }
  const built = mergeFleets([...left.filter((f) => f.ships > 0), ...additions]);
  if (JSON.stringify(built) !== JSON.stringify(now)) return full;
  return {
    replace: false,
    list: [...removals.map((f) => ({ ...fleetEntry(f), remove: true })), ...additions.map(fleetEntry)],
  };
}

/**
 * The commanders as the file writes them: by default only those that differ from the base's (same id replaces)
 * and new ones, the fallen under `lostCommanders`; in full (`replace`) when that would not give the state's list
 * in its order.
 */
function commandersDiff(
  state: GameState,
  b: Scenario,
): { replace: boolean; list: NonNullable<ScenarioFileInput["commanders"]>; lost: string[] } {
  const baseLost = b.lostCommanders ?? [];
  const stateLost = state.lostCommanders ?? [];
  const lost = stateLost.filter((id) => !baseLost.includes(id));
  const full = {
    replace: true,
    list: state.commanders.map(commanderEntry),
    lost: stateLost.filter((id) => !baseLost.includes(id)),
  };
  if (!sameList(stateLost.slice(0, baseLost.length), baseLost)) return full;
  const changed = state.commanders.filter((c) => {
    const was = b.commanders.find((x) => x.id === c.id);
    return !was || JSON.stringify(commanderEntry(was)) !== JSON.stringify(commanderEntry(c));
  });
  // What the loader would build from the diff: the base's minus the lost, replaced in place, new ones appended.
  const built = b.commanders.filter((c) => !stateLost.includes(c.id)).map((c) => c.id);
  for (const c of changed) if (!built.includes(c.id)) built.push(c.id);
  if (
    !sameList(
      built,
      state.commanders.map((c) => c.id),
    )
  )
    return full;
  return { replace: false, list: changed.map(commanderEntry), lost };
}

/** A fleet as the file writes it: `divisions` and `built` only when not their defaults (0, true). */
function fleetEntry(f: FleetState): NonNullable<ScenarioFileInput["fleets"]>[number] {
  const entry: NonNullable<ScenarioFileInput["fleets"]>[number] = {
    nation: f.nation,
    at: f.at,
    ships: f.ships,
  };
  if (f.divisions > 0) entry.divisions = f.divisions;
  if (!f.built) entry.built = false;
  return entry;
}

/** A commander as the file writes it: his profile, where he stands, then his traits. */
function commanderEntry(c: CommanderState): NonNullable<ScenarioFileInput["commanders"]>[number] {
  const { traits, at, ...profile } = c;
  return { ...profile, at, traits: traits.map((t) => ({ ...t })) };
}

/**
 * A province entry: owner and divisions always (`neutral` for no owner); `startOwner` when the loader's default
 * would not give it (the base's start owner while the owner is the base's, else the owner); guests when any.
 */
function provinceEntry(
  p: ProvinceState,
  was: { owner: string | null; startOwner: string | null } | null,
): NonNullable<ScenarioFileInput["provinces"]>[string] {
  const entry: NonNullable<ScenarioFileInput["provinces"]>[string] = {
    owner: p.owner ?? "neutral",
    divisions: p.divisions,
  };
  const byDefault = was !== null && was.owner === p.owner ? was.startOwner : p.owner;
  if (p.startOwner !== byDefault) entry.startOwner = p.startOwner ?? "neutral";
  if (Object.keys(p.guests).length > 0) entry.guests = { ...p.guests };
  return entry;
}

function rulingsField(now: Rulings, from: Rulings): Pick<ScenarioFileInput, "rulings"> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) {
    if (from[key as keyof Rulings] !== value) changed[key] = value;
  }
  return Object.keys(changed).length > 0 ? { rulings: changed } : {};
}

function bothWays(a: string, b: string, relation: Relation): [string, string, Relation][] {
  return [
    [a, b, relation],
    [b, a, relation],
  ];
}

function relationIn(
  list: readonly { a: string; b: string; relation: Relation }[],
  x: string,
  y: string,
): Relation {
  const [a, b] = x < y ? [x, y] : [y, x];
  return list.find((r) => r.a === a && r.b === b)?.relation ?? "peace";
}

function sameList(x: readonly string[], y: readonly string[]): boolean {
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

function sameGuests(x: Readonly<Record<string, number>>, y: Readonly<Record<string, number>>): boolean {
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k]);
}

/**
 * The YAML text of an exported file: a comment header, then the fields, small entries (a province, a fleet, a
 * relation, a passage grant, a trait, a list of names) each on one line.
 */
export function scenarioFileYaml(file: ScenarioFileInput, header: readonly string[] = []): string {
  const { Document, isMap, isPair, isSeq } = yaml();
  const doc = new Document(file);
  const flowItems = (node: unknown): void => {
    if (isMap(node) || isSeq(node)) {
      for (const item of node.items) {
        const value = isPair(item) ? item.value : item;
        if (isMap(value) || isSeq(value)) value.flow = true;
      }
    }
  };
  for (const field of ["provinces", "fleets", "relations", "passage"]) flowItems(doc.get(field, true));
  for (const field of ["replace", "lostCommanders"]) {
    const node = doc.get(field, true);
    if (isSeq(node)) node.flow = true;
  }
  const nations = doc.get("nations", true);
  if (isMap(nations)) {
    for (const pair of nations.items) {
      if (!isMap(pair.value)) continue;
      for (const field of ["handles", "aliases"]) {
        const node = pair.value.get(field, true);
        if (isSeq(node)) node.flow = true;
      }
    }
  }
  const commanders = doc.get("commanders", true);
  if (isSeq(commanders)) {
    for (const c of commanders.items) if (isMap(c)) flowItems(c.get("traits", true));
  }
  if (header.length > 0) doc.commentBefore = header.map((line) => ` ${line}`).join("\n");
  return doc.toString({ lineWidth: 0 });
}
