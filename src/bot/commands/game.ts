import { SlashCommandBuilder } from "discord.js";
import type { GameInfo } from "../../game/types.ts";
import { commaList } from "../../text/comma-list.ts";
import { actorOf, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

function describe(game: GameInfo): string {
  const commitment = game.commitment ? ` Seed commitment of the open phase: \`${game.commitment}\`.` : "";
  return `Game **${game.name}** (\`${game.id}\`, ${game.scenario}, ${game.year}, phase ${game.phase}) is played in this channel.${commitment}`;
}

/**
 * `/game new scenario [name]` creates a game played in this channel; `/game load id` binds an existing game here;
 * `/game end confirm:end` ends the channel's game (its final ranking fixed, no more orders).
 */
export const gameCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("game")
    .setDescription("GM: start or bind the game played in this channel")
    .addSubcommand((s) =>
      s
        .setName("new")
        .setDescription("Start a new game in this channel")
        .addStringOption((o) => o.setName("scenario").setDescription("Scenario id or file").setRequired(true))
        .addStringOption((o) => o.setName("name").setDescription("Game name"))
        .addStringOption((o) =>
          o.setName("players").setDescription("Risk Variant One: the players in seat order, comma-separated"),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName("end")
        .setDescription("End this channel's game: its ranking is fixed and it takes no more orders")
        .addStringOption((o) =>
          o
            .setName("confirm")
            .setDescription('Type "end" to confirm (it cannot be undone)')
            .setRequired(true),
        )
        .addStringOption((o) => o.setName("reason").setDescription("Why (kept with the end)")),
    )
    .addSubcommand((s) =>
      s
        .setName("load")
        .setDescription("Play an existing game in this channel")
        .addStringOption((o) => o.setName("id").setDescription("Game id (default: the current game)")),
    )
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const channelId = interaction.channelId;
    if (interaction.options.getSubcommand() === "new") {
      const name = interaction.options.getString("name");
      const players = commaList(interaction.options.getString("players"));
      const created = await ctx.service.createGame({
        scenario: interaction.options.getString("scenario", true),
        ...(name ? { name } : {}),
        ...(players.length > 0 ? { players } : {}),
        platform: "discord",
        discordChannelId: channelId,
      });
      if (!created.ok) return respondText(interaction, `⚠️ ${created.error}`);
      const bound = await ctx.service.bindChannel(created.value.id, channelId);
      if (!bound.ok) return respondText(interaction, `⚠️ ${bound.error}`);
      ctx.logger.info({ gameId: bound.value.id, channelId }, "game created");
      return respondText(interaction, describe(bound.value), false);
    }
    if (interaction.options.getSubcommand() === "end") {
      const game = await ctx.service.gameByChannel(channelId);
      if (!game) return respondText(interaction, "No game is played in this channel.");
      if (interaction.options.getString("confirm", true).trim().toLowerCase() !== "end") {
        return respondText(interaction, 'Nothing was changed: type "end" in `confirm` to end the game.');
      }
      const ended = await ctx.service.endGame(
        game.id,
        actorOf(interaction),
        interaction.options.getString("reason") ?? "",
      );
      if (!ended.ok) return respondText(interaction, `⚠️ ${ended.error}`);
      ctx.logger.info({ gameId: game.id }, "game ended");
      const lines = ended.value.places.map((p) => `${p.place}. ${p.name}: ${p.score}`);
      return respondText(interaction, `**${game.name}** is over. Final ranking:\n${lines.join("\n")}`, false);
    }
    const id = await ctx.service.gameId(interaction.options.getString("id") ?? undefined);
    if (!id.ok) return respondText(interaction, `⚠️ ${id.error}`);
    const bound = await ctx.service.bindChannel(id.value, channelId);
    if (!bound.ok) return respondText(interaction, `⚠️ ${bound.error}`);
    ctx.logger.info({ gameId: bound.value.id, channelId }, "game bound to channel");
    await respondText(interaction, describe(bound.value), false);
  },
};
