import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadMap } from "../../src/map/load.ts";
import { loadRiskScenario, readRiskPosts } from "../../src/rulesets/risk-variant-one/files.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { parseScenarioFile } from "../../src/rulesets/ww1907/scenario/parse-file.ts";
import { FILE_LIMITS } from "../../src/scenario/limits.ts";
import { MAX_ALIAS_COUNT, MAX_SYNTAX_PROBLEMS, parseSourceText } from "../../src/scenario/source-text.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { tinyPath } from "../map/tiny-fixture.ts";

const tempDir = useTempDirs();

const dir = tempDir("hostile");
let serial = 0;
function write(text: string, ext = "yaml"): string {
  serial += 1;
  const path = join(dir, `file-${serial}.${ext}`);
  writeFileSync(path, text);
  return path;
}

/** Nine levels of nine aliases each: 9^9 (387 million) values if expanded, a few hundred bytes as written. */
function aliasBomb(head: string): string {
  const lines = [head, 'x0: &x0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (let i = 1; i <= 8; i++)
    lines.push(
      `x${i}: &x${i} [${Array(9)
        .fill(`*x${i - 1}`)
        .join(", ")}]`,
    );
  return `${lines.join("\n")}\n`;
}

function ww1907Problems(text: string): string[] {
  const path = write(text);
  const loaded = loadScenario(path);
  if (loaded.ok) throw new Error("expected problems");
  return loaded.error.map((p) => p.message.replace(path, "game.yaml"));
}

function riskProblems(text: string): string[] {
  const path = write(text);
  const loaded = loadRiskScenario(path, "seed");
  if (loaded.ok) throw new Error("expected problems");
  return loaded.error.map((m) => m.replace(path, "game.yaml"));
}

describe("YAML aliases in scenario and orders files are problems, never a thrown ReferenceError (issue 18)", () => {
  it("an alias without its anchor is a problem naming the file, the line and the alias", () => {
    expect(() => parseSourceText("a: 1\nb: *nowhere\n", "x.yaml")).not.toThrow();
    expect(parseSourceText("a: 1\nb: *nowhere\n", "x.yaml")).toEqual({
      ok: false,
      error: [
        {
          file: "x.yaml",
          path: "",
          line: 2,
          message:
            "x.yaml:2: the alias *nowhere has no anchor &nowhere before it: set the anchor first, or write the value out",
        },
      ],
    });
  });

  it("an alias bomb (billion laughs) is a problem within the yaml library's alias limit, found quickly", () => {
    const started = performance.now();
    const result = parseSourceText(aliasBomb("id: bomb"), "bomb.yaml");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error[0]?.message).toBe(
        `bomb.yaml:3: the aliases (*name) expand to too much (more than ${MAX_ALIAS_COUNT} copies, an alias bomb?): write the values out instead`,
      );
    }
  });

  it("a few honest aliases still read", () => {
    const result = parseSourceText("a: &one { owner: uk }\nb: *one\n", "ok.yaml");
    expect(result.ok && result.value.raw).toEqual({ a: { owner: "uk" }, b: { owner: "uk" } });
  });

  it("World War 1907 scenario files: the loader returns the problem", () => {
    expect(ww1907Problems("base: ww1907\nprovinces:\n  Ireland: *irish\n")).toEqual([
      "game.yaml:3: the alias *irish has no anchor &irish before it: set the anchor first, or write the value out",
    ]);
    expect(ww1907Problems(aliasBomb("base: ww1907"))[0]).toContain("an alias bomb?");
  });

  it("Risk Variant One scenario and orders files: the loaders return the problem", () => {
    expect(riskProblems("base: risk-v1\nplayers: [Alice, Bob, *cleo]\n")).toEqual([
      "game.yaml:2: the alias *cleo has no anchor &cleo before it: set the anchor first, or write the value out",
    ]);
    expect(riskProblems(aliasBomb("base: risk-v1"))[0]).toContain("an alias bomb?");
    const posts = readRiskPosts(write("- { player: Alice, text: *orders }\n"));
    expect(posts.ok).toBe(false);
    if (!posts.ok) expect(posts.error[0]).toContain("the alias *orders has no anchor");
  });
});

describe("large hostile YAML files are read in linear time, with a bounded list of problems (issue 18)", () => {
  it("20,000 aliases of one anchor: the alias problem comes at once (the first check resolved each alias by walking the file: 138 s)", () => {
    const text = `a: &a 1\n${Array.from({ length: 20_000 }, (_, i) => `b${i}: *a`).join("\n")}\n`;
    const started = performance.now();
    const result = parseSourceText(text, "many.yaml");
    expect(performance.now() - started).toBeLessThan(3000);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error[0]?.message).toContain("an alias bomb?");
  });

  it("a mapping of 40,000 keys (all unknown fields) is checked and located in linear time", () => {
    const text = `${Array.from({ length: 40_000 }, (_, i) => `k${i}: &a${i} ${i}`).join("\n")}\n`;
    const started = performance.now();
    const result = parseScenarioFile(text, "keys.yaml");
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toHaveLength(40_000);
      expect(result.error[39_999]?.message).toMatch(/^keys\.yaml:40000: k39999: unknown field/);
    }
  });

  it("a key written twice in one mapping is a problem at its second line", () => {
    expect(parseSourceText("nations:\n  uk: {}\n  russia: {}\n  uk: {}\n", "dup.yaml")).toMatchObject({
      ok: false,
      error: [
        { line: 4, message: 'dup.yaml:4: the key "uk" is written twice in the same mapping: keep one' },
      ],
    });
  });

  it(`at most ${MAX_SYNTAX_PROBLEMS} syntax problems are listed, then how many more`, () => {
    const result = parseSourceText('"'.repeat(50_000), "quotes.yaml");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toHaveLength(MAX_SYNTAX_PROBLEMS + 1);
      expect(result.error.at(-1)?.message).toMatch(/^quotes\.yaml: and \d+ more YAML syntax problems/);
    }
  });

  it("keys that are mappings ('? ' nested 400 deep took 10 s to stringify) are a problem, found at once", () => {
    const started = performance.now();
    const result = parseSourceText("? ".repeat(400), "keys.yaml");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({
      ok: false,
      error: [
        {
          message:
            "keys.yaml:1: a key is a list, a mapping or an alias: keys are plain names or numbers (write `name: value`)",
        },
      ],
    });
  });

  it("documents nested thousands deep are problems, not a stack overflow", () => {
    for (const text of [`a: ${"[".repeat(20_000)}`, "- ".repeat(50_000), "? ".repeat(50_000)]) {
      const result = parseSourceText(text, "deep.yaml");
      expect(result.ok).toBe(false);
    }
  });
});

