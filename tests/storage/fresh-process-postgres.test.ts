import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import { startPostgres } from "../helpers/postgres-server.ts";
import { freshProcessSuite } from "./helpers/fresh-process.ts";

/**
 * Every operation of both games in a process of its own, on PostgreSQL (DATABASE_URL): a Risk game's state is
 * read back from the database by each process (it failed with "value 9007199254740991 is out of range for type
 * integer" in every process but the one that created the game).
 */
const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: every operation in a fresh process on PostgreSQL: ${server.unavailable}\n`);
}
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  if (!("unavailable" in server)) await server.stop();
});

describe.skipIf("unavailable" in server)("PostgreSQL", () => {
  if ("unavailable" in server) return;
  freshProcessSuite("PostgreSQL", async (name) => {
    // DATA_DIR still holds what is not in the database (the console's pictures)
    const dir = mkdtempSync(join(tmpdir(), `adjutant-fresh-${name}-`));
    dirs.push(dir);
    return { env: { DATABASE_URL: await server.createDatabase(`fresh_${name}`), DATA_DIR: dir }, dir };
  });
});
