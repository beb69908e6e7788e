import { z } from "zod";
import type { ParsedPost } from "../../parsers/post.ts";
import type { Document } from "../presenters/document.ts";
import type { Absence } from "./absence/absence.ts";
import type { GameWording } from "./game-wording.ts";
import type { GameEnding } from "./results/game-ending.ts";
import type { Ratings } from "./results/ratings.ts";

/**
 * The game service's public surface: what the CLI, the interactive console, the forum watcher and the Discord bot
 * call. Adapters never reach into the engine, storage or order language directly.
 */

/** Where a post came from. */
export type PostSource = "forum" | "discord" | "console";

import type { ReceiptLine, SupplyLine } from "../core/receipt-line.ts";

export type { ReceiptLine, SupplyLine };

import type { UnreadLine } from "../core/unread-line.ts";

export type { UnreadLine };

/**
 * The bot's answer to one post: a short receipt id players can quote, each line's verdict, which earlier post of the
 * player it replaces, and (a game that spends per group of places) what is left to spend per group.
 */
export interface Receipt {
  receiptId: string;
  postId: string;
  /** The seat the post speaks for (a nation, a Risk player). */
  nation: string;
  /** The seat's display name ("Russian Empire"). */
  nationName: string;
  /** The player's earlier order post (post id) that this one replaces in the phase, if any. */
  replaces: string | null;
  lines: ReceiptLine[];
  /** World War 1907: pp left per supply group (W4); empty in a game that does not spend per group (Risk Variant One). */
  supply: SupplyLine[];
  accepted: number;
  rejected: number;
  /**
   * Sequential games (Risk Variant One): whom the game waits for now, as a sentence, and their Discord user ids so
   * the bot can mention exactly them.
   */
  waiting?: { text: string; discordUserIds: string[] };
  document: Document;
  /** The game's live web page (with `WEB_PUBLIC_URL` set), which the receipt links to. */
  pageUrl?: string;
}

/** What happened to one ingested post. */
export type IngestResult =
  /** A new post with orders from a player: judged, receipt attached. */
  | { kind: "orders"; postId: string; nation: string; receipt: Receipt }
  /**
   * A new post from a player with no order in it (chat, or bold emphasis): left alone. When it had bold text,
   * `unread` explains each bold line (and `document` is the answer to post); `inForce` is the player's order post
   * that stays in force (null: none).
   */
  | {
      kind: "no-orders";
      postId: string;
      nation: string;
      /** The nation's display name ("Russian Empire"). */
      nationName?: string;
      unread?: UnreadLine[];
      inForce?: string | null;
      document?: Document;
    }
  /** A post by someone who is not a player of the game. `firstInPhase` is true once per person and phase. */
  | { kind: "not-player"; postId: string; author: string; firstInPhase: boolean }
  /** A post seen before with the same text. */
  | { kind: "unchanged"; postId: string }
  /**
   * A post edited (or deleted) after it was first seen: void under W33 (unless only a moderator edited it).
   * `inForce` is the player's post now in force (null: none), `voided` false for a moderator's edit.
   */
  | {
      kind: "edited" | "deleted";
      postId: string;
      nation: string | null;
      voided: boolean;
      inForce: string | null;
      document: Document;
    }
  /** A post outside the open phase (before it opened, after its deadline, or no phase open). */
  | { kind: "outside-phase"; postId: string; reason: string };

/** A game as listed. */
export interface GameInfo {
  id: string;
  name: string;
  ruleset: string;
  scenario: string;
  /**
   * The game's count of rounds: the year (World War 1907, 1907 on) or the turn (Risk Variant One, 1 on; see
   * `GameWording.turnBased`). Say it with the game's wording (`GameWording.moment`), not as a bare number.
   */
  year: number;
  /** The game's phase or step as the game names it ("deployment", "attack", "setup"). */
  phase: string;
  forumUrl: string | null;
  /** The forum software (null: detected from the pages). */
  forumPlatform: string | null;
  /** IANA time zone of the forum's printed times (null: the page's own zone, else UTC). */
  forumTimezone: string | null;
  /** Posts written before this time are not orders of this game. */
  startsAt: string;
  discordChannelId: string | null;
  /** SHA-256 commitment of the open phase's seed (published when the phase opens). */
  commitment: string | null;
  deadline: string | null;
}

