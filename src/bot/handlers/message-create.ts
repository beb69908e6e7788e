import type { Message } from "discord.js";
import type { IngestResult } from "../../game/types.ts";
import { isStorageUnavailable } from "../../storage/sql.ts";
import { seatNounOf } from "../commands/respond.ts";
import { type BotContext, inChannelOrder } from "../context.ts";
import { documentToEmbeds, groupEmbeds, receiptAllAccepted, receiptEmbeds } from "../embeds.ts";
import { notPlayerHint } from "../notices.ts";
import { messageToPost } from "../post-payload.ts";

/** The reply to an order post the database could not take. */
export const DATABASE_DOWN =
  "Adjutant could not reach its database just now, so this post was not read: post your orders again in a minute.";

/** The channels this process has seen to be games' (for the answer when the database cannot say). */
const knownGameChannels = new WeakMap<BotContext, Set<string>>();
function gameChannels(ctx: BotContext): Set<string> {
  let channels = knownGameChannels.get(ctx);
  if (!channels) {
    channels = new Set();
    knownGameChannels.set(ctx, channels);
  }
  return channels;
}

/** Reaction on an order post: every order taken, or some not. */
export const REACTION_OK = "✅";
export const REACTION_WARNING = "⚠️";

/**
 * A new message in a game's channel: the post goes to the game service, which judges its bold orders against the
 * open phase (W32). Orders get a reply (receipt embed) and a reaction; bold lines that read as no order but look
 * like one get a reply saying what could not be read and what was meant; chat is left alone; a non-player gets a
 * short hint once per phase; orders posted outside the phase get the reason.
 */
export async function onMessageCreate(ctx: BotContext, message: Message): Promise<void> {
  if (message.author.bot || message.system || !message.inGuild()) return;
  let result: IngestResult | undefined;
  let hasBold = false;
  let gameId = "";
  try {
    await inChannelOrder(ctx, message.channelId, async () => {
      const game = await ctx.service.gameByChannel(message.channelId);
      if (!game) return;
      gameId = game.id;
      gameChannels(ctx).add(message.channelId);
      const post = messageToPost(message);
      if (!post) return;
      hasBold = post.bold.length > 0;
      [result] = await ctx.service.ingest(game.id, "discord", [post]);
    });
  } catch (error) {
    // The database is down or busy: a player's order post in a channel known to be a game's hears that it was not
    // read, rather than nothing (in other channels nobody is waiting for an answer).
    if (!isStorageUnavailable(error)) throw error;
    ctx.logger.error(
      { err: error, messageId: message.id, channelId: message.channelId },
      "post not read: the database is unavailable",
    );
    const orders = hasBold || (messageToPost(message)?.bold.length ?? 0) > 0;
    if (orders && gameChannels(ctx).has(message.channelId)) await message.reply({ content: DATABASE_DOWN });
    return;
  }
  if (!result) return;
  await answer(ctx, message, result, hasBold, gameId);
}

async function answer(
  ctx: BotContext,
  message: Message,
  result: IngestResult,
  hasBold: boolean,
  gameId: string,
): Promise<void> {
  switch (result.kind) {
    case "orders": {
      const [first, ...rest] = groupEmbeds(receiptEmbeds(result.receipt));
      const waiting = result.receipt.waiting;
      const mentions = waiting?.discordUserIds ?? [];
      await message.reply({
        embeds: first ?? [],
        // whose turn it is: a mention of exactly those players (sequential games), nobody else pinged
        ...(mentions.length > 0
          ? {
              content: `Your turn: ${mentions.map((id) => `<@${id}>`).join(" ")}`,
              allowedMentions: { users: mentions, repliedUser: false },
            }
          : {}),
      });
      for (const embeds of rest) if (message.channel.isSendable()) await message.channel.send({ embeds });
      await message.react(receiptAllAccepted(result.receipt) ? REACTION_OK : REACTION_WARNING);
      ctx.logger.info(
        {
          postId: result.postId,
          nation: result.nation,
          accepted: result.receipt.accepted,
          rejected: result.receipt.rejected,
        },
        "orders received",
      );
      return;
    }
    case "not-player":
      if (result.firstInPhase) await message.reply({ content: notPlayerHint(await seatNounOf(ctx, gameId)) });
      return;
    case "no-orders": {
      // Bold text that reads as no order: say which lines and what was meant; plain emphasis gets no answer.
      if (!result.document || !result.unread?.some((l) => l.attempt)) return;
      const [first, ...rest] = groupEmbeds(documentToEmbeds(result.document));
      await message.reply({ embeds: first ?? [] });
      for (const embeds of rest) if (message.channel.isSendable()) await message.channel.send({ embeds });
      return;
    }
    case "outside-phase":
      if (hasBold) await message.reply({ content: `These orders were not taken: ${result.reason}` });
      return;
    default:
      return;
  }
}
