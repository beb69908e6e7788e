import { LRUCache } from "lru-cache";
import { z } from "zod";
import { type ParsedPost, parsedPostSchema } from "../../../parsers/post.ts";
import type { OrderLine, Verdict } from "../../core/ruleset.ts";
import type { BookPostRow, PhaseRow, PlayerRow } from "../../storage/rows.ts";
import { type JustStored, keptOrderBook } from "./book-kept.ts";
import { seatAmong } from "./identity.ts";
import type { Kit } from "./kit.ts";

/** A seat's order post in force in the open window: its lines read, each command with its verdict. */
export interface PostInForce<C> {
  seat: string;
  postId: string;
  /**
   * Its place among the window's posts, in the order they were posted (seen): resolution follows it (W20). The post's
   * number among the game's posts (they are numbered in the order first seen).
   */
  position: number;
  /** When it was posted (ISO), if the forum said. */
  postedAt: string | null;
  lines: OrderLine<C>[];
  /** One verdict per command line, in order (judged together, on the state now). */
  verdicts: Verdict[];
  /** What each `choose N` applied to it did, in order (its lines have the picks applied). */
  choices: readonly ChoiceOutcome[];
}

/** A post of the window that does not count, and why. */
export interface IgnoredPost {
  postId: string;
  author: string;
  seat: string | null;
  reason: string;
  /** Posted outside the window: before it opened, or after it closed (late). */
  outside?: "before" | "after";
}

/**
 * Something the GM is told about a post of the window that counts (W33): a moderator's edit that leaves it standing,
 * a `choose N` inside an order post, what a post of `choose N` picked. Worded as World War 1907's older play worded
 * them.
 */
export interface PostNote {
  postId: string;
  seat: string;
  note: string;
}

/** What a `choose N` did: the order it settled (the line's text), or why it did nothing. */
export type ChoiceOutcome =
  | { choose: number; applied: true; text: string }
  | { choose: number; applied: false; reason: string };

export interface OrderBook<C> {
  inForce: PostInForce<C>[];
  ignored: IgnoredPost[];
  notes: PostNote[];
}

/** A `choose N`'s outcome as a receipt says it: "choose 2: Move Moltke to Beta", or why it did nothing. */
export function choiceText(outcome: ChoiceOutcome): string {
  return outcome.applied
    ? `choose ${outcome.choose}: ${outcome.text}`
    : `choose ${outcome.choose}: ${outcome.reason}`;
}

/** Whether the game's ruling voids a post edited by a moderator (W33's `moderatorEditVoids`; default: it counts). */
export function moderatorEditsVoid<S, C, E, R>(kit: Kit<S, C, E, R>, state: S): boolean {
  return kit.ruleset.postRulings?.(state).moderatorEditVoids === true;
}

/**
 * Whether a simultaneous game's post is an order post (one that replaces the seat's earlier one): it has a command,
 * or, under the ruleset's `unreadablePostReplaces`, an order that cannot be read (W33).
 */
export function isOrderPost<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  state: S,
  lines: readonly OrderLine<C>[],
): boolean {
  if (lines.some((l) => l.kind === "command")) return true;
  return (
    kit.ruleset.postRulings?.(state).unreadablePostReplaces === true &&
    lines.some((l) => l.kind === "error" && l.lookalike !== true)
  );
}

/** The `choose N` picks of a post's lines, in order. */
export function choicesOf<C>(lines: readonly OrderLine<C>[]): number[] {
  return lines.flatMap((l) => (l.kind === "ignored" && l.choose !== undefined ? [l.choose] : []));
}

/**
 * A post in force with `choose N` picks applied, in order: each settles the first order still reading several ways
 * with its N-th reading (from 1), carried out in its place; a pick with no such order, or out of range, does nothing
 * and says why. The lines with the picks applied, and what each pick did.
 */
export function applyChoices<C>(
  lines: readonly OrderLine<C>[],
  picks: readonly number[],
): { lines: OrderLine<C>[]; outcomes: ChoiceOutcome[] } {
  const out = [...lines];
  const outcomes: ChoiceOutcome[] = [];
  for (const n of picks) {
    const at = out.findIndex((l) => l.kind === "error" && l.readings !== undefined);
    const line = out[at];
    if (line?.kind !== "error" || line.readings === undefined) {
      outcomes.push({ choose: n, applied: false, reason: "no order is waiting for a choice" });
      continue;
    }
    const command = line.readings[n - 1];
    if (command === undefined) {
      outcomes.push({
        choose: n,
        applied: false,
        reason: `"${line.text}" has only ${line.readings.length} readings`,
      });
      continue;
    }
    out[at] = { kind: "command", text: line.text, command };
    outcomes.push({ choose: n, applied: true, text: line.text });
  }
  return { lines: out, outcomes };
}

