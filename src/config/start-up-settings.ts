import { loadDotEnv } from "./dotenv.ts";
import { ConfigError, type Env, loadEnv } from "./env.ts";

/**
 * The settings a program reads as it starts (`npm start`, a shard process): `.env` then the environment,
 * validated. A bad setting is written to standard error, one line per problem, and gives null (the program then
 * exits 1).
 */
export function startUpSettings(): Env | null {
  loadDotEnv();
  try {
    return loadEnv();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\nSee .env.example for every variable.\n`);
      return null;
    }
    throw e;
  }
}
