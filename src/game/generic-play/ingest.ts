import type { ParsedPost } from "../../../parsers/post.ts";
import type { OrderLine, SupplyGroupView, Verdict } from "../../core/ruleset.ts";
import type { RecordOutcome } from "../../storage/game-store.ts";
import type { GameRow, PhaseRow } from "../../storage/rows.ts";
import { receiptIdOf, toIncoming } from "../incoming-post.ts";
import type { IngestResult, PostSource, ReceiptLine } from "../types.ts";
import { linesRead, storeBookHead } from "./book-kept.ts";
import { type Kit, nowIso } from "./kit.ts";
import {
  choicesOf,
  choiceText,
  commandsOf,
  isOrderPost,
  moderatorEditsVoid,
  orderBook,
  readPost,
  withoutChoices,
} from "./order-book.ts";
import { outsideWindow } from "./post-times.ts";
import {
  editedDocument,
  receiptDocument,
  receiptLines,
  unreadBesideReceipt,
  unreadDocument,
  unreadLines,
} from "./receipts.ts";
import { currentState } from "./replay.ts";
import { takeStep } from "./steps.ts";
import { responseLapsed, waitDeadline } from "./waits.ts";
import { eventLines, seatName, waitingText } from "./words.ts";

type PlayerOf = (post: ParsedPost) => Promise<string | null>;

/**
 * Posts in page order. Every post is stored (or compared with its first-seen text: an edit is detected by its hash
 * even when the forum shows no notice). A simultaneous game answers each new order post with its receipt (the
 * post is in force until a later one replaces it); a sequential game carries each accepted order out at once.
 */
export async function ingestPosts<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  source: PostSource,
  posts: readonly ParsedPost[],
  playerOf: PlayerOf,
): Promise<IngestResult[]> {
  const game = await kit.store.getGame(gameId);
  const phase = await kit.store.openPhaseOf(gameId);
  if (!game || !phase) {
    return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: "no window is open" }));
  }
  return kit.ruleset.timing === "simultaneous"
    ? await ingestSimultaneous(kit, game, phase, source, posts, playerOf)
    : await ingestEach(kit, game, source, posts, playerOf);
}

/**
 * The hints given to non-players in one batch, by setting key: a page of many posts by the same few people reads
 * each one's hint once (`notPlayer`).
 */
type HintsGiven = Set<string>;

/**
 * A post by someone who plays no seat: the hint that they are not a player is given once per window. `given`: the
 * keys already read or written in this batch, whose hint is not given again.
 */
async function notPlayer<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  phaseSeq: number,
  post: ParsedPost,
  given: HintsGiven,
): Promise<IngestResult> {
  const key = `hinted:${game.id}:${phaseSeq}:${(post.author.id ?? post.author.name).toLowerCase()}`;
  const first = !given.has(key) && (await kit.store.getSetting(key)) === undefined;
  given.add(key);
  if (first) await kit.store.setSetting(key, nowIso(kit));
  return { kind: "not-player", postId: post.postId, author: post.author.name, firstInPhase: first };
}

