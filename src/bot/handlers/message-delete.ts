import type { Message, PartialMessage } from "discord.js";
import { type BotContext, inChannelOrder } from "../context.ts";
import { documentToEmbeds, groupEmbeds } from "../embeds.ts";
import { deletedNotice } from "../notices.ts";

/**
 * A deleted message in a game's channel (cached or not): the service voids its orders like an edited post's (W33)
 * and the bot says which of the player's posts is now in force. Deletions of posts without orders pass silently.
 */
export async function onMessageDelete(ctx: BotContext, message: Message | PartialMessage): Promise<void> {
  if (message.author?.bot) return;
  const result = await inChannelOrder(ctx, message.channelId, async () => {
    const game = await ctx.service.gameByChannel(message.channelId);
    return game ? await ctx.service.deletePost(game.id, "discord", message.id) : null;
  });
  if (result?.kind !== "deleted" || !result.voided || result.nation === null) return;
  ctx.logger.info({ postId: result.postId, nation: result.nation }, "order post deleted");
  const channel = message.channel;
  if (!channel.isSendable()) return;
  const groups = groupEmbeds(documentToEmbeds(result.document));
  const [first, ...rest] = groups;
  await channel.send({
    content: deletedNotice(result.nation, result.inForce, message.guildId, message.channelId),
    embeds: first ?? [],
  });
  for (const embeds of rest) await channel.send({ embeds });
}
