import { type Client, DiscordAPIError, Routes, ShardClientUtil } from "discord.js";

/**
 * Which channels are this shard's in a sharded bot: a channel belongs to the shard its guild falls on by Discord's
 * rule (`(guild_id >> 22) % shard_count`, `ShardClientUtil.shardIdForGuildId`), a channel without a guild (a DM) to
 * shard 0, as Discord delivers DMs. Gateway events come to the right shard by themselves; this is for the work a
 * shard starts on its own, the schedule's notices, so that exactly one shard does each game's.
 *
 * The guild of a channel comes from the shard's cache (every channel of its own guilds arrives in GUILD_CREATE), else
 * from one `GET /channels/{id}` (a channel of another shard's guild, or an archived thread), remembered: a channel
 * never changes guild. A channel Discord says the bot cannot see (404 Unknown Channel, 403 Missing Access: deleted,
 * or the bot left its guild) is shard 0's, so that one shard, not every shard, keeps trying its notices and logs why
 * they fail, as an unsharded bot does. When Discord cannot be asked (a network error), no shard takes it this round.
 *
 * One shard (shardCount 1, the unsharded bot) owns every channel and never asks anything.
 */
export class ChannelOwnership {
  private readonly guildOf = new Map<string, string | null>();

  constructor(private readonly client: Client) {}

  /** This client's shard ids and the total shard count. */
  get shards(): { ids: readonly number[]; count: number } {
    const { shards, shardCount } = this.client.options;
    return { ids: Array.isArray(shards) ? shards : [0], count: shardCount ?? 1 };
  }

  /** More than one shard in all: ownership matters. */
  get sharded(): boolean {
    return this.shards.count > 1;
  }

  /** Whether a guild's events (or, for null, DMs and guild-less work) are this shard's. */
  ownsGuild(guildId: string | null): boolean {
    const { ids, count } = this.shards;
    if (count <= 1) return true;
    return ids.includes(guildId === null ? 0 : ShardClientUtil.shardIdForGuildId(guildId, count));
  }

  /** Whether the channel is this shard's, if that is known without asking Discord (undefined: it must be asked). */
  known(channelId: string): boolean | undefined {
    if (!this.sharded) return true;
    const cached = this.client.channels.cache.get(channelId);
    if (cached) return this.ownsGuild("guildId" in cached ? cached.guildId : null);
    const guild = this.guildOf.get(channelId);
    return guild === undefined ? undefined : this.ownsGuild(guild);
  }

  /** Whether the channel is this shard's, asking Discord for its guild when the cache does not know it. */
  async owns(channelId: string): Promise<boolean> {
    const known = this.known(channelId);
    if (known !== undefined) return known;
    try {
      const channel = (await this.client.rest.get(Routes.channel(channelId))) as { guild_id?: string | null };
      const guild = channel.guild_id ?? null;
      this.guildOf.set(channelId, guild);
      return this.ownsGuild(guild);
    } catch (error) {
      if (error instanceof DiscordAPIError && (error.status === 404 || error.status === 403)) {
        return this.ownsGuild(null);
      }
      return false;
    }
  }
}