/** Who asks: a GM name or id for the audit log. */
export interface Actor {
  name: string;
}

/**
 * A GM correction to the state as the GM types it (`adjutant gm set …`, Discord's `/adjust`), kept as an event with
 * who and why (shown in the next summary). Each game reads it into its own adjustment (Risk Variant One: divisions
 * are armies) and refuses a kind it does not have with its own words (Risk: no treasuries, points or relations).
 */
export type Adjustment =
  | { kind: "set-divisions"; province: string; divisions: number }
  | { kind: "set-owner"; province: string; owner: string | null }
  | { kind: "set-treasury"; nation: string; treasury: number }
  | { kind: "set-points"; nation: string; vp?: number; np?: number }
  | { kind: "set-relation"; a: string; b: string; relation: "alliance" | "peace" | "war" }
  /** A territory's income (Risk Variant One, V2/V6); games without incomes per place refuse it. */
  | { kind: "set-income"; province: string; income: number };

/** The result of resolving a phase. */
export interface Resolution {
  summary: Document;
  /** The revealed seed and the commitment it matches. */
  seed: string;
  commitment: string;
  /** The next phase's commitment, published now. */
  nextCommitment: string;
  /**
   * The map after resolution as PNG bytes, drawn on the picture worker when first asked for (a phase map takes the
   * better part of a second of CPU), the same bytes on every later call.
   */
  picture(): Promise<Buffer>;
}

