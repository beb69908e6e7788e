import { SlashCommandBuilder } from "discord.js";
import { NO_RATINGS, ratingsDocument } from "../../game/results/ratings-document.ts";
import { respondDocument, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/**
 * `/ratings`: the installation's ratings (OpenSkill, from finished rated games; provisional before 5) and each
 * player's reliability (deadlines met), recomputed each time; shown to the caller only.
 */
export const ratingsCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("ratings")
    .setDescription("Players' ratings from finished rated games, and reliability (deadlines met)")
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const ratings = await ctx.service.ratings();
    if (ratings.ratedGames.length === 0 && ratings.players.length === 0) {
      return respondText(interaction, `No ratings yet: ${NO_RATINGS}.`);
    }
    await respondDocument(interaction, ratingsDocument(ratings), { ephemeral: true });
  },
};
