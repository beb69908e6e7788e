import { distance } from "fastest-levenshtein";
import { elementId, MapGraph } from "../map/graph.ts";
import type { MapData } from "../map/schema.ts";
import { err, ok, type Result } from "../result.ts";
import { foldName } from "../text/fold.ts";
import { NationNames } from "./nation-names.ts";
import { type Locate, type PathKey, type ScenarioProblem, scenarioProblem } from "./problem.ts";
import { pairKey, type RelationStatement, symmetricRelations } from "./relations.ts";
import {
  type Relation,
  type Scenario,
  type ScenarioFile,
  type ScenarioNation,
  scenarioSchema,
} from "./schema.ts";

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Ships carry at most this many divisions each (W9). */
const DIVISIONS_PER_SHIP = 2;

/**
 * Resolves a scenario file against its base (a resolved scenario, or null) and its map: every name or alias becomes
 * a canonical id, every default is filled in, relations are made symmetric with a report line per fix (W1), and
 * every map province gets an entry (the map's starting owner unless the base or the file says otherwise; no
 * divisions unless given). Overrides: nation fields, relation pairs, the passage list (replaced when given),
 * province entries (replaced; a missing owner keeps the previous owner), fleets (added), commanders (added, or
 * replaced by id), rulings (merged). Every problem names `source`, the line (when `locate` knows it) and the path.
 * Pure.
 */
