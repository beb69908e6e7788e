import type { LRUCache } from "lru-cache";
import { z } from "zod";
import { perGameCache } from "../../cache/games-in-memory.ts";
import type { OrderLine, Verdict } from "../../core/ruleset.ts";
import type { GameStore, RecordOutcome } from "../../storage/game-store.ts";
import type { BookPostRow, PhaseRow, PostRow } from "../../storage/rows.ts";
import type { Kit } from "./kit.ts";
import {
  type BookFold,
  type ChoiceOutcome,
  commandsOf,
  type FoldSetting,
  foldPost,
  type OrderBook,
  type PostInForce,
  type SeatPost,
} from "./order-book.ts";
import { stateSeqOf } from "./replay.ts";
import { postingWindow } from "./seeds.ts";

/**
 * A simultaneous game's order book kept between books (issues #14 and #26), for any ruleset: the open window's posts
 * folded so far (`foldPost`: each seat's latest order post, the posts that do not count) are kept per store and game,
 * so a book reads and folds only the posts first seen since the last one (`GameStore.listBookPostsSince` after the
 * last post number read); and the fold's head (per seat the post in force with the order lines the ruleset's `read`
 * gave, which must be JSON) is stored with the game (`GameStore.setBookHead`), so a service that opens the game
 * afresh (a restart, a CLI command, another shard) reads only the posts after it.
 *
 * What is kept never hides a change (W33): it is used only while the store's change mark holds (no post edited or
 * deleted in place, by this connection or another: `GameStore.postsChangeMark`), and for the same setting (the
 * window, its players, the state by its last logged event: `keyOf`). A stored head carries the game's post edit
 * count read before the posts it folded (`GameStore.postEditCount`, bumped in each edit's and deletion's own
 * transaction), so a head built from posts changed since, by any process, is never used.
 */

/**
 * Bumped when what a stored head holds, or how it is read, changes: older heads are not used. 2: World War 1907's
 * older play stored heads of its own under the same setting (version 1), which are not read. 3: each seat's post in
 * force keeps what the `choose N` picks applied to it did (`choices`, for the receipts).
 */
const HEAD_VERSION = 3;

/** One seat's post in force in a stored head. */
interface StoredSeat {
  seat: string;
  postId: string;
  author: string;
  postedAt: string | null;
  position: number;
  lines: unknown[];
  choices: ChoiceOutcome[];
}

/** The head of the fold as stored with the game (JSON; see `storeBookHead`). */
interface StoredHead {
  v: typeof HEAD_VERSION;
  /** The setting the posts were folded with (`keyOf`): a head of another setting is not used. */
  key: string;
  opens: string;
  /** The game's post edit count, read before the posts folded. */
  edits: number;
  /** The last post number folded: a book from this head reads the posts after it. */
  lastSeq: number;
  seats: StoredSeat[];
}

const storedHeadSchema = z.object({
  v: z.literal(HEAD_VERSION),
  key: z.string(),
  opens: z.string(),
  edits: z.number(),
  lastSeq: z.number().int(),
  seats: z.array(
    z.object({
      seat: z.string(),
      postId: z.string(),
      author: z.string(),
      postedAt: z.string().nullable(),
      position: z.number().int(),
      lines: z.array(z.unknown()),
      choices: z.array(
        z.discriminatedUnion("applied", [
          z.object({ choose: z.number(), applied: z.literal(true), text: z.string() }),
          z.object({ choose: z.number(), applied: z.literal(false), reason: z.string() }),
        ]),
      ),
    }),
  ),
});

/** A ruleset's order lines as a stored head keeps them: their commands read back through the ruleset's schema. */
function orderLinesSchema<C>(command: z.ZodType<C>): z.ZodType<unknown[]> {
  // made once per command schema: a schema made anew is compiled anew on its first use (a reopened game's first post)
  const kept = linesSchemas.get(command);
  if (kept) return kept;
  const made = linesSchemaOf(command);
  linesSchemas.set(command, made);
  return made;
}
const linesSchemas = new WeakMap<z.ZodType, z.ZodType<unknown[]>>();

