import type { Client } from "discord.js";
import { slashCommands } from "./commands/registry.ts";

/**
 * Registers every slash command (one bulk overwrite): in the configured guild (instant), or globally without one.
 * Returns how many commands Discord now has.
 */
export async function deployCommands(client: Client<true>, guildId: string | undefined): Promise<number> {
  const body = slashCommands.map((c) => c.data);
  const set = guildId
    ? await client.application.commands.set(body, guildId)
    : await client.application.commands.set(body);
  return set.size;
}
