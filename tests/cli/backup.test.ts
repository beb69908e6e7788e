import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { timestamped } from "../../src/cli/commands/backup.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { useCli } from "../helpers/cli.ts";

/**
 * `adjutant backup FILE`: a consistent copy of the live SQLite database through SQLite's online backup API, run
 * against a temporary DATABASE_FILE.
 */
const cli = useCli();
let dir: string;
let live: string;
const saved = process.env.DATABASE_FILE;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-backup-"));
  live = join(dir, "live.db");
  process.env.DATABASE_FILE = live;
  // the set-up's own output is not what the tests read
  const quiet = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  try {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    expect(await cli.run("post", "Osmano", "**Build 3 in Moscow**")).toBe(0);
  } finally {
    quiet.mockRestore();
  }
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a backup read-only and returns its integrity check, its games' names and its post count. */
function inspect(file: string): { integrity: unknown; games: string[]; posts: number; journal: unknown } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return {
      integrity: db.pragma("integrity_check", { simple: true }),
      games: (db.prepare("SELECT name FROM games ORDER BY name").all() as { name: string }[]).map(
        (r) => r.name,
      ),
      posts: (db.prepare("SELECT count(*) AS n FROM posts").get() as { n: number }).n,
      journal: db.pragma("journal_mode", { simple: true }),
    };
  } finally {
    db.close();
  }
}

describe("adjutant backup", () => {
  it("writes a complete, self-contained copy and prints its size and the time it took", async () => {
    const file = join(dir, "first.db");
    cli.reset();
    expect(await cli.run("backup", file)).toBe(0);
    expect(cli.stdout).toMatch(/backed up .*live\.db to .*first\.db: [\d.]+ (KiB|MiB|bytes) in \d+ ms/);
    expect(cli.stdout).toContain("integrity ok");
    const copy = inspect(file);
    expect(copy.integrity).toBe("ok");
    expect(copy.games).toEqual(["World War 1907"]);
    expect(copy.posts).toBe(1);
    // a single file that can be copied elsewhere as it is: no write-ahead log to carry along
    expect(copy.journal).toBe("delete");
    expect(existsSync(`${file}-wal`)).toBe(false);
    // nothing temporary is left in the folder
    expect(readdirSync(dir).filter((n) => n.includes("partial"))).toEqual([]);
  });

  it("refuses to replace an existing file without --force, and leaves it untouched", async () => {
    const file = join(dir, "taken.db");
    writeFileSync(file, "keep me");
    cli.reset();
    expect(await cli.run("backup", file)).toBe(1);
    expect(cli.stderr).toBe(
      `adjutant: ${file} already exists: add --force to replace it, or give another file name\n`,
    );
    expect(readFileSync(file, "utf8")).toBe("keep me");
    cli.reset();
    expect(await cli.run("backup", file, "--force")).toBe(0);
    expect(inspect(file).integrity).toBe("ok");
  });

  it("includes what the running bot committed but SQLite has not yet moved out of the write-ahead log", async () => {
    // the bot's connection: WAL journal, kept open, so its commits sit in live.db-wal (a plain copy of live.db
    // would miss them)
    const bot = openDatabase(live);
    bot.pragma("wal_autocheckpoint = 0");
    try {
      bot.prepare("UPDATE games SET name = ? WHERE name = ?").run("Renamed by the bot", "World War 1907");
      expect(existsSync(`${live}-wal`)).toBe(true);
      // and a write transaction still open while the backup runs: it is not in the copy
      bot.exec("BEGIN IMMEDIATE");
      bot.prepare("UPDATE games SET name = ? WHERE name = ?").run("Not committed", "Renamed by the bot");
      const file = join(dir, "while-running.db");
      cli.reset();
      expect(await cli.run("backup", file)).toBe(0);
      bot.exec("ROLLBACK");
      const copy = inspect(file);
      expect(copy.integrity).toBe("ok");
      expect(copy.games).toEqual(["Renamed by the bot"]);
    } finally {
      bot.close();
    }
  });

  it("into a folder, names the file after the UTC time", async () => {
    const folder = join(dir, "nightly");
    mkdirSync(folder);
    cli.reset();
    expect(await cli.run("backup", folder, "--json")).toBe(0);
    const out = JSON.parse(cli.stdout) as { file: string; bytes: number; ms: number; schemaVersion: number };
    expect(out.file).toMatch(/nightly[\\/]adjutant-\d{8}-\d{6}\.db$/);
    expect(out.bytes).toBeGreaterThan(0);
    expect(out.schemaVersion).toBeGreaterThan(0);
    expect(readdirSync(folder)).toHaveLength(1);
    expect(timestamped(new Date("2026-12-03T09:15:07.123Z"))).toBe("adjutant-20261203-091507.db");
  });

  it("refuses to write over the live database itself, even with --force", async () => {
    cli.reset();
    expect(await cli.run("backup", live, "--force")).toBe(1);
    expect(cli.stderr).toContain("is the live database itself");
    expect(inspect(live).integrity).toBe("ok");
  });

  it("says where it looked when there is no database, and creates none", async () => {
    const missing = join(dir, "nowhere", "adjutant.db");
    process.env.DATABASE_FILE = missing;
    try {
      cli.reset();
      expect(await cli.run("backup", join(dir, "never.db"))).toBe(1);
      expect(cli.stderr).toContain(`there is no database at ${missing} to back up`);
      expect(existsSync(missing)).toBe(false);
      expect(existsSync(join(dir, "never.db"))).toBe(false);
    } finally {
      process.env.DATABASE_FILE = live;
    }
  });

  it("names the missing folder of the backup file", async () => {
    cli.reset();
    expect(await cli.run("backup", join(dir, "no-such-folder", "x.db"))).toBe(1);
    expect(cli.stderr).toContain(`the folder ${join(dir, "no-such-folder")} does not exist`);
  });
});