describe("absurd numbers in scenario and map files are refused with the field and the limit (issue 18)", () => {
  it("W4: a World War 1907 treasury of 1152921504606847000 pp (an unsafe integer) is refused", () => {
    expect(ww1907Problems("base: ww1907\nnations:\n  uk:\n    treasury: 1152921504606847000\n")).toEqual([
      `game.yaml:4: nations.uk.treasury: 1152921504606847000 is more than a file may hold here: at most ${FILE_LIMITS.pp} pp`,
    ]);
  });

  it("W7, W10: divisions in a province and ships in a fleet beyond the limit are refused; points too", () => {
    const problems = ww1907Problems(
      [
        "base: ww1907",
        "nations:",
        "  russia: { vp: 99999999999999999999 }",
        "provinces:",
        "  Moscow: { divisions: 10000 }",
        "fleets:",
        "  - { nation: uk, at: North Sea, ships: 9007199254740993 }",
        "",
      ].join("\n"),
    );
    expect(problems).toEqual([
      `game.yaml:3: nations.russia.vp: 100000000000000000000 is more than a file may hold here: at most ${FILE_LIMITS.points} points`,
      `game.yaml:5: provinces.Moscow.divisions: 10000 is more than a file may hold here: at most ${FILE_LIMITS.units} divisions`,
      `game.yaml:7: fleets[0].ships: 9007199254740992 is more than a file may hold here: at most ${FILE_LIMITS.units} ships`,
    ]);
  });

  it("W24: a commander trait giving 10^18 dice is refused", () => {
    const problems = ww1907Problems(
      [
        "base: ww1907",
        "commanders:",
        "  - id: hydra",
        "    name: Hydra",
        "    kind: general",
        "    nation: russia",
        "    title: Many Heads",
        "    traits: [{ kind: attack-dice, dice: 1000000000000000000 }]",
        "",
      ].join("\n"),
    );
    expect(problems.some((p) => p.includes(`at most ${FILE_LIMITS.trait} dice`))).toBe(true);
  });

  it("V3–V6: Risk armies, pools, incomes and turn numbers beyond the limits are refused", () => {
    const problems = riskProblems(
      [
        "base: risk-v1",
        "players: [Alice, Bob, Cleo]",
        "phase: actions",
        "turnNumber: 1e300",
        "territories:",
        "  Brazil: { owner: Alice, armies: 1152921504606847000 }",
        "  Peru: { owner: Bob, income: -99999999999 }",
        "",
      ].join("\n"),
    );
    expect(problems.toSorted()).toEqual([
      `game.yaml:4: turnNumber: 1e+300 is more than a file may hold here: at most ${FILE_LIMITS.turn} turns`,
      `game.yaml:6: territories.Brazil.armies: 1152921504606847000 is more than a file may hold here: at most ${FILE_LIMITS.armies} armies`,
      `game.yaml:7: territories.Peru.income: -99999999999 is too small here: at least -${FILE_LIMITS.income} armies of income`,
    ]);
  });

  it("V3, V7: Risk rulings beyond their limits are refused (10^300 response hours made a deadline no date can hold)", () => {
    const problems = riskProblems(
      [
        "base: risk-v1",
        "players: [Alice, Bob, Cleo]",
        "rulings:",
        "  responseHours: 1e300",
        "  zeroCostArmies: 1000000000000000",
        "",
      ].join("\n"),
    );
    expect(problems.toSorted()).toEqual([
      `game.yaml:4: rulings.responseHours: 1e+300 is more than a file may hold here: at most ${FILE_LIMITS.hours} hours`,
      `game.yaml:5: rulings.zeroCostArmies: 1000000000000000 is more than a file may hold here: at most ${FILE_LIMITS.rulingArmies} armies`,
    ]);
  });

  it("W4: a map province's production of 1152921504606847000 is refused, naming the province and the limit", () => {
    const raw = JSON.parse(readFileSync(tinyPath, "utf8")) as {
      provinces: { id: string; production: number }[];
    };
    const text = JSON.stringify(raw).replace(
      `"production":${JSON.stringify(raw.provinces[0]?.production)}`,
      `"production":1152921504606847000`,
    );
    const path = write(text, "json");
    const loaded = loadMap(path);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) {
      expect(loaded.error.map((p) => p.message.replace(path, "map.json"))).toEqual([
        `map.json: province "${raw.provinces[0]?.id}": production: 1152921504606847000 is more than a file may hold here: at most ${FILE_LIMITS.production} pp (got 1152921504606847000)`,
      ]);
    }
  });
});
