import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MapGraph } from "../../../../src/map/graph.ts";
import { resolveRulings } from "../../../../src/rulesets/ww1907/rulings.ts";
import { exportScenario, scenarioFileYaml } from "../../../../src/rulesets/ww1907/scenario/export.ts";
import { loadScenario } from "../../../../src/rulesets/ww1907/scenario/load.ts";
import { type GameState, initState } from "../../../../src/rulesets/ww1907/state.ts";
import { useTempDirs } from "../../../helpers/temp-dir.ts";
import { playTwoYears } from "./two-year-script.ts";

const tempDir = useTempDirs();

const opening = loadScenario("ww1907");
if (!opening.ok) throw new Error("ww1907 does not load");
const base = opening.value.scenario;
const graph = new MapGraph(opening.value.map);
const rulings = resolveRulings(base.rulings);
if (!rulings.ok) throw new Error(rulings.error.join("\n"));
const start = initState(base, graph, rulings.value);
const phases = playTwoYears(start, graph);
const dir = tempDir("export");

/** Exports a state, writes the YAML, loads it back and builds the opening state of a new game from it. */
function roundTrip(state: GameState, full = false, name = "export.yaml"): { text: string; back: GameState } {
  const exported = exportScenario({
    state,
    game: base,
    base: full ? null : { ref: "ww1907", scenario: base },
  });
  const text = scenarioFileYaml(exported.file);
  const path = join(dir, name);
  writeFileSync(path, text);
  const loaded = loadScenario(path);
  if (!loaded.ok) throw new Error(`${text}\n${loaded.error.map((p) => p.message).join("\n")}`);
  const r = resolveRulings(loaded.value.scenario.rulings);
  if (!r.ok) throw new Error(r.error.join("\n"));
  return { text, back: initState(loaded.value.scenario, new MapGraph(loaded.value.map), r.value) };
}

describe("state export → scenario file → new game: the same state (W3 W10 W18 W26)", () => {
  it("the script conquers, builds a ship, owes pp and wins points (what the round trip must carry)", () => {
    const [d1907, a1907, d1908, a1908] = phases;
    expect(a1907?.provinces.transylvania).toMatchObject({ owner: "russia", startOwner: "austria-hungary" });
    expect(d1907?.fleets.some((f) => !f.built)).toBe(true);
    expect(a1908?.commanders.map((c) => c.id)).toContain("enver-pasha");
    expect(d1908?.year).toBe(1908);
    expect(a1908?.provinces.bucharest?.startOwner).toBeNull();
  });

  phases.forEach((state, i) => {
    it(`W18 W26 after phase ${i + 1} of the two-year game (${state.year} ${state.phase}): base-relative file`, () => {
      expect(roundTrip(state, false, `diff-${i}.yaml`).back).toEqual(state);
    });
    it(`W18 W26 after phase ${i + 1} of the two-year game (${state.year} ${state.phase}): full file`, () => {
      expect(roundTrip(state, true, `full-${i}.yaml`).back).toEqual(state);
    });
  });

  it("W10 W23 W24 W25 W26 pp owed, guests, a ship building, a lost and an awarded commander, a house rule", () => {
    const s = structuredClone(start);
    s.phase = "attack";
    const uk = s.nations.uk;
    const ottoman = s.nations.ottoman;
    if (!uk || !ottoman) throw new Error("no uk or ottoman");
    uk.owed = 3; // W26: a war declared in the Attack phase, paid next Deployment phase
    ottoman.treasury = 0.5;
    const berlin = s.provinces.berlin;
    if (!berlin) throw new Error("no berlin");
    berlin.guests = { russia: 2 }; // allied Russian divisions stationed in Berlin
    s.fleets.push({ nation: "uk", at: "malta", ships: 1, divisions: 0, built: false }); // W10
    const diaz = s.commanders.findIndex((c) => c.id === "armando-diaz");
    s.commanders.splice(diaz, 1);
    s.lostCommanders = ["armando-diaz"]; // W24 ruling: lost with his army
    s.commanders.push({
      id: "enver-pasha",
      name: "Enver Pasha",
      kind: "general",
      nation: "ottoman",
      title: "Pan-Turanian Dream",
      traits: [
        { kind: "attack-dice", dice: 1 },
        { kind: "extra-free-move", moves: 1 },
      ],
      at: null,
    }); // W23: awarded, not yet placed
    s.rulings = { ...s.rulings, tieRule: "none" };
    s.passage = [{ from: "russia", to: "ottoman" }];
    s.relations = s.relations.filter((r) => !(r.a === "germany" && r.b === "italy"));
    for (const full of [false, true]) {
      const { text, back } = roundTrip(s, full, `synthetic-${full}.yaml`);
      expect(back).toEqual(s);
      if (!full) {
        expect(text).toContain("owed: 3");
        expect(text).toContain("berlin: { owner: germany, divisions: 1, guests: { russia: 2 } }");
        expect(text).toContain("fleets:\n  - { nation: uk, at: malta, ships: 1, built: false }\n");
        expect(text).toContain("lostCommanders: [ armando-diaz ]");
        expect(text).toContain("tieRule: none");
        expect(text).toContain("- [ germany, italy, peace ]");
      }
    }
  });

  it("W18 the two-year game exports exactly as fixtures/scenarios/ww1907/two-years-1909.yaml, which loads back to it", () => {
    const fixture = new URL("../../../../fixtures/scenarios/ww1907/two-years-1909.yaml", import.meta.url);
    const last = phases.at(-1);
    if (!last) throw new Error("no phases");
    const exported = exportScenario({ state: last, game: base, base: { ref: "ww1907", scenario: base } });
    const header = [
      "The scripted two-year game (tests/rulesets/ww1907/scenario/two-year-script.ts) as `adjutant state export` writes it after",
      "the Attack phase of 1908. Format: docs/scenario-format.md.",
    ];
    const text = readFileSync(fixture, "utf8");
    expect(scenarioFileYaml(exported.file, header)).toBe(text);
    // only what changed: the sunk British ship and the Ottoman fleet that sailed are written, not every fleet
    expect(text).toContain("fleets:\n  - { nation: uk, at: malta, ships: 1, remove: true }\n");
    expect(text).not.toContain("replace:");
    const loaded = loadScenario(fixture.pathname);
    if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
    expect(initState(loaded.value.scenario, graph, rulings.value)).toEqual(last);
  });

  it("the opening exports to a file with only the year and phase", () => {
    const { text } = roundTrip(start);
    expect(text).toBe("base: ww1907\nyear: 1907\nphase: deployment\n");
  });
});
