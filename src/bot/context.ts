import type { Logger } from "pino";
import type { GameServiceApi } from "../game/types.ts";
import type { KeyedQueue } from "../storage/keyed-queue.ts";
import type { BotConfig } from "./config.ts";
import type { ScheduleOutbox } from "./schedule-delivery.ts";

/** What every handler and command gets: the game service (all state lives there), the config and a logger. */
export interface BotContext {
  service: GameServiceApi;
  config: BotConfig;
  logger: Logger;
  /** The game's schedule (reminders, extensions), when the bot runs one. */
  schedule?: ScheduleOutbox;
  /** Posts, edits and deletions of one channel reach the game in the order Discord sent them (`inChannelOrder`). */
  channelOrder?: KeyedQueue;
}

/**
 * Runs `reach` (finding a message's game and handing the post to it) after the same channel's earlier messages
 * have been handed over, so that a post and its quick edit, or two quick posts, reach the game in Discord's order
 * even when the database answers them out of order; other channels go on side by side. The replies are sent
 * outside, side by side.
 */
export function inChannelOrder<T>(ctx: BotContext, channelId: string, reach: () => Promise<T>): Promise<T> {
  return ctx.channelOrder ? ctx.channelOrder.run(channelId, reach) : reach();
}
