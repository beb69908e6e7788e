import { type AttachmentBuilder, type ChatInputCommandInteraction, MessageFlags } from "discord.js";
import { defaultRuleset } from "../../game/rulesets.ts";
import type { GameInfo, ServiceResult } from "../../game/types.ts";
import type { Document } from "../../presenters/document.ts";
import type { BotContext } from "../context.ts";
import { COLOURS, documentToEmbeds, groupEmbeds } from "../embeds.ts";
import { article } from "../notices.ts";

/** Options for answering an interaction. */
export interface RespondOptions {
  ephemeral?: boolean;
  files?: AttachmentBuilder[];
  content?: string;
  colour?: number;
}

/**
 * Answers an interaction with a document: embeds within Discord's limits, the first message as the reply (or the
 * deferred reply's edit), the rest as follow-ups; files go with the first message.
 */
export async function respondDocument(
  interaction: ChatInputCommandInteraction,
  doc: Document,
  options: RespondOptions = {},
): Promise<void> {
  const groups = groupEmbeds(documentToEmbeds(doc, options.colour ?? COLOURS.info));
  const flags = options.ephemeral ? MessageFlags.Ephemeral : undefined;
  const [first, ...rest] = groups;
  const head = {
    ...(options.content ? { content: options.content } : {}),
    embeds: first ?? [],
    files: options.files ?? [],
  };
  if (interaction.deferred || interaction.replied) await interaction.editReply(head);
  else await interaction.reply({ ...head, ...(flags ? { flags } : {}) });
  for (const embeds of rest) await interaction.followUp({ embeds, ...(flags ? { flags } : {}) });
}

/** Answers an interaction with a short text (private by default). */
export async function respondText(
  interaction: ChatInputCommandInteraction,
  content: string,
  ephemeral = true,
): Promise<void> {
  if (interaction.deferred || interaction.replied) await interaction.editReply({ content });
  else await interaction.reply({ content, ...(ephemeral ? { flags: MessageFlags.Ephemeral } : {}) });
}

/** The game bound to the interaction's channel, or null after telling the caller how to bind one. */
export async function channelGame(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<GameInfo | null> {
  const game = await ctx.service.gameByChannel(interaction.channelId);
  if (game) return game;
  await respondText(
    interaction,
    "No game is played in this channel. A GM can start one with `/game new` or bind one with `/game load`.",
  );
  return null;
}

/** The nation the caller plays in a game, or null after telling them they are not a player. */
export async function callerNation(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  gameId: string,
): Promise<string | null> {
  const nation = await ctx.service.nationOf(gameId, interaction.user.id);
  if (nation) return nation;
  await respondText(
    interaction,
    `You are not a player in this game: ask a GM to \`/assign\` you ${article(await seatNounOf(ctx, gameId))}.`,
  );
  return null;
}

/** What a game calls a seat ("nation", "player"), from its wording as the service has it. */
export async function seatNounOf(ctx: BotContext, gameId: string): Promise<string> {
  return ((await ctx.service.wordingOf(gameId)) ?? defaultRuleset.wording).seatNoun;
}

/** Answers with a service result: the document, or its error as a one-line private message. */
export async function respondResult(
  interaction: ChatInputCommandInteraction,
  result: ServiceResult<Document>,
  options: RespondOptions = {},
): Promise<void> {
  if (!result.ok) return respondText(interaction, `⚠️ ${result.error}`);
  return respondDocument(interaction, result.value, options);
}

/** Who the service records as acting: the Discord user's name and id (audit log). */
export function actorOf(interaction: ChatInputCommandInteraction): { name: string } {
  return {
    name: `${interaction.user.globalName ?? interaction.user.username} (discord ${interaction.user.id})`,
  };
}
