import { z } from "zod";
import { type ParsedPost, parsedPostSchema } from "../../../parsers/post.ts";
import type { OrderLine, Verdict } from "../../core/ruleset.ts";
import type { PhaseRow, PostRow } from "../../storage/rows.ts";
import { seatAmong } from "./identity.ts";
import type { Kit } from "./kit.ts";
import { postingWindow } from "./seeds.ts";

/** A seat's order post in force in the open window: its lines read, each command with its verdict. */
export interface PostInForce<C> {
  seat: string;
  postId: string;
  /** Its place among the window's posts, in the order they were posted (seen): resolution follows it (W20). */
  position: number;
  lines: OrderLine<C>[];
  /** One verdict per command line, in order (judged together, on the state now). */
  verdicts: Verdict[];
}

/** A post of the window that does not count, and why. */
export interface IgnoredPost {
  postId: string;
  author: string;
  seat: string | null;
  reason: string;
}

export interface OrderBook<C> {
  inForce: PostInForce<C>[];
  ignored: IgnoredPost[];
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
 * with its N-th reading (from 1), carried out in its place; a pick with no such order, or out of range, does nothing.
 */
export function applyChoices<C>(lines: readonly OrderLine<C>[], picks: readonly number[]): OrderLine<C>[] {
  const out = [...lines];
  for (const n of picks) {
    const at = out.findIndex((l) => l.kind === "error" && l.readings !== undefined);
    const line = out[at];
    const command = line?.kind === "error" ? line.readings?.[n - 1] : undefined;
    if (line && command !== undefined) out[at] = { kind: "command", text: line.text, command };
  }
  return out;
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
 * ruleset's `postRulings` say it voids the post); a post outside the window, or by no player, counts for nothing.
 */
export async function orderBook<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phase: PhaseRow,
  state: S,
): Promise<OrderBook<C>> {
  const window = postingWindow(phase);
  const rows = await kit.store.listPostsSince(gameId, window.opens);
  const latest = new Map<
    string,
    { postId: string; author: string; lines: OrderLine<C>[]; position: number }
  >();
  const ignored: IgnoredPost[] = [];
  const players = await kit.store.listPlayers(gameId);
  const moderatorEditVoids = moderatorEditsVoid(kit, state);
  for (const [position, row] of rows.entries()) {
    const post = parsedOf(row);
    if (!post) continue;
    const seat = seatAmong(players, post);
    const ignore = (reason: string) =>
      ignored.push({ postId: row.post_id, author: row.author_name, seat, reason });
    if (!seat) continue;
    if (row.deleted_at !== null) {
      ignore("deleted: a deleted post counts for nothing (W33); the previous valid post stays in force");
      continue;
    }
    if (post.edited && !post.edited.byModerator) {
      ignore("edited: an edited post counts for nothing (W33); the previous valid post stays in force");
      continue;
    }
    if (post.edited?.byModerator && moderatorEditVoids) {
      ignore(
        `edited by a moderator${post.edited.by ? ` (${post.edited.by})` : ""}: this game's ruling moderatorEditVoids voids it (W33); the previous valid post stays in force`,
      );
      continue;
    }
    if (post.postedAt !== null && (post.postedAt < window.opens || post.postedAt > window.closes)) {
      ignore(
        post.postedAt > window.closes ? "posted after the window closed" : "posted before the window opened",
      );
      continue;
    }
    const lines = kit.ruleset.read(post.bold, { state, seat });
    if (!isOrderPost(kit, state, lines)) {
      // a post of `choose N` alone settles the orders of the post in force that read several ways (W33)
      const picks = choicesOf(lines);
      const current = latest.get(seat);
      if (picks.length > 0 && !current) ignore("a choose with no order post in force to apply it to");
      if (picks.length > 0 && current) current.lines = applyChoices(current.lines, picks);
      continue;
    }
    const previous = latest.get(seat);
    if (previous) {
      ignored.push({
        postId: previous.postId,
        author: previous.author,
        seat,
        reason: `replaced by the later order post ${row.post_id}`,
      });
    }
    latest.set(seat, { postId: row.post_id, author: row.author_name, lines, position });
  }
  const inForce = kit.ruleset.seats(state).flatMap((s) => {
    const entry = latest.get(s.id);
    if (!entry) return [];
    return [
      {
        seat: s.id,
        postId: entry.postId,
        position: entry.position,
        lines: entry.lines,
        verdicts: kit.ruleset.judge(state, s.id, commandsOf(entry.lines)),
      },
    ];
  });
  return { inForce, ignored };
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
function parsedOf(row: PostRow): ParsedPost | null {
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
