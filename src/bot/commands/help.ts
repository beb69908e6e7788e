import { SlashCommandBuilder } from "discord.js";
import { respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

/** The help text: how to post orders, and every command. */
export const HELP_TEXT = [
  "**Posting orders**: write your orders in **bold** in the game channel, one order a line (W32). The bot replies with each order accepted or rejected and the pp left per supply group, and reacts ✅ (all taken) or ⚠️ (some not).",
  "To change orders, post again: your latest post replaces the earlier one. An edited or deleted post counts for nothing (W33).",
  "**Players**: `/orders` your orders in force · `/preview` what they would do now, with exact odds · `/status` your nation · `/odds` battle odds · `/help`.",
  "**GMs**: `/game new|load` · `/assign` · `/phase open|close` · `/deadline` · `/resolve` · `/undo` · `/adjust` · `/report`.",
].join("\n\n");

/** `/help`: how to play through the bot. */
export const helpCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("help")
    .setDescription("How to post orders, and the bot's commands")
    .toJSON(),
  gmOnly: false,
  async execute(_ctx, interaction) {
    await respondText(interaction, HELP_TEXT);
  },
};
