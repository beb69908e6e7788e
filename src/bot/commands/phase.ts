import { SlashCommandBuilder } from "discord.js";
import { parseDeadline } from "./deadline.ts";
import { channelGame, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/**
 * `/phase open [deadline]` and `/phase close`. The game service opens the next phase itself when one is resolved and
 * has no separate open/close call, so: `open` clears the deadline (or sets the one given) so posts are taken again
 * and shows the phase's seed commitment; `close` sets the deadline to now, so later posts are outside the phase.
 */
export const phaseCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("phase")
    .setDescription("GM: open or close the phase for orders")
    .addSubcommand((s) =>
      s
        .setName("open")
        .setDescription("Take orders again (optionally until a deadline)")
        .addStringOption((o) =>
          o.setName("deadline").setDescription("ISO time with zone, e.g. 2026-12-05T20:00Z"),
        ),
    )
    .addSubcommand((s) => s.setName("close").setDescription("Stop taking orders now"))
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    if (interaction.options.getSubcommand() === "close") {
      const result = await ctx.service.setDeadline(
        game.id,
        new Date(interaction.createdTimestamp).toISOString(),
      );
      if (!result.ok) return respondText(interaction, `⚠️ ${result.error}`);
      return respondText(
        interaction,
        `Phase ${result.value.phase} is closed: later posts are not taken.`,
        false,
      );
    }
    const given = interaction.options.getString("deadline");
    const deadline = given === null ? null : parseDeadline(given);
    if (deadline === undefined)
      return respondText(interaction, "⚠️ Give the deadline as an ISO time with a zone.");
    const result = await ctx.service.setDeadline(game.id, deadline);
    if (!result.ok) return respondText(interaction, `⚠️ ${result.error}`);
    const commitment = result.value.commitment ? ` Seed commitment: \`${result.value.commitment}\`.` : "";
    const until = deadline ? ` Orders until <t:${Math.floor(Date.parse(deadline) / 1000)}:F>.` : "";
    await respondText(
      interaction,
      `Phase ${result.value.phase} is open for orders.${until}${commitment}`,
      false,
    );
  },
};
