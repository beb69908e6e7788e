import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { missingLines, startSettings, type Transcript, transcriptsOf } from "./helpers/transcripts.ts";

/**
 * Every console transcript of README.md, docs/*.md and docs/rules/*.md is played through `npm start` (the sources,
 * under tsx, in a child process) with the settings its `npm start` line states, on a fresh database in a temporary
 * folder, and every line it shows must be what the console printed. The rules a transcript follows (which lines are
 * typed, which are shown, what `…` means) are in ./helpers/transcripts.ts.
 *
 * What the README's transcripts check: World War 1907, W4 W7 W8 (a build and a free move judged, the pp left per supply
 * group), W33 (the post in force in /report) and the resolution of the Deployment phase; Risk Variant One, from a
 * fixed seed (GAME_SEED) and 3 armies each (GAME_ARMIES): V1 V2 (seats, the dealer), V3 (set-up steps of one army:
 * buy, place, done, a step that ends with the player's last army), V4 V5 (neutrals, income, the action rounds
 * begin), V6 (an attack with a force and a call-off point, an order out of turn refused, the GM skipping a player),
 * V7 (the defender's response window and a hold) and V8 (the dice of the battle).
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const main = join(root, "src", "main.ts");
const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

const markdownFiles = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(root, "docs", "rules"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/rules/${f}`),
];
const transcripts = markdownFiles.flatMap((f) => transcriptsOf(f, readFileSync(join(root, f), "utf8")));

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Typed after each line of a transcript, to tell one answer from the next: the console answers it on one line. */
const marker = (k: number) => `/docs-transcript-marker-${k}`;

/**
 * What `npm start` printed for a transcript's typed lines: the opening (before the first typed line) and one answer
 * per typed line. The environment is only the stated settings and a fresh DATA_DIR (nothing from the test's).
 */
async function play(t: Transcript): Promise<{ opening: string[]; answers: string[][]; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-docs-transcript-"));
  dirs.push(dir);
  const child = spawn(process.execPath, ["--import", tsx, main], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", HOME: dir, DATA_DIR: dir, LOG_LEVEL: "warn", ...t.settings },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (c: Buffer) => {
    out += c.toString("utf8");
  });
  child.stderr.on("data", (c: Buffer) => {
    err += c.toString("utf8");
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const typed = [marker(0), ...t.steps.flatMap((s, k) => [s.input, marker(k + 1)])];
  child.stdin.end(typed.map((l) => `${l}\n`).join(""));
  const code = await exited;
  expect(code, `npm start exited ${code}: ${err}`).toBe(0);
  const lines = out.split("\n");
  const at = (k: number) => lines.findIndex((l) => l.includes(marker(k)));
  const bounds = t.steps.map((_, k) => at(k)).concat(at(t.steps.length));
  expect(
    bounds.every((b) => b >= 0),
    `every marker answered:\n${out}`,
  ).toBe(true);
  return {
    opening: lines.slice(0, bounds[0]),
    answers: t.steps.map((_, k) => lines.slice((bounds[k] ?? 0) + 1, bounds[k + 1])),
    stderr: err,
  };
}

describe("the rules transcripts follow (tests/docs/helpers/transcripts.ts)", () => {
  it("a shown line is a whole printed line, in order, … standing for any text", () => {
    const printed = [
      "Receipt R-9DQ24K — Alice, post console-x1-1",
      "- ✅ buy Peru",
      "Waiting for: Bob (set-up)",
    ];
    expect(
      missingLines(["Receipt R-… — Alice, post console-…", "Waiting for: Bob (set-up)"], printed),
    ).toEqual([]);
    expect(missingLines(["Waiting for: Bob (set-up)", "- ✅ buy Peru"], printed)).toEqual(["- ✅ buy Peru"]);
    expect(missingLines(["- ✅ buy"], printed)).toEqual(["- ✅ buy"]);
    expect(missingLines(["Waiting for: Cleo (set-up)"], printed)).toEqual(["Waiting for: Cleo (set-up)"]);
  });

  it("the settings are the NAME=value words before npm start; a comment or npm ci before it is not one", () => {
    expect(startSettings("npm ci && npm start     # the main job")).toEqual({});
    expect(startSettings("GAME_SCENARIO=risk-v1 GAME_PLAYERS=Alice,Bob npm start")).toEqual({
      GAME_SCENARIO: "risk-v1",
      GAME_PLAYERS: "Alice,Bob",
    });
    expect(startSettings("npm test")).toBeNull();
  });

  it("reads typed lines, their comments and the lines shown under them", () => {
    const [t] = transcriptsOf(
      "x.md",
      [
        "```sh",
        "A=1 npm start",
        "```",
        "```",
        "Hello",
        "> Bob: **Hold**",
        "- Bob holds.",
        "> /resolve   # GM",
        "```",
      ].join("\n"),
    );
    expect(t).toEqual({
      file: "x.md",
      line: 4,
      settings: { A: "1" },
      opening: ["Hello"],
      steps: [
        { input: "Bob: **Hold**", shown: ["- Bob holds."] },
        { input: "/resolve", shown: [] },
      ],
    });
  });
});

describe("console transcripts in README.md and docs/ are what npm start prints", () => {
  it("finds the README's World War 1907 (W4 W7 W8 W33) and Risk Variant One (V1–V8) transcripts", () => {
    const readme = transcripts.filter((t) => t.file === "README.md");
    expect(readme.map((t) => t.settings?.GAME_SCENARIO ?? "ww1907")).toEqual(["ww1907", "risk-v1"]);
  });

  for (const t of transcripts) {
    it(`${t.file}:${t.line} (${t.steps.length} typed lines; ${JSON.stringify(t.settings)})`, async () => {
      expect(t.settings, "a transcript follows an ```sh block with its npm start line").not.toBeNull();
      const { opening, answers, stderr } = await play(t);
      expect(stderr).not.toMatch(/Error|at .*\.ts:\d+/);
      expect(
        missingLines(t.opening, opening),
        `not printed as npm start opens:\n${opening.join("\n")}`,
      ).toEqual([]);
      t.steps.forEach((step, k) => {
        const printed = answers[k] ?? [];
        expect(missingLines(step.shown, printed), `> ${step.input}\nprinted:\n${printed.join("\n")}`).toEqual(
          [],
        );
      });
    }, 120_000);
  }
});
