import { SlashCommandBuilder } from "discord.js";
import { channelGame, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/**
 * `/assign user nation [force]`: the Discord user plays the nation; their bold posts in the channel become orders. A
 * user who already plays another nation is refused unless `force`.
 */
export const assignCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("assign")
    .setDescription("GM: assign a player to a nation")
    .addUserOption((o) => o.setName("user").setDescription("The player").setRequired(true))
    .addStringOption((o) => o.setName("nation").setDescription("The nation they play").setRequired(true))
    .addBooleanOption((o) =>
      o.setName("force").setDescription("Move the user from the nation they play now").setRequired(false),
    )
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    const user = interaction.options.getUser("user", true);
    const result = await ctx.service.assignPlayer(
      game.id,
      interaction.options.getString("nation", true),
      user.id,
      {
        discord: true,
        force: interaction.options.getBoolean("force") === true,
        forceHint: "force:True",
      },
    );
    if (!result.ok)
      return respondText(
        interaction,
        `⚠️ ${result.error.replace(`Discord user ${user.id}`, `<@${user.id}>`)}`,
      );
    ctx.logger.info({ gameId: game.id, userId: user.id, nation: result.value }, "player assigned");
    await respondText(
      interaction,
      `<@${user.id}> plays **${await ctx.service.playerName(game.id, result.value)}**.`,
      false,
    );
  },
};
