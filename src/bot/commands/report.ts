import { MessageFlags, SlashCommandBuilder } from "discord.js";
import { channelGame, respondResult } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/report`: the GM's report (per player the post in force, ignored posts, each order's verdict), private. */
export const reportCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("report")
    .setDescription("GM: the orders report of the open phase")
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await respondResult(interaction, await ctx.service.report(game.id), { ephemeral: true });
  },
};