function linesSchemaOf<C>(command: z.ZodType<C>) {
  return z.array(
    z.union([
      z.object({ kind: z.literal("command"), text: z.string(), command }),
      z.object({
        kind: z.literal("error"),
        text: z.string(),
        message: z.string(),
        suggestions: z.array(z.string()),
        lookalike: z.boolean().optional(),
        readings: z.array(command).optional(),
      }),
      z.object({
        kind: z.literal("ignored"),
        text: z.string(),
        reason: z.string(),
        choose: z.number().optional(),
      }),
    ]),
  );
}

/** The fold of a game's open window, kept between books. */
interface KeptFold {
  key: string;
  opens: string;
  mark: string;
  /** The game's post edit count, read before the first post folded (or with the head it starts from). */
  edits: number;
  lastSeq: number;
  /** False when the fold starts from a stored head: its `ignored` and `notes` hold only the posts after the head. */
  full: boolean;
  fold: BookFold<unknown>;
  /** Each seat's verdicts, judged once per post in force (the state is the key's). */
  verdicts: Map<string, { lines: readonly unknown[]; verdicts: Verdict[] }>;
}

/** The lines the ruleset read of posts, by post number, for a book's setting (`keyOf`), with the seat read for. */
interface LinesRead {
  key: string;
  lines: Map<number, { seat: string; lines: unknown[] }>;
}

/** At most how many posts' lines a book keeps for the receipts of the posts it read anew (`linesRead`). */
const KEPT_READS = 500;

/** What is kept per store and game: the fold, the head this store stored last, the lines read of the latest posts. */
interface KeptGame {
  fold?: KeptFold;
  storedTag?: string;
  /**
   * The lines read of the posts a head after a batch folded (the book after the batch reuses them), or of the posts
   * the last book read anew (an ingest's receipt reuses them: `linesRead`).
   */
  read?: LinesRead;
}

const keptGames = new WeakMap<GameStore, LRUCache<string, KeptGame>>();

function keptOf<S, C, E, R>(kit: Kit<S, C, E, R>, gameId: string): KeptGame {
  let games = keptGames.get(kit.store);
  if (!games) {
    games = perGameCache();
    keptGames.set(kit.store, games);
  }
  const id = `${kit.ruleset.id}/${gameId}`;
  let entry = games.get(id);
  if (!entry) {
    entry = {};
    games.set(id, entry);
  }
  return entry;
}

/** What a book's head is, as it was when the book was built (see `storeBookHead`). */
interface HeadOfBook {
  key: string;
  opens: string;
  edits: number;
  lastSeq: number;
  latest: Map<string, SeatPost<unknown>>;
  setting: FoldSetting<unknown>;
}
const headsOfBooks = new WeakMap<OrderBook<unknown>, HeadOfBook>();

/**
 * The setting a book's posts are folded with, as a stored head names it: the ruleset, the window (its number, opening
 * and close), its players, and the state by its last logged event.
 */
async function keyOf<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phase: PhaseRow,
  setting: FoldSetting<S>,
): Promise<string> {
  const seq = stateSeqOf(setting.state) ?? (await kit.store.lastEventSeq(gameId));
  const players = setting.players.map((p) => [p.nation, p.forum_name, p.discord_user_id, p.aliases_json]);
  return JSON.stringify([kit.ruleset.id, phase.seq, setting.window, players, seq]);
}

/**
 * The posts a batch just stored, and the game's post edit count read in the batch's transaction after them (see
 * `storeBookHead`): the book after the batch folds them into the fold kept rather than reading them back.
 */
export interface JustStored {
  rows: readonly PostRow[];
  edits: number;
}

/**
 * The posts of `stored` that the book's window takes, when they are all the posts after the fold kept: numbered right
 * after its last (no other connection's post between), no post of the game changed in place since the fold was built
 * (the edit count read in the batch's transaction, under the game's lock, is the fold's), each post's time placed as
 * `listBookPostsSince` places it. Else undefined: the book reads the posts after the fold as usual.
 */
