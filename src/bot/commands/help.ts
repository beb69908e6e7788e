import { type APIEmbed, MessageFlags, SlashCommandBuilder } from "discord.js";
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

/** The help text: how to post orders, and every command. */
export const HELP_TEXT = [
  "**Posting orders**: write your orders in **bold** in the game channel, one order a line (W32). The bot replies with each order accepted or rejected and the pp left per supply group, and reacts ✅ (all taken) or ⚠️ (some not).",
  "To change orders, post again: your latest post replaces the earlier one. An edited or deleted post counts for nothing (W33).",
  "**Every kind of order**, with examples: `/help topic:orders`.",
  "**Players**: `/orders` your orders in force · `/preview` what they would do now, with exact odds · `/status` your nation · `/odds` battle odds · `/help`.",
  "**GMs**: `/game new|load` · `/assign` · `/phase open|close` · `/deadline` · `/resolve` · `/undo` · `/adjust` · `/report`.",
].join("\n\n");

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
  async execute(_ctx, interaction) {
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
    await respondText(interaction, HELP_TEXT);
  },
};
