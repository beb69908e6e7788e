import { SlashCommandBuilder } from "discord.js";
import { render } from "../../presenters/render.ts";
import { actorOf, channelGame, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** Reads a deadline: ISO 8601 with a time zone (or `Z`), or "none"; null for "none", undefined when unreadable. */
export function parseDeadline(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (/^(none|clear|-)$/i.test(trimmed)) return null;
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed))
    return undefined;
  const ms = Date.parse(trimmed.replace(" ", "T"));
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** `/deadline when`: sets (or clears with "none") the open phase's deadline; posts after it are not taken. */
export const deadlineCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("deadline")
    .setDescription("GM: set the phase deadline")
    .addStringOption((o) =>
      o
        .setName("when")
        .setDescription('ISO time with zone (2026-12-05T20:00Z), "none", or "+12h" to extend the deadline')
        .setRequired(true),
    )
    .addStringOption((o) => o.setName("reason").setDescription("With +12h: why (shown to the players)"))
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    const when = interaction.options.getString("when", true).trim();
    const extension = /^(?:\+|extend\s+)(.+)$/i.exec(when);
    if (extension) {
      if (!ctx.schedule?.extend)
        return respondText(interaction, "⚠️ This bot runs no schedule, so it cannot extend.");
      const reason = interaction.options.getString("reason") ?? "";
      const extended = await ctx.schedule.extend(game.id, extension[1] ?? "", actorOf(interaction), reason);
      if (!extended.ok) return respondText(interaction, `⚠️ ${extended.error}`);
      return respondText(interaction, render(extended.value.document, "markdown"), false);
    }
    const deadline = parseDeadline(when);
    if (deadline === undefined)
      return respondText(
        interaction,
        '⚠️ Give the deadline as an ISO time with a zone (2026-12-05T20:00Z) or "none".',
      );
    const result = await ctx.service.setDeadline(game.id, deadline);
    if (!result.ok) return respondText(interaction, `⚠️ ${result.error}`);
    const unix = deadline === null ? null : Math.floor(Date.parse(deadline) / 1000);
    await respondText(
      interaction,
      unix === null ? "The phase has no deadline now." : `Orders are due by <t:${unix}:F> (<t:${unix}:R>).`,
      false,
    );
  },
};
