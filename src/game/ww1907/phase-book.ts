import type { LRUCache } from "lru-cache";
import type { ParsedPost } from "../../../parsers/post.ts";
import { perGameCache } from "../../cache/games-in-memory.ts";
import type { ChoiceOutcome } from "../../rulesets/ww1907/language/choose.ts";
import type {
  BookPlayer,
  IgnoredPost,
  NationOrders,
  OrderBook,
  OrderBookInput,
} from "../../rulesets/ww1907/language/order-book.ts";
import { buildOrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import {
  isAmbiguousLine,
  isCommandLine,
  isErrorLine,
  isOrderLine,
  type OrderLine,
} from "../../rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../rulesets/ww1907/language/parse-orders.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { BookPostRow, PhaseRow, PostRow } from "../../storage/rows.ts";
import type { GameContext } from "./context.ts";
import { windowOf } from "./phases.ts";

/**
 * The head of an open phase's order book, stored with the game (`GameStore.setBookHead`, as JSON) so that a service
 * that opens the game afresh (a restart, a CLI command, another shard) reads only the posts after it: per nation the
 * post in force with its lines and choices (the book's `nations`), the latest post time read, the last post number
 * read, and the game's post edit count read before those posts (an edit or a deletion bumps it in its own
 * transaction, so a head built from posts since changed is never used). Not the whole book: its ignored posts and
 * notes grow with the phase, and are read again from every post for the report.
 */
interface StoredHead {
  v: typeof HEAD_VERSION;
  /** What the book was built with besides its posts (`settingKey`): a head built for another setting is not used. */
  key: string;
  opens: string;
  edits: number;
  lastSeq: number;
  /** The latest `bookTime` among the posts read, as `String(number)` (JSON has no Infinity). */
  latest: string;
  /** The sources of the posts read (a new post from another source may share an id with one of them). */
  sources: string[];
  nations: { nation: string; postId: string | null; lines: OrderLine[]; choices: ChoiceOutcome[] }[];
  /** The posts in force, as the book reads them. */
  posts: ParsedPost[];
}
/** Bumped when what a stored head holds, or how order lines are read, changes: older heads are not used. */
const HEAD_VERSION = 1;

/** A stored head, read back: its posts in force by id. */
interface LoadedHead {
  stored: StoredHead;
  latest: number;
  posts: Map<string, ParsedPost>;
}

/** The open phase's posts as the book reads them, kept per store and game between books. */
interface KeptPosts {
  opens: string;
  mark: string;
  /** The game's post edit count, read before the first of these posts (or with the head they start from). */
  edits: number;
  /**
   * Set when `posts` are only those after a stored head (`head.stored.lastSeq`): a book of them is the head's
   * extended, exact in its nations, its ignored posts and notes those of the posts after the head only.
   */
  head: LoadedHead | null;
  lastSeq: number;
  posts: ParsedPost[];
  /** The posts by id; `duplicateIds` when two share one (the book names posts by id: never extended then). */
  byId: Map<string, ParsedPost>;
  duplicateIds: boolean;
  /** The latest `bookTime` among the posts (and the head's). */
  latest: number;
  /** The sources of the posts (and the head's). */
  sources: Set<string>;
}

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

/** What a book's head is, as it was when the book was built (see `storeBookHead`). */
interface HeadOfBook {
  key: string;
  opens: string;
  edits: number;
  lastSeq: number;
  latest: number;
  sources: string[];
  /** The posts in force; null when one was not at hand or two posts share an id (no head is stored then). */
  posts: ParsedPost[] | null;
  /** What the book was built with besides its posts, to extend its head with a batch's posts (`storeBookHead`). */
  setting: Omit<OrderBookInput, "posts">;
}
const headsOfBooks = new WeakMap<OrderBook, HeadOfBook>();

/**
 * What is kept per store and game between books: the open phase's posts, the last book, and the head last stored
 * (`key`, edit count, last post number: not written again). One cache per store for the three, made on the store's
 * first book: each cache made is paid for by a reopened service's first post.
 */
interface KeptGame {
  posts?: KeptPosts;
  book?: KeptBook;
  storedHead?: string;
}
const keptGames = new WeakMap<GameStore, LRUCache<string, KeptGame>>();

/** What is kept for a store and game (an empty record the first time). */
function keptOf(store: GameStore, gameId: string): KeptGame {
  let games = keptGames.get(store);
  if (!games) {
    games = perGameCache();
    keptGames.set(store, games);
  }
  let entry = games.get(gameId);
  if (!entry) {
    entry = {};
    games.set(gameId, entry);
  }
  return entry;
}

/** The stored head of the game, when it was built for `opens` and `key` and no post was changed since. */
async function loadHead(
  store: GameStore,
  gameId: string,
  opens: string,
  key: string,
): Promise<{ head: LoadedHead | null; edits: number }> {
  const { head: text, edits } = await store.bookHead(gameId);
  if (text === undefined) return { head: null, edits };
  let stored: StoredHead;
  try {
    stored = JSON.parse(text) as StoredHead;
  } catch {
    return { head: null, edits };
  }
  if (stored.v !== HEAD_VERSION || stored.edits !== edits || stored.opens !== opens || stored.key !== key) {
    return { head: null, edits };
  }
  return {
    head: { stored, latest: Number(stored.latest), posts: new Map(stored.posts.map((p) => [p.postId, p])) },
    edits,
  };
}

/**
 * The posts of a window opening at `opens`, in the order they were seen. The ones read for the last book are kept
 * and only the posts seen since are read and validated, as long as the store's change mark holds (no post edited
 * or deleted, no other process's write); otherwise, or inside a transaction, every post is read again. Unless
 * `full`, a game not read yet starts from its stored head (`loadHead`) when it can: only the posts after it are
 * read.
 */
async function phasePosts(
  store: GameStore,
  gameId: string,
  opens: string,
  want: { full: boolean; key: string },
): Promise<KeptPosts | null> {
  const mark = await store.postsChangeMark();
  if (mark === null) return null;
  const previous = keptOf(store, gameId).posts;
  const reuse =
    previous !== undefined &&
    previous.opens === opens &&
    previous.mark === mark &&
    (previous.head === null || (!want.full && previous.head.stored.key === want.key));
  let entry: KeptPosts;
  let rows: BookPostRow[];
  if (reuse) {
    entry = previous;
    rows = await store.listBookPostsSince(gameId, opens, previous.lastSeq);
  } else {
    const { head, edits } = want.full
      ? { head: null, edits: await store.postEditCount(gameId) }
      : await loadHead(store, gameId, opens, want.key);
    entry = {
      opens,
      mark,
      edits,
      head,
      lastSeq: head?.stored.lastSeq ?? 0,
      posts: [],
      byId: new Map(),
      duplicateIds: false,
      latest: head?.latest ?? -Infinity,
      sources: new Set(head?.stored.sources),
    };
    rows = head
      ? await store.listBookPostsSince(gameId, opens, head.stored.lastSeq)
      : await store.listBookPostsSince(gameId, opens);
  }
  for (const row of rows) {
    const post = toBookPost(row);
    entry.posts.push(post);
    entry.lastSeq = Math.max(entry.lastSeq, row.seq);
    if (entry.byId.has(post.postId)) entry.duplicateIds = true;
    // a post after the head may share its id with one before it only when that one came from another source
    else if (
      entry.head?.stored.sources.some((s) => s !== row.source) &&
      (await store.postIdTakenBefore(gameId, opens, post.postId, entry.head.stored.lastSeq))
    ) {
      entry.duplicateIds = true;
    }
    entry.byId.set(post.postId, post);
    entry.latest = Math.max(entry.latest, bookTime(post));
    entry.sources.add(row.source);
  }
  // the record is looked up again: others may have been kept since, and this one let go
  keptOf(store, gameId).posts = entry;
  return entry;
}

/**
 * The order book of the open phase: only the posts written since it opened are read (earlier phases' posts are
 * never re-read; the open phase's are kept between books, see `phasePosts`), each post's lines parsed once per
 * text (`read` caches them). A book is read-only and its `ignored` and `notes` lists are those of the next book of
 * the game when that one extends it (they grow in place): read a book's lists before asking for the next book.
 *
 * With `partial`, a game not read yet in this process starts from its stored head (`storeBookHead`): the book's
 * `nations` are exact, but its `ignored` and `notes` hold only the posts after the head (what an ingest needs: the
 * orders in force and the new posts' fate). `stateSeq` is the state's last event (-1: no state).
 */
export async function phaseBook(input: {
  store: GameStore;
  gameId: string;
  ctx: GameContext;
  phase: PhaseRow;
  state: GameState | undefined;
  stateSeq: number;
  players: BookPlayer[];
  read: (post: ParsedPost, nation: string) => OrderLine[];
  partial?: boolean;
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
  // the setting as a stored head names it: the phase, its window, the players, and the state by its last event
  const key = JSON.stringify([phase.seq, window, input.players, state ? input.stateSeq : -1]);
  let posts = await phasePosts(store, gameId, phase.opened_at, { full: input.partial !== true, key });
  if (posts === null) return build((await store.listBookPostsSince(gameId, phase.opened_at)).map(toBookPost));
  // The same posts, window, players, setup and state give the same book: the one built last is reused (an ingest
  // asks for the book before and after storing its posts; with nothing new, both are one build).
  const last = keptOf(store, gameId).book;
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
  let current: KeptPosts = posts;
  const head = current.head;
  const postOf = (id: string): ParsedPost | undefined => current.byId.get(id) ?? current.head?.posts.get(id);
  // New posts only, all after the book's: the book goes on from where it was (the same book as built from all).
  const goesOn =
    last &&
    last.posts === posts &&
    last.count < posts.posts.length &&
    last.key === key &&
    last.ctx === ctx &&
    last.state === state
      ? last
      : null;
  let extended: OrderBook | null = null;
  if (!posts.duplicateIds && goesOn) {
    extended = extendOrderBook(
      { book: goesOn.book, latest: goesOn.latest, post: postOf },
      posts.posts.slice(goesOn.count),
      setting,
      { inPlace: true },
    );
  } else if (!posts.duplicateIds && head) {
    // the stored head and the posts after it
    const nations = head.stored.nations.map((n) => nationOrders(n, head.posts.get(n.postId ?? "")));
    extended = extendOrderBook(
      { book: { nations, ignored: [], notes: [] }, latest: head.latest, post: postOf },
      posts.posts,
      setting,
      { inPlace: true },
    );
  }
  if (extended === null && posts.head !== null) {
    // the head does not go on (a post dated before it, an id read twice): every post is read
    const all = await phasePosts(store, gameId, phase.opened_at, { full: true, key });
    if (all === null) return build((await store.listBookPostsSince(gameId, phase.opened_at)).map(toBookPost));
    current = all;
  }
  posts = current;
  const book = extended ?? build(posts.posts);
  if (extended && goesOn) {
    // the lists were appended to in place: the index of the ignored posts goes on too
    const index = ignoredIndexes.get(goesOn.book);
    if (index) {
      for (let i = goesOn.ignoredCount; i < book.ignored.length; i++)
        addIgnored(index, book.ignored[i] as IgnoredPost);
      ignoredIndexes.set(book, index);
    }
  }
  const inForce = book.nations.filter((n) => n.postId !== null).map((n) => postOf(n.postId as string));
  headsOfBooks.set(book, {
    key,
    opens: phase.opened_at,
    edits: posts.edits,
    lastSeq: posts.lastSeq,
    latest: posts.latest,
    sources: [...posts.sources],
    posts: posts.duplicateIds || inForce.some((p) => p === undefined) ? null : (inForce as ParsedPost[]),
    setting,
  });
  keptOf(store, gameId).book = {
    posts,
    count: posts.posts.length,
    latest: posts.latest,
    key,
    ctx,
    state,
    book,
    ignoredCount: book.ignored.length,
  };
  return book;
}

/** A nation's orders as the book gives them, from what a stored head keeps. */
function nationOrders(n: StoredHead["nations"][number], post: ParsedPost | undefined): NationOrders {
  return {
    nation: n.nation,
    postId: n.postId,
    postedAt: post?.postedAt ?? null,
    lines: n.lines,
    commands: n.lines.filter(isCommandLine).map((l) => l.command),
    pending: n.lines.filter(isAmbiguousLine),
    errors: n.lines.filter(isErrorLine),
    choices: n.choices,
  };
}

/**
 * Stores the head of a book with the game, for the next service that opens it (see `StoredHead`): `book` is the one
 * `phaseBook` gave before a batch (read-only) and `added` the posts the batch stored new, in the order stored. Call it
 * in the ingest's transaction, after the batch, so the head is written with the posts: the head after the batch
 * (the book's head extended with `added`, so a reopened service reads no post again) when it follows from those
 * alone (`headAfter`), else the head before it (the next service reads the batch's posts again). Nothing is written
 * when the head is the one this store wrote last, or when the book cannot have a head (built in a transaction, or
 * from posts sharing an id).
 */
export async function storeBookHead(
  store: GameStore,
  gameId: string,
  book: OrderBook,
  added: readonly PostRow[] = [],
): Promise<void> {
  const before = headsOfBooks.get(book);
  if (!before || before.posts === null) return;
  const after = added.length > 0 ? headAfter(before, book, added) : null;
  const head = after?.head ?? before;
  const nations = after?.nations ?? book.nations;
  const inForce = head.posts;
  if (inForce === null) return;
  const tag = `${head.key}\u0000${head.edits}\u0000${head.lastSeq}`;
  if (keptOf(store, gameId).storedHead === tag) return;
  const posts = new Map(inForce.map((p) => [p.postId, p]));
  const stored: StoredHead = {
    v: HEAD_VERSION,
    key: head.key,
    opens: head.opens,
    edits: head.edits,
    lastSeq: head.lastSeq,
    latest: String(head.latest),
    sources: head.sources,
    nations: nations.map((n) => ({
      nation: n.nation,
      postId: n.postId,
      lines: n.lines,
      choices: n.choices,
    })),
    posts: [...posts.values()],
  };
  await store.setBookHead(gameId, JSON.stringify(stored));
  keptOf(store, gameId).storedHead = tag;
}

/**
 * The head after a batch: the book's head (`before`) extended with the batch's new posts, or null when that would
 * not be the head of every post up to the batch's last. It is only when the batch's posts are numbered right after
 * the posts the head has read (so no other process's post comes between: they were numbered under the game's lock,
 * in this transaction), all come from sources whose ids cannot meet the head's (one source, the head's own or
 * none), and none is dated before a post already read (`extendOrderBook`). A post the batch changed in place bumps
 * the game's edit count, which makes any head written with the old count unusable: `added` holds new posts only.
 */
function headAfter(
  before: HeadOfBook,
  book: OrderBook,
  added: readonly PostRow[],
): { head: HeadOfBook; nations: NationOrders[] } | null {
  if (before.posts === null) return null;
  const sources = new Set(before.sources);
  for (const [i, row] of added.entries()) {
    if (row.seq !== before.lastSeq + 1 + i) return null;
    sources.add(row.source);
  }
  // ids are unique per source (a post seen again is not new): posts of one source never share one
  if (sources.size > 1) return null;
  const opensMs = Date.parse(before.opens) - 1;
  // the posts of the window, as `listBookPostsSince` reads them (the database's millisecond column)
  const inWindow: ParsedPost[] = [];
  for (const row of added) {
    if (row.posted_ms === undefined) return null;
    if (row.posted_ms === null || row.posted_ms >= opensMs) inWindow.push(toBookPost(row));
  }
  const known = new Map(before.posts.map((p) => [p.postId, p]));
  const extended = extendOrderBook(
    {
      book: { nations: book.nations, ignored: [], notes: [] },
      latest: before.latest,
      post: (id) => known.get(id),
    },
    inWindow,
    before.setting,
  );
  if (extended === null) return null;
  for (const p of inWindow) known.set(p.postId, p);
  const inForce = extended.nations.filter((n) => n.postId !== null).map((n) => known.get(n.postId as string));
  if (inForce.some((p) => p === undefined)) return null;
  let latest = before.latest;
  for (const p of inWindow) latest = Math.max(latest, bookTime(p));
  return {
    head: {
      ...before,
      lastSeq: before.lastSeq + added.length,
      latest,
      sources: [...sources],
      posts: inForce as ParsedPost[],
    },
    nations: extended.nations,
  };
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
function toBookPost(row: BookPostRow | PostRow): ParsedPost {
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
