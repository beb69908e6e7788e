import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The suite's guard against leftovers (vitest globalSetup): the run gets a temporary folder of its own (TMPDIR,
 * which every worker and every process a test starts inherits), and when the run ends, each `adjutant-*` entry
 * still in it is a test that did not remove what it made: the run fails (exit code 1) naming them, and the folder
 * is removed. Comparing one run's own folder keeps it right whatever runs in parallel: the test files in their
 * workers, or another checkout's run on the same machine.
 *
 * What the tests share across runs on purpose stays in the system's temporary folder, which
 * ADJUTANT_SYSTEM_TMPDIR names: the embedded PostgreSQL programs copy (tests/helpers/postgres-server.ts).
 */
export function setup(): () => void {
  const system = tmpdir();
  const run = mkdtempSync(join(system, "vitest-run-adjutant-"));
  // other users pass through it as through the system's: the embedded PostgreSQL runs as `postgres` under root
  chmodSync(run, 0o755);
  process.env.ADJUTANT_SYSTEM_TMPDIR = system;
  process.env.TMPDIR = run;
  return () => {
    const left = readdirSync(run).filter((name) => name.startsWith("adjutant-"));
    rmSync(run, { recursive: true, force: true });
    process.env.TMPDIR = system;
    if (left.length === 0) return;
    process.stderr.write(
      `\nThe tests left ${left.length} ${left.length === 1 ? "entry" : "entries"} in the temporary folder (each test removes what it makes, e.g. with useTempDirs from tests/helpers/temp-dir.ts):\n${left.map((n) => `  ${n}\n`).join("")}`,
    );
    process.exitCode = 1;
  };
}
