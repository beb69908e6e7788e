import type {
  ChatInputCommandInteraction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from "discord.js";
import type { BotContext } from "../context.ts";

/** One slash command: its registration JSON, whether only GMs may run it, and what it does. */
export interface SlashCommand {
  data: RESTPostAPIChatInputApplicationCommandsJSONBody;
  /** Checked by the bot on every call (permissions.ts), not only by Discord's command permissions. */
  gmOnly: boolean;
  execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void>;
}
