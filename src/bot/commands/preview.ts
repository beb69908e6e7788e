import { MessageFlags, SlashCommandBuilder } from "discord.js";
import { callerNation, channelGame, respondResult } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/preview`: what the caller's orders in force would do if the phase were resolved now, with exact odds (private). */
export const previewCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("preview")
    .setDescription("What your orders would do if the phase were resolved now (exact odds, only you see it)")
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    const nation = await callerNation(ctx, interaction, game.id);
    if (!nation) return;
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await respondResult(interaction, await ctx.service.preview(game.id, nation), { ephemeral: true });
  },
};
