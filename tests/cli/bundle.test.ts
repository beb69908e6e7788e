import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { useCliDatabase } from "../forum/cli-env.ts";
import { post } from "../game/helpers.ts";
import { useCli } from "../helpers/cli.ts";

/**
 * `adjutant` runs the CLI bundled by esbuild (`tools/bundle-cli.mjs`, issue #26: a few dozen files to load instead of
 * some 250 modules). The bundle must be the same program: here the TypeScript sources are bundled the way the build
 * bundles the compiled ones, and each command's output, exit code and error line are compared with the CLI run
 * in-process from the sources, on the same database.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const cli = useCli();
const db = useCliDatabase();

let dir = "";
let outdir = "";

beforeAll(() => {
  // inside the checkout, so the packages left out of the bundle resolve from its node_modules; in a folder named
  // cli/ as dist/cli/ is (the CLI runs itself when its file is cli/main.js)
  dir = mkdtempSync(join(ROOT, ".bundle-test-"));
  outdir = join(dir, "cli");
  execFileSync(
    process.execPath,
    [join(ROOT, "tools", "bundle-cli.mjs"), join(ROOT, "src", "cli", "main.ts"), outdir],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
  );
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The bundled CLI's run of a command line: exit code, stdout and stderr. */
function bundled(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [join(outdir, "main.js"), ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * The files the bundled CLI loads for a command line (Node's module loader names each as it stores it), which must
 * exit 0.
 */
function loadedBy(...args: string[]): string[] {
  const run = spawnSync(process.execPath, [join(outdir, "main.js"), ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", NODE_DEBUG: "esm" },
    encoding: "utf8",
  });
  expect(run.status, run.stderr.slice(-2000)).toBe(0);
  return [...run.stderr.matchAll(/Storing (file:\S+)/g)].map((m) => fileURLToPath(m[1] ?? ""));
}

/** Of loaded files, the ones that draw World War 1907's map or resolve its phases (its whole ruleset's). */
function drawingOrResolving(files: readonly string[]): string[] {
  return files.filter(
    (f) =>
      /[\\/]d3-delaunay[\\/]/.test(f) ||
      (f.startsWith(outdir) &&
        /^\/\/ \S*src\/rulesets\/ww1907\/(map-picture|resolve)\.[jt]s$/m.test(readFileSync(f, "utf8"))),
  );
}

/** The in-process CLI's run of the same command line. */
async function inProcess(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  cli.reset();
  const code = await cli.run(...args);
  return { code, stdout: cli.stdout, stderr: cli.stderr };
}

describe("the bundled CLI", () => {
  it("is one entry file with its chunks, built from the sources", () => {
    expect(existsSync(join(outdir, "main.js"))).toBe(true);
  });

  it("W1 W32 W33 V1 prints what the CLI from the sources prints: help, status, report, maps, scenarios, refusals", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--from", "2026-11-01")).toBe(0);
    expect(await cli.run("players", "assign", "russia", "Osmano")).toBe(0);
    const store = db.open();
    try {
      const service = new GameService({
        store,
        now: () => new Date("2026-12-01T12:00:00.000Z"),
        newSecret: () => "test-secret-0123456789abcdef",
      });
      const id = await service.gameId(undefined);
      if (!id.ok) throw new Error(id.error);
      await service.ingest(id.value, "console", [
        post("Osmano", ["Build 2 divisions in Moscow", "Attack Atlantis"], {
          postId: "o1",
          postedAt: "2026-12-01T10:00:00.000Z",
        }),
      ]);
    } finally {
      await store.close();
    }
    const lines: string[][] = [
      ["--help"],
      ["status", "--help"],
      ["stauts"],
      ["status"],
      ["status", "--json"],
      ["status", "russia", "--format", "bbcode"],
      ["status", "atlantis"],
      ["report", "--json"],
      ["orders", "--help"],
      ["players", "list"],
      ["game", "list", "--json"],
      // the data files the modules find from their own location: scenarios (YAML) and maps
      ["scenario", "list"],
      ["scenario", "show", "ww1907"],
      ["scenario", "show", "risk-v1", "--players", "Alice,Bob,Cleo"],
      ["map", "show", "classic"],
    ];
    for (const args of lines) {
      const want = await inProcess(...args);
      const got = bundled(...args);
      expect(got, args.join(" ")).toEqual(want);
    }
  }, 120_000);

  it("#26 W1 status loads only what it runs: not the map picture nor the resolution, which the report loads", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--from", "2026-11-01")).toBe(0);
    const status = loadedBy("status");
    expect(status.length).toBeGreaterThan(10);
    expect(drawingOrResolving(status)).toEqual([]);
    expect(drawingOrResolving(loadedBy("status", "--json"))).toEqual([]);
    // the GM's report needs the whole ruleset (the odds of the attacks): it loads them, so the check above can fail
    expect(drawingOrResolving(loadedBy("report"))).not.toEqual([]);
  }, 60_000);

  it("#26 keeps zod's English messages and leaves its other locales out", () => {
    const chunks = readdirSync(outdir).map((f) => readFileSync(join(outdir, f), "utf8"));
    const locales = chunks.flatMap((text) => [
      ...text.matchAll(/^\/\/ \S*zod\/v4\/locales\/([\w-]+)\.js$/gm),
    ]);
    expect([...new Set(locales.map((m) => m[1]))]).toEqual(["en"]);
    // a setting zod refuses, in zod's English words
    const run = spawnSync(process.execPath, [join(outdir, "main.js"), "status"], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: "loud" },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('LOG_LEVEL: Invalid option: expected one of "fatal"');
  });
});
