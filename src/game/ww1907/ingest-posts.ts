import type { ParsedPost } from "../../../parsers/post.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import { isChooseLine, isOrderLine, type OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import { explainUnread } from "../../rulesets/ww1907/language/unread-orders.ts";
import { editedDocument, unreadDocument } from "../../rulesets/ww1907/views/receipts.ts";
import type { RecordOutcome } from "../../storage/game-store.ts";
import type { PostRow } from "../../storage/rows.ts";
import { receiptIdOf, toIncoming } from "../incoming-post.ts";
import type { IngestResult, PostSource } from "../types.ts";
import type { GameContext } from "./context.ts";
import { receiptFor } from "./judge-orders.ts";
import type { Ww1907Kit } from "./kit.ts";
import { ignoredEntriesOf, storeBookHead } from "./phase-book.ts";
import { windowOf } from "./phases.ts";

/**
 * Ingests a batch of posts (page order): each is stored (or compared with its first-seen text), then the order
 * book is built once for the batch and every new order post gets its receipt. Posts unchanged since the last
 * sync cost a hash comparison and nothing else.
 */
export async function ingestPosts(
  kit: Ww1907Kit,
  gameId: string,
  source: PostSource,
  posts: readonly ParsedPost[],
  playerOf: (post: ParsedPost) => Promise<string | null>,
): Promise<IngestResult[]> {
  const { store } = kit;
  const ctx = await kit.context(gameId);
  const phase = await store.openPhaseOf(gameId);
  if (!ctx.ok || !phase) {
    return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: "no phase is open" }));
  }
  const seenAt = kit.nowIso();
  const before = await kit.book(gameId, { partial: true });
  const recorded = await store.transaction(async () => {
    const out: { post: ParsedPost; status: RecordOutcome["status"] }[] = [];
    const added: PostRow[] = [];
    let edited = false;
    for (const post of posts) {
      const { status, row } = await store.recordPost(gameId, toIncoming(source, post), seenAt);
      out.push({ post, status });
      if (status === "new") added.push(row);
      if (status === "edited") edited = true;
    }
    // the book's head for the next service that opens the game (see `phaseBook`): after these posts when it
    // follows from them (none edited: an edit makes every head built before it unusable), else as before them
    await storeBookHead(store, gameId, before, edited ? [] : added);
    return out;
  }, gameId);
  if (recorded.every((r) => r.status === "unchanged")) {
    return posts.map((p) => ({ kind: "unchanged", postId: p.postId }));
  }
  const after = await kit.book(gameId, { partial: true });
  const state = await kit.state(gameId);
  const phaseName = state.ok ? state.value.phase : undefined;
  /** The player's order post in force so far in this batch (starts with the one before the batch). */
  const lastOrderPost = new Map(before.nations.map((n) => [n.nation, n.postId]));
  const one = async ({ post, status }: (typeof recorded)[number]): Promise<IngestResult> => {
    const nation = await playerOf(post);
    if (status === "unchanged") return { kind: "unchanged", postId: post.postId };
    if (status === "edited") return editedResult(ctx.value, post.postId, nation, before, after);
    if (!nation) {
      const key = `hinted:${gameId}:${phase.seq}:${(post.author.id ?? post.author.name).toLowerCase()}`;
      const first = (await store.getSetting(key)) === undefined;
      if (first) await store.setSetting(key, seenAt);
      return { kind: "not-player", postId: post.postId, author: post.author.name, firstInPhase: first };
    }
    const window = windowOf(phase);
    if (post.postedAt !== null && (post.postedAt < window.opens || post.postedAt > window.closes)) {
      const reason =
        post.postedAt > window.closes
          ? phase.window_closed_at
            ? `posted after this phase's window closed (${window.closes}); it was resolved then and reopened by an undo`
            : "posted after the phase's deadline"
          : "posted before the phase opened";
      return { kind: "outside-phase", postId: post.postId, reason };
    }
    const lines = kit.readOrders(ctx.value, post, nation, phaseName);
    const orders = lines.some(isOrderLine);
    if (!orders && !lines.some(isChooseLine)) {
      return noOrdersResult({
        gameId,
        ctx: ctx.value,
        postId: post.postId,
        nation,
        lines,
        phase: phaseName,
        inForce: lastOrderPost.get(nation) ?? null,
      });
    }
    const ignored = ignoredEntriesOf(after, post.postId).find((i) => !i.reason.startsWith("replaced by"));
    if (ignored) return { kind: "outside-phase", postId: post.postId, reason: ignored.reason };
    const previous = lastOrderPost.get(nation) ?? null;
    if (orders) lastOrderPost.set(nation, post.postId);
    const receipt = await receiptFor(kit, {
      gameId,
      nation,
      postId: post.postId,
      ownLines: orders ? lines : null,
      replaces: orders ? previous : null,
      book: after,
      ...(state.ok ? { state: state.value } : {}),
    });
    return receipt.ok
      ? { kind: "orders", postId: post.postId, nation, receipt: receipt.value }
      : { kind: "outside-phase", postId: post.postId, reason: receipt.error };
  };
  const results: IngestResult[] = [];
  for (const r of recorded) results.push(await one(r));
  return results;
}

