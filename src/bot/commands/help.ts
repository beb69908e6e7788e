import { type APIEmbed, MessageFlags, SlashCommandBuilder } from "discord.js";
import { defaultRuleset, rulesetById } from "../../game/rulesets.ts";
import {
  inlineText,
  ORDERS_HELP_CHANGES,
  ORDERS_HELP_INTRO,
  ORDERS_HELP_MORE,
  ORDERS_HELP_SECTIONS,
  ORDERS_HELP_TITLE,
  sectionLines,
} from "../../presenters/help-text.ts";
import { COLOURS, clip, EMBED_LIMITS } from "../embeds.ts";
import { respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** `/help`: how to post orders and every command, for the game the channel plays (the default game where none). */
export function helpText(ruleset: string | undefined): string {
  return ((ruleset !== undefined ? rulesetById(ruleset) : undefined) ?? defaultRuleset).wording.discordHelp;
}

/** The topics `/help` takes. */
export const HELP_TOPICS = ["orders"] as const;

/**
 * `/help topic:orders` as one embed: the intro as the description, a field per kind of order (its rules, what it
 * does, phrasings that parse), how to change or withdraw orders, and where the full guide and the rules are. Every
 * part is cut to Discord's limits, though the text is written to fit well within them.
 */
export function ordersHelpEmbed(): APIEmbed {
  const fields = [
    ...ORDERS_HELP_SECTIONS.map((s) => ({
      name: clip(s.name, EMBED_LIMITS.fieldName),
      value: clip(sectionLines(s, "markdown").join("\n"), EMBED_LIMITS.fieldValue),
    })),
    {
      name: "Changing and withdrawing orders (W33)",
      value: clip(
        ORDERS_HELP_CHANGES.map((c) => `- ${inlineText(c, "markdown")}`).join("\n"),
        EMBED_LIMITS.fieldValue,
      ),
    },
    { name: "More", value: clip(inlineText(ORDERS_HELP_MORE, "markdown"), EMBED_LIMITS.fieldValue) },
  ];
  return {
    title: clip(ORDERS_HELP_TITLE, EMBED_LIMITS.title),
    description: clip(inlineText(ORDERS_HELP_INTRO, "markdown"), EMBED_LIMITS.description),
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
    if (topic === "orders") {
      await interaction.reply({ embeds: [ordersHelpEmbed()], flags: MessageFlags.Ephemeral });
      return;
    }
    if (topic !== null) {
      await respondText(
        interaction,
        `There is no help on "${topic}": try \`/help topic:orders\`, or \`/help\`.`,
      );
      return;
    }
    await respondText(interaction, helpText(ctx.service.gameByChannel(interaction.channelId)?.ruleset));
  },
};
