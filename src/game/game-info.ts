import type { GameRow } from "../storage/rows.ts";
import type { GameInfo } from "./types.ts";

/** A game as listed: its stored settings and what its play says of the moment (year or turn, phase, deadline). */
export function gameInfo(
  game: GameRow,
  now: { year: number; phase: string; commitment: string | null; deadline: string | null },
): GameInfo {
  return {
    id: game.id,
    name: game.name,
    ruleset: game.ruleset,
    scenario: game.scenario_ref,
    year: now.year,
    phase: now.phase,
    forumUrl: game.forum_url,
    forumPlatform: game.forum_platform,
    forumTimezone: game.forum_timezone,
    startsAt: game.starts_at,
    discordChannelId: game.discord_channel_id,
    commitment: now.commitment,
    deadline: now.deadline,
  };
}
