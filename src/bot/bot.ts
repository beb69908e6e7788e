import { type Client, Events } from "discord.js";
import type { Logger } from "pino";
import type { GameServiceApi } from "../game/types.ts";
import { KeyedQueue } from "../storage/keyed-queue.ts";
import { createClient, type RestTuning } from "./client.ts";
import type { BotConfig } from "./config.ts";
import type { BotContext } from "./context.ts";
import { deployCommands } from "./deploy.ts";
import { onInteractionCreate } from "./handlers/interaction-create.ts";
import { onMessageCreate } from "./handlers/message-create.ts";
import { onMessageDelete } from "./handlers/message-delete.ts";
import { onMessageUpdate } from "./handlers/message-update.ts";
import { type ScheduleOutbox, startDelivery } from "./schedule-delivery.ts";

/** What {@link startBot} needs: the config, the game service (all state lives there) and a logger. */
export interface StartBotOptions {
  config: BotConfig;
  service: GameServiceApi;
  logger: Logger;
  /** REST tuning for tests (retries, offset, timeout). */
  rest?: RestTuning;
  /** Register the slash commands at start (default: yes; in a sharded bot, only on the shard with id 0). */
  deploy?: boolean;
  /** The schedule's outbox: reminders and deadline notices posted to the games' channels. */
  schedule?: ScheduleOutbox;
  /** How often the schedule is looked at (default every minute). */
  scheduleEveryMs?: number;
}

/** A running bot. */
export interface RunningBot {
  client: Client<true>;
  /** Runs one schedule round now (tests; the bot runs one every `scheduleEveryMs`). 0 without a schedule. */
  scheduleRound(): Promise<number>;
  /** Logs out and closes the gateway connection. */
  stop(): Promise<void>;
}

/**
 * Starts the Discord bot: logs in, waits until the guilds are loaded, registers the slash commands and answers
 * posts, edits, deletions and commands in game channels. A restarted bot carries on where it was: it keeps nothing
 * itself, the game service has it all.
 */
export async function startBot(options: StartBotOptions): Promise<RunningBot> {
  const { config, service } = options;
  const logger = options.logger.child({ component: "discord" });
  const ctx: BotContext = {
    service,
    config,
    logger,
    ...(options.schedule ? { schedule: options.schedule } : {}),
    channelOrder: new KeyedQueue(),
  };
  const client = createClient({ apiBase: config.apiBase, ...(options.rest ? { rest: options.rest } : {}) });
  const guard =
    <A extends unknown[]>(event: string, handler: (...args: A) => Promise<void>) =>
    (...args: A): void => {
      handler(...args).catch((error: unknown) => logger.error({ err: error, event }, "handler failed"));
    };
  client.on(
    Events.MessageCreate,
    guard("messageCreate", (m) => onMessageCreate(ctx, m)),
  );
  client.on(
    Events.MessageUpdate,
    guard("messageUpdate", (a, b) => onMessageUpdate(ctx, a, b)),
  );
  client.on(
    Events.MessageDelete,
    guard("messageDelete", (m) => onMessageDelete(ctx, m)),
  );
  client.on(
    Events.InteractionCreate,
    guard("interactionCreate", (i) => onInteractionCreate(ctx, i)),
  );
  client.on(Events.ShardDisconnect, (event, shard) =>
    logger.warn({ code: event.code, shard }, "gateway disconnected"),
  );
  client.on(Events.ShardResume, (shard, replayed) => logger.info({ shard, replayed }, "gateway resumed"));
  client.on(Events.Error, (error) => logger.error({ err: error }, "client error"));
  client.rest.on("rateLimited", (info) =>
    logger.warn({ route: info.route, retryAfter: info.retryAfter, global: info.global }, "rate limited"),
  );

  const ready = new Promise<Client<true>>((resolve) => client.once(Events.ClientReady, resolve));
  await client.login(config.token);
  const readyClient = await ready;
  if (config.applicationId && config.applicationId !== readyClient.application.id) {
    logger.warn(
      { configured: config.applicationId, actual: readyClient.application.id },
      "DISCORD_APPLICATION_ID differs from the token's application",
    );
  }
  // Commands are registered once for the whole bot: several shards would each overwrite the same list.
  const shards = readyClient.options.shards;
  const firstShard = !Array.isArray(shards) || shards.includes(0);
  if (options.deploy ?? firstShard) {
    const count = await deployCommands(readyClient, config.guildId);
    logger.info({ count, guildId: config.guildId ?? "global" }, "slash commands registered");
  } else if (options.deploy === undefined) logger.debug("slash commands are registered by shard 0");
  logger.info({ user: readyClient.user.tag }, "Discord bot ready");
  const delivery = options.schedule
    ? startDelivery(readyClient, options.schedule, logger, options.scheduleEveryMs ?? 60_000)
    : null;
  return {
    client: readyClient,
    scheduleRound: () => delivery?.round() ?? Promise.resolve(0),
    async stop() {
      await delivery?.stop();
      await client.destroy();
      logger.info("Discord bot stopped");
    },
  };
}
