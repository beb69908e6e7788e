import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { migrations } from "../../src/storage/migrations.ts";

// What the store does with posts, events, phases and players is the storage contract (tests/storage/contract), run
// on SQLite and on PostgreSQL; this file keeps what only the SQLite file has.

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("the SQLite database file", () => {
  it("applies every migration once and records the schema version", () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-db-"));
    dirs.push(dir);
    const file = join(dir, "nested", "adjutant.db");
    const db = openDatabase(file);
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.at(-1)?.version);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
    const again = openDatabase(file);
    expect(again.pragma("user_version", { simple: true })).toBe(migrations.at(-1)?.version);
    again.close();
  });
});
