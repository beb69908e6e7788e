import { distance } from "fastest-levenshtein";
import { foldName } from "../../../../parsers/text/fold.ts";
import { elementId, MapGraph } from "../../../map/graph.ts";
import type { MapData } from "../../../map/schema.ts";
import { err, ok, type Result } from "../../../result.ts";
import {
  type Locate,
  type PathKey,
  type ScenarioProblem,
  scenarioProblem,
} from "../../../scenario/problem.ts";
import { loadRoster } from "../commanders/roster.ts";
import { NationNames } from "./nation-names.ts";
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
 * divisions unless given). Overrides: nation fields (pp owed included), relation pairs, the passage list (replaced
 * when given), province entries (replaced; a missing owner keeps the previous owner, a missing start owner the
 * previous one while the owner is kept, W18; guests only of allies), fleets (added, or ships removed with
 * `remove`, or the base's dropped with `replace: [fleets]`), commanders (added, or replaced by id, or the base's
 * dropped with `replace: [commanders]`), lost commanders (taken out, W24), rulings (merged). What the base brings
 * is checked again against the file's owners and relations: fleets in ports (W9), commanders at sea, guests.
 * Every problem names `source`, the line (when `locate` knows it) and the path. Pure.
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
    if (fields.owed !== undefined) {
      if (fields.owed > 0) nation.owed = fields.owed;
      else delete nation.owed;
    }
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
    if (nation.owed !== undefined && !Number.isInteger(nation.owed * 4)) {
      problem([...path, "owed"], `W26: ${nation.owed} pp owed is not a multiple of 0.25 pp`);
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

  const nationName = (id: string | null): string =>
    id === null ? "neutrals" : (nations.find((n) => n.id === id)?.name ?? id);
  const placeName = (id: string): string => graph.province(id)?.name ?? graph.sea(id)?.name ?? id;

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
    provinces[p.id] = entry ? copyProvince(entry) : { owner: p.owner, divisions: 0 };
  }
  if (base) {
    for (const id of Object.keys(base.provinces)) {
      if (!graph.isProvince(id))
        problem(["map"], `the base scenario's province "${id}" is not on map "${map.id}"`);
    }
  }
  const seenProvinces = new Map<string, string>();
  const fileProvinces = new Set<string>();
  const ownerOf = (given: string | null, path: readonly PathKey[]): { id: string | null } | undefined => {
    if (given === null || foldName(given) === "neutral") return { id: null };
    const nation = findNation(given, path);
    return nation === undefined ? undefined : { id: nation };
  };
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
    fileProvinces.add(id);
    const previous = provinces[id] ?? { owner: null, divisions: 0 };
    const previousStart = previous.startOwner !== undefined ? previous.startOwner : previous.owner;
    let owner = previous.owner;
    if (entry.owner !== undefined) {
      const resolved = ownerOf(entry.owner, [...path, "owner"]);
      if (resolved === undefined) continue;
      owner = resolved.id;
    }
    // W18: who held the province when the game began; kept from the base while the owner is the base's.
    let startOwner = owner === previous.owner ? previousStart : owner;
    if (entry.startOwner !== undefined) {
      const resolved = ownerOf(entry.startOwner, [...path, "startOwner"]);
      if (resolved === undefined) continue;
      startOwner = resolved.id;
    }
    const resolvedEntry: Scenario["provinces"][string] = { owner, divisions: entry.divisions ?? 0 };
    if (startOwner !== owner) resolvedEntry.startOwner = startOwner;
    const guests: Record<string, number> = {};
    for (const [who, count] of Object.entries(entry.guests ?? {})) {
      const guestPath = [...path, "guests", who];
      const nation = findNation(who, guestPath);
      if (nation === undefined) continue;
      if (nation === owner) {
        problem(
          guestPath,
          `${nationName(nation)} owns ${placeName(id)}: write its own divisions under divisions, not guests`,
        );
      } else if (owner === null) {
        problem(
          guestPath,
          `${placeName(id)} is neutral: guests are allied divisions standing in a nation's province (W8 ruling); a neutral province holds only its neutral garrison (divisions)`,
        );
      } else if (guests[nation] !== undefined) {
        problem(guestPath, `${nationName(nation)} is listed twice among the guests of ${placeName(id)}`);
      } else if (relationOf(nation, owner) !== "alliance") {
        problem(
          guestPath,
          `W8 ruling: ${nationName(nation)}'s divisions can stand in ${placeName(id)} only while allied with ${nationName(owner)} (they are at ${relationOf(nation, owner)}): move them out or make the two allies under relations`,
        );
      } else guests[nation] = count;
    }
    if (Object.keys(guests).length > 0) resolvedEntry.guests = guests;
    provinces[id] = resolvedEntry;
  }
  // W18: a conquered province the file leaves empty is legal (a province given under W30 may arrive empty) but
  // worth a line in the report: a forum game's conquests usually keep their garrison.
  const emptyConquests: string[] = [];
  for (const id of fileProvinces) {
    const p = provinces[id];
    if (p && p.owner !== null && p.startOwner !== undefined && p.divisions === 0) {
      emptyConquests.push(
        `provinces: ${placeName(id)} is conquered (${nationName(p.owner)} did not begin the game with it) and holds no division: W18 keeps at least one in a conquered province from now on`,
      );
    }
  }
  // The base's guests must still stand in an ally's land after the file's changes.
  for (const p of map.provinces) {
    const entry = provinces[p.id];
    if (!entry?.guests || fileProvinces.has(p.id)) continue;
    for (const [who, count] of Object.entries(entry.guests)) {
      if (entry.owner !== null && relationOf(who, entry.owner) === "alliance") continue;
      problem(
        ["provinces"],
        `W8 ruling: the base's ${plural(count, "division")} of ${nationName(who)} stand as guests in ${placeName(p.id)}, which belongs to ${nationName(entry.owner)}, not an ally of ${nationName(who)}: list ${p.name} under provinces with its guests, or keep the alliance`,
      );
    }
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

  /** Why a fleet cannot be where it is (W9, W10: ports owned or allied, ships building in port), or null. */
  const fleetTrouble = (nation: string, at: string, built: boolean): string | null => {
    if (graph.isSea(at))
      return built ? null : "W10: ships under construction lie in the port where they are built";
    if (!graph.isProvince(at)) return `"${at}" is not on map "${map.id}"`;
    if (graph.port(at) === null)
      return `${placeName(at)} has no port: a fleet is at a sea zone or in a province's port`;
    const owner = provinces[at]?.owner ?? null;
    if (owner === null || relationOf(nation, owner) !== "alliance") {
      const why = owner === null ? "" : ` (at ${relationOf(nation, owner)} with ${nationName(nation)})`;
      return `${nationName(nation)}'s fleet cannot lie in the port of ${placeName(at)}, which belongs to ${nationName(owner)}${why}: a port must be owned or allied`;
    }
    return null;
  };

  // Fleets: the base's (checked again against the file's owners and relations), plus the file's.
  const replaces = new Set(file.replace ?? []);
  const fleets: Scenario["fleets"] = [];
  const baseFleets = replaces.has("fleets") ? [] : (base?.fleets ?? []).map((f) => ({ ...f }));
  (file.fleets ?? []).forEach((fleet, i) => {
    if (!fleet.remove) return;
    const path: PathKey[] = ["fleets", i];
    const nation = findNation(fleet.nation, [...path, "nation"]);
    const at = findPlace(graph, fleet.at, [...path, "at"], problem);
    if (nation === undefined || at === undefined) return;
    const stack = baseFleets.find((f) => f.nation === nation && f.at === at.id && f.built === fleet.built);
    const what = `${fleet.built ? "" : "under construction "}at ${placeName(at.id)}`;
    if (!stack) {
      const here = baseFleets.filter((f) => f.nation === nation).map((f) => placeName(f.at));
      problem(
        path,
        `the base has no fleet of ${nationName(nation)} ${what} to remove (its fleets: ${here.join(", ") || "none"})`,
      );
    } else if (stack.ships < fleet.ships || stack.divisions < fleet.divisions) {
      problem(
        path,
        `the base's fleet of ${nationName(nation)} ${what} has ${plural(stack.ships, "ship")} carrying ${plural(stack.divisions, "division")}: cannot remove ${plural(fleet.ships, "ship")} and ${plural(fleet.divisions, "division")}`,
      );
    } else if (stack.divisions - fleet.divisions > (stack.ships - fleet.ships) * DIVISIONS_PER_SHIP) {
      problem(
        [...path, "divisions"],
        `W9: the ${plural(stack.ships - fleet.ships, "ship")} left ${what} cannot carry the ${plural(stack.divisions - fleet.divisions, "division")} left aboard: remove those divisions too`,
      );
    } else {
      stack.ships -= fleet.ships;
      stack.divisions -= fleet.divisions;
    }
  });
  for (const f of baseFleets.filter((x) => x.ships > 0)) {
    const trouble = fleetTrouble(f.nation, f.at, f.built);
    if (trouble === null) fleets.push({ ...f });
    else
      problem(
        file.fleets !== undefined ? ["fleets"] : [],
        `the base's fleet of ${nationName(f.nation)} (${plural(f.ships, "ship")}${f.built ? "" : " under construction"} at ${placeName(f.at)}): ${trouble}. Take it out with \`{ nation: ${f.nation}, at: ${f.at}, ships: ${f.ships}${f.divisions > 0 ? `, divisions: ${f.divisions}` : ""}${f.built ? "" : ", built: false"}, remove: true }\` under fleets (and add it where it is now), or write \`replace: [fleets]\` and list every fleet`,
      );
  }
  (file.fleets ?? []).forEach((fleet, i) => {
    if (fleet.remove) return;
    const path: PathKey[] = ["fleets", i];
    const nation = findNation(fleet.nation, [...path, "nation"]);
    const at = findPlace(graph, fleet.at, [...path, "at"], problem);
    if (nation === undefined || at === undefined) return;
    if (at.kind === "province") {
      const trouble = fleetTrouble(nation, at.id, true);
      if (trouble !== null) {
        problem([...path, "at"], trouble);
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

  // Lost commanders (W24 ruling): out of the game for good; W23 awards never draw them again.
  const lost: string[] = [...(base?.lostCommanders ?? [])];
  const fileCommanderIds = new Set((file.commanders ?? []).map((c) => c.id));
  const knownCommanders = new Map<string, string>();
  for (const c of loadRoster()) knownCommanders.set(c.id, c.name);
  for (const c of base?.commanders ?? []) knownCommanders.set(c.id, c.name);
  (file.lostCommanders ?? []).forEach((given, i) => {
    const path: PathKey[] = ["lostCommanders", i];
    if (!knownCommanders.has(given)) {
      const hint = closest(given, [...knownCommanders.keys()]);
      problem(
        path,
        `no commander has the id "${given}"${hint ? ` (did you mean "${hint}"?)` : ""}: give the id of a commander of the base or of the roster (src/rulesets/ww1907/commanders/roster-data.ts)`,
      );
    } else if (fileCommanderIds.has(given)) {
      problem(
        path,
        `${knownCommanders.get(given)} is listed both as lost and under commanders: a lost commander is out of the game, so list him in one place only`,
      );
    } else if (lost.includes(given)) {
      problem(path, `${knownCommanders.get(given)} is listed as lost twice`);
    } else lost.push(given);
  });

  // Commanders: the base's, then the file's (same id replaces).
  // A base commander whose province now belongs to a nation that is neither his nor allied is taken off the map
  // (reported): W24 places commanders in owned provinces and moves them like divisions, into owned or allied land.
  // The file may place him again by listing him with the same id.
  const unplaced: string[] = [];
  const friendly = (nation: string, provinceId: string): boolean => {
    const owner = provinces[provinceId]?.owner ?? null;
    return owner !== null && relationOf(nation, owner) === "alliance";
  };
  const hasBuiltFleet = (nation: string, sea: string): boolean =>
    fleets.some((f) => f.nation === nation && f.at === sea && f.built);
  const commanders: Scenario["commanders"] = [];
  for (const c of replaces.has("commanders") ? [] : (base?.commanders ?? [])) {
    if (lost.includes(c.id)) continue;
    if (c.at !== null && !fileCommanderIds.has(c.id)) {
      if (graph.isProvince(c.at) && !friendly(c.nation, c.at)) {
        unplaced.push(
          `commanders: ${c.id} stood in ${c.at}, which now belongs to ${provinces[c.at]?.owner ?? "neutrals"}: not placed`,
        );
        commanders.push({ ...c, at: null });
        continue;
      }
      if (graph.isSea(c.at) && !hasBuiltFleet(c.nation, c.at)) {
        problem(
          file.commanders !== undefined ? ["commanders"] : [],
          `the base's ${c.kind} ${c.name} is at sea in ${placeName(c.at)}, where ${nationName(c.nation)} has no built fleet now: list him under commanders with his id and another \`at\` (or \`at: null\`), or keep a built fleet of ${nationName(c.nation)} there`,
        );
        continue;
      }
      if (!graph.isProvince(c.at) && !graph.isSea(c.at)) {
        problem(
          ["map"],
          `the base's ${c.kind} ${c.name} stands at "${c.at}", which is not on map "${map.id}": list him under commanders with another \`at\``,
        );
        continue;
      }
    }
    commanders.push({ ...c });
  }
  (file.commanders ?? []).forEach((c, i) => {
    const path: PathKey[] = ["commanders", i];
    const nation = findNation(c.nation, [...path, "nation"]);
    if (nation === undefined) return;
    let at: string | null = null;
    if (c.at !== null) {
      const place = findPlace(graph, c.at, [...path, "at"], problem);
      if (place === undefined) return;
      if (place.kind === "province" && !friendly(nation, place.id)) {
        problem(
          [...path, "at"],
          `W24: ${c.name} is placed in ${placeName(place.id)}, which belongs to ${nationName(provinces[place.id]?.owner ?? null)}: a commander stands in a province of ${nationName(nation)} or of an ally (he is placed in an owned one and moves like a division)`,
        );
        return;
      }
      if (place.kind === "sea" && !hasBuiltFleet(nation, place.id)) {
        problem(
          [...path, "at"],
          `${c.name} is at sea in ${placeName(place.id)}, where ${nationName(nation)} has no built fleet: add the fleet under fleets or place him ashore`,
        );
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
    ...(lost.length > 0 ? { lostCommanders: lost } : {}),
    rulings: { ...(base?.rulings ?? {}), ...(file.rulings ?? {}) },
    report: [...(base?.report ?? []), ...symmetric.report, ...unplaced, ...emptyConquests],
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

/** A copy of a resolved province entry (guests copied too). */
function copyProvince(entry: Scenario["provinces"][string]): Scenario["provinces"][string] {
  return entry.guests ? { ...entry, guests: { ...entry.guests } } : { ...entry };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The known id closest to a misspelt one (for "did you mean …?" hints), or undefined. */
function closest(given: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(given.length / 3)) + 1;
  for (const k of known) {
    const d = distance(given.toLowerCase(), k);
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best;
}
