import { bench, describe } from "vitest";
import { loadMap } from "../../src/map/load.ts";
import { scenarioIncome } from "../../src/rulesets/ww1907/scenario/income.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { parseScenarioFile } from "../../src/rulesets/ww1907/scenario/parse-file.ts";
import { resolveScenario } from "../../src/rulesets/ww1907/scenario/resolve.ts";

const europe = loadMap("europe-1907");
const opening = loadScenario("ww1907");
if (!europe.ok || !opening.ok) throw new Error("europe-1907 or ww1907 does not load");
const map = europe.value;
const base = opening.value.scenario;
const override = parseScenarioFile(
  "base: ww1907\nprovinces:\n  Constantinople: { owner: UK }\nfleets:\n  - { nation: uk, at: Adriatic Sea, ships: 1 }\n",
  "bench.yaml",
);
if (!override.ok) throw new Error("bench override does not parse");
const file = override.value.file;

describe("scenario loading (ww1907 on europe-1907)", () => {
  bench("loadScenario('ww1907'): read, parse, validate the map, resolve", () => {
    loadScenario("ww1907");
  });

  bench("resolveScenario: a small override on the opening (pure)", () => {
    resolveScenario(file, base, map, "bench.yaml");
  });

  bench("scenarioIncome for all eight nations", () => {
    for (const n of base.nations) scenarioIncome(base, map, n.id);
  });
});
