import { z } from "zod";
import type { ParsedPost } from "../../../../parsers/post.ts";
import { entriesOfAuthor } from "../../../identity/authors.ts";
import type { Command } from "../commands.ts";
import type { Rulings } from "../rulings.ts";
import { applyChoices, type ChoiceOutcome } from "./choose.ts";
import type { PhaseHint } from "./grammar-kit.ts";
import type { Lexicon } from "./lexicon.ts";
import {
  type AmbiguousLine,
  type ErrorLine,
  isAmbiguousLine,
  isChooseLine,
  isCommandLine,
  isErrorLine,
  isOrderLine,
  type OrderLine,
} from "./order-line.ts";
import { parseOrders } from "./parse-orders.ts";

/** A phase's posting window, ISO 8601 instants; a post counts when opens ≤ postedAt ≤ closes. */
export const phaseWindowSchema = z
  .object({
    opens: z.string().refine((s) => !Number.isNaN(Date.parse(s)), "not an ISO 8601 instant"),
    closes: z.string().refine((s) => !Number.isNaN(Date.parse(s)), "not an ISO 8601 instant"),
  })
  .refine((w) => Date.parse(w.opens) <= Date.parse(w.closes), "the window closes before it opens");
export type PhaseWindow = z.infer<typeof phaseWindowSchema>;

/**
 * A player of the game: the nation, the forum account names the player posts under (exact, as the forum prints
 * them) and their Discord user ids. Identity is exact: folding names is for suggestions, never for who posted.
 */
export const bookPlayerSchema = z.object({
  nation: z.string().min(1),
  names: z.array(z.string().min(1)),
  discordIds: z.array(z.string().min(1)).default([]),
});
export type BookPlayer = z.input<typeof bookPlayerSchema>;

/**
 * The one identity rule (W33: a player's posts are their orders), the rule of every game (`src/identity/authors.ts`):
 * a Discord post (one with a Discord user id) is its user's, whatever display name it shows; any other post is its
 * forum account's, by the exact name. Returns every nation the author is listed for (more than one is a set-up
 * mistake the book reports).
 */
export function nationsOfAuthor(
  players: readonly BookPlayer[],
  post: Pick<ParsedPost, "platform" | "author">,
): string[] {
  return entriesOfAuthor(players, post).map((p) => p.nation);
}

/** Why a post does not count (or no longer counts). */
export type IgnoredPost = {
  postId: string;
  author: string;
  nation: string | null;
  reason: string;
  /** Set when the post was ignored only for its time: before the window opened (an earlier phase's) or after. */
  outside?: "before" | "after";
};

/** Something worth telling the GM about a post that still counts (a moderator's edit, a choose). */
export type PostNote = { postId: string; nation: string; note: string };

/** The orders in force for one nation. */
export type NationOrders = {
  nation: string;
  /** The post in force, or null when the player has no valid order post in the window. */
  postId: string | null;
  postedAt: string | null;
  /** The lines of the post in force, with `choose` picks applied. */
  lines: OrderLine[];
  /** The commands in force, in written order (W20). */
  commands: Command[];
  /** Orders still waiting for `choose N`. */
  pending: AmbiguousLine[];
  /** Orders that could not be read. */
  errors: ErrorLine[];
  /** What each `choose` post did. */
  choices: ChoiceOutcome[];
};

/** The book for one phase: per nation the post in force, and every post that does not count, with the reason. */
export type OrderBook = { nations: NationOrders[]; ignored: IgnoredPost[]; notes: PostNote[] };

/** Input of `buildOrderBook`. */
export type OrderBookInput = {
  posts: readonly ParsedPost[];
  window: PhaseWindow;
  players: readonly BookPlayer[];
  lexicon: Lexicon;
  phase?: PhaseHint;
  /** The game's W33 ruling (docs/rulings.md); default false: a moderator's edit is reported, the post stands. */
  rulings?: Pick<Rulings, "moderatorEditVoids">;
  /**
   * Reads a post's bold passages for a nation (default: `parseOrders`). A caller that builds the book often (the
   * game service, on every post) passes a memoised reader so each post is parsed once.
   */
  read?: (post: ParsedPost, nation: string) => OrderLine[];
};

/**
 * The order book (W32, W33 and its ruling). Posts are taken in time order (page order for equal times):
 * - a post outside the phase window, without a readable date, or by someone who is not a player is ignored;
 * - a post edited by its author counts for nothing (W33), so the player's previous valid post stays in force;
 * - a post edited only by a moderator (`edited.byModerator`) counts, and the edit is reported (ruling; with the
 *   game's `moderatorEditVoids` ruling it is void like any edited post);
 * - a post with at least one order line (a command, an error or an ambiguous order) replaces the player's earlier
 *   order post for the phase (ruling);
 * - a post whose bold text holds only `choose N` settles the pending ambiguous orders of the post in force;
 * - a post with no orders at all (chat, or bold text that is no order) does not replace anything: players often
 *   bold a word in conversation, and letting that wipe their orders would punish them for emphasis.
 * Pure: the window is given; no clock is read. A window that cannot be read is a configuration error (ZodError).
 */