/** An order post's lines without its `choose N` lines: they are not applied in an order post (W33), and not kept. */
export function withoutChoices<C>(lines: readonly OrderLine<C>[]): OrderLine<C>[] {
  return lines.filter((l) => !(l.kind === "ignored" && l.choose !== undefined));
}

/** The commands of a post's lines, in order. */
export function commandsOf<C>(lines: readonly OrderLine<C>[]): C[] {
  return lines.flatMap((l) => (l.kind === "command" ? [l.command] : []));
}

/**
 * The order book of a simultaneous game's open window, as World War 1907's is read (W33): each seat's latest post
 * with an order in it is in force (it replaces the earlier ones; see `isOrderPost`), and a later post of `choose N`
 * alone picks the readings of its orders that read several ways (`applyChoices`); a post its author edited, or a
 * deleted one, counts for nothing, so the previous valid post stays in force (a moderator's edit counts, unless the
 * ruleset's `postRulings` say it voids the post, and it is noted for the GM); a post outside the window, or by no
 * player, counts for nothing. The book's `notes` tell the GM about posts that count (`PostNote`).
 *
 * The posts are folded in the order they were first seen (`foldPost`), and the fold is kept between books
 * (`book-kept.ts`): a book reads only the posts seen since the last one, and a service that opens the game afresh
 * starts from the head stored with the game. Unless `full`, the book's `ignored` and `notes` may hold only the posts
 * after that head (what an ingest, a resolve and who-has-ordered need: the posts in force and the new posts' fate);
 * the report asks for `full`. A book is read-only, and its `ignored` and `notes` lists grow in place with the next
 * book of the game: read them before asking for the next one.
 */
export async function orderBook<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phase: PhaseRow,
  state: S,
  options: { full?: boolean; stored?: JustStored } = {},
): Promise<OrderBook<C>> {
  return await keptOrderBook(kit, gameId, phase, state, options.full === true, options.stored);
}

/** The lines the ruleset read of posts, per state (by identity) and then per seat and bold text, the latest 64. */
const readMemo = new WeakMap<object, LRUCache<string, OrderLine<unknown>[]>>();

/**
 * The ruleset's reading of a post's bold lines for a seat (`Ruleset.read`, pure): the same text read again on the
 * same state is not read again (a player posting the same orders again, a forum page read again), as World War
 * 1907's older play kept its parsed lines per text. The lines are read-only for their callers.
 */
export function readPost<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  state: S,
  seat: string,
  bold: readonly string[],
): OrderLine<C>[] {
  if (typeof state !== "object" || state === null) return kit.ruleset.read(bold, { state, seat });
  let memo = readMemo.get(state);
  if (!memo) {
    memo = new LRUCache({ max: 64 });
    readMemo.set(state, memo);
  }
  const key = JSON.stringify([seat, bold]);
  const kept = memo.get(key) as OrderLine<C>[] | undefined;
  if (kept) return kept;
  const lines = kit.ruleset.read(bold, { state, seat });
  memo.set(key, lines as OrderLine<unknown>[]);
  return lines;
}

/** A seat's latest order post while the posts are folded (replaced whole, never changed in place). */
export interface SeatPost<C> {
  postId: string;
  author: string;
  postedAt: string | null;
  lines: OrderLine<C>[];
  position: number;
  /** What each `choose N` applied to it did, in order. */
  choices: readonly ChoiceOutcome[];
}

/**
 * The order book's posts folded so far: each seat's latest order post, the posts that do not count, and the notes on
 * posts that count.
 */
export interface BookFold<C> {
  latest: Map<string, SeatPost<C>>;
  ignored: IgnoredPost[];
  notes: PostNote[];
}

/** What a post is folded with besides the book so far: the same for every post of a book. */
export interface FoldSetting<S> {
  state: S;
  players: readonly PlayerRow[];
  /** The open window, and its posting times (`postingWindow`). */
  phase: PhaseRow;
  window: { opens: string; closes: string };
}

/**
 * One post (a stored row, in the order first seen) folded into the book (see `orderBook`). `lines`: the lines the
 * ruleset read of this very post before (not read again); `read` is told the lines when they are read.
 */