async function ingestSimultaneous<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  phase: PhaseRow,
  source: PostSource,
  posts: readonly ParsedPost[],
  playerOf: PlayerOf,
): Promise<IngestResult[]> {
  const { store } = kit;
  const state = await currentState(kit, game.id);
  if (!state.ok) return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: state.error }));
  const seenAt = nowIso(kit);
  const before = await orderBook(kit, game.id, phase, state.value);
  const recorded = await store.transaction(async () => {
    const outcomes = await store.recordPosts(
      game.id,
      posts.map((post) => toIncoming(source, post)),
      seenAt,
    );
    const out = posts.map((post, i) => {
      const outcome = outcomes[i] as RecordOutcome;
      return { post, status: outcome.status, seq: outcome.row.seq };
    });
    // the book's head after the batch, written with its posts: a service that opens the game afresh reads no post again
    const stored = await storeBookHead(kit, game.id, before, outcomes);
    return { out, stored };
  }, game.id);
  if (recorded.out.every((r) => r.status === "unchanged")) {
    return posts.map((p) => ({ kind: "unchanged", postId: p.postId }));
  }
  // the batch's posts folded as they were stored, not read back, where nothing else changed meanwhile
  const after = await orderBook(
    kit,
    game.id,
    phase,
    state.value,
    recorded.stored === null ? {} : { stored: recorded.stored },
  );
  const lastOrderPost = new Map(before.inForce.map((p) => [p.seat, p.postId]));
  const hints: HintsGiven = new Set();
  const one = async ({ post, status, seq }: (typeof recorded.out)[number]): Promise<IngestResult> => {
    const seat = await playerOf(post);
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
    if (!seat) return notPlayer(kit, game, phase.seq, post, hints);
    // first seen edited by a moderator under the voiding ruling: it counts for nothing, answered with the ruling's
    // reason as the order book words it (World War 1907's W33 ruling `moderatorEditVoids`, as its older play answered)
    if (post.edited?.byModerator && moderatorEditsVoid(kit, state.value)) {
      const reason =
        after.ignored.find((i) => i.postId === post.postId)?.reason ??
        "edited by a moderator: this game's ruling voids it";
      return { kind: "outside-phase", postId: post.postId, reason };
    }
    // first seen already edited by its author: it counts for nothing
    if (post.edited && !post.edited.byModerator) {
      const inForce = after.inForce.find((p) => p.seat === seat)?.postId ?? null;
      return {
        kind: "edited",
        postId: post.postId,
        nation: seat,
        voided: true,
        inForce,
        document: editedDocument({
          postId: post.postId,
          seatName: seatName(kit, state.value, seat),
          how: "edited",
          voided: true,
          inForce,
          sequential: false,
        }),
      };
    }
    const outside = outsideWindow(kit, phase, post.postedAt);
    if (outside) return { kind: "outside-phase", postId: post.postId, reason: outside.reason };
    // the lines the book read of this post when it folded it, else read now
    const lines = linesRead(kit, game.id, after, seq, seat) ?? readPost(kit, state.value, seat, post.bold);
    const name = seatName(kit, state.value, seat);
    const inForceNow = after.inForce.find((p) => p.seat === seat);
    const picksAlone = choicesOf(lines).length > 0 && !isOrderPost(kit, state.value, lines);
    // a post of `choose N` alone the book could not apply (no order post in force before it): answered with the
    // book's reason, as World War 1907's older play answered it (W33)
    const unapplied = picksAlone ? after.ignored.find((i) => i.postId === post.postId) : undefined;
    if (unapplied) return { kind: "outside-phase", postId: post.postId, reason: unapplied.reason };
    if (picksAlone && inForceNow) {
      // a post of `choose N` alone: the receipt of the post in force, with the readings it picked
      const rl = receiptLines(kit, state.value, inForceNow.lines, inForceNow.verdicts);
      const supply = supplyOf(kit, state.value, seat, inForceNow.lines, inForceNow.verdicts);
      return await ordersResult(kit, game.id, post.postId, seat, name, null, rl, [], null, supply, {
        state: state.value,
        inForcePostId: inForceNow.postId,
        orderLines: inForceNow.lines,
        // what the picks applied to the post in force did ("choose 2: Move Moltke to Beta"), as the older play said
        choices: inForceNow.choices.map(choiceText),
      });
    }
    if (!isOrderPost(kit, state.value, lines)) {
      const unread = unreadLines(lines);
      const inForce = lastOrderPost.get(seat) ?? null;
      if (unread.length === 0)
        return { kind: "no-orders", postId: post.postId, nation: seat, nationName: name };
      const own = kit.ruleset.views?.unreadAnswer;
      return {
        kind: "no-orders",
        postId: post.postId,
        nation: seat,
        nationName: name,
        unread,
        inForce,
        document: own
          ? own({
              postId: post.postId,
              seatName: name,
              lines: unread,
              inForce: inForce ? { postId: inForce, receiptId: receiptIdOf(game.id, inForce) } : null,
            })
          : unreadDocument(post.postId, name, unread, inForce),
      };
    }
    const replaces = lastOrderPost.get(seat) ?? null;
    lastOrderPost.set(seat, post.postId);
    // its orders as the book keeps them in force: a `choose N` in an order post is not applied, and noted for the GM
    const own = withoutChoices(lines);
    const verdicts = kit.ruleset.judge(state.value, seat, commandsOf(own));
    const rl = receiptLines(kit, state.value, own, verdicts);
    const supply = supplyOf(kit, state.value, seat, own, verdicts);
    return await ordersResult(kit, game.id, post.postId, seat, name, replaces, rl, [], null, supply, {
      state: state.value,
      // the seat's post in force once the whole batch is read (a later post of the batch may replace this one)
      inForcePostId: after.inForce.find((p) => p.seat === seat)?.postId ?? post.postId,
      orderLines: own,
      choices: [],
    });
  };
  const results: IngestResult[] = [];
  for (const r of recorded.out) results.push(await one(r));
  return results;
}

