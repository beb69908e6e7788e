import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach } from "vitest";

/**
 * Temporary folders for one test file: `const tempDir = useTempDirs();` at the top of the file, then
 * `tempDir("export")` makes `adjutant-export-XXXXXX` in the system's temporary folder, removed with all it holds
 * after the file's tests (`"each"`: after each test). A folder made while the file is read outlives a file whose tests
 * are all skipped (its hooks do not run then): in such a file, make it in the test. The suite's guard
 * (tests/helpers/temp-guard.ts) fails a run that leaves an `adjutant-*` entry behind.
 */
export function useTempDirs(after: "each" | "all" = "all"): (name: string) => string {
  const made: string[] = [];
  (after === "each" ? afterEach : afterAll)(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (name) => {
    const dir = mkdtempSync(join(tmpdir(), `adjutant-${name}-`));
    made.push(dir);
    return dir;
  };
}
