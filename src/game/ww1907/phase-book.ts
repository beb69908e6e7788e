import type { ParsedPost } from "../../../parsers/post.ts";
import type { BookPlayer, OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import { buildOrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import type { OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { PhaseRow, PostRow } from "../../storage/rows.ts";
import type { GameContext } from "./context.ts";
import { windowOf } from "./phases.ts";

/**
 * The order book of the open phase: only the posts written since it opened are read (earlier phases' posts are
 * never re-read), each post's lines parsed once per text (`read` caches them).
 */
export function phaseBook(input: {
  store: GameStore;
  gameId: string;
  ctx: GameContext;
  phase: PhaseRow;
  state: GameState | undefined;
  players: BookPlayer[];
  read: (post: ParsedPost, nation: string) => OrderLine[];
}): OrderBook {
  const { store, gameId, ctx, phase, state } = input;
  return buildOrderBook({
    posts: store.listPostsSince(gameId, phase.opened_at).map(toBookPost),
    window: windowOf(phase),
    players: input.players,
    lexicon: ctx.lexicon,
    phase: state?.phase,
    ...(state ? { rulings: state.rulings } : {}),
    read: input.read,
  });
}

/** A stored post as the order book reads it: an edit seen by hash, or a deletion, voids like an edit notice. */
function toBookPost(row: PostRow): ParsedPost {
  const parsed = row.parsed_json as ParsedPost;
  const stored = row.edited_json as { by?: string | null; at?: string | null; byModerator?: boolean } | null;
  const edited =
    row.deleted_at !== null
      ? { by: row.author_name, at: row.deleted_at, byModerator: false }
      : stored
        ? { by: stored.by ?? null, at: stored.at ?? null, byModerator: stored.byModerator === true }
        : null;
  return { ...parsed, edited };
}