function storedAfterKept(
  kept: KeptFold | undefined,
  key: string,
  opens: string,
  stored: JustStored,
): BookPostRow[] | undefined {
  if (kept === undefined || kept.key !== key || kept.opens !== opens || kept.edits !== stored.edits)
    return undefined;
  const opensMs = Date.parse(opens) - 1;
  const rows: BookPostRow[] = [];
  for (const [i, row] of stored.rows.entries()) {
    if (row.seq !== kept.lastSeq + 1 + i || row.posted_ms === undefined) return undefined;
    if (row.posted_ms === null || row.posted_ms >= opensMs) rows.push(row);
  }
  return rows;
}

/**
 * The order book of a window (see `orderBook`), from the fold kept, the stored head, or every post. With `stored` (the
 * book after an ingest's batch), the batch's posts are folded into the fold kept without reading them back when they
 * are all that came after it (`storedAfterKept`): two round trips fewer to PostgreSQL per post.
 */
export async function keptOrderBook<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phase: PhaseRow,
  state: S,
  full: boolean,
  stored?: JustStored,
): Promise<OrderBook<C>> {
  const { store } = kit;
  const window = postingWindow(phase);
  const setting: FoldSetting<S> = { state, players: await store.listPlayers(gameId), phase, window };
  let kept = keptOf(kit, gameId).fold;
  let key: string | undefined;
  let rows: BookPostRow[] | undefined;
  if (stored !== undefined && !full && !store.db.inTransaction) {
    key = await keyOf(kit, gameId, phase, setting);
    rows = storedAfterKept(kept, key, window.opens, stored);
  }
  // the batch's posts folded as stored: the fold kept goes on, its mark as it was (nothing changed in place)
  const mark = rows !== undefined && kept !== undefined ? kept.mark : await store.postsChangeMark();
  if (mark === null) return await bookInTransaction(kit, gameId, phase, setting, full);
  key ??= await keyOf(kit, gameId, phase, setting);
  let goesOn = false;
  if (rows !== undefined && kept !== undefined) {
    goesOn = true;
  } else if (
    kept !== undefined &&
    kept.key === key &&
    kept.opens === window.opens &&
    kept.mark === mark &&
    (kept.full || !full)
  ) {
    rows = await store.listBookPostsSince(gameId, window.opens, kept.lastSeq);
    goesOn = true;
  } else {
    kept = undefined;
    let edits: number;
    if (full) edits = await store.postEditCount(gameId);
    else {
      const stored = await store.bookHead(gameId);
      edits = stored.edits;
      kept = foldOfHead(kit, stored.head, { key, opens: window.opens, edits, mark }) ?? undefined;
    }
    if (kept) rows = await store.listBookPostsSince(gameId, window.opens, kept.lastSeq);
    else {
      kept = {
        key,
        opens: window.opens,
        mark,
        edits,
        lastSeq: 0,
        full: true,
        fold: { latest: new Map(), ignored: [], notes: [] },
        verdicts: new Map(),
      };
      rows = await store.listBookPostsSince(gameId, window.opens);
    }
  }
  const fold = kept.fold as BookFold<C>;
  const memo = keptOf(kit, gameId).read;
  // (only while the posts folded are as they were: no post was changed in place since they were read)
  const readBefore = goesOn && memo?.key === key ? memo.lines : undefined;
  // the lines of a batch's posts are kept for its receipts, not those of a whole window read again
  const read: LinesRead = { key, lines: new Map() };
  const keepsReads = rows.length <= KEPT_READS;
  for (const row of rows) {
    const before = readBefore?.get(row.seq);
    const record = (lines: OrderLine<C>[], seat: string) => {
      if (keepsReads) read.lines.set(row.seq, { seat, lines });
    };
    foldPost(
      kit,
      setting,
      fold,
      row,
      before ? { lines: before.lines as OrderLine<C>[], read: record } : { read: record },
    );
    kept.lastSeq = Math.max(kept.lastSeq, row.seq);
  }
  // the record is looked up again: others may have been kept since, and this one let go
  const game = keptOf(kit, gameId);
  game.fold = kept;
  if (rows.length > 0) game.read = read;
  const book = bookOf(kit, state, fold, kept.verdicts);
  headsOfBooks.set(book as OrderBook<unknown>, {
    key,
    opens: window.opens,
    edits: kept.edits,
    lastSeq: kept.lastSeq,
    latest: new Map(fold.latest),
    setting,
  });
  return book;
}

