import type { SeatHandles } from "../identity/authors.ts";
import type { GameStore } from "../storage/game-store.ts";

/**
 * The players of a game as identity checks read them (`src/identity/authors.ts`): per seat (a nation, a Risk
 * player) the forum account names and the Discord user ids that post for it. Seats nobody has claimed yet are left
 * out.
 */
export async function playersOf(store: GameStore, gameId: string): Promise<SeatHandles[]> {
  return (await store.listPlayers(gameId)).flatMap((p) => {
    const names = [p.forum_name, ...p.aliases_json].filter(
      (x): x is string => typeof x === "string" && x.trim() !== "",
    );
    const discordIds = p.discord_user_id ? [p.discord_user_id] : [];
    return names.length + discordIds.length > 0 ? [{ seat: p.nation, names, discordIds }] : [];
  });
}
