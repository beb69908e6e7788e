import type { ParsedPost } from "../../../parsers/post.ts";
import type { GameRow, PhaseRow } from "../../storage/rows.ts";
import { receiptIdOf, toIncoming } from "../incoming-post.ts";
import type { IngestResult, PostSource, ReceiptLine } from "../types.ts";
import { type Kit, nowIso } from "./kit.ts";
import { commandsOf, orderBook } from "./order-book.ts";
import { editedDocument, receiptDocument, receiptLines, unreadDocument, unreadLines } from "./receipts.ts";
import { currentState } from "./replay.ts";
import { postingWindow } from "./seeds.ts";
import { takeStep } from "./steps.ts";
import { seatName, waitingText } from "./words.ts";

type PlayerOf = (post: ParsedPost) => string | null;

/**
 * Posts in page order. Every post is stored (or compared with its first-seen text: an edit is detected by its hash
 * even when the forum shows no notice). A simultaneous game answers each new order post with its receipt (the
 * post is in force until a later one replaces it); a sequential game carries each accepted order out at once.
 */
export function ingestPosts<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  source: PostSource,
  posts: readonly ParsedPost[],
  playerOf: PlayerOf,
): IngestResult[] {
  const game = kit.store.getGame(gameId);
  const phase = kit.store.openPhaseOf(gameId);
  if (!game || !phase) {
    return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: "no window is open" }));
  }
  return kit.ruleset.timing === "simultaneous"
    ? ingestSimultaneous(kit, game, phase, source, posts, playerOf)
    : posts.map((post) =>
        kit.store.writeTransaction(() => ingestSequential(kit, game, source, post, playerOf), gameId),
      );
}

/** A post by someone who plays no seat: the hint that they are not a player is given once per window. */
function notPlayer<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  phaseSeq: number,
  post: ParsedPost,
): IngestResult {
  const key = `hinted:${game.id}:${phaseSeq}:${(post.author.id ?? post.author.name).toLowerCase()}`;
  const first = kit.store.getSetting(key) === undefined;
  if (first) kit.store.setSetting(key, nowIso(kit));
  return { kind: "not-player", postId: post.postId, author: post.author.name, firstInPhase: first };
}

function ingestSimultaneous<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  phase: PhaseRow,
  source: PostSource,
  posts: readonly ParsedPost[],
  playerOf: PlayerOf,
): IngestResult[] {
  const { store } = kit;
  const state = currentState(kit, game.id);
  if (!state.ok) return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: state.error }));
  const seenAt = nowIso(kit);
  const before = orderBook(kit, game.id, phase, state.value);
  const recorded = store.transaction(
    () =>
      posts.map((post) => ({
        post,
        status: store.recordPost(game.id, toIncoming(source, post), seenAt).status,
      })),
    game.id,
  );
  if (recorded.every((r) => r.status === "unchanged")) {
    return posts.map((p) => ({ kind: "unchanged", postId: p.postId }));
  }
  const after = orderBook(kit, game.id, phase, state.value);
  const window = postingWindow(phase);
  const lastOrderPost = new Map(before.inForce.map((p) => [p.seat, p.postId]));
  return recorded.map(({ post, status }): IngestResult => {
    const seat = playerOf(post);
    if (status === "unchanged") return { kind: "unchanged", postId: post.postId };
    if (status === "edited") {
      const inForce = seat ? (after.inForce.find((p) => p.seat === seat)?.postId ?? null) : null;
      const voided = inForce !== post.postId;
      return {
        kind: "edited",
        postId: post.postId,
        nation: seat,
        voided,
        inForce,
        document: editedDocument({
          postId: post.postId,
          seatName: seat ? seatName(kit, state.value, seat) : null,
          how: "edited",
          voided,
          inForce,
          sequential: false,
        }),
      };
    }
    if (!seat) return notPlayer(kit, game, phase.seq, post);
    if (post.postedAt !== null && (post.postedAt < window.opens || post.postedAt > window.closes)) {
      const reason =
        post.postedAt > window.closes ? "posted after the window closed" : "posted before the window opened";
      return { kind: "outside-phase", postId: post.postId, reason };
    }
    const lines = kit.ruleset.read(post.bold, { state: state.value, seat });
    const name = seatName(kit, state.value, seat);
    if (!lines.some((l) => l.kind === "command")) {
      const unread = unreadLines(lines);
      const inForce = lastOrderPost.get(seat) ?? null;
      if (unread.length === 0)
        return { kind: "no-orders", postId: post.postId, nation: seat, nationName: name };
      return {
        kind: "no-orders",
        postId: post.postId,
        nation: seat,
        nationName: name,
        unread,
        inForce,
        document: unreadDocument(post.postId, name, unread, inForce),
      };
    }
    const replaces = lastOrderPost.get(seat) ?? null;
    lastOrderPost.set(seat, post.postId);
    const verdicts = kit.ruleset.judge(state.value, seat, commandsOf(lines));
    const rl = receiptLines(kit, state.value, lines, verdicts);
    return ordersResult(kit, game.id, post.postId, seat, name, replaces, rl, [], null);
  });
}

