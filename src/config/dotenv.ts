import { existsSync } from "node:fs";

/** Loads `.env` from the working directory when there is one; variables already set in the environment win. */
export function loadDotEnv(file = ".env"): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
