import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { freshProcessSuite } from "./helpers/fresh-process.ts";

/** Every operation of both games in a process of its own, on the SQLite file (DATA_DIR). */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

freshProcessSuite("SQLite", async (name) => {
  const dir = mkdtempSync(join(tmpdir(), `adjutant-fresh-${name}-`));
  dirs.push(dir);
  return { env: { DATA_DIR: dir }, dir };
});