export function foldPost<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  setting: FoldSetting<S>,
  fold: BookFold<C>,
  row: BookPostRow,
  known: { lines?: OrderLine<C>[]; read?: (lines: OrderLine<C>[], seat: string) => void } = {},
): void {
  const { state, players, window } = setting;
  const { latest, ignored, notes } = fold;
  const post = parsedOf(row);
  if (!post) return;
  const seat = seatAmong(players, post);
  const ignore = (reason: string, outside?: "before" | "after") =>
    ignored.push({
      postId: row.post_id,
      author: row.author_name,
      seat,
      reason,
      ...(outside ? { outside } : {}),
    });
  if (!seat) {
    // listed for the GM's report (its "Other posts"), never in force
    ignore("not a player of this game");
    return;
  }
  if (row.deleted_at !== null) {
    ignore("deleted: a deleted post counts for nothing (W33); the previous valid post stays in force");
    return;
  }
  if (post.edited && !post.edited.byModerator) {
    ignore(
      `edited${post.edited.at ? ` at ${post.edited.at}` : ""}: an edited post counts for nothing (W33); the previous valid post stays in force`,
    );
    return;
  }
  if (post.edited?.byModerator && moderatorEditsVoid(kit, state)) {
    ignore(
      `edited by a moderator${post.edited.by ? ` (${post.edited.by})` : ""}: this game's ruling moderatorEditVoids voids it (W33); the previous valid post stays in force`,
    );
    return;
  }
  if (post.postedAt !== null && (post.postedAt < window.opens || post.postedAt > window.closes)) {
    // in the game's words for its window ("posted …, after this phase's window closed (…): late")
    const noun = kit.ruleset.words.windowNoun ?? "window";
    ignore(
      post.postedAt > window.closes
        ? `posted ${post.postedAt}, after this ${noun === "window" ? "window" : `${noun}'s window`} closed (${window.closes}): late`
        : `posted ${post.postedAt}, before this ${noun} opened (${window.opens})`,
      post.postedAt > window.closes ? "after" : "before",
    );
    return;
  }
  const note = (text: string) => notes.push({ postId: row.post_id, seat, note: text });
  // a moderator's edit leaves the post standing (W33 ruling): the GM is told
  if (post.edited?.byModerator) {
    note(
      `edited by a moderator${post.edited.by ? ` (${post.edited.by})` : ""}${post.edited.at ? ` at ${post.edited.at}` : ""}: reported, the post still counts (W33 ruling)`,
    );
  }
  const lines = known.lines ?? readPost(kit, state, seat, post.bold);
  known.read?.(lines, seat);
  const picks = choicesOf(lines);
  if (!isOrderPost(kit, state, lines)) {
    // a post of `choose N` alone settles the orders of the post in force that read several ways (W33)
    const current = latest.get(seat);
    if (picks.length > 0 && !current) ignore("a choose with no order post in force to apply it to");
    if (picks.length > 0 && current) {
      const applied = applyChoices(current.lines, picks);
      latest.set(seat, {
        ...current,
        lines: applied.lines,
        choices: [...current.choices, ...applied.outcomes],
      });
      for (const o of applied.outcomes) {
        note(
          o.applied
            ? `choose ${o.choose} applied to "${o.text}" of post ${current.postId}`
            : `choose ${o.choose} not applied: ${o.reason}`,
        );
      }
    }
    if (picks.length === 0) ignore("no orders in its bold text; earlier orders stay in force");
    return;
  }
  if (picks.length > 0) note("`choose` inside an order post is not applied: post it alone");
  const previous = latest.get(seat);
  if (previous) {
    ignored.push({
      postId: previous.postId,
      author: previous.author,
      seat,
      reason: `replaced by the later order post ${row.post_id} (W33)`,
    });
  }
  // its place among the window's posts is its number in the game's posts, in the order they were first seen
  latest.set(seat, {
    postId: row.post_id,
    author: row.author_name,
    postedAt: post.postedAt,
    lines: picks.length > 0 ? withoutChoices(lines) : lines,
    position: row.seq,
    choices: [],
  });
}

/** An edit as the store keeps it (a forum's notice, or `detectedBy: "hash"` with no editor). */
const storedEdit = z.object({
  by: z.string().nullable().optional(),
  at: z.string().nullable().optional(),
  byModerator: z.boolean().optional(),
});

/**
 * A stored post as the book reads it: its latest parse, with the edit the store recorded (a forum's notice, or a
 * changed text found by its hash) rather than the latest parse's own notice, as World War 1907's book reads it.
 */
function parsedOf(row: BookPostRow): ParsedPost | null {
  const parsed = parsedPostSchema.safeParse(row.parsed_json);
  if (!parsed.success) return null;
  const stored = storedEdit.safeParse(row.edited_json);
  const edited =
    row.edited_json === null
      ? null
      : {
          by: stored.success ? (stored.data.by ?? null) : null,
          at: stored.success ? (stored.data.at ?? null) : null,
          byModerator: stored.success && stored.data.byModerator === true,
        };
  return { ...parsed.data, edited };
}
