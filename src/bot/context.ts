import type { Logger } from "pino";
import type { GameServiceApi } from "../game/types.ts";
import type { BotConfig } from "./config.ts";
import type { ScheduleOutbox } from "./schedule-delivery.ts";

/** What every handler and command gets: the game service (all state lives there), the config and a logger. */
export interface BotContext {
  service: GameServiceApi;
  config: BotConfig;
  logger: Logger;
  /** The game's schedule (reminders, extensions), when the bot runs one. */
  schedule?: ScheduleOutbox;
}
