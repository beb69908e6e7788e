import type { ParsedPost } from "../../../parsers/post.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { PlayerRow } from "../../storage/rows.ts";

/**
 * The seat a post's author speaks for, by the rule the rest of the project uses (the order book's
 * `nationsOfAuthor`): a Discord post by its user id (a display name proves nothing), any other by its exact account
 * name (or an alias). A handle that plays no seat, or more than one, speaks for none.
 */
export async function seatOfAuthor(
  store: GameStore,
  gameId: string,
  post: Pick<ParsedPost, "platform" | "author">,
): Promise<string | null> {
  return seatAmong(await store.listPlayers(gameId), post);
}

/** `seatOfAuthor` among players already read (a book reads them once for all its posts). */
export function seatAmong(
  players: readonly PlayerRow[],
  post: Pick<ParsedPost, "platform" | "author">,
): string | null {
  const discordId = post.platform === "discord" ? post.author.id : undefined;
  const name = post.author.name;
  const seats = players.filter((p) =>
    discordId !== undefined
      ? p.discord_user_id === discordId
      : [p.forum_name, ...p.aliases_json].some((n) => typeof n === "string" && n.trim() === name),
  );
  return seats.length === 1 ? (seats[0]?.nation ?? null) : null;
}