function ordersResult<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  postId: string,
  seat: string,
  name: string,
  replaces: string | null,
  lines: ReceiptLine[],
  happened: string[],
  waiting: { text: string; seats: readonly string[] } | null,
): IngestResult {
  const receiptId = receiptIdOf(gameId, postId);
  const discordUserIds = waiting
    ? kit.store
        .listPlayers(gameId)
        .filter((p) => waiting.seats.includes(p.nation) && p.discord_user_id)
        .map((p) => p.discord_user_id as string)
    : [];
  return {
    kind: "orders",
    postId,
    nation: seat,
    receipt: {
      receiptId,
      postId,
      nation: seat,
      nationName: name,
      replaces,
      lines,
      supply: [],
      accepted: lines.filter((l) => l.outcome === "accepted").length,
      rejected: lines.filter((l) => l.outcome !== "accepted" && l.outcome !== "ignored").length,
      ...(waiting ? { waiting: { text: waiting.text, discordUserIds } } : {}),
      document: receiptDocument({
        receiptId,
        postId,
        seatName: name,
        replaces,
        lines,
        happened,
        waiting: waiting?.text ?? null,
      }),
    },
  };
}

/** A sequential game's post: each command line judged on the state now and, when accepted, carried out at once. */
function ingestSequential<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  source: PostSource,
  post: ParsedPost,
  playerOf: PlayerOf,
): IngestResult {
  const seenAt = nowIso(kit);
  const recorded = kit.store.recordPost(game.id, toIncoming(source, post), seenAt);
  if (recorded.status === "unchanged") return { kind: "unchanged", postId: post.postId };
  const seat = playerOf(post);
  if (recorded.status === "edited") {
    return {
      kind: "edited",
      postId: post.postId,
      nation: seat,
      voided: false,
      inForce: null,
      document: editedDocument({
        postId: post.postId,
        seatName: seat,
        how: "edited",
        voided: false,
        inForce: null,
        sequential: true,
      }),
    };
  }
  const phase = kit.store.openPhaseOf(game.id);
  if (!seat) return notPlayer(kit, game, phase?.seq ?? 0, post);
  if (post.postedAt !== null && post.postedAt < game.starts_at) {
    return { kind: "outside-phase", postId: post.postId, reason: "posted before the game started" };
  }
  const start = currentState(kit, game.id);
  if (!start.ok) return { kind: "outside-phase", postId: post.postId, reason: start.error };
  const lines = kit.ruleset.read(post.bold, { state: start.value, seat });
  if (!lines.some((l) => l.kind === "command"))
    return { kind: "no-orders", postId: post.postId, nation: seat };
  const out: ReceiptLine[] = [];
  const happened: string[] = [];
  for (const line of lines) {
    const now = currentState(kit, game.id);
    if (!now.ok) break;
    if (line.kind !== "command") {
      out.push(...receiptLines(kit, now.value, [line], []));
      continue;
    }
    let verdict = kit.ruleset.judge(now.value, seat, [line.command])[0] ?? {
      accepted: false,
      rule: "-",
      reason: "not judged",
    };
    if (verdict.accepted) {
      const done = takeStep(
        kit,
        game,
        { kind: "apply", order: { seat, command: line.command }, postId: post.postId },
        seat,
      );
      if (done.ok)
        happened.push(...done.value.events.map((e) => kit.ruleset.words.event(e, done.value.state)));
      // accepted, yet not carried out (the game is over): said as refused, with why
      else verdict = { accepted: false, rule: "game", reason: done.error };
    }
    out.push(...receiptLines(kit, now.value, [line], [verdict]));
  }
  const after = currentState(kit, game.id);
  const waiting = after.ok ? kit.ruleset.waiting(after.value) : null;
  const name = seatName(kit, start.value, seat);
  return ordersResult(
    kit,
    game.id,
    post.postId,
    seat,
    name,
    null,
    out,
    happened,
    waiting && after.ok ? { text: waitingText(kit, after.value), seats: waiting.seats } : null,
  );
}

/**
 * A deleted post. A simultaneous game voids its orders like an edited post's (W33: the seat's previous valid post
 * is in force again); in a sequential game what it did stands (the GM can undo it).
 */
export function deletePost<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  source: PostSource,
  postId: string,
  seat: string | null,
): IngestResult | null {
  if (!kit.store.getPost(gameId, source, postId)) return null;
  const phase = kit.store.openPhaseOf(gameId);
  const state = currentState(kit, gameId);
  if (!state.ok) return null;
  const book = () => (phase ? orderBook(kit, gameId, phase, state.value) : { inForce: [], ignored: [] });
  if (!kit.store.markPostDeleted(gameId, source, postId, nowIso(kit))) return null;
  const sequential = kit.ruleset.timing === "sequential";
  const inForce = seat && !sequential ? (book().inForce.find((p) => p.seat === seat)?.postId ?? null) : null;
  const voided = !sequential;
  return {
    kind: "deleted",
    postId,
    nation: seat,
    voided,
    inForce,
    document: editedDocument({
      postId,
      seatName: seat ? seatName(kit, state.value, seat) : null,
      how: "deleted",
      voided: !sequential,
      inForce,
      sequential,
    }),
  };
}