export function resolveScenario(
  file: ScenarioFile,
  base: Scenario | null,
  map: MapData,
  source: string,
  locate?: Locate,
): Result<Scenario, ScenarioProblem[]> {
  const problems: ScenarioProblem[] = [];
  const problem = (path: readonly PathKey[], text: string): void => {
    problems.push(scenarioProblem(source, path, text, locate));
  };
  const graph = graphOf(map);

  if (base && base.mapId !== map.id) {
    problem(["map"], `the base scenario "${base.id}" is played on map "${base.mapId}", not "${map.id}"`);
    return err(problems);
  }

  // Provinces are resolved by name first: capitals and commanders refer to them.
  const findProvinceId = (name: string, path: readonly PathKey[]): string | undefined => {
    const found = graph.lookupAll(name);
    const province = found.find((e) => e.kind === "province");
    if (province && found.length === 1) return elementId(province);
    if (found.length === 0) problem(path, `no province is called "${name}"${mapSuggestion(graph, name)}`);
    else if (!province) problem(path, `"${name}" is a sea zone, not a province`);
    else
      problem(path, `"${name}" may mean ${found.map((e) => `"${elementId(e)}"`).join(" or ")}: use its id`);
    return undefined;
  };

  // Nations: the base's, with the file's fields on top.
  const nations: ScenarioNation[] = (base?.nations ?? []).map((n) => ({
    ...n,
    handles: [...n.handles],
    aliases: [...n.aliases],
  }));
  const baseNames = new NationNames(nations);
  const seenNations = new Map<string, string>();
  for (const [key, fields] of Object.entries(file.nations ?? {})) {
    const path = ["nations", key];
    let nation: ScenarioNation | undefined;
    const id = baseNames.find(key);
    if (id !== undefined) nation = nations.find((n) => n.id === id);
    else if (base) {
      const hint = baseNames.suggest(key);
      problem(
        path,
        `the base scenario "${base.id}" has no nation "${key}"${hint ? ` (did you mean "${hint}"?)` : ""}; known: ${nations.map((n) => n.id).join(", ")}`,
      );
      continue;
    } else if (!ID_PATTERN.test(key)) {
      problem(
        path,
        `a new nation's key is its id: lower-case words joined by dashes, e.g. "austria-hungary"`,
      );
      continue;
    } else {
      nation = {
        id: key,
        name: key,
        player: "",
        handles: [],
        aliases: [],
        treasury: 0,
        vp: 0,
        np: 0,
        capital: null,
        color: "#888888",
      };
      nations.push(nation);
    }
    if (!nation) continue;
    const earlier = seenNations.get(nation.id);
    if (earlier !== undefined) {
      problem(path, `means the same nation as "${earlier}" (${nation.id}); list each nation once`);
      continue;
    }
    seenNations.set(nation.id, key);
    if (fields.name !== undefined) nation.name = fields.name;
    if (fields.player !== undefined) nation.player = fields.player;
    if (fields.handles !== undefined) nation.handles = [...fields.handles];
    if (fields.aliases !== undefined) nation.aliases = [...fields.aliases];
    if (fields.treasury !== undefined) nation.treasury = fields.treasury;
    if (fields.vp !== undefined) nation.vp = fields.vp;
    if (fields.np !== undefined) nation.np = fields.np;
    if (fields.color !== undefined) nation.color = fields.color;
    if (fields.capital !== undefined) {
      nation.capital =
        fields.capital === null ? null : (findProvinceId(fields.capital, [...path, "capital"]) ?? null);
    }
    if (!Number.isInteger(nation.treasury * 4)) {
      problem([...path, "treasury"], `${nation.treasury} pp is not a multiple of 0.25 pp`);
    }
  }
  const names = new NationNames(nations);
  for (const clash of names.clashes()) {
    problem(
      ["nations"],
      `the name "${clash.name}" is given to more than one nation (${clash.ids.join(", ")})`,
    );
  }
  const findNation = (name: string, path: readonly PathKey[]): string | undefined => {
    const id = names.find(name);
    if (id !== undefined) return id;
    if (names.lookupAll(name).length > 1) return undefined; // reported as a clash above
    const hint = names.suggest(name);
    problem(
      path,
      `no nation is called "${name}"${hint ? ` (did you mean "${hint}"?)` : ""}; known: ${nations.map((n) => n.id).join(", ") || "none"}`,
    );
    return undefined;
  };

  // Relations: the base's pairs, then the file's statements made symmetric.
  const relations = new Map<string, { a: string; b: string; relation: Relation }>();
  for (const r of base?.relations ?? []) relations.set(pairKey(r.a, r.b).key, { ...r });
  const statements: RelationStatement[] = [];
  (file.relations ?? []).forEach(([from, to, relation], index) => {
    const a = findNation(from, ["relations", index, 0]);
    const b = findNation(to, ["relations", index, 1]);
    if (a === undefined || b === undefined) return;
    if (a === b) {
      problem(["relations", index], `${a} cannot have a relation with itself`);
      return;
    }
    statements.push({ from: a, to: b, relation, index });
  });
  const symmetric = symmetricRelations(statements);
  for (const c of symmetric.contradictions) problem(["relations", c.index], c.text);
  for (const [key, pair] of symmetric.pairs) relations.set(key, pair);
  const relationOf = (x: string, y: string): Relation =>
    x === y ? "alliance" : (relations.get(pairKey(x, y).key)?.relation ?? "peace");

  // Passage: replaced when the file gives a list.
  let passage = (base?.passage ?? []).map((p) => ({ ...p }));
  if (file.passage !== undefined) {
    passage = [];
    file.passage.forEach((grant, i) => {
      const from = findNation(grant.from, ["passage", i, "from"]);
      const to = findNation(grant.to, ["passage", i, "to"]);
      if (from === undefined || to === undefined) return;
      if (from === to) problem(["passage", i], `${from} cannot grant passage to itself`);
      else if (!passage.some((p) => p.from === from && p.to === to)) passage.push({ from, to });
    });
  }

  // Provinces: every map province, from the base or the map, then the file's entries.
  const provinces: Scenario["provinces"] = {};
  for (const p of map.provinces) {
    const entry = base?.provinces[p.id];
    provinces[p.id] = entry ? { ...entry } : { owner: p.owner, divisions: 0 };
  }
  if (base) {
    for (const id of Object.keys(base.provinces)) {
      if (!graph.isProvince(id))
        problem(["map"], `the base scenario's province "${id}" is not on map "${map.id}"`);
    }
  }
  const seenProvinces = new Map<string, string>();
  for (const [key, entry] of Object.entries(file.provinces ?? {})) {
    const path = ["provinces", key];
    const id = findProvinceId(key, path);
    if (id === undefined) continue;
    const earlier = seenProvinces.get(id);
    if (earlier !== undefined) {
      problem(path, `means the same province as "${earlier}" (${id}); list each province once`);
      continue;
    }
    seenProvinces.set(id, key);
    let owner = provinces[id]?.owner ?? null;
    if (entry.owner === null || (entry.owner !== undefined && foldName(entry.owner) === "neutral"))
      owner = null;
    else if (entry.owner !== undefined) {
      const nation = findNation(entry.owner, [...path, "owner"]);
      if (nation === undefined) continue;
      owner = nation;
    }
    provinces[id] = { owner, divisions: entry.divisions ?? 0 };
  }
  const strangers = new Map<string, string[]>();
  for (const p of map.provinces) {
    const owner = provinces[p.id]?.owner;
    if (owner && !nations.some((n) => n.id === owner))
      strangers.set(owner, [...(strangers.get(owner) ?? []), p.id]);
  }
  for (const [owner, ids] of strangers) {
    const listed =
      ids.length > 5 ? `${ids.slice(0, 5).join(", ")} and ${ids.length - 5} more` : ids.join(", ");
    problem(
      ["provinces"],
      `"${owner}" owns ${listed} (from the map or the base) but is not a nation of this scenario: add it under nations or give those provinces another owner`,
    );
  }

  // Fleets: the base's, plus the file's.
  const fleets: Scenario["fleets"] = (base?.fleets ?? []).map((f) => ({ ...f }));
  (file.fleets ?? []).forEach((fleet, i) => {
    const path: PathKey[] = ["fleets", i];
    const nation = findNation(fleet.nation, [...path, "nation"]);
    const at = findPlace(graph, fleet.at, [...path, "at"], problem);
    if (nation === undefined || at === undefined) return;
    if (at.kind === "province") {
      const port = graph.port(at.id);
      if (port === null) {
        problem([...path, "at"], `${at.id} has no port: a fleet is at a sea zone or in a province's port`);
        return;
      }
      const owner = provinces[at.id]?.owner ?? null;
      if (owner === null || relationOf(nation, owner) !== "alliance") {
        problem(
          [...path, "at"],
          `${nation}'s fleet cannot lie in the port of ${at.id}, which belongs to ${owner ?? "neutrals"}: a port must be owned or allied`,
        );
        return;
      }
    }
    if (fleet.divisions > fleet.ships * DIVISIONS_PER_SHIP) {
      problem(
        [...path, "divisions"],
        `W9: ${fleet.ships} ship${fleet.ships === 1 ? " carries" : "s carry"} at most ${fleet.ships * DIVISIONS_PER_SHIP} divisions, not ${fleet.divisions}`,
      );
      return;
    }
    if (!fleet.built && fleet.divisions > 0) {
      problem([...path, "divisions"], "W9: divisions embark only on fully built ships");
      return;
    }
    if (!fleet.built && at.kind === "sea") {
      problem([...path, "at"], "W10: ships under construction lie in the port where they are built");
      return;
    }
    fleets.push({ nation, at: at.id, ships: fleet.ships, divisions: fleet.divisions, built: fleet.built });
  });

  // Commanders: the base's, then the file's (same id replaces).
  // A base commander whose province now belongs to another nation is taken off the map (reported): W24 places
  // commanders only in owned provinces. The file may place him again by listing him with the same id.
  const unplaced: string[] = [];
  const commanders: Scenario["commanders"] = (base?.commanders ?? []).map((c) => {
    if (c.at !== null && graph.isProvince(c.at) && provinces[c.at]?.owner !== c.nation) {
      unplaced.push(
        `commanders: ${c.id} stood in ${c.at}, which now belongs to ${provinces[c.at]?.owner ?? "neutrals"}: not placed`,
      );
      return { ...c, at: null };
    }
    return { ...c };
  });
  (file.commanders ?? []).forEach((c, i) => {
    const path: PathKey[] = ["commanders", i];
    const nation = findNation(c.nation, [...path, "nation"]);
    if (nation === undefined) return;
    let at: string | null = null;
    if (c.at !== null) {
      const place = findPlace(graph, c.at, [...path, "at"], problem);
      if (place === undefined) return;
      if (place.kind === "province" && provinces[place.id]?.owner !== nation) {
        problem(
          [...path, "at"],
          `W24: ${c.name} is placed in ${place.id}, which ${nation} does not own (owner: ${provinces[place.id]?.owner ?? "neutral"})`,
        );
        return;
      }
      if (place.kind === "sea" && !fleets.some((f) => f.nation === nation && f.at === place.id && f.built)) {
        problem([...path, "at"], `${c.name} is at sea in ${place.id}, where ${nation} has no built fleet`);
        return;
      }
      at = place.id;
    }
    const resolved = { ...c, nation, at };
    const index = commanders.findIndex((x) => x.id === c.id);
    if (index >= 0) commanders[index] = resolved;
    else commanders.push(resolved);
  });

  const id = file.id ?? base?.id ?? idFromSource(source);
  const year = file.year ?? base?.year;
  if (year === undefined) problem(["year"], "the year is required when the file has no base");
  if (problems.length > 0 || year === undefined) return err(problems);

  const scenario: Scenario = {
    id,
    name: file.name ?? base?.name ?? id,
    ruleset: file.ruleset ?? base?.ruleset ?? "ww1907",
    mapId: map.id,
    year,
    phase: file.phase ?? base?.phase ?? "deployment",
    nations,
    relations: [...relations.values()]
      .filter((r) => r.relation !== "peace")
      .sort((x, y) => (x.a === y.a ? (x.b < y.b ? -1 : 1) : x.a < y.a ? -1 : 1)),
    passage,
    provinces,
    fleets,
    commanders,
    rulings: { ...(base?.rulings ?? {}), ...(file.rulings ?? {}) },
    report: [...(base?.report ?? []), ...symmetric.report, ...unplaced],
  };
  return ok(scenarioSchema.parse(scenario));
}

