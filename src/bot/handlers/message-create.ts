import type { Message } from "discord.js";
import type { IngestResult } from "../../game/types.ts";
import type { BotContext } from "../context.ts";
import { documentToEmbeds, groupEmbeds, receiptAllAccepted, receiptEmbeds } from "../embeds.ts";
import { notPlayerHint } from "../notices.ts";
import { messageToPost } from "../post-payload.ts";

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
  const game = ctx.service.gameByChannel(message.channelId);
  if (!game) return;
  const post = messageToPost(message);
  if (!post) return;
  const [result] = ctx.service.ingest(game.id, "discord", [post]);
  if (!result) return;
  await answer(ctx, message, result, post.bold.length > 0);
}

async function answer(
  ctx: BotContext,
  message: Message,
  result: IngestResult,
  hasBold: boolean,
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
      if (result.firstInPhase) await message.reply({ content: notPlayerHint() });
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