/**
 * The book in a transaction (a resolve), whose writes may yet be rolled back: nothing read is kept. Unless `full`, it
 * starts from the fold kept (or else the head stored) when no post was changed in place since it was built (the
 * game's post edit count, read in the transaction, is the one read before its posts), and folds the posts after it
 * into a copy, its `ignored` and `notes` those of the posts after it only; otherwise every post is read.
 */
async function bookInTransaction<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phase: PhaseRow,
  setting: FoldSetting<S>,
  full: boolean,
): Promise<OrderBook<C>> {
  const { store } = kit;
  const { opens } = setting.window;
  let start: { latest: Map<string, SeatPost<unknown>>; lastSeq: number } | null = null;
  if (!full) {
    const key = await keyOf(kit, gameId, phase, setting);
    const kept = keptOf(kit, gameId).fold;
    const stored = await store.bookHead(gameId);
    if (kept && kept.key === key && kept.opens === opens && kept.edits === stored.edits) {
      start = { latest: kept.fold.latest, lastSeq: kept.lastSeq };
    } else {
      const head = foldOfHead(kit, stored.head, { key, opens, edits: stored.edits, mark: "" });
      if (head) start = { latest: head.fold.latest, lastSeq: head.lastSeq };
    }
  }
  const fold: BookFold<C> = {
    latest: new Map(start?.latest as Map<string, SeatPost<C>> | undefined),
    ignored: [],
    notes: [],
  };
  const rows = start
    ? await store.listBookPostsSince(gameId, opens, start.lastSeq)
    : await store.listBookPostsSince(gameId, opens);
  for (const row of rows) foldPost(kit, setting, fold, row);
  return bookOf(kit, setting.state, fold, new Map());
}

/** The book of a fold: each seat's post in force, in seat order, judged on the state now (once per post). */
function bookOf<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  state: S,
  fold: BookFold<C>,
  verdicts: Map<string, { lines: readonly unknown[]; verdicts: Verdict[] }>,
): OrderBook<C> {
  const inForce: PostInForce<C>[] = [];
  for (const s of kit.ruleset.seats(state)) {
    const entry = fold.latest.get(s.id);
    if (!entry) continue;
    // judged when first asked for (an ingest asks only whose post is in force), once per post in force
    const judged = (): Verdict[] => {
      let kept = verdicts.get(s.id);
      if (!kept || kept.lines !== entry.lines) {
        kept = { lines: entry.lines, verdicts: kit.ruleset.judge(state, s.id, commandsOf(entry.lines)) };
        verdicts.set(s.id, kept);
      }
      return kept.verdicts;
    };
    inForce.push({
      seat: s.id,
      postId: entry.postId,
      position: entry.position,
      postedAt: entry.postedAt,
      lines: entry.lines,
      get verdicts() {
        return judged();
      },
      choices: entry.choices,
    });
  }
  return { inForce, ignored: fold.ignored, notes: fold.notes };
}

