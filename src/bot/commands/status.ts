import { MessageFlags, SlashCommandBuilder } from "discord.js";
import { COLOURS, documentToEmbeds, groupEmbeds, ordersInField, withField } from "../embeds.ts";
import { channelGame, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/**
 * `/status`: the caller's nation (pp, supply groups, units, commanders), private; the whole game for others. Both
 * carry who has ordered as a field ("Orders in"), as the game's `orders-visibility` lets it show (issue #28).
 */
export const statusCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("status")
    .setDescription("Your nation: pp, supply groups, units, commanders (the whole game if you do not play)")
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    const nation = await ctx.service.nationOf(game.id, interaction.user.id);
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const result = await ctx.service.status(game.id, nation ?? undefined, { ordersIn: false });
    if (!result.ok) return respondText(interaction, `⚠️ ${result.error}`);
    const orders = await ctx.service.ordersIn(game.id);
    const embeds = documentToEmbeds(result.value, COLOURS.info);
    const all = orders.ok && orders.value.seats > 0 ? withField(embeds, ordersInField(orders.value)) : embeds;
    const [first, ...rest] = groupEmbeds(all);
    await interaction.editReply({ embeds: first ?? [] });
    for (const more of rest) await interaction.followUp({ embeds: more, flags: MessageFlags.Ephemeral });
  },
};
