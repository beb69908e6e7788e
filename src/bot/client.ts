import { Client, GatewayIntentBits, Options, Partials, type RESTOptions } from "discord.js";

/** REST tuning for tests and benchmarks (fewer retries, no rate-limit offset, global limit); production leaves it empty. */
export type RestTuning = Partial<
  Pick<RESTOptions, "retries" | "offset" | "timeout" | "globalRequestsPerSecond">
>;

/**
 * The discord.js client the bot runs on: the intents it needs to read posts in guild channels (Guilds,
 * GuildMessages, MessageContent) and the partials that let it see edits and deletions of messages it never cached
 * (sent before a restart). Message caches are capped and swept so memory stays flat however long it runs.
 */
export function createClient(
  options: {
    apiBase?: string | undefined;
    rest?: RestTuning;
    /** The shards to connect for; by default the Client reads SHARDS and SHARD_COUNT, set by the shard manager. */
    shards?: { ids: number[]; count: number };
  } = {},
): Client {
  // Adjutant's SHARD_COUNT setting ("auto", a number, or empty as in a copied .env.example) has the name of the
  // variable discord.js's Client reads in a shard manager's child: outside one it is ours, and left in the
  // environment it would make the Client expect a shard count ("" reads as 0 and stops the bot).
  if (process.env.SHARDING_MANAGER === undefined) delete process.env.SHARD_COUNT;
  const client = new Client({
    ...(options.shards ? { shards: options.shards.ids, shardCount: options.shards.count } : {}),
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
    partials: [Partials.Message, Partials.Channel],
    makeCache: Options.cacheWithLimits({
      ...Options.DefaultMakeCacheSettings,
      MessageManager: 25,
      ReactionManager: 0,
      GuildEmojiManager: 0,
      GuildStickerManager: 0,
      PresenceManager: 0,
      VoiceStateManager: 0,
    }),
    sweepers: {
      ...Options.DefaultSweeperSettings,
      messages: { interval: 600, lifetime: 3600 },
    },
    allowedMentions: { parse: [], repliedUser: false },
    rest: { ...(options.apiBase ? { api: options.apiBase } : {}), ...options.rest },
  });
  // A shard (SHARDS and SHARD_COUNT from the shard manager, read by the Client) names itself in its User-Agent, so
  // its REST calls can be told from the other shards' in a proxy's logs (and in the tests).
  const { shards } = client.options;
  const shardCount = client.options.shardCount ?? 1;
  if (shardCount > 1 && Array.isArray(shards)) {
    client.rest.options.userAgentAppendix =
      `${client.rest.options.userAgentAppendix ?? ""} adjutant-shard/${shards.join(",")}-of-${shardCount}`.trim();
    // Discord's global limit is per bot, and discord.js counts it per process: each shard takes an equal share.
    if (options.rest?.globalRequestsPerSecond === undefined) {
      const share = globalShare(shardCount);
      client.rest.options.globalRequestsPerSecond = share;
      client.rest.globalRemaining = share;
    }
  }
  return client;
}

/** Discord's global REST limit: requests a second per bot, however many processes it runs in. */
export const DISCORD_GLOBAL_PER_SECOND = 50;

/** Each shard's share of the global limit, so that all of them together stay under it. */
export function globalShare(shardCount: number): number {
  return Math.max(1, Math.floor(DISCORD_GLOBAL_PER_SECOND / shardCount));
}