/** A sequential game takes its posts one at a time, each in its own write transaction. */
async function ingestEach<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  source: PostSource,
  posts: readonly ParsedPost[],
  playerOf: PlayerOf,
): Promise<IngestResult[]> {
  // a forum page read again: its posts already stored as they are, seen again in two statements for the page
  const seen = await kit.store.sightPosts(
    game.id,
    posts.map((post) => toIncoming(source, post)),
    nowIso(kit),
  );
  const hints: HintsGiven = new Set();
  const results: IngestResult[] = [];
  for (const post of posts) {
    if (seen.unchanged.has(post.postId)) {
      results.push({ kind: "unchanged", postId: post.postId });
      continue;
    }
    const absent = seen.absent.has(post.postId);
    results.push(
      await kit.store.writeTransaction(
        async () => await ingestSequential(kit, game, source, post, playerOf, absent, hints),
        game.id,
      ),
    );
  }
  return results;
}

type ReceiptSupply = { groups: SupplyGroupView[]; text: string };

/** What the seat has left to spend per group after a post's commands, in the ruleset's words (`views.receiptSupply`). */
function supplyOf<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  state: S,
  seat: string,
  lines: readonly OrderLine<C>[],
  verdicts: readonly Verdict[],
): ReceiptSupply | null {
  return kit.ruleset.views?.receiptSupply?.({ state, seat, commands: commandsOf(lines), verdicts }) ?? null;
}

async function ordersResult<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  postId: string,
  seat: string,
  name: string,
  replaces: string | null,
  lines: ReceiptLine[],
  happened: string[],
  waiting: { text: string; seats: readonly string[] } | null,
  supply: ReceiptSupply | null = null,
  simultaneous?: {
    state: S;
    inForcePostId: string;
    orderLines: readonly OrderLine<C>[];
    choices: string[];
  },
): Promise<IngestResult> {
  const receiptId = receiptIdOf(gameId, postId);
  const own = simultaneous ? kit.ruleset.views?.orderReceipt : undefined;
  const discordUserIds = waiting
    ? (await kit.store.listPlayers(gameId))
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
      supply: supply?.groups ?? [],
      accepted: lines.filter((l) => l.outcome === "accepted").length,
      rejected: lines.filter((l) => l.outcome !== "accepted" && l.outcome !== "ignored").length,
      ...(waiting ? { waiting: { text: waiting.text, discordUserIds } } : {}),
      document:
        own && simultaneous
          ? own({
              state: simultaneous.state,
              seat,
              seatName: name,
              receiptId,
              postId,
              inForcePostId: simultaneous.inForcePostId,
              replaces,
              lines,
              unread: unreadBesideReceipt(simultaneous.orderLines),
              supply: supply?.groups ?? [],
              choices: simultaneous.choices,
            })
          : (kit.ruleset.views?.receipt?.({ receiptId, postId, seatName: name, lines, happened, waiting }) ??
            receiptDocument({
              receiptId,
              postId,
              seatName: name,
              replaces,
              lines,
              happened,
              waiting: waiting?.text ?? null,
              supply: supply?.text ?? null,
            })),
    },
  };
}

/**
 * A sequential game's post: each command line judged on the state now and, when accepted, carried out at once.
 * `absent`: the post was not stored when the batch was looked up (`sightPosts`), so it is stored without a look-up.
 * `hints`: the batch's hints to non-players given so far (`notPlayer`).
 */
