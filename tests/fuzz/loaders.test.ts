import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { buildRiskScenario } from "../../src/rulesets/risk-variant-one/scenario.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { parseScenarioFile } from "../../src/rulesets/ww1907/scenario/parse-file.ts";
import { resolveScenario } from "../../src/rulesets/ww1907/scenario/resolve.ts";
import { scenarioSchema } from "../../src/rulesets/ww1907/scenario/schema.ts";
import { parseSourceText } from "../../src/scenario/source-text.ts";
import { MAX_LENGTH, RUNS, TIMEOUT, timed } from "./helpers/budget.ts";

/**
 * Fuzz suite of the scenario loaders (issue 18, hostile input): YAML syntax soup, long runs of repeated YAML
 * pieces (anchors, aliases, nesting), and well-formed files whose values are anything (numbers of every size, names,
 * nulls, lists). Every input gives a scenario or problems naming the file, never a throw, within a time bound that
 * grows with its size. `FUZZ_RUNS=20000 npx vitest run tests/fuzz` is the nightly size (per generator).
 */

const opening = loadScenario("ww1907");
if (!opening.ok) throw new Error("ww1907 does not load");
const { scenario: base, map } = opening.value;

/** Reads a World War 1907 scenario file as the loader does (shape, then names against the base and map). */
function checkWw1907(text: string): void {
  timed(text, () => {
    const parsed = parseScenarioFile(text, "fuzz.yaml");
    if (!parsed.ok) {
      for (const p of parsed.error) expect(p.message.startsWith("fuzz.yaml")).toBe(true);
      return;
    }
    const resolved = resolveScenario(parsed.value.file, base, map, "fuzz.yaml", parsed.value.locate);
    if (resolved.ok) expect(scenarioSchema.safeParse(resolved.value).success).toBe(true);
    else for (const p of resolved.error) expect(p.message.startsWith("fuzz.yaml")).toBe(true);
  });
}

/** Reads a Risk Variant One scenario file as its loader does, and builds the game from a fixed seed. */
function checkRisk(text: string): void {
  timed(text, () => {
    const source = parseSourceText(text, "fuzz.yaml");
    if (!source.ok) return;
    const built = buildRiskScenario(source.value.raw, "fuzz-seed", {
      file: "fuzz.yaml",
      locate: source.value.locate,
    });
    if (!built.ok) for (const p of built.error) expect(p.message.startsWith("fuzz.yaml")).toBe(true);
  });
}

const yamlPieces = [
  "- ",
  "[",
  "]",
  "{",
  "}",
  ", ",
  ": ",
  "? ",
  "&a ",
  "*a ",
  "&a [*a]",
  "!!str ",
  "!!binary ",
  "!local ",
  '"',
  "'",
  "\\",
  "# ",
  "\t",
  "\n",
  "\n  ",
  "  ",
  "|\n",
  ">-\n",
  "---\n",
  "...\n",
  "%YAML 1.2\n",
  "<<: *a\n",
  "a",
  "1",
  "1e400",
  "0x",
  "9007199254740993",
  "base: ww1907\n",
  "base: risk-v1\n",
  "provinces:\n  Moscow: ",
  "territories:\n  Brazil: ",
];
const repeated = fc
  .array(
    fc
      .tuple(fc.constantFrom(...yamlPieces), fc.integer({ min: 1, max: MAX_LENGTH }))
      .map(([piece, n]) => piece.repeat(Math.max(1, Math.floor(n / piece.length)))),
    { minLength: 1, maxLength: 3 },
  )
  .chain((runs) =>
    fc.constantFrom("", "base: ww1907\n", "base: risk-v1\n").map((head) => `${head}${runs.join("")}`),
  )
  .map((text) => text.slice(0, MAX_LENGTH));
const soup = fc.array(fc.constantFrom(...yamlPieces), { maxLength: 80 }).map((xs) => xs.join(""));

