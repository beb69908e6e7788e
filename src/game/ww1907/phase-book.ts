import type { ParsedPost } from "../../../parsers/post.ts";
import type { BookPlayer, OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import { buildOrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import type { OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { PhaseRow, PostRow } from "../../storage/rows.ts";
import type { GameContext } from "./context.ts";
import { windowOf } from "./phases.ts";

/** The open phase's posts as the book reads them, kept per store and game between books. */
interface KeptPosts {
  opens: string;
  mark: string;
  lastSeq: number;
  posts: ParsedPost[];
}
const kept = new WeakMap<GameStore, Map<string, KeptPosts>>();

/** The last book built per store and game, with what it was built from (read-only for its callers). */
interface KeptBook {
  posts: KeptPosts;
  count: number;
  key: string;
  ctx: GameContext;
  state: GameState | undefined;
  book: OrderBook;
}
const books = new WeakMap<GameStore, Map<string, KeptBook>>();

/**
 * The posts of a window opening at `opens`, in the order they were seen. The ones read for the last book are kept
 * and only the posts seen since are read and validated, as long as the store's change mark holds (no post edited
 * or deleted, no other process's write); otherwise, or inside a transaction, every post is read again.
 */
function phasePosts(store: GameStore, gameId: string, opens: string): KeptPosts | null {
  const mark = store.postsChangeMark();
  if (mark === null) return null;
  let games = kept.get(store);
  if (!games) {
    games = new Map();
    kept.set(store, games);
  }
  const previous = games.get(gameId);
  const reuse = previous !== undefined && previous.opens === opens && previous.mark === mark;
  const rows = reuse
    ? store.listPostsSinceAfter(gameId, opens, previous.lastSeq)
    : store.listPostsSince(gameId, opens);
  const entry = reuse ? previous : { opens, mark, lastSeq: 0, posts: [] };
  for (const row of rows) {
    entry.posts.push(toBookPost(row));
    entry.lastSeq = Math.max(entry.lastSeq, row.seq);
  }
  games.set(gameId, entry);
  return entry;
}

/**
 * The order book of the open phase: only the posts written since it opened are read (earlier phases' posts are
 * never re-read; the open phase's are kept between books, see `phasePosts`), each post's lines parsed once per
 * text (`read` caches them).
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
  const window = windowOf(phase);
  const build = (posts: readonly ParsedPost[]): OrderBook =>
    buildOrderBook({
      posts,
      window,
      players: input.players,
      lexicon: ctx.lexicon,
      phase: state?.phase,
      ...(state ? { rulings: state.rulings } : {}),
      read: input.read,
    });
  const posts = phasePosts(store, gameId, phase.opened_at);
  if (posts === null) return build(store.listPostsSince(gameId, phase.opened_at).map(toBookPost));
  // The same posts, window, players, setup and state give the same book: the one built last is reused (an ingest
  // asks for the book before and after storing its posts; with nothing new, both are one build).
  const key = JSON.stringify([window, input.players]);
  let games = books.get(store);
  if (!games) {
    games = new Map();
    books.set(store, games);
  }
  const last = games.get(gameId);
  if (
    last &&
    last.posts === posts &&
    last.count === posts.posts.length &&
    last.key === key &&
    last.ctx === ctx &&
    last.state === state
  ) {
    return last.book;
  }
  const book = build(posts.posts);
  games.set(gameId, { posts, count: posts.posts.length, key, ctx, state, book });
  return book;
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
