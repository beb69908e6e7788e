import { join } from "node:path";
import type { Env } from "../config/env.ts";

/** Where the installation's database lives: DATABASE_FILE, else DATA_DIR/adjutant.db. */
export function databaseFile(env: Pick<Env, "DATABASE_FILE" | "DATA_DIR">): string {
  return env.DATABASE_FILE ?? join(env.DATA_DIR, "adjutant.db");
}

/**
 * PostgreSQL's limits from the environment (DATABASE_LOCK_TIMEOUT_MS, …_STATEMENT_…, …_CALL_…: see `.env.example`);
 * a limit not given keeps the adapter's default.
 */
export function databaseLimits(
  env: Partial<
    Pick<Env, "DATABASE_LOCK_TIMEOUT_MS" | "DATABASE_STATEMENT_TIMEOUT_MS" | "DATABASE_CALL_TIMEOUT_MS">
  >,
): { lockTimeoutMs?: number; statementTimeoutMs?: number; callTimeoutMs?: number } {
  return {
    ...(env.DATABASE_LOCK_TIMEOUT_MS !== undefined ? { lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS } : {}),
    ...(env.DATABASE_STATEMENT_TIMEOUT_MS !== undefined
      ? { statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS }
      : {}),
    ...(env.DATABASE_CALL_TIMEOUT_MS !== undefined ? { callTimeoutMs: env.DATABASE_CALL_TIMEOUT_MS } : {}),
  };
}
