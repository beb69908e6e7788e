import type { ChatInputCommandInteraction } from "discord.js";
import type { Absence } from "../../game/absence/absence.ts";
import type { GameInfo } from "../../game/types.ts";
import type { BotContext } from "../context.ts";
import { actorOf, channelGame, respondText } from "./respond.ts";

/** The channel's game and the service's absent players, or null after saying why not. */
export async function absenceOf(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<{ game: GameInfo; absence: Absence } | null> {
  const game = await channelGame(ctx, interaction);
  if (!game) return null;
  if (!ctx.service.absence) {
    await respondText(interaction, "⚠️ This bot keeps no vacations or civil disorder.");
    return null;
  }
  return { game, absence: ctx.service.absence };
}

/** The caller as the GM (the bot checked `gmOnly` before) or as a player. */
export function callerActor(
  interaction: ChatInputCommandInteraction,
  gm: boolean,
): { name: string; gm: boolean } {
  return { name: actorOf(interaction).name, gm };
}
