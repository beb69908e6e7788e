import type { ParsedPost } from "../../../parsers/post.ts";
import { para } from "../../presenters/document.ts";
import { andList } from "../../presenters/names.ts";
import { svgToPngOffThread } from "../../presenters/png-off-thread.ts";
import { err, ok } from "../../result.ts";
import { disorderLines, ordersUnderDisorder } from "../../rulesets/ww1907/civil-disorder.ts";
import type { Command } from "../../rulesets/ww1907/commands.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import { isCommandLine } from "../../rulesets/ww1907/language/order-line.ts";
import { ww1907MapSvg } from "../../rulesets/ww1907/map-picture.ts";
import { nationPost, summaryDocument } from "../../rulesets/ww1907/views/summary.ts";
import { describeAdjustment } from "../../rulesets/ww1907/words/adjustment-text.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { PhaseRow } from "../../storage/rows.ts";
import type { ResolveOptions } from "../game-play.ts";
import type { Actor, Resolution, ServiceResult } from "../types.ts";
import { BUSY_MESSAGE, ConcurrentChange, isBusy } from "../write-guard.ts";
import type { GameContext } from "./context.ts";
import type { Ww1907Kit } from "./kit.ts";
import { nextPhaseOpening, openNextPhase, phaseLabel, seedOf } from "./phases.ts";
import { readLog } from "./read-log.ts";
import type { LogEvent } from "./replay.ts";
import { runResolution } from "./run-resolution.ts";

/**
 * The GM resolves the open phase: the orders in force in posting order, the committed seed revealed, every battle
 * fought, the next phase opened with a new commitment, and the summary. One immediate transaction that re-checks
 * the open phase and the log it was computed from, so a second writer never resolves the same phase twice.
 * With `phase` (a label such as "1907-deployment"), refuses unless that is the phase still open.
 */
export async function resolvePhase(
  kit: Ww1907Kit,
  gameId: string,
  actor: Actor,
  options: ResolveOptions = {},
): Promise<ServiceResult<Resolution>> {
  const { store } = kit;
  const game = await store.getGame(gameId);
  const ctx = await kit.context(gameId);
  const state = await kit.state(gameId);
  const phase = await store.openPhaseOf(gameId);
  if (!game) return err(`no game "${gameId}"`);
  if (!ctx.ok) return ctx;
  if (!state.ok) return state;
  if (!phase) return err("no phase is open");
  if (options.phase !== undefined && options.phase.trim().toLowerCase() !== phaseLabel(phase)) {
    const asked = options.phase.trim().toLowerCase();
    const named = (await store.listPhases(gameId)).find((p) => phaseLabel(p) === asked);
    return err(
      named
        ? `phase ${phaseLabel(named)} is no longer open (it was resolved ${named.resolved_at ?? ""}); the open phase is ${phaseLabel(phase)}: nothing was resolved`
        : `there is no phase "${options.phase}" in this game; the open phase is ${phaseLabel(phase)}`,
    );
  }
  const seed = seedOf(game, phase.seq);
  if (!seed.ok) return seed;
  const adjustments = await pendingAdjustments(kit, gameId);
  if (!adjustments.ok) return adjustments;
  const book = await kit.book(gameId);
  const posted = book.nations
    .filter((n) => n.commands.length > 0)
    .sort((a, b) => (a.postedAt ?? "").localeCompare(b.postedAt ?? ""))
    .map((n) => ({ nation: n.nation, commands: n.commands }));
  // Absent nations with standing orders play them, after every posted order (they were written first).
  const standing = standingOrders(kit, ctx.value, state.value.phase, options.standing ?? {}, posted);
  // Nations in civil disorder give no orders and trades with them are refused (the ruleset's civil-disorder.ts).
  const disorder = ordersUnderDisorder([...posted, ...standing], options.disorder ?? []);
  const orders = disorder.orders;
  const event: Extract<LogEvent, { kind: "phase-resolved" }> = {
    kind: "phase-resolved",
    phaseSeq: phase.seq,
    orders,
    seed: seed.value,
    commitment: phase.seed_commitment,
  };
  const outcome = runResolution(state.value, ctx.value.graph, event);
  const now = kit.nowIso();
  const basedOn = await store.lastEventSeq(gameId);
  let next: PhaseRow;
  try {
    next = await store.writeTransaction(async () => {
      // Another process (the bot, a second CLI) may have resolved, undone or adjusted since the state was read:
      // then nothing is written and the GM runs resolve again on what is there now.
      if (
        (await store.openPhaseOf(gameId))?.seq !== phase.seq ||
        (await store.lastEventSeq(gameId)) !== basedOn
      ) {
        throw new ConcurrentChange();
      }
      const seq = await store.appendEvent(gameId, {
        kind: event.kind,
        actor: actor.name,
        payload: event,
        createdAt: now,
      });
      await store.resolvePhaseRow(gameId, phase.seq, seed.value, now);
      const opened = await openNextPhase(
        store,
        game,
        outcome.state,
        await nextPhaseOpening(store, gameId, phase.seq, now),
      );
      await store.saveSnapshot(gameId, seq, outcome.state);
      await store.setSetting(`adjustments-shown:${gameId}`, String(seq));
      return opened;
    }, gameId);
  } catch (e) {
    if (e instanceof ConcurrentChange) {
      await kit.rememberState(gameId, null);
      return err(
        `the game changed while phase ${phaseLabel(phase)} was being resolved (another process resolved, undid or adjusted it): nothing was resolved; look at \`adjutant status\` and resolve again`,
      );
    }
    if (isBusy(e)) return err(BUSY_MESSAGE);
    throw e;
  }
  await kit.rememberState(gameId, outcome.state);
  const summary = summaryDocument({
    ctx: ctx.value,
    before: state.value,
    after: outcome.state,
    events: outcome.events,
    verdicts: outcome.verdicts,
    orders,
    book: { nations: book.nations.map((n) => nationPost(n, ctx.value.nameOf)) },
    seed: seed.value,
    commitment: phase.seed_commitment,
    nextCommitment: next.seed_commitment,
    adjustments: adjustments.value,
    forum: {
      // The engine set for the game, else the one its posts in force were read with (detected from the pages).
      platform: game.forum_platform ?? (await platformOfPosts(store, gameId, book)),
      url: game.forum_url,
      timezone: game.forum_timezone,
    },
  });
  for (const line of disorderLines(disorder, ctx.value.nameOf)) summary.blocks.push(para(line));
  if (standing.length > 0) {
    summary.blocks.push(
      para(
        `Standing orders were played for ${andList(standing.map((o) => ctx.value.nameOf(o.nation)))}, whose ${standing.length === 1 ? "player" : "players"} sent no valid orders.`,
      ),
    );
  }
  // The picture is drawn only when someone asks for it, on the picture worker (rasterising takes a good fraction of a
  // second).
  let picture: Promise<Buffer> | null = null;
  return ok({
    summary,
    seed: seed.value,
    commitment: phase.seed_commitment,
    nextCommitment: next.seed_commitment,
    picture: () => {
      picture ??= svgToPngOffThread(
        ww1907MapSvg(ctx.value, outcome.state, { before: state.value, events: outcome.events }),
      );
      return picture;
    },
  });
}

