import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { migrations } from "./migrations.ts";

export type Db = Database.Database;

/**
 * Opens (creating if needed) the installation's SQLite database: WAL journal, foreign keys on, migrations applied.
 * `:memory:` gives a throw-away database for tests.
 */
export function openDatabase(file: string): Db {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  if (file !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("synchronous = NORMAL");
  // another writer (the bot while the GM runs the CLI) is waited for, up to 5 s, instead of failing at once
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

/** Applies every migration newer than the database's `user_version`, each in its own transaction. */
export function migrate(db: Db): number {
  const current = db.pragma("user_version", { simple: true }) as number;
  let applied = 0;
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
    applied++;
  }
  return applied;
}
