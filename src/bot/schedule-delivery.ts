import { createHash } from "node:crypto";
import type { Client } from "discord.js";
import type { Logger } from "pino";
import type { PendingNotice } from "../game/schedule/schedule-service.ts";
import { render } from "../presenters/render.ts";
import { ChannelOwnership } from "./shard-ownership.ts";

/** What the bot needs of the schedule (the `ScheduleService`, or a fake in tests). */
export interface ScheduleOutbox {
  /** Stores what fell due (of the games `include` takes, default all); returns how many notices it stored. */
  tick(include?: (game: { id: string; discordChannelId: string | null }) => boolean): Promise<number>;
  pending(): Promise<PendingNotice[]>;
  delivered(gameId: string, key: string): Promise<void>;
  /** `/deadline +12h`: moves the open phase's deadline on, logged and announced. */
  extend?(
    gameId: string,
    by: string,
    actor: { name: string },
    reason: string,
  ): Promise<{ ok: true; value: PendingNotice["notice"] } | { ok: false; error: string }>;
}

/** Discord's limit on a message's content. */
const MAX_CONTENT = 2000;

/**
 * The messages of one notice: the mentions of the players it waits for first (only those users may be pinged), then
 * the text, cut at line ends into messages Discord takes.
 */
export function noticeMessages(p: PendingNotice): { content: string; users: string[] }[] {
  const users = [...new Set(p.notice.waiting.flatMap((w) => (w.discordUserId ? [w.discordUserId] : [])))];
  const mentions = users.map((id) => `<@${id}>`).join(" ");
  const text = render(p.notice.document, "markdown").trim();
  const full = mentions ? `${mentions}\n${text}` : text;
  const out: { content: string; users: string[] }[] = [];
  let current = "";
  for (const line of full.split("\n")) {
    const piece = line.length > MAX_CONTENT ? `${line.slice(0, MAX_CONTENT - 1)}…` : line;
    if (current.length + piece.length + 1 > MAX_CONTENT) {
      out.push({ content: current, users: out.length === 0 ? users : [] });
      current = piece;
    } else current = current ? `${current}\n${piece}` : piece;
  }
  if (current) out.push({ content: current, users: out.length === 0 ? users : [] });
  return out;
}

/**
 * Delivers the schedule's notices to their games' channels: each message mentions exactly the players the notice
 * waits for (allowed mentions limited to those users) and carries a nonce Discord enforces, so a notice resent after
 * a crash between sending and marking is not posted twice. A notice that fails stays in the outbox and is tried
 * again on the next round; one without a channel is left to the console and `schedule run`.
 *
 * In a sharded bot each shard ticks and delivers only the games whose channel is in its own guilds (`ownership`),
 * so a reminder is posted once and a deadline resolved once, by the shard that also gets that channel's posts; games
 * without a Discord channel, and channels no shard can see, are shard 0's.
 */
export async function deliverNotices(
  client: Client,
  outbox: ScheduleOutbox,
  logger: Logger,
  ownership: ChannelOwnership = new ChannelOwnership(client),
): Promise<number> {
  if (!ownership.sharded) await outbox.tick();
  else {
    // Channels the cache cannot place are looked up, and those found to be this shard's ticked in a second pass.
    const lookups: string[] = [];
    await outbox.tick((game) => {
      if (game.discordChannelId === null) return ownership.ownsGuild(null);
      const known = ownership.known(game.discordChannelId);
      if (known === undefined) lookups.push(game.discordChannelId);
      return known === true;
    });
    const found = new Set<string>();
    for (const channelId of lookups) if (await ownership.owns(channelId)) found.add(channelId);
    if (found.size > 0)
      await outbox.tick((game) => game.discordChannelId !== null && found.has(game.discordChannelId));
  }
  let sent = 0;
  for (const p of await outbox.pending()) {
    const channelId = p.notice.channelId;
    if (!channelId) continue;
    if (!(await ownership.owns(channelId))) continue;
    try {
      const channel = await client.channels.fetch(channelId);
      if (!channel?.isSendable())
        throw new Error(`channel ${channelId} is not a text channel the bot can post in`);
      const parts = noticeMessages(p);
      for (const [i, part] of parts.entries()) {
        await channel.send({
          content: part.content,
          allowedMentions: { users: part.users, parse: [] },
          nonce: nonceOf(p, i),
          enforceNonce: true,
        });
      }
      await outbox.delivered(p.notice.gameId, p.key);
      sent++;
    } catch (error) {
      logger.warn(
        { err: error, gameId: p.notice.gameId, notice: p.key },
        "schedule notice not delivered; retrying later",
      );
    }
  }
  return sent;
}

/** A nonce of at most 25 characters, the same for the same notice and part. */
function nonceOf(p: PendingNotice, part: number): string {
  return createHash("sha256").update(`${p.notice.gameId}\n${p.key}\n${part}`).digest("hex").slice(0, 25);
}

/** Delivers every `everyMs` until stopped; rounds never overlap. */
export function startDelivery(
  client: Client,
  outbox: ScheduleOutbox,
  logger: Logger,
  everyMs: number,
): { stop(): Promise<void>; round(): Promise<number> } {
  let running: Promise<number> | null = null;
  const ownership = new ChannelOwnership(client);
  const round = (): Promise<number> => {
    running ??= deliverNotices(client, outbox, logger, ownership)
      .catch((error: unknown) => {
        logger.error({ err: error }, "schedule round failed");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void round(), everyMs);
  timer.unref();
  return {
    // A round under way finishes (its notices marked delivered) before the bot disconnects.
    stop: async () => {
      clearInterval(timer);
      await running;
    },
    round,
  };
}
