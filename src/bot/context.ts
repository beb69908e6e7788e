import type { Logger } from "pino";
import type { GameServiceApi } from "../game/types.ts";
import type { BotConfig } from "./config.ts";

/** What every handler and command gets: the game service (all state lives there), the config and a logger. */
export interface BotContext {
  service: GameServiceApi;
  config: BotConfig;
  logger: Logger;
}