export function buildOrderBook(input: OrderBookInput): OrderBook {
  const window = phaseWindowSchema.parse(input.window);
  const opens = Date.parse(window.opens);
  const closes = Date.parse(window.closes);
  const ignored: IgnoredPost[] = [];
  const notes: PostNote[] = [];

  const dated = input.posts.map((post, index) => ({
    post,
    index,
    time: post.postedAt ? Date.parse(post.postedAt) : NaN,
  }));
  const ordered = [...dated].sort((a, b) => {
    const ta = Number.isNaN(a.time) ? Number.POSITIVE_INFINITY : a.time;
    const tb = Number.isNaN(b.time) ? Number.POSITIVE_INFINITY : b.time;
    return ta - tb || a.index - b.index;
  });

  type Current = { post: ParsedPost; lines: OrderLine[]; choices: ChoiceOutcome[] };
  const current = new Map<string, Current>();

  for (const { post, time } of ordered) {
    const author = post.author.name;
    const nations = new Set(nationsOfAuthor(input.players, post));
    const nation = nations.size === 1 ? ([...nations][0] as string) : null;
    const skip = (reason: string, outside?: "before" | "after"): void => {
      ignored.push({ postId: post.postId, author, nation, reason, ...(outside ? { outside } : {}) });
    };
    if (Number.isNaN(time)) {
      skip("the post has no date that can be read, so it cannot be placed in the phase window");
      continue;
    }
    if (time < opens) {
      skip(`posted ${post.postedAt}, before this phase opened (${window.opens})`, "before");
      continue;
    }
    if (time > closes) {
      skip(`posted ${post.postedAt}, after this phase's window closed (${window.closes}): late`, "after");
      continue;
    }
    if (nations.size === 0) {
      skip("not a player of this game");
      continue;
    }
    if (nation === null) {
      skip(`the author is listed for several nations (${[...nations].sort().join(", ")})`);
      continue;
    }
    if (post.edited && !post.edited.byModerator) {
      skip(
        `edited${post.edited.at ? ` at ${post.edited.at}` : ""}: an edited post counts for nothing (W33); the previous valid post stays in force`,
      );
      continue;
    }
    if (post.edited?.byModerator && input.rulings?.moderatorEditVoids) {
      skip(
        `edited by a moderator${post.edited.by ? ` (${post.edited.by})` : ""}: this game's ruling moderatorEditVoids voids it (W33)`,
      );
      continue;
    }
    if (post.edited?.byModerator) {
      notes.push({
        postId: post.postId,
        nation,
        note: `edited by a moderator${post.edited.by ? ` (${post.edited.by})` : ""}${post.edited.at ? ` at ${post.edited.at}` : ""}: reported, the post still counts (W33 ruling)`,
      });
    }

    const lines = input.read
      ? input.read(post, nation)
      : parseOrders(post.bold, input.lexicon, { nation, phase: input.phase });
    if (lines.some(isOrderLine)) {
      const previous = current.get(nation);
      if (previous) {
        ignored.push({
          postId: previous.post.postId,
          author: previous.post.author.name,
          nation,
          reason: `replaced by the later order post ${post.postId} (W33)`,
        });
      }
      const own = lines.filter((l) => !isChooseLine(l));
      if (own.length !== lines.length) {
        notes.push({
          postId: post.postId,
          nation,
          note: "`choose` inside an order post is not applied: post it alone",
        });
      }
      current.set(nation, { post, lines: own, choices: [] });
      continue;
    }
    const picks = lines.filter(isChooseLine).map((l) => l.choose);
    if (picks.length > 0) {
      const cur = current.get(nation);
      if (!cur) {
        skip("a choose with no order post in force to apply it to");
        continue;
      }
      const applied = applyChoices(cur.lines, picks);
      cur.lines = applied.lines;
      cur.choices.push(...applied.outcomes);
      for (const o of applied.outcomes) {
        notes.push({
          postId: post.postId,
          nation,
          note: o.applied
            ? `choose ${o.choose} applied to "${o.text}" of post ${cur.post.postId}`
            : `choose ${o.choose} not applied: ${o.reason}`,
        });
      }
      continue;
    }
    skip("no orders in its bold text; earlier orders stay in force");
  }

  const nations: NationOrders[] = [];
  const seen = new Set<string>();
  for (const p of input.players) {
    if (seen.has(p.nation)) continue;
    seen.add(p.nation);
    const cur = current.get(p.nation);
    const lines = cur?.lines ?? [];
    nations.push({
      nation: p.nation,
      postId: cur?.post.postId ?? null,
      postedAt: cur?.post.postedAt ?? null,
      lines,
      commands: lines.filter(isCommandLine).map((l) => l.command),
      pending: lines.filter(isAmbiguousLine),
      errors: lines.filter(isErrorLine),
      choices: cur?.choices ?? [],
    });
  }
  return { nations, ignored, notes };
}

/** Players from a scenario: each nation's player name and handles. */
export function playersOf(
  nations: readonly { id: string; player: string; handles: readonly string[] }[],
): BookPlayer[] {
  return nations
    .map((n) => ({ nation: n.id, names: [n.player, ...n.handles].filter((x) => x.trim() !== "") }))
    .filter((p) => p.names.length > 0);
}