/** Any value a file may hold: numbers of every size, names of the maps, nulls, booleans, small lists and maps. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.integer(),
    fc.double(),
    fc.constantFrom(
      0,
      1,
      -1,
      0.25,
      2.5,
      999,
      1000,
      9999,
      10000,
      99999,
      100000,
      2 ** 53 + 2,
      1.152921504606847e18,
      1e300,
    ),
    fc.constantFrom(
      "Moscow",
      "Ireland",
      "uk",
      "russia",
      "UK",
      "Brazil",
      "Peru",
      "Alice",
      "neutral",
      "war",
      "alliance",
    ),
    fc.string({ maxLength: 12 }),
    fc.constant(null),
    fc.boolean(),
  ),
  node: fc.oneof(
    { weight: 4, arbitrary: tie("leaf") },
    { weight: 1, arbitrary: tie("list") },
    { weight: 1, arbitrary: tie("map") },
  ),
  list: fc.array(tie("node"), { maxLength: 4 }),
  map: fc.dictionary(
    fc.constantFrom(
      "owner",
      "divisions",
      "ships",
      "at",
      "nation",
      "treasury",
      "vp",
      "armies",
      "income",
      "guests",
      "x",
    ),
    tie("node"),
    { maxKeys: 4 },
  ),
})).node;

const ww1907File = fc
  .record(
    {
      base: fc.constantFrom("ww1907", "nowhere", 7),
      year: value,
      phase: fc.oneof(fc.constantFrom("deployment", "attack"), value),
      nations: fc.dictionary(
        fc.constantFrom("uk", "russia", "France", "nobody"),
        fc.dictionary(
          fc.constantFrom("treasury", "owed", "vp", "np", "capital", "player", "handles"),
          value,
          { maxKeys: 4 },
        ),
      ),
      provinces: fc.dictionary(
        fc.constantFrom("Moscow", "Ireland", "Kiel", "Atlantis"),
        fc.dictionary(fc.constantFrom("owner", "divisions", "guests", "startOwner"), value, { maxKeys: 3 }),
      ),
      fleets: fc.array(
        fc.dictionary(fc.constantFrom("nation", "at", "ships", "divisions", "built", "remove"), value, {
          maxKeys: 6,
        }),
        { maxLength: 3 },
      ),
      relations: fc.array(fc.tuple(value, value, fc.constantFrom("war", "peace", "alliance")), {
        maxLength: 3,
      }),
    },
    { requiredKeys: ["base"] },
  )
  .map((file) => stringify(file));
const riskFile = fc
  .record(
    {
      base: fc.constantFrom("risk-v1", "ww1907"),
      players: fc.oneof(fc.constant(["Alice", "Bob", "Cleo"]), value),
      phase: fc.oneof(fc.constantFrom("setup", "income", "actions"), value),
      turnNumber: value,
      territories: fc.dictionary(
        fc.constantFrom("Brazil", "Peru", "W. US", "Atlantis"),
        fc.dictionary(fc.constantFrom("owner", "armies", "income"), value, { maxKeys: 3 }),
      ),
      pools: fc.dictionary(
        fc.constantFrom("Alice", "Bob", "Zed"),
        fc.dictionary(fc.constantFrom("inactive", "active"), value, { maxKeys: 2 }),
      ),
    },
    { requiredKeys: ["base"] },
  )
  .map((file) => stringify(file));

describe(`fuzz: World War 1907 scenario files (${RUNS} cases per generator)`, () => {
  it("YAML syntax soup", () => fc.assert(fc.property(soup, checkWw1907), { numRuns: RUNS }), TIMEOUT);
  it(
    `long runs of repeated YAML pieces (up to ${MAX_LENGTH} characters)`,
    () => fc.assert(fc.property(repeated, checkWw1907), { numRuns: Math.ceil(RUNS / 4), endOnFailure: true }),
    TIMEOUT,
  );
  it(
    "well-formed files holding any values",
    () => fc.assert(fc.property(ww1907File, checkWw1907), { numRuns: RUNS }),
    TIMEOUT,
  );
});

describe(`fuzz: Risk Variant One scenario files (${RUNS} cases per generator)`, () => {
  it("YAML syntax soup", () => fc.assert(fc.property(soup, checkRisk), { numRuns: RUNS }), TIMEOUT);
  it(
    `long runs of repeated YAML pieces (up to ${MAX_LENGTH} characters)`,
    () => fc.assert(fc.property(repeated, checkRisk), { numRuns: Math.ceil(RUNS / 4), endOnFailure: true }),
    TIMEOUT,
  );
  it(
    "well-formed files holding any values",
    () => fc.assert(fc.property(riskFile, checkRisk), { numRuns: RUNS }),
    TIMEOUT,
  );
});
