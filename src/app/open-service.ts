import { randomBytes } from "node:crypto";
import type { Env } from "../config/env.ts";
import { GameService } from "../game/game-service.ts";
import { GameStore } from "../storage/game-store.ts";
import { openStorage } from "../storage/open-storage.ts";
import { databaseFile, databaseLimits } from "./database-file.ts";

export { StorageUnavailable } from "../storage/open-storage.ts";
export { databaseFile };

/**
 * The composition root of the game service: the real clock, real randomness for GM secrets (or the one `gmSecret`
 * given, GAME_SEED for the console's game: its dice are then known in advance), and the database (PostgreSQL when
 * DATABASE_URL is set, else the SQLite file), and the web page's public address for links (WEB_PUBLIC_URL). Throws `StorageUnavailable` when it cannot be opened.
 */
export async function openService(
  env: Pick<Env, "DATABASE_FILE" | "DATA_DIR" | "DATABASE_URL"> &
    Partial<
      Pick<
        Env,
        | "WEB_PUBLIC_URL"
        | "DATABASE_LOCK_TIMEOUT_MS"
        | "DATABASE_STATEMENT_TIMEOUT_MS"
        | "DATABASE_CALL_TIMEOUT_MS"
        | "DATABASE_POOL_SIZE"
      >
    >,
  options: { gmSecret?: string } = {},
): Promise<{
  service: GameService;
  store: GameStore;
}> {
  const store = new GameStore(
    await openStorage({ url: env.DATABASE_URL, file: databaseFile(env) }, databaseLimits(env)),
  );
  const service = new GameService({
    store,
    now: () => new Date(),
    newSecret: () => options.gmSecret ?? randomBytes(24).toString("hex"),
    publicUrl: env.WEB_PUBLIC_URL,
  });
  return { service, store };
}
