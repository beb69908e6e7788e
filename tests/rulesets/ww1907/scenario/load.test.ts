import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadMap } from "../../../../src/map/load.ts";
import type { MapData } from "../../../../src/map/schema.ts";
import { scenarioIncome } from "../../../../src/rulesets/ww1907/scenario/income.ts";
import { loadScenario } from "../../../../src/rulesets/ww1907/scenario/load.ts";
import { parseScenarioFile } from "../../../../src/rulesets/ww1907/scenario/parse-file.ts";
import { resolveScenario } from "../../../../src/rulesets/ww1907/scenario/resolve.ts";
import type { Scenario, ScenarioFile } from "../../../../src/rulesets/ww1907/scenario/schema.ts";
import { useTempDirs } from "../../../helpers/temp-dir.ts";

const tempDir = useTempDirs();

const europe = loadMap("europe-1907");
if (!europe.ok) throw new Error("europe-1907 does not load");
const map: MapData = europe.value;
const opening = loadScenario("ww1907");
if (!opening.ok) throw new Error("ww1907 does not load");
const base: Scenario = opening.value.scenario;

function writeFiles(files: Record<string, string>): string {
  const dir = tempDir("scenario");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function loadText(text: string, name = "game.yaml") {
  const dir = writeFiles({ [name]: text });
  return { path: join(dir, name), result: loadScenario(join(dir, name)) };
}

function problemsOf(text: string, name = "game.yaml"): string[] {
  const { result } = loadText(text, name);
  if (result.ok) throw new Error("expected problems");
  return result.error.map((p) => p.message);
}

const relation = (s: Scenario, x: string, y: string): string => {
  const [a, b] = x < y ? [x, y] : [y, x];
  return s.relations.find((r) => r.a === a && r.b === b)?.relation ?? "peace";
};

describe("loadScenario: built-in ids and paths", () => {
  it("loads the built-in ww1907 by id with its map", () => {
    expect(opening.ok && opening.value.map.id).toBe("europe-1907");
  });

  it("names a missing file and lists the built-in scenarios", () => {
    const result = loadScenario("no-such-scenario.yaml");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error[0]?.message).toBe(
        "no-such-scenario.yaml: no such file, and not a built-in scenario (built-in scenarios: ww1907)",
      );
    }
  });
});

describe("loadScenario: base and overrides (issue 3 format)", () => {
  const text = `# a GM's test position
base: ww1907
year: 1908
phase: attack
nations:
  UK: { treasury: 3.5, vp: 4 }
  A-H: { player: Somebody }
relations:
  - [United Kingdom, OE, peace]
passage:
  - { from: Russia, to: Turkey }
provinces:
  Ireland: { owner: uk, divisions: 5 }
  Ankara: { owner: Britain }
  Salonika: { owner: neutral, divisions: 2 }
fleets:
  - { nation: Ottomans, at: North Atlantic Ocean, ships: 1, divisions: 2 }
  - { nation: Italy, at: Genoa, ships: 2, built: false }
`;
  const { result } = loadText(text);
  if (!result.ok) throw new Error(result.error.map((p) => p.message).join("\n"));
  const s = result.value.scenario;

  it("keeps the base's fields it does not override", () => {
    expect(s.mapId).toBe("europe-1907");
    expect(s.nations.map((n) => n.id)).toEqual(base.nations.map((n) => n.id));
    expect(s.nations.find((n) => n.id === "russia")).toEqual(base.nations.find((n) => n.id === "russia"));
    expect(s.commanders).toEqual(base.commanders);
    expect(s.provinces.zagreb).toEqual(base.provinces.zagreb);
  });

  it("overrides year, phase and nation fields, accepting nation names and aliases as keys", () => {
    expect(s.year).toBe(1908);
    expect(s.phase).toBe("attack");
    expect(s.nations.find((n) => n.id === "uk")).toMatchObject({ treasury: 3.5, vp: 4, player: "Jax" });
    expect(s.nations.find((n) => n.id === "austria-hungary")?.player).toBe("Somebody");
  });

  it("W1 overrides a relation pair with names, keeps the others, and reports the one-sided listing it made symmetric", () => {
    expect(relation(s, "uk", "ottoman")).toBe("peace");
    expect(relation(s, "russia", "austria-hungary")).toBe("war");
    expect(relation(s, "germany", "uk")).toBe("alliance");
    expect(s.report).toContain(
      "relations: uk lists peace with ottoman, ottoman lists nothing: made symmetric (peace)",
    );
  });

  it("W5 resolves passage grants given by name", () => {
    expect(s.passage).toEqual([{ from: "russia", to: "ottoman" }]);
  });

  it("replaces province entries named by aliases; a missing owner keeps the base owner, missing divisions are 0", () => {
    expect(s.provinces.ireland).toEqual({ owner: "uk", divisions: 5 });
    expect(s.provinces.angora).toEqual({ owner: "uk", divisions: 0 });
    expect(s.provinces.thessa).toEqual({ owner: null, divisions: 2 });
    expect(scenarioIncome(s, map, "uk")).toBe(18.25 + 1);
    expect(scenarioIncome(s, map, "ottoman")).toBe(15.5 - 1 - 1);
  });

  it("adds fleets to the base's: at a sea zone by name, or in a province's port (under construction)", () => {
    expect(s.fleets).toHaveLength(base.fleets.length + 2);
    expect(s.fleets.slice(-2)).toEqual([
      { nation: "ottoman", at: "north-atlantic-ocean", ships: 1, divisions: 2, built: true },
      { nation: "italy", at: "genoa", ships: 2, divisions: 0, built: false },
    ]);
  });
});

