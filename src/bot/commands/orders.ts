import { MessageFlags, SlashCommandBuilder } from "discord.js";
import { callerNation, channelGame, respondResult } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/orders`: the caller's orders in force with their verdicts (private). */
export const ordersCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("orders")
    .setDescription("Your orders in force, with their verdicts")
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    const nation = await callerNation(ctx, interaction, game.id);
    if (!nation) return;
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await respondResult(interaction, await ctx.service.ordersInForce(game.id, nation), { ephemeral: true });
  },
};
