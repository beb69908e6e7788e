import { SlashCommandBuilder } from "discord.js";
import { channelGame, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/assign user nation`: the Discord user plays the nation; their bold posts in the channel become orders. */
export const assignCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("assign")
    .setDescription("GM: assign a player to a nation")
    .addUserOption((o) => o.setName("user").setDescription("The player").setRequired(true))
    .addStringOption((o) => o.setName("nation").setDescription("The nation they play").setRequired(true))
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    const user = interaction.options.getUser("user", true);
    const result = ctx.service.assignPlayer(game.id, interaction.options.getString("nation", true), user.id, {
      discord: true,
    });
    if (!result.ok) return respondText(interaction, `⚠️ ${result.error}`);
    ctx.logger.info({ gameId: game.id, userId: user.id, nation: result.value }, "player assigned");
    await respondText(interaction, `<@${user.id}> plays **${result.value}**.`, false);
  },
};
