import { err, ok, type Result } from "../result.ts";
import type { SqlDatabase, SqlValue } from "./sql.ts";

/**
 * Every table of an installation, parents before children (the order rows can be inserted in). `posts.posted_ms`
 * is not copied: each engine derives it from `posted_at` itself.
 */
export const TABLES = [
  "games",
  "players",
  "posts",
  "post_changes",
  "phases",
  "events",
  "snapshots",
  "settings",
  "schedules",
  "schedule_notices",
  "deadline_changes",
] as const;

const DERIVED: Record<string, readonly string[]> = { posts: ["posted_ms"] };

/** How many rows of each table were copied. */
export type CopyCounts = Record<(typeof TABLES)[number], number>;

/**
 * Copies an installation from one database to another, in one transaction on the target (all of it, or nothing):
 * moving from the SQLite file to PostgreSQL. The target must hold no game yet; both must be at the same schema
 * version (each is migrated when opened).
 */
export async function copyDatabase(from: SqlDatabase, to: SqlDatabase): Promise<Result<CopyCounts, string>> {
  const games = Number((await to.get("SELECT COUNT(*) AS n FROM games"))?.n ?? 0);
  if (games > 0) {
    return err(
      `the target database already holds ${games === 1 ? "a game" : `${games} games`}: copy into an empty database`,
    );
  }
  const counts = Object.fromEntries(TABLES.map((t) => [t, 0])) as CopyCounts;
  await to.transaction(async () => {
    // the settings the target made itself when it was opened (none today) give way to the source's
    await to.run("DELETE FROM settings");
    for (const table of TABLES) {
      const rows = await from.all(`SELECT * FROM ${table}`);
      for (const row of rows) {
        const columns = Object.keys(row).filter((c) => !(DERIVED[table] ?? []).includes(c));
        const values = columns.map((c) => row[c] as SqlValue);
        await to.run(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
          ...values,
        );
      }
      counts[table] = rows.length;
    }
  });
  return ok(counts);
}
