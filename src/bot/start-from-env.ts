import type { Logger } from "pino";
import type { Env } from "../config/env.ts";
import type { GameServiceApi } from "../game/types.ts";
import { err, ok, type Result } from "../result.ts";
import { type RunningBot, startBot } from "./bot.ts";
import { botConfigFromEnv } from "./config.ts";
import type { ScheduleOutbox } from "./schedule-delivery.ts";

/**
 * Starts the bot from the validated environment (`loadEnv()`): what `npm start` calls when DISCORD_TOKEN is set.
 * A missing token or a failed login comes back as a one-line message, never a throw.
 */
export async function startBotFromEnv(
  env: Env,
  service: GameServiceApi,
  logger: Logger,
  schedule?: ScheduleOutbox,
): Promise<Result<RunningBot, string>> {
  const config = botConfigFromEnv(env);
  if (!config.ok) return config;
  try {
    return ok(await startBot({ config: config.value, service, logger, ...(schedule ? { schedule } : {}) }));
  } catch (error) {
    return err(`Discord bot could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}
