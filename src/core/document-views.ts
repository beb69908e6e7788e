import type { Document } from "../presenters/document.ts";
import type { ReceiptLine, SupplyLine } from "./receipt-line.ts";
import type { UnreadLine } from "./unread-line.ts";

/*
 * What a simultaneous game's own documents are given (`RulesetViews`: `orderReceipt`, `unreadAnswer`,
 * `ordersInForce`, `report`, `summary`, `reportJson`): the order book of the open window as the generic play read it,
 * the game's forum, and the players' handles. Plain values only: a ruleset words them, the play fills them in.
 */

/** The game's forum (its engine, its thread, its time zone), where it has one. */
export interface ForumView {
  platform: string | null;
  url: string | null;
  timezone: string | null;
}

/** A seat's order post in force, judged on the state now. */
export interface PostInForceView {
  seat: string;
  postId: string;
  /** When it was posted (ISO), if the forum said. */
  postedAt: string | null;
  receiptId: string;
  lines: ReceiptLine[];
  /** Its bold lines that read as no order, explained (attempts and emphasis alike). */
  unread: UnreadLine[];
  /** What the seat has left to spend per group after it (a game that spends per group), else empty. */
  supply: SupplyLine[];
}

/** The open window's order book, for the documents that show it. */
export interface BookView {
  inForce: PostInForceView[];
  /** The window's posts that do not count, and why (`seat` null: by no player). */
  ignored: readonly {
    postId: string;
    author: string;
    seat: string | null;
    reason: string;
    /** Posted outside the window: before it opened, or after it closed. */
    outside?: "before" | "after" | undefined;
  }[];
  /**
   * What the GM is told about the window's posts that count (W33), in the order posted: a moderator's edit that
   * leaves a post standing, a `choose N` inside an order post, what a post of `choose N` picked.
   */
  notes: readonly { postId: string; seat: string; note: string }[];
  /** Posts written before the window opened (earlier windows, or before the game started): counted, not listed. */
  earlierPosts: number;
  /** What the last forum sync could not read. */
  forumWarnings: string[];
}

/** A simultaneous game's receipt of an order post. */
export interface OrderReceiptInput<State> {
  state: State;
  seat: string;
  seatName: string;
  receiptId: string;
  postId: string;
  /** The seat's order post in force now (this one, or the one a `choose` post settled). */
  inForcePostId: string | null;
  /** The post this one replaces, if any. */
  replaces: string | null;
  lines: readonly ReceiptLine[];
  /** The bold lines that read as no order, explained. */
  unread: readonly UnreadLine[];
  supply: readonly SupplyLine[];
  /** What the `choose N` lines of a post of picks did, in words. */
  choices: readonly string[];
}

/** The answer to a player's post whose bold lines read as no order. */
export interface UnreadAnswerInput {
  postId: string;
  seatName: string;
  lines: readonly UnreadLine[];
  /** The seat's order post still in force, and its receipt id (null: none). */
  inForce: { postId: string; receiptId: string } | null;
}

/** What a resolution's summary is given. */
export interface SummaryInput<State, Event, Command> {
  game: { id: string; name: string };
  before: State;
  after: State;
  events: readonly Event[];
  /** The orders resolved, per seat, in the order they were resolved (the standing orders among them). */
  orders: readonly { seat: string; commands: readonly Command[] }[];
  /** The order book of the window resolved. */
  book: BookView;
  seed: string;
  commitment: string;
  nextCommitment: string;
  /** The GM's adjustments made in the window, in words ("GM: … — why"). */
  adjustments: readonly string[];
  /** The seats in civil disorder, which gave no orders. */
  disorder: readonly string[];
  /** The seats whose GM's standing orders were played. */
  standing: readonly string[];
  forum: ForumView;
  /** Each seat's forum name (null: none). */
  players: ReadonlyMap<string, string | null>;
}

/** A simultaneous game's own documents (part of `RulesetViews`). */
export interface SimultaneousViews<State, Event, Command> {
  /** The receipt of an order post (in place of the plain one). */
  orderReceipt?(input: OrderReceiptInput<State>): Document;
  /** The answer to a post whose bold lines read as no order. */
  unreadAnswer?(input: UnreadAnswerInput): Document;
  /** The summary of a resolution (in place of the plain one). */
  summary?(input: SummaryInput<State, Event, Command>): Document;
}
