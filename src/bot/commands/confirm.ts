import { SlashCommandBuilder } from "discord.js";
import { absenceOf, callerActor } from "./absent-players.ts";
import { respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/**
 * `/confirm seat [user]`: the GM confirms a claim; the new player takes over everything the seat holds.
 * `/confirm seat refuse-return:True`: the GM refuses the old player's return instead (`players refuse-return`): their
 * names no longer play the seat, which stays in civil disorder and offered.
 */
export const confirmCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("confirm")
    .setDescription(
      "GM: confirm a new player's claim of a seat in civil disorder, or refuse its old player's return",
    )
    .addStringOption((o) => o.setName("seat").setDescription("The seat claimed").setRequired(true))
    .addUserOption((o) => o.setName("user").setDescription("Which claimant, when there are several"))
    .addBooleanOption((o) =>
      o
        .setName("refuse-return")
        .setDescription("Instead: refuse the old player's return (the seat stays offered to new players)"),
    )
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const found = await absenceOf(ctx, interaction);
    if (!found) return;
    const seatName = interaction.options.getString("seat", true);
    if (interaction.options.getBoolean("refuse-return") === true) {
      const refused = await found.absence.refuseReturn(
        found.game.id,
        seatName,
        callerActor(interaction, true),
      );
      if (!refused.ok) return respondText(interaction, `⚠️ ${refused.error}`);
      return respondText(
        interaction,
        `**${await ctx.service.playerName(found.game.id, refused.value)}**'s old player cannot come back; the seat stays offered.`,
        false,
      );
    }
    const user = interaction.options.getUser("user");
    const confirmed = await found.absence.confirm(
      found.game.id,
      seatName,
      user?.id,
      callerActor(interaction, true),
    );
    if (!confirmed.ok) return respondText(interaction, `⚠️ ${confirmed.error}`);
    const who = confirmed.value.player.replace(/^Discord user (\d+)$/, "<@$1>");
    await respondText(
      interaction,
      `${who} now plays **${await ctx.service.playerName(found.game.id, confirmed.value.seat)}**; it leaves civil disorder.`,
      false,
    );
  },
};