/** A deleted post: its orders are void like an edited post's (W33). `nation` is its author's. */
export async function deletePost(
  kit: Ww1907Kit,
  gameId: string,
  source: PostSource,
  postId: string,
  nation: string | null,
): Promise<IngestResult | null> {
  const ctx = await kit.context(gameId);
  if (!ctx.ok || !(await kit.store.getPost(gameId, source, postId))) return null;
  const before = await kit.book(gameId, { partial: true });
  if (!(await kit.store.markPostDeleted(gameId, source, postId, kit.nowIso()))) return null;
  const result = editedResult(ctx.value, postId, nation, before, await kit.book(gameId, { partial: true }));
  return result.kind === "edited" ? { ...result, kind: "deleted" } : result;
}

/**
 * A player's post with no order in it. With bold text (W32) the answer says which bold lines could not be read,
 * the nearest orders and names, and that the orders in force stay (W33 ruling: such a post replaces nothing).
 */
function noOrdersResult(input: {
  gameId: string;
  ctx: GameContext;
  postId: string;
  nation: string;
  lines: readonly OrderLine[];
  phase: "deployment" | "attack" | undefined;
  inForce: string | null;
}): IngestResult {
  const { gameId, ctx, postId, nation, lines, phase, inForce } = input;
  const unread = explainUnread(lines, ctx.lexicon, { nation, phase }, ctx.nameOf);
  const nationName = ctx.nameOf(nation);
  if (unread.length === 0) return { kind: "no-orders", postId, nation, nationName };
  return {
    kind: "no-orders",
    postId,
    nation,
    nationName,
    unread,
    inForce,
    document: unreadDocument({
      postId,
      nation: nationName,
      lines: unread,
      inForce: inForce ? { postId: inForce, receiptId: receiptIdOf(gameId, inForce) } : null,
    }),
  };
}

/** An edited (or deleted) post: whether the orders it held are void now, and which post is in force instead. */
function editedResult(
  ctx: GameContext,
  postId: string,
  nation: string | null,
  before: OrderBook,
  after: OrderBook,
): IngestResult {
  const wasInForce = before.nations.some((n) => n.postId === postId);
  const nowInForce = nation ? (after.nations.find((n) => n.nation === nation)?.postId ?? null) : null;
  const voided = nowInForce !== postId;
  return {
    kind: "edited",
    postId,
    nation,
    voided,
    inForce: nowInForce,
    document: editedDocument({
      postId,
      nation: nation ? ctx.nameOf(nation) : null,
      voided,
      wasInForce,
      inForce: nowInForce,
    }),
  };
}
