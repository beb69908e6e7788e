import { z } from "zod";
import type { Env } from "../config/env.ts";
import { err, ok, type Result } from "../result.ts";

/** What the bot needs to run, read from the environment (see `.env.example`). */
export const botConfigSchema = z.object({
  token: z.string().min(1),
  /** Checked against the application id Discord reports at login, when set. */
  applicationId: z.string().optional(),
  /** The guild to register slash commands in; without it they are registered globally. */
  guildId: z.string().optional(),
  /** Members with this role are GMs. */
  gmRoleId: z.string().optional(),
  /** These users are GMs. */
  gmUserIds: z.array(z.string()).default([]),
  /** The REST API base without the version (`https://discord.com/api`); tests point it at a local fake. */
  apiBase: z.string().optional(),
});

/** The bot's configuration. */
export type BotConfig = z.infer<typeof botConfigSchema>;

/** The bot configuration from a validated environment, or a one-line message when the token is missing. */
export function botConfigFromEnv(env: Env): Result<BotConfig, string> {
  if (!env.DISCORD_TOKEN)
    return err("DISCORD_TOKEN is not set: the Discord bot needs the bot token (see .env.example)");
  return ok(
    botConfigSchema.parse({
      token: env.DISCORD_TOKEN,
      applicationId: env.DISCORD_APPLICATION_ID,
      guildId: env.DISCORD_GUILD_ID,
      gmRoleId: env.DISCORD_GM_ROLE_ID,
      gmUserIds: env.DISCORD_GM_USER_IDS,
      apiBase: env.DISCORD_API_BASE
        ? env.DISCORD_API_BASE.replace(/\/v\d+\/?$/, "").replace(/\/$/, "")
        : undefined,
    }),
  );
}
