import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";
import { startPostgres } from "../helpers/postgres-server.ts";

/**
 * `adjutant database copy --to postgres://…`: an installation moves from its SQLite file to PostgreSQL with every
 * game, post, logged event and schedule; afterwards the same commands on DATABASE_URL say the same things.
 */
const cli = useCli();
const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: adjutant database copy to PostgreSQL: ${server.unavailable}\n`);
}
let dir: string;
const saved = { file: process.env.DATABASE_FILE, url: process.env.DATABASE_URL };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-copy-"));
  process.env.DATABASE_FILE = join(dir, "adjutant.db");
  delete process.env.DATABASE_URL;
});
afterAll(async () => {
  process.env.DATABASE_FILE = saved.file;
  if (saved.url === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved.url;
  rmSync(dir, { recursive: true, force: true });
  if (!("unavailable" in server)) await server.stop();
});

/** A set-up step: it must succeed; what it prints is not what the test reads. */
async function quietly(...args: string[]): Promise<void> {
  expect(await cli.run(...args), `${args.join(" ")}: ${cli.stderr}`).toBe(0);
  cli.reset();
}

describe.skipIf("unavailable" in server)("adjutant database copy", () => {
  it("W7 W32 moves every game to an empty PostgreSQL database, which then answers as the file did; a second copy is refused", async () => {
    if ("unavailable" in server) return;
    await quietly("game", "new", "--scenario", "ww1907");
    await quietly("post", "Osmano", "**Build 3 divisions in Moscow**");
    await quietly("post", "Shrink", "**Build 1 division in Berlin**");
    await quietly("resolve", "--yes");
    await quietly("schedule", "set", "--phase-length", "48h");
    await quietly("game", "new", "--scenario", "risk-v1", "--players", "Alice,Bob,Cleo");
    cli.reset();
    expect(await cli.run("status", "--game", "ww1907-1")).toBe(0);
    const statusOnFile = cli.stdout;
    expect(statusOnFile).toContain("attack phase");

    const url = await server.createDatabase("copied");
    cli.reset();
    expect(await cli.run("database", "copy", "--to", url, "--json"), cli.stderr).toBe(0);
    const copied = JSON.parse(cli.stdout) as { tables: Record<string, number> };
    expect(copied.tables).toMatchObject({ games: 2, posts: 2, schedules: 1 });
    expect(copied.tables.events).toBeGreaterThan(0);

    process.env.DATABASE_URL = url;
    try {
      cli.reset();
      expect(await cli.run("status", "--game", "ww1907-1")).toBe(0);
      expect(cli.stdout).toBe(statusOnFile);
      cli.reset();
      expect(await cli.run("schedule", "show", "--game", "ww1907-1")).toBe(0);
      expect(cli.stdout).toContain("Phase length: 2 days");
      expect(cli.stdout).toContain("scheduled by Adjutant");
    } finally {
      delete process.env.DATABASE_URL;
    }

    cli.reset();
    expect(await cli.run("database", "copy", "--to", url)).toBe(1);
    expect(cli.stderr).toContain("already holds 2 games: copy into an empty database");
    expect(cli.stderr).not.toContain("test-only-password");
  });
});
