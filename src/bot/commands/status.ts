import { MessageFlags, SlashCommandBuilder } from "discord.js";
import { channelGame, respondResult } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/status`: the caller's nation (pp, supply groups, units, commanders), private; the whole game for others. */
export const statusCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("status")
    .setDescription("Your nation: pp, supply groups, units, commanders (the whole game if you do not play)")
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    const nation = ctx.service.nationOf(game.id, interaction.user.id);
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const result = nation ? ctx.service.status(game.id, nation) : ctx.service.status(game.id);
    await respondResult(interaction, result, { ephemeral: true });
  },
};
