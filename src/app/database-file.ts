import { join } from "node:path";
import type { Env } from "../config/env.ts";
import type { StorageLimits } from "../storage/sql.ts";

/** Where the installation's database lives: DATABASE_FILE, else DATA_DIR/adjutant.db. */
export function databaseFile(env: Pick<Env, "DATABASE_FILE" | "DATA_DIR">): string {
  return env.DATABASE_FILE ?? join(env.DATA_DIR, "adjutant.db");
}

/**
 * The database's limits from the environment (DATABASE_LOCK_TIMEOUT_MS, …_STATEMENT_…, …_CALL_…, DATABASE_POOL_SIZE: see `.env.example`);
 * a limit not given keeps the adapter's default.
 */
export function databaseLimits(
  env: Partial<
    Pick<
      Env,
      | "DATABASE_LOCK_TIMEOUT_MS"
      | "DATABASE_STATEMENT_TIMEOUT_MS"
      | "DATABASE_CALL_TIMEOUT_MS"
      | "DATABASE_POOL_SIZE"
    >
  >,
): StorageLimits {
  return {
    ...(env.DATABASE_LOCK_TIMEOUT_MS !== undefined ? { lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS } : {}),
    ...(env.DATABASE_STATEMENT_TIMEOUT_MS !== undefined
      ? { statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS }
      : {}),
    ...(env.DATABASE_CALL_TIMEOUT_MS !== undefined ? { callTimeoutMs: env.DATABASE_CALL_TIMEOUT_MS } : {}),
    ...(env.DATABASE_POOL_SIZE !== undefined ? { poolSize: env.DATABASE_POOL_SIZE } : {}),
  };
}
