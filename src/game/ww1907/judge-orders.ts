import { ok } from "../../result.ts";
import type { Command } from "../../rulesets/ww1907/commands.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import { isCommandLine, type OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import { explainUnread } from "../../rulesets/ww1907/language/unread-orders.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import { supplyLeftPerGroup } from "../../rulesets/ww1907/supply.ts";
import { validate } from "../../rulesets/ww1907/validate.ts";
import type { Verdict } from "../../rulesets/ww1907/verdict.ts";
import { receiptDocument, receiptLines } from "../../rulesets/ww1907/views/receipts.ts";
import { receiptIdOf } from "../incoming-post.ts";
import type { Receipt, ServiceResult, SupplyLine } from "../types.ts";
import type { GameContext } from "./context.ts";
import type { Ww1907Kit } from "./kit.ts";

/** The orders in force of one nation, with each command's verdict against the current state. */
export interface JudgedOrders {
  lines: OrderLine[];
  verdicts: Verdict[];
  commands: Command[];
  postId: string | null;
}

/** Verdicts of the orders in force of one nation, line by line. */
export async function judgeOrdersInForce(
  kit: Ww1907Kit,
  gameId: string,
  nation: string,
  book: OrderBook,
): Promise<ServiceResult<JudgedOrders>> {
  const ctx = await kit.context(gameId);
  const state = await kit.state(gameId);
  if (!ctx.ok) return ctx;
  if (!state.ok) return state;
  const entry = book.nations.find((n) => n.nation === nation);
  if (!entry) return ok({ lines: [], verdicts: [], commands: [], postId: null });
  const verdicts = validate(state.value, ctx.value.graph, nation, entry.commands);
  return ok({ lines: entry.lines, verdicts, commands: entry.commands, postId: entry.postId });
}

/**
 * The receipt of an order post: its own lines judged against the current state (an order post is judged as the
 * orders in force it becomes), or, for a post that only says `choose N`, the post in force with the choice applied.
 */
export async function receiptFor(
  kit: Ww1907Kit,
  input: {
    gameId: string;
    nation: string;
    postId: string;
    ownLines: OrderLine[] | null;
    replaces: string | null;
    book: OrderBook;
    /** The current state when the caller has just read it (with `book`); else it is read here. */
    state?: GameState;
  },
): Promise<ServiceResult<Receipt>> {
  const { gameId, nation, postId, ownLines, replaces, book } = input;
  const ctx = await kit.context(gameId);
  const state = input.state ? ok(input.state) : await kit.state(gameId);
  if (!ctx.ok) return ctx;
  if (!state.ok) return state;
  const entry = book.nations.find((n) => n.nation === nation);
  const inForce = entry?.postId === postId || ownLines === null;
  const orderLines = inForce && entry ? entry.lines : (ownLines ?? []);
  const commands = orderLines.filter(isCommandLine).map((l) => l.command);
  const verdicts = validate(state.value, ctx.value.graph, nation, commands);
  const lines = receiptLines(orderLines, verdicts, ctx.value.nameOf);
  const supply = supplyLines(state.value, ctx.value, nation, commands, verdicts);
  const accepted = lines.filter((l) => l.outcome === "accepted").length;
  const rejected = lines.filter((l) => l.outcome !== "accepted" && l.outcome !== "ignored").length;
  const receiptId = receiptIdOf(gameId, postId);
  const choices = ownLines === null ? (entry?.choices ?? []) : [];
  return ok({
    receiptId,
    postId,
    nation,
    nationName: ctx.value.nameOf(nation),
    replaces,
    lines,
    supply,
    accepted,
    rejected,
    document: receiptDocument({
      receiptId,
      postId,
      nation: ctx.value.nameOf(nation),
      inForcePostId: entry?.postId ?? null,
      replaces,
      lines,
      supply,
      choices: choices.map((c) =>
        c.applied ? `choose ${c.choose}: ${c.text}` : `choose ${c.choose}: ${c.reason}`,
      ),
      nameOf: ctx.value.nameOf,
      unread: explainUnread(
        orderLines,
        ctx.value.lexicon,
        { nation, phase: state.value.phase },
        ctx.value.nameOf,
      ),
    }),
  });
}

/** pp per supply group after the accepted builds among the commands (W4). */
export async function supplyLeft(
  kit: Ww1907Kit,
  gameId: string,
  nation: string,
  commands: readonly Command[],
  verdicts: readonly Verdict[],
): Promise<SupplyLine[]> {
  const ctx = await kit.context(gameId);
  const state = await kit.state(gameId);
  if (!ctx.ok || !state.ok) return [];
  return supplyLines(state.value, ctx.value, nation, commands, verdicts);
}

/** `supplyLeft` on a state at hand (a receipt's, judged on the state its ingest read). */
function supplyLines(
  state: GameState,
  ctx: GameContext,
  nation: string,
  commands: readonly Command[],
  verdicts: readonly Verdict[],
): SupplyLine[] {
  return supplyLeftPerGroup(state, ctx.graph, nation, commands, (i) => verdicts[i]?.accepted === true);
}
