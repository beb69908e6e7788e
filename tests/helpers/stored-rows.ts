import { TABLES } from "../../src/storage/copy-to-postgres.ts";
import type { SqlDatabase, SqlValue } from "../../src/storage/sql.ts";

/** A database's rows as a test keeps them (a fixture's dump): table name to rows, each column to its value. */
export type StoredRows = Record<string, Record<string, SqlValue>[]>;

/**
 * Inserts `rows` as they were stored, table by table in `TABLES`' order, in one transaction (the database already
 * migrated; its own settings give way to the rows').
 */
export async function insertStoredRows(db: SqlDatabase, rows: StoredRows): Promise<void> {
  await db.transaction(async () => {
    await db.run("DELETE FROM settings");
    for (const table of TABLES) {
      for (const row of rows[table] ?? []) {
        const columns = Object.keys(row);
        await db.run(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
          ...columns.map((c) => row[c] as SqlValue),
        );
      }
    }
  });
}
