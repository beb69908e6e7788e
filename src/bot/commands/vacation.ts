import { SlashCommandBuilder } from "discord.js";
import { absenceOf } from "./absent-players.ts";
import { callerNation, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/**
 * `/vacation days:N [reason]`: the caller's vacation (ruling "Absent and returning players: Vacation"): refused past
 * the game's allowance per 365 days; missed deadlines do not count; it ends when they post orders.
 */
export const vacationCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("vacation")
    .setDescription("Take a vacation: missed deadlines do not count; it ends when you post orders")
    .addIntegerOption((o) =>
      o.setName("days").setDescription("How many days").setRequired(true).setMinValue(1).setMaxValue(365),
    )
    .addStringOption((o) => o.setName("reason").setDescription("Why (shown in the status)"))
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const found = await absenceOf(ctx, interaction);
    if (!found) return;
    const seat = await callerNation(ctx, interaction, found.game.id);
    if (!seat) return;
    const taken = await found.absence.vacation(
      found.game.id,
      seat,
      interaction.options.getInteger("days", true),
      {
        reason: interaction.options.getString("reason") ?? "",
      },
    );
    if (!taken.ok) return respondText(interaction, `⚠️ ${taken.error}`);
    const unix = Math.floor(Date.parse(taken.value.vacation.until) / 1000);
    await respondText(
      interaction,
      `**${await ctx.service.playerName(found.game.id, seat)}** is on vacation until <t:${unix}:F> (${taken.value.usedDays} of ${taken.value.allowance} days taken in the last 365 days).`,
      false,
    );
  },
};
