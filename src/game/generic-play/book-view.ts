import type { BookView } from "../../core/document-views.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { PhaseRow } from "../../storage/rows.ts";
import { forumProblems } from "../forum-problems.ts";
import { receiptIdOf } from "../incoming-post.ts";
import type { Kit } from "./kit.ts";
import { commandsOf, type OrderBook, orderBook } from "./order-book.ts";
import { receiptLines, unreadBesideReceipt } from "./receipts.ts";

/**
 * The open window's order book as a simultaneous ruleset's documents are given it (`BookView`): each seat's post in
 * force with its lines judged on the state now, its lines that read as no order, what it leaves to spend per group;
 * the posts that do not count and the notes on posts that count (all of them when `full`; else those read since a
 * stored head); the posts written before the window opened, counted; the forum sync's warnings.
 */
export async function bookView<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phase: PhaseRow | undefined,
  state: S,
  options: { read?: OrderBook<C>; full?: boolean } = {},
): Promise<BookView> {
  if (!phase || kit.ruleset.timing !== "simultaneous") {
    return {
      inForce: [],
      ignored: [],
      notes: [],
      earlierPosts: 0,
      forumWarnings: await forumProblems(kit.store, gameId),
    };
  }
  // the GM's report lists every post that does not count: the whole book, not one from a stored head
  const book = options.read ?? (await orderBook(kit, gameId, phase, state, { full: options.full === true }));
  const supply = kit.ruleset.views?.receiptSupply;
  return {
    inForce: book.inForce.map((p) => ({
      seat: p.seat,
      postId: p.postId,
      postedAt: p.postedAt,
      receiptId: receiptIdOf(gameId, p.postId),
      lines: receiptLines(kit, state, p.lines, p.verdicts),
      unread: unreadBesideReceipt(p.lines),
      supply:
        supply?.({ state, seat: p.seat, commands: commandsOf(p.lines), verdicts: p.verdicts })?.groups ?? [],
    })),
    // as the book keeps them (read-only): a busy window's thousands of ignored posts are not copied per document
    ignored: book.ignored,
    notes: book.notes,
    earlierPosts: await kit.store.countPostsBefore(gameId, phase.opened_at),
    forumWarnings: await forumProblems(kit.store, gameId),
  };
}

/** The forum engine the posts in force were read with (detected from the pages), or null. */
export async function platformOfPosts(
  store: GameStore,
  gameId: string,
  book: BookView,
): Promise<string | null> {
  for (const p of book.inForce) {
    const platform = (await store.getPost(gameId, "forum", p.postId))?.platform;
    if (platform !== undefined) return platform;
  }
  return null;
}