async function ingestSequential<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  source: PostSource,
  post: ParsedPost,
  playerOf: PlayerOf,
  absent: boolean,
  hints: HintsGiven,
): Promise<IngestResult> {
  const seenAt = nowIso(kit);
  const recorded = await kit.store.recordPost(game.id, toIncoming(source, post), seenAt, { absent });
  if (recorded.status === "unchanged") return { kind: "unchanged", postId: post.postId };
  const seat = await playerOf(post);
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
  const phase = await kit.store.openPhaseOf(game.id);
  if (!seat) return await notPlayer(kit, game, phase?.seq ?? 0, post, hints);
  if (post.postedAt !== null && post.postedAt < game.starts_at) {
    return { kind: "outside-phase", postId: post.postId, reason: "posted before the game started" };
  }
  const postedAt = post.postedAt ?? seenAt;
  const happened: string[] = [];
  // a response window whose time ran out before the post is closed first, as the GM's resolve would (V7)
  const first = await currentState(kit, game.id);
  if (first.ok && (await responseLapsed(kit, game.id, first.value, postedAt))) {
    const closed = await takeStep(kit, game, { kind: "resolve", orders: [] }, "GM");
    if (closed.ok) happened.push(...eventLines(kit, closed.value.events, closed.value.state));
  }
  const start = await currentState(kit, game.id);
  if (!start.ok) return { kind: "outside-phase", postId: post.postId, reason: start.error };
  const lines = kit.ruleset.read(post.bold, { state: start.value, seat });
  if (!lines.some((l) => l.kind === "command"))
    return { kind: "no-orders", postId: post.postId, nation: seat };
  const out: ReceiptLine[] = [];
  // the post's earlier order lines, for a ruling that reads a line within its post (`Ruleset.judgeInPost`)
  const earlier: { text: string; carriedOut: boolean }[] = [];
  for (const line of lines) {
    const now = await currentState(kit, game.id);
    if (!now.ok) break;
    if (line.kind !== "command") {
      if (line.kind === "error") earlier.push({ text: line.text, carriedOut: false });
      out.push(...receiptLines(kit, now.value, [line], []));
      continue;
    }
    const inPost =
      kit.ruleset.judgeInPost?.({
        seat,
        command: line.command,
        atPost: start.value,
        now: now.value,
        earlier,
      }) ?? null;
    if (inPost) {
      earlier.push({ text: line.text, carriedOut: inPost.accepted });
      out.push(...receiptLines(kit, now.value, [line], [inPost]));
      continue;
    }
    let verdict = kit.ruleset.judge(now.value, seat, [line.command])[0] ?? {
      accepted: false,
      rule: "-",
      reason: "not judged",
    };
    if (verdict.accepted) {
      const done = await takeStep(
        kit,
        game,
        { kind: "apply", order: { seat, command: line.command }, postId: post.postId },
        seat,
        postedAt,
      );
      if (done.ok) happened.push(...eventLines(kit, done.value.events, done.value.state));
      // accepted, yet not carried out (the game is over): said as refused, with why
      else verdict = { accepted: false, rule: "game", reason: done.error };
    }
    earlier.push({ text: line.text, carriedOut: verdict.accepted });
    out.push(...receiptLines(kit, now.value, [line], [verdict]));
  }
  const after = await currentState(kit, game.id);
  const waiting = after.ok ? kit.ruleset.waiting(after.value) : null;
  const name = seatName(kit, start.value, seat);
  return await ordersResult(
    kit,
    game.id,
    post.postId,
    seat,
    name,
    null,
    out,
    happened,
    waiting && after.ok
      ? {
          text: waitingText(kit, after.value, await waitDeadline(kit, game.id, after.value)),
          seats: waiting.seats,
        }
      : null,
  );
}

/**
 * A deleted post. A simultaneous game voids its orders like an edited post's (W33: the seat's previous valid post
 * is in force again); in a sequential game what it did stands (the GM can undo it).
 */
export async function deletePost<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  source: PostSource,
  postId: string,
  seat: string | null,
): Promise<IngestResult | null> {
  if (!(await kit.store.getPost(gameId, source, postId))) return null;
  const phase = await kit.store.openPhaseOf(gameId);
  const state = await currentState(kit, gameId);
  if (!state.ok) return null;
  const book = async () =>
    phase ? await orderBook(kit, gameId, phase, state.value) : { inForce: [], ignored: [], notes: [] };
  if (!(await kit.store.markPostDeleted(gameId, source, postId, nowIso(kit)))) return null;
  const sequential = kit.ruleset.timing === "sequential";
  const inForce =
    seat && !sequential ? ((await book()).inForce.find((p) => p.seat === seat)?.postId ?? null) : null;
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
