import { type APIEmbed, MessageFlags, SlashCommandBuilder } from "discord.js";
import type { GameWording } from "../../game/game-wording.ts";
import { defaultRuleset, rulesetById } from "../../game/rulesets.ts";
import { type Inline, para } from "../../presenters/document.ts";
import { render } from "../../presenters/render.ts";
import { COLOURS, clip, EMBED_LIMITS } from "../embeds.ts";
import { respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/**
 * `/help`: how to post orders and every command, for the game the channel plays (the default game where none): its
 * wording as the service has it, or a ruleset id looked up in the registry.
 */
export function helpText(game: string | GameWording | undefined): string {
  return wordingOf(game).discordHelp;
}

/**
 * The wording of the game a channel plays: given (the service's, `wordingOf`), or by a stored ruleset id in the
 * registry; the default game's where none (or one not played here).
 */
function wordingOf(game: string | GameWording | undefined): GameWording {
  if (typeof game === "object") return game;
  return ((game !== undefined ? rulesetById(game) : undefined) ?? defaultRuleset).wording;
}

/** Inline text as one line of Discord Markdown. */
function markdown(text: readonly Inline[]): string {
  return render({ blocks: [para(...text)] }, "markdown").trim();
}

/** The topics `/help` takes. */
export const HELP_TOPICS = ["orders"] as const;

/**
 * `/help topic:orders` as one embed, from the guide of the game the channel plays (the default game where none): the
 * intro as the description, a field per part (a kind of order with its rules, what it does and phrasings that parse;
 * how to change orders; where the full guide and the rules are). Every part is cut to Discord's limits, though the
 * text is written to fit well within them.
 */
export function ordersHelpEmbed(game?: string | GameWording): APIEmbed {
  const guide = wordingOf(game).ordersGuide();
  const fields = guide.parts.map((part) => ({
    name: clip(part.name, EMBED_LIMITS.fieldName),
    value: clip(
      part.lines.map((line) => `${part.bullets ? "- " : ""}${markdown(line)}`).join("\n"),
      EMBED_LIMITS.fieldValue,
    ),
  }));
  return {
    title: clip(guide.title, EMBED_LIMITS.title),
    description: clip(markdown(guide.intro), EMBED_LIMITS.description),
    color: COLOURS.info,
    fields: fields.slice(0, EMBED_LIMITS.fields),
  };
}

/** `/help`: how to play through the bot; `/help topic:orders`: every kind of order with examples. */
export const helpCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("help")
    .setDescription("How to post orders, and the bot's commands")
    .addStringOption((o) =>
      o
        .setName("topic")
        .setDescription("A topic in detail: orders (every kind of order, with examples)")
        .addChoices(...HELP_TOPICS.map((name) => ({ name, value: name }))),
    )
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const topic = interaction.options.getString("topic");
    const channelGame = await ctx.service.gameByChannel(interaction.channelId);
    // the channel's game's wording as the service registered it (a game of `deps.games` too)
    const wording = channelGame ? await ctx.service.wordingOf(channelGame.id) : undefined;
    if (topic === "orders") {
      await interaction.reply({ embeds: [ordersHelpEmbed(wording)], flags: MessageFlags.Ephemeral });
      return;
    }
    if (topic !== null) {
      await respondText(
        interaction,
        `There is no help on "${topic}": try \`/help topic:orders\`, or \`/help\`.`,
      );
      return;
    }
    await respondText(interaction, helpText(wording));
  },
};
