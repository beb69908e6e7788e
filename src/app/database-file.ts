import { join } from "node:path";
import type { Env } from "../config/env.ts";

/** Where the installation's database lives: DATABASE_FILE, else DATA_DIR/adjutant.db. */
export function databaseFile(env: Pick<Env, "DATABASE_FILE" | "DATA_DIR">): string {
  return env.DATABASE_FILE ?? join(env.DATA_DIR, "adjutant.db");
}
