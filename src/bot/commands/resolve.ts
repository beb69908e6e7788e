import { AttachmentBuilder, SlashCommandBuilder } from "discord.js";
import { pictureFileName } from "../../game/picture-name.ts";
import { render } from "../../presenters/render.ts";
import { actorOf, channelGame, respondDocument, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/**
 * `/resolve`: resolves the open phase and posts its summary in the channel: embeds split within Discord's limits,
 * the full summary as a BBCode file for the forum, the map as a PNG, and the revealed seed with its commitment.
 */
export const resolveCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("resolve")
    .setDescription("GM: resolve the phase and post the summary")
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    const phase = game.phase;
    // named by the phase it resolves, as the console and the CLI name it
    const pictureName = pictureFileName(game, "png", await ctx.service.wordingOf(game.id));
    await interaction.deferReply();
    const result = await ctx.service.resolve(game.id, actorOf(interaction));
    if (!result.ok) return respondText(interaction, `⚠️ ${result.error}`);
    const { summary, seed, commitment, nextCommitment, picture } = result.value;
    const slug = `${game.id}-${phase}`.replace(/[^A-Za-z0-9_-]+/g, "-");
    ctx.logger.info({ gameId: game.id, phase }, "phase resolved");
    await respondDocument(interaction, summary, {
      content: `Seed \`${seed}\` (commitment \`${commitment}\`). Next phase's commitment: \`${nextCommitment}\`.`,
      files: [
        new AttachmentBuilder(Buffer.from(render(summary, "bbcode"), "utf8"), {
          name: `summary-${slug}.bbcode.txt`,
        }),
        new AttachmentBuilder(await picture(), { name: pictureName }),
      ],
    });
  },
};
