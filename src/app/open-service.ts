import { randomBytes } from "node:crypto";
import type { Env } from "../config/env.ts";
import { GameService } from "../game/game-service.ts";
import { loadScenario } from "../rulesets/ww1907/scenario/load.ts";
import { openDatabase } from "../storage/database.ts";
import { GameStore } from "../storage/game-store.ts";
import { databaseFile } from "./database-file.ts";

export { databaseFile };

/** The composition root of the game service: the real clock, real randomness for GM secrets, SQLite storage. */
export function openService(env: Pick<Env, "DATABASE_FILE" | "DATA_DIR">): {
  service: GameService;
  store: GameStore;
} {
  const store = new GameStore(openDatabase(databaseFile(env)));
  const service = new GameService({
    store,
    now: () => new Date(),
    newSecret: () => randomBytes(24).toString("hex"),
    loadScenario,
  });
  return { service, store };
}