describe("docs/scenario-format.md", () => {
  it("its worked example loads as documented", () => {
    const doc = readFileSync(new URL("../../../../docs/scenario-format.md", import.meta.url), "utf8");
    const example = doc.split("## A worked example")[1]?.split("```yaml\n")[1]?.split("```")[0] ?? "";
    expect(example).toContain("base: ww1907");
    const { result } = loadText(example, "my-test.yaml");
    if (!result.ok) throw new Error(result.error.map((p) => p.message).join("\n"));
    const s = result.value.scenario;
    expect(s.provinces.istanbul?.owner).toBe("uk");
    expect(s.provinces.sofia?.owner).toBe("russia");
    expect(relation(s, "russia", "ottoman")).toBe("peace");
    expect(s.passage).toEqual([{ from: "russia", to: "ottoman" }]);
    expect(s.nations.find((n) => n.id === "uk")?.treasury).toBe(3.5);
  });
});

describe("loadScenario: files without a base", () => {
  it("builds a scenario from scratch: owners from the map, JSON accepted, map path relative to the file", () => {
    const mapJson = JSON.stringify({
      id: "duo",
      name: "Duo",
      provinces: [
        {
          id: "a",
          name: "Alpha",
          production: 1.25,
          owner: "red",
          coordinates: { lon: 0, lat: 0 },
          adjacent: ["b"],
        },
        { id: "b", name: "Beta", production: 2, coordinates: { lon: 1, lat: 0 }, adjacent: ["a"] },
      ],
    });
    const dir = writeFiles({
      "duo.json": mapJson,
      "game.json": JSON.stringify({
        map: "duo.json",
        year: 1900,
        nations: { red: { name: "Red", player: "P1", treasury: 1.25 }, blue: { name: "Blue" } },
        relations: [
          ["red", "blue", "war"],
          ["blue", "red", "alliance"],
        ],
        provinces: { Beta: { owner: "Blue", divisions: 3 } },
      }),
    });
    const result = loadScenario(join(dir, "game.json"));
    if (!result.ok) throw new Error(result.error.map((p) => p.message).join("\n"));
    const s = result.value.scenario;
    expect(s.id).toBe("game");
    expect(s.provinces).toEqual({ a: { owner: "red", divisions: 0 }, b: { owner: "blue", divisions: 3 } });
    expect(s.relations).toEqual([{ a: "blue", b: "red", relation: "war" }]);
    expect(s.report).toEqual([
      "relations: red lists war with blue, blue lists alliance with red: the more hostile wins (war)",
    ]);
    expect(s.nations.find((n) => n.id === "blue")).toMatchObject({ player: "", treasury: 0, vp: 0 });
  });

  it("asks for a map and a year when there is no base", () => {
    expect(problemsOf("nations:\n  red: { name: Red }\n")).toEqual([
      expect.stringMatching(/game\.yaml:1: no map: give `map`/),
    ]);
    const messages = problemsOf("map: europe-1907\n");
    expect(messages).toContainEqual(expect.stringMatching(/game\.yaml:\d+: year: the year is required/));
    expect(messages).toContainEqual(
      expect.stringContaining(
        'provinces: "uk" owns london, cardiff, birmingham, liverpool, leeds and 10 more',
      ),
    );
  });
});

