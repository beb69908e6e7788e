import { SlashCommandBuilder } from "discord.js";
import { absenceOf } from "./absent-players.ts";
import { respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/claim seat`: the caller claims a seat in civil disorder; a GM confirms with `/confirm`. */
export const claimCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("claim")
    .setDescription("Claim a seat in civil disorder; a GM confirms")
    .addStringOption((o) => o.setName("seat").setDescription("The nation or player seat").setRequired(true))
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const found = await absenceOf(ctx, interaction);
    if (!found) return;
    const plays = await ctx.service.nationOf(found.game.id, interaction.user.id);
    if (plays)
      return respondText(
        interaction,
        `⚠️ You already play ${await ctx.service.playerName(found.game.id, plays)} in this game: nothing claimed.`,
      );
    const claimed = await found.absence.claim(
      found.game.id,
      interaction.options.getString("seat", true),
      interaction.user.id,
      {
        discord: true,
      },
    );
    if (!claimed.ok) return respondText(interaction, `⚠️ ${claimed.error}`);
    await respondText(
      interaction,
      claimed.value.replace(`Discord user ${interaction.user.id}`, `<@${interaction.user.id}>`),
      false,
    );
  },
};
