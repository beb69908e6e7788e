import type { Message, PartialMessage } from "discord.js";
import { type BotContext, inChannelOrder } from "../context.ts";
import { documentToEmbeds, groupEmbeds } from "../embeds.ts";
import { editedNotice } from "../notices.ts";
import { messageToPost } from "../post-payload.ts";

/**
 * True when an update changed what the author wrote. Discord also sends MESSAGE_UPDATE for link previews, pins and
 * other changes that are no edits: those keep the content and carry no (new) edit time.
 */
export function isRealEdit(before: Message | PartialMessage, after: Message | PartialMessage): boolean {
  if (after.editedTimestamp === null) return false;
  if (before.partial) return true;
  return before.content !== after.content || before.editedTimestamp !== after.editedTimestamp;
}

/**
 * An edited message in a game's channel: the post goes to the game service again, which voids its orders (W33);
 * the bot says so and which of the player's posts is now in force. Updates that are no edits are ignored.
 */
export async function onMessageUpdate(
  ctx: BotContext,
  before: Message | PartialMessage,
  after: Message | PartialMessage,
): Promise<void> {
  if (!isRealEdit(before, after)) return;
  const reached = await inChannelOrder(ctx, after.channelId, async () => {
    const game = await ctx.service.gameByChannel(after.channelId);
    if (!game) return null;
    const message = after.partial ? await after.fetch() : after;
    if (message.author.bot || !message.inGuild()) return null;
    const post = messageToPost(message);
    if (!post) return null;
    const [result] = await ctx.service.ingest(game.id, "discord", [post]);
    return { message, result };
  });
  if (!reached) return;
  const { message, result } = reached;
  if (result?.kind !== "edited") return;
  ctx.logger.info(
    { postId: result.postId, nation: result.nation, voided: result.voided },
    "order post edited",
  );
  // On Discord only the author can change a message's text, so an edit that voids nothing (chat, or a post
  // already void) needs no notice.
  if (result.nation === null || !result.voided) return;
  const [first, ...rest] = groupEmbeds(documentToEmbeds(result.document));
  await message.reply({
    content: editedNotice(result.voided, result.inForce, message.guildId, message.channelId),
    embeds: first ?? [],
  });
  for (const embeds of rest) if (message.channel.isSendable()) await message.channel.send({ embeds });
}
