import type { BotConfig } from "./config.ts";

/** Who is asking: a user id and the role ids they hold in the guild. */
export interface Caller {
  userId: string;
  roleIds: readonly string[];
}

/** Interaction members come cached (roles manager) or raw (role id array); both are read here. */
export type MemberRoles = {
  roles: readonly string[] | { cache: { has(id: string): boolean; keys(): Iterable<string> } };
};

/** The role ids of an interaction's member (raw API member or cached GuildMember); none outside a guild. */
export function roleIdsOf(member: MemberRoles | null | undefined): string[] {
  if (!member) return [];
  const roles = member.roles;
  return Array.isArray(roles)
    ? [...(roles as readonly string[])]
    : [...(roles as { cache: { keys(): Iterable<string> } }).cache.keys()];
}

/**
 * True when the caller is a GM: their user id is listed in DISCORD_GM_USER_IDS or they hold DISCORD_GM_ROLE_ID.
 * The bot checks this itself on every GM command, whatever Discord's command permissions say.
 */
export function isGm(caller: Caller, config: Pick<BotConfig, "gmRoleId" | "gmUserIds">): boolean {
  if (config.gmUserIds.includes(caller.userId)) return true;
  return config.gmRoleId !== undefined && caller.roleIds.includes(config.gmRoleId);
}
