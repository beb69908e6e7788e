import type { Interaction } from "discord.js";
import { isStorageUnavailable } from "../../storage/sql.ts";
import { findCommand } from "../commands/registry.ts";
import { respondText } from "../commands/respond.ts";
import type { BotContext } from "../context.ts";
import { isGm, type MemberRoles, roleIdsOf } from "../permissions.ts";

/** The answer to a player who runs a GM command. */
export const GM_ONLY_TEXT = "Only a GM can use this command.";

/**
 * A slash command: looked up in the registry; GM commands are refused unless the caller is a GM (checked here on
 * every call); failures are logged and answered with a one-line private message.
 */
export async function onInteractionCreate(ctx: BotContext, interaction: Interaction): Promise<void> {
  if (!interaction.isChatInputCommand()) return;
  const command = findCommand(interaction.commandName);
  const log = ctx.logger.child({ command: interaction.commandName, userId: interaction.user.id });
  if (!command) {
    await respondText(interaction, "Unknown command.");
    return;
  }
  if (command.gmOnly) {
    const caller = {
      userId: interaction.user.id,
      roleIds: roleIdsOf(interaction.member as MemberRoles | null),
    };
    if (!isGm(caller, ctx.config)) {
      log.warn("GM command refused");
      await respondText(interaction, GM_ONLY_TEXT);
      return;
    }
  }
  try {
    await command.execute(ctx, interaction);
    log.debug("command done");
  } catch (error) {
    log.error({ err: error }, "command failed");
    try {
      await respondText(
        interaction,
        isStorageUnavailable(error)
          ? "⚠️ Adjutant could not reach its database just now, so nothing was done: try again in a minute."
          : "⚠️ Something went wrong; the GM can find the details in the bot's log.",
      );
    } catch (again) {
      log.error({ err: again }, "could not report the failure");
    }
  }
}
