import { SlashCommandBuilder } from "discord.js";
import { absenceOf, callerActor } from "./absent-players.ts";
import { respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/boot seat [reason]`: the GM puts a seat in civil disorder at once and offers it to new players. */
export const bootCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("boot")
    .setDescription("GM: put a seat in civil disorder and offer it to new players")
    .addStringOption((o) => o.setName("seat").setDescription("The nation or player").setRequired(true))
    .addStringOption((o) => o.setName("reason").setDescription("Why (shown in the offer)"))
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const found = await absenceOf(ctx, interaction);
    if (!found) return;
    const booted = await found.absence.boot(
      found.game.id,
      interaction.options.getString("seat", true),
      callerActor(interaction, true),
      interaction.options.getString("reason") ?? "",
    );
    if (!booted.ok) return respondText(interaction, `⚠️ ${booted.error}`);
    const name = await ctx.service.playerName(found.game.id, booted.value.seat);
    await respondText(
      interaction,
      [`**${name}** is in civil disorder and offered to new players.`, ...booted.value.lines].join("\n"),
      false,
    );
  },
};