const graphs = new WeakMap<MapData, MapGraph>();

/** The graph of a map, built once per map object (a cache: the result is the same either way). */
function graphOf(map: MapData): MapGraph {
  let graph = graphs.get(map);
  if (!graph) {
    graph = new MapGraph(map);
    graphs.set(map, graph);
  }
  return graph;
}

/** A province or sea zone a name means, or undefined (with a problem) when it means none or several. */
function findPlace(
  graph: MapGraph,
  name: string,
  path: readonly PathKey[],
  problem: (path: readonly PathKey[], text: string) => void,
): { kind: "province" | "sea"; id: string } | undefined {
  const found = graph.lookupAll(name);
  const first = found[0];
  if (found.length === 1 && first) return { kind: first.kind, id: elementId(first) };
  if (found.length === 0)
    problem(path, `no province or sea zone is called "${name}"${mapSuggestion(graph, name)}`);
  else problem(path, `"${name}" may mean ${found.map((e) => `"${elementId(e)}"`).join(" or ")}: use its id`);
  return undefined;
}

/** A "did you mean …?" hint for a misspelt map name. */
function mapSuggestion(graph: MapGraph, name: string): string {
  const key = foldName(name);
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const [known, elements] of graph.nameEntries()) {
    const d = distance(key, known);
    const first = elements[0];
    if (d < bestDistance && elements.length === 1 && first) {
      bestDistance = d;
      best = first.kind === "province" ? first.province.name : first.sea.name;
    }
  }
  return best === undefined ? "" : ` (did you mean "${best}"?)`;
}

function idFromSource(source: string): string {
  const base = source.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  const id = foldName(base).replace(/ /g, "-");
  return id === "" ? "scenario" : id;
}
