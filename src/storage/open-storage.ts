import { openDatabase } from "./database.ts";
import type { PostgresOptions } from "./postgres/postgres-database.ts";
import type { SqlDatabase, StorageLimits } from "./sql.ts";
import { SqliteDatabase } from "./sqlite/sqlite-database.ts";

/** The installation's database could not be opened: the message says which and why (never a password). */
export class StorageUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StorageUnavailable";
  }
}

/**
 * Opens the installation's database: PostgreSQL when `url` (DATABASE_URL) is set, with `limits` (the
 * DATABASE_*_TIMEOUT_MS settings), else the SQLite file. Either is migrated to the current schema before it is
 * returned.
 */
export async function openStorage(
  where: { url?: string | undefined; file: string },
  limits: PostgresOptions & StorageLimits = {},
): Promise<SqlDatabase> {
  if (where.url !== undefined) {
    // Loaded only here: an installation on SQLite (and every CLI command run on it) never loads the pg driver.
    const { PostgresDatabase, PostgresError } = await import("./postgres/postgres-database.ts");
    try {
      return await PostgresDatabase.open(where.url, limits);
    } catch (e) {
      if (e instanceof PostgresError) throw new StorageUnavailable(e.message);
      throw e;
    }
  }
  try {
    return new SqliteDatabase(openDatabase(where.file), limits);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    throw new StorageUnavailable(`cannot open the database file ${where.file}: ${reason}`);
  }
}
