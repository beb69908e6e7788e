import type { LRUCache } from "lru-cache";
import type { ParsedPost } from "../../../parsers/post.ts";
import { perGameCache } from "../../cache/games-in-memory.ts";
import type {
  BookPlayer,
  IgnoredPost,
  OrderBook,
  OrderBookInput,
} from "../../rulesets/ww1907/language/order-book.ts";
import { buildOrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import { isOrderLine, type OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../rulesets/ww1907/language/parse-orders.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { BookPostRow, PhaseRow } from "../../storage/rows.ts";
import type { GameContext } from "./context.ts";
import { windowOf } from "./phases.ts";

/** The open phase's posts as the book reads them, kept per store and game between books. */
interface KeptPosts {
  opens: string;
  mark: string;
  lastSeq: number;
  posts: ParsedPost[];
  /** The posts by id; `duplicateIds` when two share one (the book names posts by id: never extended then). */
  byId: Map<string, ParsedPost>;
  duplicateIds: boolean;
  /** The latest `bookTime` among the posts. */
  latest: number;
}
const kept = new WeakMap<GameStore, LRUCache<string, KeptPosts>>();

/** The last book built per store and game, with what it was built from (read-only for its callers). */
interface KeptBook {
  posts: KeptPosts;
  count: number;
  /** The latest `bookTime` among the `count` posts it was built from. */
  latest: number;
  key: string;
  ctx: GameContext;
  state: GameState | undefined;
  book: OrderBook;
  /** How many ignored posts `book` had when it was kept (an extension in place appends after them). */
  ignoredCount: number;
}
const books = new WeakMap<GameStore, LRUCache<string, KeptBook>>();

/**
 * The posts of a window opening at `opens`, in the order they were seen. The ones read for the last book are kept
 * and only the posts seen since are read and validated, as long as the store's change mark holds (no post edited
 * or deleted, no other process's write); otherwise, or inside a transaction, every post is read again.
 */
async function phasePosts(store: GameStore, gameId: string, opens: string): Promise<KeptPosts | null> {
  const mark = await store.postsChangeMark();
  if (mark === null) return null;
  let games = kept.get(store);
  if (!games) {
    games = perGameCache();
    kept.set(store, games);
  }
  const previous = games.get(gameId);
  const reuse = previous !== undefined && previous.opens === opens && previous.mark === mark;
  const rows = reuse
    ? await store.listBookPostsSince(gameId, opens, previous.lastSeq)
    : await store.listBookPostsSince(gameId, opens);
  const entry: KeptPosts = reuse
    ? previous
    : { opens, mark, lastSeq: 0, posts: [], byId: new Map(), duplicateIds: false, latest: -Infinity };
  for (const row of rows) {
    const post = toBookPost(row);
    entry.posts.push(post);
    entry.lastSeq = Math.max(entry.lastSeq, row.seq);
    if (entry.byId.has(post.postId)) entry.duplicateIds = true;
    entry.byId.set(post.postId, post);
    entry.latest = Math.max(entry.latest, bookTime(post));
  }
  games.set(gameId, entry);
  return entry;
}

/**
 * The order book of the open phase: only the posts written since it opened are read (earlier phases' posts are
 * never re-read; the open phase's are kept between books, see `phasePosts`), each post's lines parsed once per
 * text (`read` caches them). A book is read-only and its `ignored` and `notes` lists are those of the next book of
 * the game when that one extends it (they grow in place): read a book's lists before asking for the next book.
 */
export async function phaseBook(input: {
  store: GameStore;
  gameId: string;
  ctx: GameContext;
  phase: PhaseRow;
  state: GameState | undefined;
  players: BookPlayer[];
  read: (post: ParsedPost, nation: string) => OrderLine[];
}): Promise<OrderBook> {
  const { store, gameId, ctx, phase, state } = input;
  const window = windowOf(phase);
  // what a book is built with besides its posts: the same for a new book and for one extended
  const setting = {
    window,
    players: input.players,
    lexicon: ctx.lexicon,
    phase: state?.phase,
    ...(state ? { rulings: state.rulings } : {}),
    read: input.read,
  };
  const build = (posts: readonly ParsedPost[]): OrderBook => buildOrderBook({ posts, ...setting });
  const posts = await phasePosts(store, gameId, phase.opened_at);
  if (posts === null) return build((await store.listBookPostsSince(gameId, phase.opened_at)).map(toBookPost));
  // The same posts, window, players, setup and state give the same book: the one built last is reused (an ingest
  // asks for the book before and after storing its posts; with nothing new, both are one build).
  const key = JSON.stringify([window, input.players]);
  let games = books.get(store);
  if (!games) {
    games = perGameCache();
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
  // New posts only, all after the book's: the book goes on from where it was (the same book as built from all).
  const extended =
    last &&
    last.posts === posts &&
    last.count < posts.posts.length &&
    !posts.duplicateIds &&
    last.key === key &&
    last.ctx === ctx &&
    last.state === state
      ? extendOrderBook(
          { book: last.book, latest: last.latest, post: (id) => posts.byId.get(id) },
          posts.posts.slice(last.count),
          setting,
          { inPlace: true },
        )
      : null;
  const book = extended ?? build(posts.posts);
  if (extended && last) {
    // the lists were appended to in place: the index of the ignored posts goes on too
    const index = ignoredIndexes.get(last.book);
    if (index) {
      for (let i = last.ignoredCount; i < book.ignored.length; i++)
        addIgnored(index, book.ignored[i] as IgnoredPost);
      ignoredIndexes.set(book, index);
    }
  }
  games.set(gameId, {
    posts,
    count: posts.posts.length,
    latest: posts.latest,
    key,
    ctx,
    state,
    book,
    ignoredCount: book.ignored.length,
  });
  return book;
}

/** Per book, its ignored posts by post id (built on first use, carried on by a book extended in place). */
const ignoredIndexes = new WeakMap<OrderBook, Map<string, IgnoredPost[]>>();

function addIgnored(index: Map<string, IgnoredPost[]>, entry: IgnoredPost): void {
  const list = index.get(entry.postId);
  if (list) list.push(entry);
  else index.set(entry.postId, [entry]);
}

/** The book's ignored entries of one post, in the book's order (an index kept per book, not a scan per post). */
export function ignoredEntriesOf(book: OrderBook, postId: string): readonly IgnoredPost[] {
  let index = ignoredIndexes.get(book);
  if (!index) {
    index = new Map();
    for (const entry of book.ignored) addIgnored(index, entry);
    ignoredIndexes.set(book, index);
  }
  return index.get(postId) ?? [];
}

/** Where the order book places a post in time: its date, or after every dated post when it has none. */
export function bookTime(post: ParsedPost): number {
  const time = post.postedAt ? Date.parse(post.postedAt) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * The order book of some posts and then `added` ones, from the book of the first (`previous.book`, built from the
 * same window, players, lexicon, rulings and reader), without reading the first posts again: `buildOrderBook`
 * reads each nation's post in force (with the lines it has now, `choose` picks applied) and the added posts, and
 * what the first posts gave (ignored posts, notes, choices made) is kept. This is the book `buildOrderBook` gives for
 * all the posts when every added post comes after the first ones in its order (time, then position; undated last):
 * `previous.latest` is the latest `bookTime` of the first posts. Null when that does not hold (a post dated before
 * one already read, or an added post with an id already read): build the whole book then. With `inPlace`, the
 * new book's `ignored` and `notes` are the previous book's lists with the new entries pushed onto them (the previous
 * book is given up: `phaseBook` keeps only its last book), so a post costs no copy of lists that grow with the phase.
 */
export function extendOrderBook(
  previous: { book: OrderBook; latest: number; post: (postId: string) => ParsedPost | undefined },
  added: readonly ParsedPost[],
  input: Omit<OrderBookInput, "posts">,
  options: { inPlace?: boolean } = {},
): OrderBook | null {
  for (const post of added) {
    if (bookTime(post) < previous.latest) return null;
  }
  const inForce = new Map<ParsedPost, { nation: string; lines: OrderLine[] }>();
  const inForceIds = new Set<string>();
  for (const entry of previous.book.nations) {
    if (entry.postId === null) continue;
    const post = previous.post(entry.postId);
    if (!post || inForce.has(post) || !entry.lines.some(isOrderLine)) return null;
    inForce.set(post, { nation: entry.nation, lines: entry.lines });
    inForceIds.add(entry.postId);
  }
  if (added.some((p) => inForceIds.has(p.postId))) return null;
  const read = (post: ParsedPost, nation: string): OrderLine[] => {
    const kept = inForce.get(post);
    if (kept && kept.nation === nation) return kept.lines;
    return input.read
      ? input.read(post, nation)
      : parseOrders(post.bold, input.lexicon, { nation, phase: input.phase });
  };
  const next = buildOrderBook({ ...input, posts: [...inForce.keys(), ...added], read });
  const choicesBefore = new Map(previous.book.nations.map((n) => [n.nation, n]));
  return {
    nations: next.nations.map((n) => {
      const before = choicesBefore.get(n.nation);
      return before && before.postId !== null && before.postId === n.postId && before.choices.length > 0
        ? { ...n, choices: [...before.choices, ...n.choices] }
        : n;
    }),
    ignored: appended(previous.book.ignored, next.ignored, options.inPlace === true),
    // a post in force read again repeats the note it gave the first time (a moderator's edit)
    notes: appended(
      previous.book.notes,
      next.notes.filter((n) => !inForceIds.has(n.postId)),
      options.inPlace === true,
    ),
  };
}

/** `first` then `more`: a new list, or `first` itself with `more` pushed onto it (no copy of a long list per post). */
function appended<T>(first: T[], more: readonly T[], inPlace: boolean): T[] {
  if (!inPlace) return [...first, ...more];
  for (const item of more) first.push(item);
  return first;
}

/** A stored post as the order book reads it: an edit seen by hash, or a deletion, voids like an edit notice. */
function toBookPost(row: BookPostRow): ParsedPost {
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
