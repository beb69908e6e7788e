import { SlashCommandBuilder } from "discord.js";
import type { GameInfo } from "../../game/types.ts";
import { commaList } from "../../text/comma-list.ts";
import { respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

function describe(game: GameInfo): string {
  const commitment = game.commitment ? ` Seed commitment of the open phase: \`${game.commitment}\`.` : "";
  return `Game **${game.name}** (\`${game.id}\`, ${game.scenario}, ${game.year}, phase ${game.phase}) is played in this channel.${commitment}`;
}

/** `/game new scenario [name]` creates a game played in this channel; `/game load id` binds an existing game here. */
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
      const created = ctx.service.createGame({
        scenario: interaction.options.getString("scenario", true),
        ...(name ? { name } : {}),
        ...(players.length > 0 ? { players } : {}),
        platform: "discord",
        discordChannelId: channelId,
      });
      if (!created.ok) return respondText(interaction, `⚠️ ${created.error}`);
      const bound = ctx.service.bindChannel(created.value.id, channelId);
      if (!bound.ok) return respondText(interaction, `⚠️ ${bound.error}`);
      ctx.logger.info({ gameId: bound.value.id, channelId }, "game created");
      return respondText(interaction, describe(bound.value), false);
    }
    const id = ctx.service.gameId(interaction.options.getString("id") ?? undefined);
    if (!id.ok) return respondText(interaction, `⚠️ ${id.error}`);
    const bound = ctx.service.bindChannel(id.value, channelId);
    if (!bound.ok) return respondText(interaction, `⚠️ ${bound.error}`);
    ctx.logger.info({ gameId: bound.value.id, channelId }, "game bound to channel");
    await respondText(interaction, describe(bound.value), false);
  },
};
