import { z } from "zod";
import type { GameStore } from "../../storage/game-store.ts";

/**
 * Deadlines met and missed, per seat and the player who held it then (reliability, issue #28; house rules
 * "Absent and returning players", Ratings: a separate number that never changes the rating). The schedule writes
 * one entry when a deadline passes (once: the deadline's notice is stored once under the same key), kept with the
 * game in the store's settings.
 */
export const deadlineEntrySchema = z.object({
  gameId: z.string(),
  /** The deadline's step key in the schedule's outbox (one per phase or step). */
  key: z.string(),
  at: z.string(),
  seats: z.array(
    z.object({
      seat: z.string(),
      forumName: z.string().nullable(),
      discordUserId: z.string().nullable(),
      met: z.boolean(),
    }),
  ),
});
export type DeadlineEntry = z.infer<typeof deadlineEntrySchema>;

const PREFIX = "deadline-met:";
const keyOf = (gameId: string, key: string) => `${PREFIX}${gameId}:${key}`;

/** Records a deadline's outcome once (a second call for the same deadline changes nothing). */
export async function recordDeadline(store: GameStore, entry: DeadlineEntry): Promise<boolean> {
  const key = keyOf(entry.gameId, entry.key);
  if ((await store.getSetting(key)) !== undefined) return false;
  await store.setSetting(key, JSON.stringify(entry));
  return true;
}

/** Every recorded deadline of the installation, in a fixed order (game, then time, then key). */
export async function deadlineEntries(store: GameStore): Promise<DeadlineEntry[]> {
  const rows = (await store.db.all(
    "SELECT key, value FROM settings WHERE substr(key, 1, ?) = ?",
    PREFIX.length,
    PREFIX,
  )) as {
    key: string;
    value: string;
  }[];
  const entries = rows.flatMap((r) => {
    const parsed = deadlineEntrySchema.safeParse(JSON.parse(r.value));
    return parsed.success ? [parsed.data] : [];
  });
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return entries.sort((a, b) => cmp(a.gameId, b.gameId) || cmp(a.at, b.at) || cmp(a.key, b.key));
}
