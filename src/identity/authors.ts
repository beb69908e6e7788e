/**
 * Who speaks for which seat, for every game: the one identity rule (a player's posts are their orders), kept apart
 * from any game's order language so that the service, World War 1907's order book and every other game read a
 * post's author the same way.
 */

/**
 * A seat's handles: the forum account names its player posts under (exact, as the forum prints them) and the
 * Discord user ids that post for it. Identity is exact: folding names is for suggestions, never for who posted.
 */
export interface SeatHandles {
  /** The seat (a nation, a Risk player), as the game stores it. */
  seat: string;
  names: readonly string[];
  discordIds?: readonly string[] | undefined;
}

/** Who wrote a post, as identity reads it: the platform it came from and the author's name and (Discord) id. */
export interface PostAuthor {
  platform: string;
  author: { name: string; id?: string | undefined };
}

/**
 * The entries an author is listed under: a Discord post (one with a Discord user id) is its user's, whatever
 * display name it shows; any other post is its forum account's, by the exact name: the name as the platform's
 * reader gives it (which trims what the page trims), never trimmed or folded again here, so "Alice " or
 * "Alice\u00a0" is not Alice. More than one entry is a set-up mistake the caller reports.
 */
export function entriesOfAuthor<
  P extends { names: readonly string[]; discordIds?: readonly string[] | undefined },
>(players: readonly P[], post: PostAuthor): P[] {
  const discordId = post.platform === "discord" ? post.author.id : undefined;
  const name = post.author.name;
  return players.filter((p) =>
    discordId !== undefined
      ? (p.discordIds ?? []).includes(discordId)
      : p.names.some((n) => n.trim() === name),
  );
}

/** Every seat an author is listed for (see `entriesOfAuthor`). */
export function seatsOfAuthor(players: readonly SeatHandles[], post: PostAuthor): string[] {
  return entriesOfAuthor(players, post).map((p) => p.seat);
}

/** The one seat an author speaks for, or null (not a player, or listed for more than one seat). */
export function seatOfAuthor(players: readonly SeatHandles[], post: PostAuthor): string | null {
  const seats = seatsOfAuthor(players, post);
  return seats.length === 1 ? (seats[0] ?? null) : null;
}

/**
 * The seat a handle plays, for a GM's look-up: a forum account name (exact, ignoring the spaces around what was
 * typed) or a Discord user id; null when no seat or more than one.
 */
export function seatOfHandle(players: readonly SeatHandles[], handle: string): string | null {
  const key = handle.trim();
  const found = players.filter(
    (p) => p.names.some((n) => n.trim() === key) || (p.discordIds ?? []).includes(key),
  );
  return found.length === 1 ? (found[0]?.seat ?? null) : null;
}