/** The fold a stored head starts, when it was stored for this setting and no post was changed since; else null. */
function foldOfHead<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  text: string | undefined,
  want: { key: string; opens: string; edits: number; mark: string },
): KeptFold | null {
  if (text === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const head = storedHeadSchema.safeParse(json);
  if (!head.success) return null;
  const h = head.data;
  if (h.key !== want.key || h.opens !== want.opens || h.edits !== want.edits) return null;
  const linesSchema = orderLinesSchema(kit.ruleset.schemas.command);
  const latest = new Map<string, SeatPost<unknown>>();
  for (const s of h.seats) {
    const lines = linesSchema.safeParse(s.lines);
    if (!lines.success) return null;
    latest.set(s.seat, {
      postId: s.postId,
      author: s.author,
      postedAt: s.postedAt,
      position: s.position,
      lines: lines.data as OrderLine<C>[],
      choices: s.choices,
    });
  }
  return {
    key: h.key,
    opens: h.opens,
    mark: want.mark,
    edits: h.edits,
    lastSeq: h.lastSeq,
    full: false,
    fold: { latest, ignored: [], notes: [] },
    verdicts: new Map(),
  };
}

/**
 * Stores the head of a book with the game, for the next service that opens it: `before` is the book an ingest built
 * before its batch, `recorded` what the batch stored, in order. Call it in the ingest's transaction after the batch,
 * so the head is written with the posts (no commit of its own): the head after the batch (the book's head with the
 * batch's new posts folded in, so a reopened service reads no post again) when the batch's posts are numbered right
 * after the posts the book read (no other connection's post came between: they were numbered under the game's lock,
 * in this transaction); else the head before it (a reopened service reads the batch's posts again). Nothing is
 * written when the batch changed a post in place (the game's edit count moved on: no head of the count before
 * would be used), when the book was built in a transaction, or when the head is the one this store wrote last.
 * Returns the batch's new posts and the game's post edit count read as the head was written (the book after the batch
 * folds them without reading them back: `keptOrderBook`), or null when nothing was written.
 */
export async function storeBookHead<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  before: OrderBook<C>,
  recorded: readonly RecordOutcome[],
): Promise<JustStored | null> {
  const head = headsOfBooks.get(before as OrderBook<unknown>);
  if (!head || recorded.some((r) => r.status === "edited")) return null;
  const added = recorded.filter((r) => r.status === "new").map((r) => r.row);
  const after = added.length > 0 ? headAfter(kit, head, added) : null;
  // the book after the batch folds the same posts: it takes the lines read here rather than reading them again
  if (after) keptOf(kit, gameId).read = { key: after.head.key, lines: after.read };
  else if (added.length > 0) delete keptOf(kit, gameId).read;
  const at = after?.head ?? head;
  const tag = `${at.key}\u0000${at.edits}\u0000${at.lastSeq}`;
  if (keptOf(kit, gameId).storedTag === tag) return null;
  const stored: StoredHead = {
    v: HEAD_VERSION,
    key: at.key,
    opens: at.opens,
    edits: at.edits,
    lastSeq: at.lastSeq,
    seats: [...at.latest.entries()].map(([seat, p]) => ({
      seat,
      postId: p.postId,
      author: p.author,
      postedAt: p.postedAt,
      position: p.position,
      lines: p.lines,
      choices: [...p.choices],
    })),
  };
  const edits = await kit.store.setBookHead(gameId, JSON.stringify(stored));
  keptOf(kit, gameId).storedTag = tag;
  return { rows: added, edits };
}

/**
 * The head after a batch: the book's head with the batch's new posts folded in, or null when that would not be the
 * head of every post up to the batch's last (a post of another connection numbered between them), or a post's time
 * cannot be placed as the store's read places it. With the lines the ruleset read of each post, by post number.
 */
function headAfter<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  head: HeadOfBook,
  added: readonly PostRow[],
): { head: HeadOfBook; read: LinesRead["lines"] } | null {
  for (const [i, row] of added.entries()) {
    if (row.seq !== head.lastSeq + 1 + i) return null;
  }
  // the window's posts as `listBookPostsSince` reads them (the database's millisecond column)
  const opensMs = Date.parse(head.opens) - 1;
  const fold: BookFold<C> = {
    latest: new Map(head.latest as Map<string, SeatPost<C>>),
    ignored: [],
    notes: [],
  };
  const read: LinesRead["lines"] = new Map();
  for (const row of added) {
    if (row.posted_ms === undefined) return null;
    if (row.posted_ms !== null && row.posted_ms < opensMs) continue;
    foldPost(kit, head.setting as FoldSetting<S>, fold, row, {
      read: (lines, seat) => read.set(row.seq, { seat, lines }),
    });
  }
  return { head: { ...head, lastSeq: head.lastSeq + added.length, latest: fold.latest }, read };
}

/**
 * The lines the ruleset read of a post the game's last book folded anew (by its number), for the seat given, on the
 * state of `book`: an ingest's receipt takes them rather than reading its post again. Undefined when that book did not
 * read it so.
 */
export function linesRead<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  book: OrderBook<C>,
  seq: number,
  seat: string,
): OrderLine<C>[] | undefined {
  const head = headsOfBooks.get(book as OrderBook<unknown>);
  const read = keptOf(kit, gameId).read;
  if (!head || !read || read.key !== head.key) return undefined;
  const entry = read.lines.get(seq);
  return entry && entry.seat === seat ? (entry.lines as OrderLine<C>[]) : undefined;
}
