import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type AdjudicationCase, readCase } from "../../src/adjudication/case-schema.ts";
import type { PlayableRuleset } from "../../src/game/game-play.ts";
import { playableRulesets as registered } from "../../src/game/rulesets.ts";

/**
 * The adjudication catalogue (issue #25): one YAML file per case under fixtures/adjudication/<ruleset>/ (format in
 * fixtures/adjudication/README.md), for every game the registry plays. Each case is its own test, named by its
 * file, title and the rules it cites; the game plays it (`EngineMode.playCase`: engine and dice, nothing stored)
 * and this runner compares what came out with what the case expects.
 */
/** The registry's games, loaded (their engines play the cases). */
const playableRulesets: readonly PlayableRuleset[] = await Promise.all(
  registered.map(async (r) => await r.load()),
);

const root = fileURLToPath(new URL("../../fixtures/adjudication/", import.meta.url));

const folders = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** A case played: its verdicts, messages, the game's own checks and the state, compared with what it expects. */
function expectCase(ruleset: PlayableRuleset, path: string, c: AdjudicationCase): void {
  const played = ruleset.engine.playCase(c);
  if (!played.ok) throw new Error(`${path}: case "${c.title}": ${played.error}`);
  const out = played.value;
  expect(
    out.verdicts.map((v) => v.code),
    "verdicts",
  ).toEqual(c.expected.verdicts);
  (c.expected.messages ?? []).forEach((piece, i) => {
    if (piece !== null) expect(out.verdicts[i]?.message, `verdict #${i + 1}'s message`).toContain(piece);
  });
  for (const check of out.checks) {
    if (check.compare === "equal") expect(check.actual, check.what).toEqual(check.expected);
    else expect(check.actual, check.what).toMatchObject(check.expected as object);
  }
  if (c.expected.state) expect(out.state, "state").toMatchObject(c.expected.state);
}

it("every folder of cases is a game the registry plays", () => {
  const games = playableRulesets.map((r) => r.ruleset);
  expect(folders.filter((f) => !games.includes(f))).toEqual([]);
});

for (const ruleset of playableRulesets) {
  const dir = join(root, ruleset.ruleset);
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".yaml"))
        .sort()
    : [];

  describe(`${ruleset.name} adjudication cases (fixtures/adjudication/${ruleset.ruleset}/)`, () => {
    it("has cases to run", () => {
      expect(files, `no fixtures/adjudication/${ruleset.ruleset}/*.yaml`).not.toEqual([]);
    });

    for (const file of files) {
      const path = `fixtures/adjudication/${ruleset.ruleset}/${file}`;
      const read = readCase(path, readFileSync(join(dir, file), "utf8"));
      if (!read.ok) {
        it(`${file}: a case the runner can read`, () => {
          throw new Error(read.error.join("\n"));
        });
        continue;
      }
      const c = read.value;
      it(`${file} [${c.rules.join(" ")}]: ${c.title}`, () => {
        expectCase(ruleset, path, c);
      });
    }
  });
}

describe("the examples of fixtures/adjudication/README.md", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const examples = [
    ...readme.matchAll(/```yaml\n# fixtures\/adjudication\/([^/\n]+)\/([^\n]+)\n([\s\S]*?)```/g),
  ];

  it("has one for every game", () => {
    expect(examples.map((m) => m[1]).sort()).toEqual(playableRulesets.map((r) => r.ruleset).sort());
  });

  for (const [, folder = "", file = "", text = ""] of examples) {
    it(`${folder}/${file} plays as it says`, () => {
      const ruleset = playableRulesets.find((r) => r.ruleset === folder);
      if (!ruleset) throw new Error(`no game ${folder}`);
      const read = readCase(`README.md (${folder}/${file})`, text);
      if (!read.ok) throw new Error(read.error.join("\n"));
      expectCase(ruleset, `README.md (${folder}/${file})`, read.value);
    });
  }
});