/** GM adjustments made since the last resolution, for the next summary. */
async function pendingAdjustments(kit: Ww1907Kit, gameId: string): Promise<ServiceResult<string[]>> {
  const since = Number((await kit.store.getSetting(`adjustments-shown:${gameId}`)) ?? "0");
  const ctx = await kit.context(gameId);
  const nameOf = ctx.ok ? ctx.value.nameOf : (id: string) => id;
  const log = await readLog(kit.store, gameId, since);
  if (!log.ok) return log;
  return ok(
    log.value.flatMap(({ actor, event }) =>
      event.kind === "adjusted"
        ? [`${actor}: ${describeAdjustment(event.change, nameOf)} — ${event.reason}`]
        : [],
    ),
  );
}

/** The commands of the GM's standing orders of each seat with no orders in force (lines that do not read are left out). */
function standingOrders(
  kit: Ww1907Kit,
  ctx: GameContext,
  phase: "deployment" | "attack",
  texts: Readonly<Record<string, string>>,
  posted: readonly { nation: string }[],
): { nation: string; commands: Command[] }[] {
  const inForce = new Set(posted.map((o) => o.nation));
  const out: { nation: string; commands: Command[] }[] = [];
  for (const [nation, text] of Object.entries(texts)) {
    if (inForce.has(nation) || !(nation in ctx.opening.nations)) continue;
    const post: ParsedPost = {
      platform: "bbcode",
      postId: `standing-${nation}`,
      author: { name: "GM" },
      postedAt: null,
      edited: null,
      bold: text.split("\n"),
      text,
    };
    const commands = kit
      .readOrders(ctx, post, nation, phase)
      .filter(isCommandLine)
      .map((l) => l.command);
    if (commands.length > 0) out.push({ nation, commands });
  }
  return out;
}

/** The forum engine the posts in force were read with (detected from the pages), or null. */
async function platformOfPosts(store: GameStore, gameId: string, book: OrderBook): Promise<string | null> {
  for (const n of book.nations) {
    if (!n.postId) continue;
    const platform = (await store.getPost(gameId, "forum", n.postId))?.platform;
    if (platform !== undefined) return platform;
  }
  return null;
}
