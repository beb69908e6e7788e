import { SlashCommandBuilder } from "discord.js";
import { absenceOf, callerActor } from "./absent-players.ts";
import { respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/confirm seat [user]`: the GM confirms a claim; the new player takes over everything the seat holds. */
export const confirmCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("confirm")
    .setDescription("GM: confirm a new player's claim of a seat in civil disorder")
    .addStringOption((o) => o.setName("seat").setDescription("The seat claimed").setRequired(true))
    .addUserOption((o) => o.setName("user").setDescription("Which claimant, when there are several"))
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const found = await absenceOf(ctx, interaction);
    if (!found) return;
    const user = interaction.options.getUser("user");
    const confirmed = found.absence.confirm(
      found.game.id,
      interaction.options.getString("seat", true),
      user?.id,
      callerActor(interaction, true),
    );
    if (!confirmed.ok) return respondText(interaction, `⚠️ ${confirmed.error}`);
    const who = confirmed.value.player.replace(/^Discord user (\d+)$/, "<@$1>");
    await respondText(
      interaction,
      `${who} now plays **${ctx.service.playerName(found.game.id, confirmed.value.seat)}**; it leaves civil disorder.`,
      false,
    );
  },
};
