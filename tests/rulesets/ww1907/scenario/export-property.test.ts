import { writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MapGraph } from "../../../../src/map/graph.ts";
import { resolveRulings } from "../../../../src/rulesets/ww1907/rulings.ts";
import { exportScenario, scenarioFileYaml } from "../../../../src/rulesets/ww1907/scenario/export.ts";
import { loadScenario } from "../../../../src/rulesets/ww1907/scenario/load.ts";
import type { Relation } from "../../../../src/rulesets/ww1907/scenario/schema.ts";
import {
  type GameState,
  initState,
  mergeFleets,
  relationBetween,
  setRelation,
} from "../../../../src/rulesets/ww1907/state.ts";
import { useTempDirs } from "../../../helpers/temp-dir.ts";

const tempDir = useTempDirs();

const opening = loadScenario("ww1907");
if (!opening.ok) throw new Error("ww1907 does not load");
const base = opening.value.scenario;
const graph = new MapGraph(opening.value.map);
const rulings = resolveRulings(base.rulings);
if (!rulings.ok) throw new Error(rulings.error.join("\n"));
const start = initState(base, graph, rulings.value);
const nationIds = base.nations.map((n) => n.id);
const provinceIds = graph.provinces.map((p) => p.id);
const portIds = provinceIds.filter((id) => graph.port(id) !== null);
const seaIds = opening.value.map.seas.map((s) => s.id);
const dir = tempDir("export-property");

const owner = fc
  .integer({ min: -1, max: nationIds.length - 1 })
  .map((i) => (i < 0 ? null : (nationIds[i] ?? null)));
const nation = fc.constantFrom(...nationIds);
const quarters = (max: number) => fc.integer({ min: 0, max: max * 4 }).map((q) => q / 4);

/** A random valid position grown from the opening: what a forum game might look like after a few years. */
const position = fc
  .record({
    year: fc.integer({ min: 1907, max: 1920 }),
    phase: fc.constantFrom("deployment" as const, "attack" as const),
    relations: fc.array(fc.tuple(nation, nation, fc.constantFrom<Relation>("alliance", "peace", "war")), {
      maxLength: 6,
    }),
    nations: fc.array(fc.tuple(nation, quarters(60), quarters(6), fc.nat(20), fc.nat(5)), { maxLength: 4 }),
    provinces: fc.array(fc.tuple(fc.constantFrom(...provinceIds), owner, owner, fc.nat(9), fc.boolean()), {
      maxLength: 12,
    }),
    guests: fc.array(fc.tuple(fc.constantFrom(...provinceIds), nation, fc.integer({ min: 1, max: 3 })), {
      maxLength: 4,
    }),
    keepBaseFleets: fc.boolean(),
    seaFleets: fc.array(
      fc.tuple(nation, fc.constantFrom(...seaIds), fc.integer({ min: 1, max: 3 }), fc.nat(6)),
      {
        maxLength: 5,
      },
    ),
    portFleets: fc.array(
      fc.tuple(fc.constantFrom(...portIds), fc.integer({ min: 1, max: 2 }), fc.boolean()),
      {
        maxLength: 4,
      },
    ),
    lost: fc.subarray(base.commanders.map((c) => c.id)),
    passage: fc.array(fc.tuple(nation, nation), { maxLength: 3 }),
  })
  .map((g): GameState => {
    const s = structuredClone(start);
    s.year = g.year;
    s.phase = g.phase;
    for (const [a, b, r] of g.relations) if (a !== b) setRelation(s, a, b, r);
    for (const [id, treasury, owed, vp, np] of g.nations) {
      const n = s.nations[id];
      if (n) Object.assign(n, { treasury, owed, vp, np });
    }
    for (const [id, who, began, divisions, conquered] of g.provinces) {
      const p = s.provinces[id];
      if (p) Object.assign(p, { owner: who, divisions, startOwner: conquered ? began : who, guests: {} });
    }
    for (const [id, who, count] of g.guests) {
      const p = s.provinces[id];
      if (p?.owner && p.owner !== who && relationBetween(s, who, p.owner) === "alliance")
        p.guests[who] = count;
    }
    const friendly = (who: string, id: string): boolean => {
      const o = s.provinces[id]?.owner ?? null;
      return o !== null && relationBetween(s, who, o) === "alliance";
    };
    const fleets = g.keepBaseFleets
      ? s.fleets.filter((f) => friendly(f.nation, f.at) || graph.isSea(f.at))
      : [];
    for (const [who, at, ships, divisions] of g.seaFleets)
      fleets.push({ nation: who, at, ships, divisions: Math.min(divisions, ships * 2), built: true });
    for (const [at, ships, built] of g.portFleets) {
      const o = s.provinces[at]?.owner;
      if (o) fleets.push({ nation: o, at, ships, divisions: 0, built });
    }
    s.fleets = mergeFleets(fleets);
    s.commanders = s.commanders.filter((c) => !g.lost.includes(c.id));
    s.lostCommanders = [...g.lost];
    for (const c of s.commanders) {
      if (c.at === null) continue;
      const ok = graph.isSea(c.at)
        ? s.fleets.some((f) => f.nation === c.nation && f.at === c.at && f.built)
        : friendly(c.nation, c.at);
      if (!ok) c.at = null;
    }
    s.passage = [];
    for (const [from, to] of g.passage)
      if (from !== to && !s.passage.some((p) => p.from === from && p.to === to)) s.passage.push({ from, to });
    return s;
  });

let n = 0;
function roundTrip(state: GameState, full: boolean): GameState {
  const exported = exportScenario({
    state,
    game: base,
    base: full ? null : { ref: "ww1907", scenario: base },
  });
  const text = scenarioFileYaml(exported.file);
  const path = join(dir, `p-${++n}.yaml`);
  writeFileSync(path, text);
  const loaded = loadScenario(path);
  if (!loaded.ok) throw new Error(`${text}\n${loaded.error.map((p) => p.message).join("\n")}`);
  const r = resolveRulings(loaded.value.scenario.rulings);
  if (!r.ok) throw new Error(r.error.join("\n"));
  return initState(loaded.value.scenario, graph, r.value);
}

describe("state export round trip (property)", () => {
  it("W18 W26 property: any valid position exports to a file that loads back to the same state, with or without a base", () => {
    fc.assert(
      fc.property(position, fc.boolean(), (state, full) => {
        expect(roundTrip(state, full)).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });
});