describe("loadScenario: problems name the file, the line and the path", () => {
  it("an unknown province, with a suggestion", () => {
    expect(problemsOf("base: ww1907\nprovinces:\n  Irland: { owner: uk }\n")).toEqual(
      ['game.yaml:3: provinces.Irland: no province is called "Irland" (did you mean "Ireland"?)'].map((m) =>
        expect.stringContaining(m),
      ),
    );
  });

  it("an unknown nation in a relation, with a suggestion", () => {
    const [message] = problemsOf("base: ww1907\nrelations:\n  - [uk, Rusia, war]\n");
    expect(message).toMatch(
      /game\.yaml:3: relations\[0\]\[1\]: no nation is called "Rusia" \(did you mean "russia"\?\)/,
    );
  });

  it("a value of the wrong shape (zod), at its line", () => {
    const [message] = problemsOf("base: ww1907\nnations:\n  uk:\n    treasury: -2\n");
    expect(message).toMatch(/^.*game\.yaml:4: nations\.uk\.treasury: Too small/);
  });

  it("an unknown field (a typo)", () => {
    const [message] = problemsOf("base: ww1907\nprovinse:\n  Ireland: { owner: uk }\n");
    expect(message).toMatch(/game\.yaml:2: provinse: unknown field \(known: id, name, base/);
  });

  it("a YAML syntax error, at its line", () => {
    const [message] = problemsOf("base: ww1907\nrelations: [[uk, ottoman, war]\nyear: 1907\n");
    expect(message).toMatch(/game\.yaml:\d+: not valid YAML or JSON/);
  });

  it("a sea zone where a province is expected, and a province without a port for a fleet", () => {
    const messages = problemsOf(
      "base: ww1907\nprovinces:\n  North Sea: { divisions: 1 }\nfleets:\n  - { nation: germany, at: Berlin, ships: 1 }\n",
    );
    expect(messages).toEqual([
      expect.stringContaining('game.yaml:3: provinces.North Sea: "North Sea" is a sea zone, not a province'),
      expect.stringContaining("game.yaml:5: fleets[0].at: Berlin has no port"),
    ]);
  });

  it("W9 a fleet carrying more than 2 divisions a ship", () => {
    const [message] = problemsOf(
      "base: ww1907\nfleets:\n  - { nation: uk, at: North Sea, ships: 1, divisions: 3 }\n",
    );
    expect(message).toContain("fleets[0].divisions: W9: 1 ship carries at most 2 divisions, not 3");
  });

  it("W24 a general placed in a province his nation does not own", () => {
    const text = `base: ww1907
commanders:
  - id: test-general
    name: Test General
    kind: general
    nation: italy
    title: Test
    at: Moscow
    traits: [{ kind: attack-dice, dice: 1 }]
`;
    const [message] = problemsOf(text);
    expect(message).toContain(
      "game.yaml:8: commanders[0].at: W24: Test General is placed in Moscow, which belongs to Russian Empire: a commander stands in a province of Italy or of an ally (he is placed in an owned one and moves like a division)",
    );
  });

  it("a nation the base does not have", () => {
    const [message] = problemsOf("base: ww1907\nnations:\n  Prussia: { vp: 1 }\n");
    expect(message).toContain(
      'game.yaml:3: nations.Prussia: the base scenario "ww1907" has no nation "Prussia"',
    );
  });

  it("a nation listing two different relations towards the same nation", () => {
    const [message] = problemsOf(
      "base: ww1907\nrelations:\n  - [uk, spain, war]\n  - [UK, Spain, alliance]\n",
    );
    expect(message).toContain("game.yaml:4: relations[1]: uk already lists war with spain (relations[0])");
  });

  it("a base that cannot be loaded", () => {
    const messages = problemsOf("base: ww1908\n");
    expect(messages[0]).toContain('game.yaml:1: base: cannot load the base scenario "ww1908"');
    expect(messages[1]).toContain("ww1908: no such file");
  });
});

describe("resolveScenario: pure, without files", () => {
  it("resolves a file object against a base and a map", () => {
    const file: ScenarioFile = {
      provinces: { Kars: { owner: "Ottoman Empire", divisions: 2 } },
      relations: [["Germany", "Italy", "war"]],
    };
    const result = resolveScenario(file, base, map, "inline");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.provinces.kars).toEqual({ owner: "ottoman", divisions: 2 });
    expect(relation(result.value, "italy", "germany")).toBe("war");
    expect(scenarioIncome(result.value, map, "russia")).toBe(25.25);
  });

  it("W24 takes a base general off the map when his province changes hands, and reports it", () => {
    const result = resolveScenario(
      { provinces: { Zagreb: { owner: "neutral", divisions: 1 } } },
      base,
      map,
      "inline",
    );
    if (!result.ok) throw new Error(result.error.map((p) => p.message).join("\n"));
    expect(result.value.commanders.find((c) => c.id === "aleksei-brusilov")?.at).toBeNull();
    expect(result.value.report).toContain(
      "commanders: aleksei-brusilov stood in zagreb, which now belongs to neutrals: not placed",
    );
  });

  it("names the source in problems when it has no positions", () => {
    const result = resolveScenario({ provinces: { Atlantis: {} } }, base, map, "inline");
    expect(result.ok ? [] : result.error.map((p) => p.message)).toEqual([
      'inline: provinces.Atlantis: no province is called "Atlantis"',
    ]);
  });

  it("parseScenarioFile keeps the line finder for later problems", () => {
    const parsed = parseScenarioFile("base: ww1907\n\nprovinces:\n  Narnia: {}\n", "x.yaml");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = resolveScenario(parsed.value.file, base, map, "x.yaml", parsed.value.locate);
    expect(result.ok ? null : result.error[0]).toMatchObject({ line: 4, path: "provinces.Narnia" });
  });
});
