import { SlashCommandBuilder } from "discord.js";
import { actorOf, channelGame, respondResult } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/undo`: takes back the last resolution or GM adjustment (logged with who did it). */
export const undoCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("undo")
    .setDescription("GM: undo the last resolution or adjustment")
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    await interaction.deferReply();
    await respondResult(interaction, await ctx.service.undo(game.id, actorOf(interaction)));
  },
};
