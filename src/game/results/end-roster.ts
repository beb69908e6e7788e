import { z } from "zod";
import type { GameStore } from "../../storage/game-store.ts";

/**
 * Who held each seat when a game ended, written into the game's log with its end (World War 1907's `game-ended`
 * event, Risk Variant One's `end-game` GM step), so the ratings read the players from the log, not from a roster
 * that may change later.
 */
export const endRosterLineSchema = z.object({
  seat: z.string(),
  forumName: z.string().nullable(),
  discordUserId: z.string().nullable(),
});
export type EndRosterLine = z.infer<typeof endRosterLineSchema>;

/** The game's roster now, one line per seat that has a player (a forum name or a Discord user). */
export async function rosterNow(store: GameStore, gameId: string): Promise<EndRosterLine[]> {
  return (await store.listPlayers(gameId))
    .filter((p) => p.forum_name !== null || p.discord_user_id !== null)
    .map((p) => ({ seat: p.nation, forumName: p.forum_name, discordUserId: p.discord_user_id }));
}