export type ServiceResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Everything adapters need from a running game service. */
export interface GameServiceApi {
  createGame(input: {
    scenario: string;
    name?: string;
    forumUrl?: string | null;
    platform?: string | null;
    discordChannelId?: string | null;
    /** Sequential games (Risk Variant One): the players in seat order. */
    players?: readonly string[];
  }): Promise<ServiceResult<GameInfo>>;
  listGames(): Promise<GameInfo[]>;
  /** The game id to act on: the one given, else the current game. */
  gameId(id?: string): Promise<ServiceResult<string>>;
  gameByChannel(channelId: string): Promise<GameInfo | undefined>;
  /**
   * How the console, the CLI and the bot speak of a game (help, example post, dice, what a seat is called): its
   * registered entry's wording among the games this service plays, or undefined for no such game.
   */
  wordingOf(gameId: string): Promise<GameWording | undefined>;
  bindChannel(gameId: string, channelId: string): Promise<ServiceResult<GameInfo>>;
  info(gameId: string): Promise<ServiceResult<GameInfo>>;
  /**
   * Assigns a player's handle to a seat (a nation, a Risk player): a forum name, or a Discord user id with
   * `discord: true`. A handle that already plays another seat is refused unless `force` (then it moves); `forceHint` is how the refusal tells
   * the GM to force it (default "--force").
   */
  assignPlayer(
    gameId: string,
    nation: string,
    handle: string,
    options?: { discord?: boolean; force?: boolean; forceHint?: string },
  ): Promise<ServiceResult<string>>;
  /** A seat's display name ("russia" → "Russian Empire"). */
  playerName(gameId: string, seat: string): Promise<string>;
  /** The seat a handle (forum name or Discord user id) plays, if any (`src/identity/authors.ts`). */
  nationOf(gameId: string, handle: string): Promise<string | null>;
  /** Ingests posts (in page order) from a source; each result says what happened. */
  ingest(gameId: string, source: PostSource, posts: readonly ParsedPost[]): Promise<IngestResult[]>;
  /** A deleted post (Discord): its orders are void like an edited post's (W33). */
  deletePost(gameId: string, source: PostSource, postId: string): Promise<IngestResult | null>;
  /** The orders in force for a nation, with their verdicts. */
  ordersInForce(gameId: string, nation: string): Promise<ServiceResult<Document>>;
  /** What the nation's orders would do if the phase were resolved now: legality, supply, exact attack odds. */
  preview(gameId: string, nation: string): Promise<ServiceResult<Document>>;
  /**
   * A nation's standing (pp, supply groups, units, commanders), or the whole game's when no nation is given; with
   * the whole game's, who has ordered (`ordersIn: false` leaves that line out).
   */
  status(gameId: string, nation?: string, options?: { ordersIn?: boolean }): Promise<ServiceResult<Document>>;
  /** Who has ordered, as the game's `orders-visibility` lets it show (see `OrdersIn`). */
  ordersIn(gameId: string): Promise<ServiceResult<OrdersIn>>;
  /** The GM's report: per player the post in force, ignored posts and why, each order's verdict. */
  report(gameId: string): Promise<ServiceResult<Document>>;
  /**
   * Resolves the open phase. With `phase` (a label such as "1907-deployment", see `phaseLabel`), refuses unless that
   * is the phase still open, so a command run twice by accident never resolves two phases.
   */
  resolve(gameId: string, actor: Actor, options?: { phase?: string }): Promise<ServiceResult<Resolution>>;
  undo(gameId: string, actor: Actor): Promise<ServiceResult<Document>>;
  adjust(gameId: string, actor: Actor, reason: string, change: Adjustment): Promise<ServiceResult<Document>>;
  setDeadline(gameId: string, deadline: string | null): Promise<ServiceResult<GameInfo>>;
  /** The map of the current state as PNG bytes. */
  picture(gameId: string): Promise<ServiceResult<Buffer>>;
  /** The installation's ratings and reliability, recomputed from its finished rated games (`adjutant ratings`). */
  ratings(): Promise<Ratings>;
  /**
   * The GM ends a game: its final ranking is fixed (World War 1907 by VP, Risk Variant One by V9) and it takes no
   * more orders; a game already over is refused.
   */
  endGame(gameId: string, actor: Actor, reason?: string): Promise<ServiceResult<GameEnding>>;
  /** Absent and returning players: vacations, civil disorder, claims (a service without them has none). */
  readonly absence?: Absence;
}

/**
 * Who sees who has ordered (a per-game setting, `adjutant game set orders-visibility …`): `names` (the default:
 * how many seats have orders in and which), `counts` (how many only), `hidden` (nothing until the deadline has
 * passed, then as `names`).
 */
export const ordersVisibilitySchema = z.enum(["names", "counts", "hidden"]);
export type OrdersVisibility = z.infer<typeof ordersVisibilitySchema>;

/**
 * Who has ordered (`GameService.ordersIn`, `status --json`'s `ordersIn`, the status line, Discord's `/status`, the
 * live page): `seats` counted (World War 1907: the nations with a player; Risk Variant One: the players still in,
 * V9), how many have orders in (`inForce`, null when hidden) and which, by display name in seat order (`names`,
 * null unless shown). World War 1907: a nation has orders in when an order post of its player is in force in the
 * open phase (W33). Risk Variant One: a player has orders in when the game waits for nothing from them now (their
 * set-up step, action or answer to an attack is not due: they have acted in this round, or it is not their turn;
 * a standing response, V7, answers for them). A finished game and a game with no open phase count every seat in.
 */
export const ordersInSchema = z.object({
  visibility: ordersVisibilitySchema,
  /** True when the names are shown because the deadline has passed (`hidden` only). */
  revealed: z.boolean(),
  seats: z.number().int().min(0),
  inForce: z.number().int().min(0).nullable(),
  names: z.array(z.string()).nullable(),
});
export type OrdersIn = z.infer<typeof ordersInSchema>;
