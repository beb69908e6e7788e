import type { Document } from "../../presenters/document.ts";
import { ok } from "../../result.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import { receiptLines } from "../../rulesets/ww1907/views/receipts.ts";
import { type ReportJson, reportJson } from "../../rulesets/ww1907/views/report-json.ts";
import { reportDocument } from "../../rulesets/ww1907/views/reports.ts";
import type { GameRow } from "../../storage/rows.ts";
import { forumProblems } from "../forum-problems.ts";
import type { ReportOptions } from "../game-play.ts";
import { receiptIdOf } from "../incoming-post.ts";
import type { GameInfo, ReceiptLine, ServiceResult } from "../types.ts";
import type { GameContext } from "./context.ts";
import { judgeOrdersInForce } from "./judge-orders.ts";
import type { Ww1907Kit } from "./kit.ts";
import { playerNames } from "./player-views.ts";

/** The GM's report: per nation the post in force and each order's verdict, ignored posts and why. */
export async function gmReport(
  kit: Ww1907Kit,
  game: GameRow,
  options: ReportOptions = {},
): Promise<ServiceResult<Document>> {
  const ctx = await kit.context(game.id);
  const state = await kit.state(game.id);
  if (!ctx.ok) return ctx;
  if (!state.ok) return state;
  const book = await kit.book(game.id);
  const players = await playerNames(kit, game.id);
  const nations = (await reportNations(kit, game.id, ctx.value, book)).map((n) => ({
    ...n,
    player:
      players.get(n.nation)?.forumName ??
      ctx.value.scenario.nations.find((x) => x.id === n.nation)?.player ??
      "",
  }));
  return ok(
    reportDocument({
      ctx: ctx.value,
      state: state.value,
      nations,
      book,
      earlierPosts: await earlierPosts(kit, game.id),
      all: options.all === true,
    }),
  );
}

/** `report --json`: per nation the post in force and each line's verdict, ignored posts and why, as data. */
export async function gmReportJson(
  kit: Ww1907Kit,
  game: GameRow,
  info: GameInfo,
): Promise<ServiceResult<ReportJson>> {
  const ctx = await kit.context(game.id);
  const state = await kit.state(game.id);
  if (!ctx.ok) return ctx;
  if (!state.ok) return state;
  const book = await kit.book(game.id);
  const players = await playerNames(kit, game.id);
  const nations = (await reportNations(kit, game.id, ctx.value, book)).map((n) => ({
    ...n,
    player: players.get(n.nation)?.forumName ?? null,
    receiptId: n.postId ? receiptIdOf(game.id, n.postId) : null,
  }));
  return ok(
    reportJson({
      ctx: ctx.value,
      state: state.value,
      info,
      nations,
      book,
      earlierPosts: await earlierPosts(kit, game.id),
      forumWarnings: await forumProblems(kit.store, game.id),
    }),
  );
}

/** Per nation of the scenario: the post in force, when it was posted, and each line's verdict. */
async function reportNations(
  kit: Ww1907Kit,
  gameId: string,
  ctx: GameContext,
  book: OrderBook,
): Promise<{ nation: string; postId: string | null; postedAt: string | null; lines: ReceiptLine[] }[]> {
  const nations: { nation: string; postId: string | null; postedAt: string | null; lines: ReceiptLine[] }[] =
    [];
  for (const n of ctx.scenario.nations) {
    const judged = await judgeOrdersInForce(kit, gameId, n.id, book);
    const entry = book.nations.find((e) => e.nation === n.id);
    nations.push({
      nation: n.id,
      postId: entry?.postId ?? null,
      postedAt: entry?.postedAt ?? null,
      lines: judged.ok ? receiptLines(judged.value.lines, judged.value.verdicts, ctx.nameOf) : [],
    });
  }
  return nations;
}

/** Posts written before the open phase (earlier phases, or before the game): counted, not read. */
async function earlierPosts(kit: Ww1907Kit, gameId: string): Promise<number> {
  const phase = await kit.store.openPhaseOf(gameId);
  return phase ? await kit.store.countPostsBefore(gameId, phase.opened_at) : 0;
}
