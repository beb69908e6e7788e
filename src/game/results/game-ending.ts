import { z } from "zod";
import { finalPlaceSchema } from "../../core/final-ranking.ts";
import type { GameStore } from "../../storage/game-store.ts";

/**
 * How a game ended, kept with the game (the store's settings, one JSON value per game): when, who ended it (the GM's
 * name, or the rules: Risk Variant One's V9 conquest), and the final ranking fixed then, each seat with the player
 * who held it at the end (a forum name, or a Discord user id when the seat had no forum name).
 */
export const gameEndingSchema = z.object({
  endedAt: z.string(),
  /** "gm": `adjutant game end` or `/game end`; "rules": the game's own end (V9). */
  how: z.enum(["gm", "rules"]),
  by: z.string(),
  reason: z.string(),
  /** The last event of the game's log when it ended (the state the ranking was read from). */
  eventSeq: z.number().int().min(0),
  places: z.array(
    finalPlaceSchema.extend({
      /** The seat's display name then ("Russian Empire"). */
      name: z.string(),
      player: z.object({ forumName: z.string().nullable(), discordUserId: z.string().nullable() }).nullable(),
    }),
  ),
});
export type GameEnding = z.infer<typeof gameEndingSchema>;

/** The settings key of a game's stored end. */
export const gameEndedKey = (gameId: string): string => `game-ended:${gameId}`;

/** The stored end of a game (a GM's end, or a rules end recorded since), or undefined. */
export async function storedEnding(store: GameStore, gameId: string): Promise<GameEnding | undefined> {
  const raw = await store.getSetting(gameEndedKey(gameId));
  if (raw === undefined) return undefined;
  const parsed = gameEndingSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`the stored end of game "${gameId}" cannot be read`);
  return parsed.data;
}

export async function saveEnding(store: GameStore, gameId: string, ending: GameEnding): Promise<void> {
  await store.setSetting(gameEndedKey(gameId), JSON.stringify(ending));
}
