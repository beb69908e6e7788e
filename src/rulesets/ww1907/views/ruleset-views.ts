import type { BookView } from "../../../core/document-views.ts";
import type { RulesetViews, ViewInput } from "../../../core/ruleset.ts";
import type { Command } from "../commands.ts";
import type { GameState } from "../state.ts";
import type { BookPosts, GameHead, ViewContext } from "./context.ts";
import { inOwnWords, receiptDocument, unreadDocument } from "./receipts.ts";
import { reportJson, statusJson } from "./report-json.ts";
import { statusDocument } from "./status-document.ts";

/** What the views read of a game: its documents' context (map, names, nations with their players). */
export type ContextOf = (state: GameState, players: ReadonlyMap<string, string | null>) => ViewContext;

/** Each seat's forum name, from the handles a view is given. */
export function playersOf(input: ViewInput<GameState, unknown>): Map<string, string | null> {
  return new Map([...input.handles].map(([seat, h]) => [seat, h.forumName]));
}

/** The game a status or report is about, from what a view is given. */
function headOf(input: ViewInput<GameState, unknown>): GameHead {
  return {
    id: input.game.id,
    name: input.game.name,
    deadline: input.deadline,
    commitment: input.commitment,
  };
}

/** The posts of the open phase that do not count, and the notes on those that do (W33), as the report lists them. */
export function postsOf(book: BookView | undefined): BookPosts {
  return {
    ignored: book?.ignored ?? [],
    notes: (book?.notes ?? []).map((n) => ({ postId: n.postId, nation: n.seat, note: n.note })),
  };
}

/** Per nation of the game: its post in force, when, its lines with their verdicts (none: no orders in force). */
export function nationsOf(ctx: ViewContext, book: BookView | undefined) {
  return ctx.scenario.nations.map((n) => {
    const entry = book?.inForce.find((p) => p.seat === n.id);
    return {
      nation: n.id,
      player: n.player,
      postId: entry?.postId ?? null,
      postedAt: entry?.postedAt ?? null,
      receiptId: entry?.receiptId ?? null,
      lines: (entry?.lines ?? []).map(inOwnWords),
    };
  });
}

/**
 * World War 1907's documents in the generic play (`Ruleset.views`), as its older play wrote them: the receipt with
 * its ✅/❌ marks and "Orders in force: post …", the answer to bold text that is no order, the orders in force, the
 * status and its JSON and `report --json`: what reading a game and taking its posts need (the ruleset's light part).
 * The GM's report, a nation's preview and the resolution's summary are the whole ruleset's (`report-views.ts`).
 */
export function ww1907DocumentViews(
  contextOf: ContextOf,
): Omit<
  RulesetViews<GameState, unknown, Command>,
  "receiptSupply" | "picture" | "record" | "phasePage" | "report" | "orderPreview" | "summary"
> {
  return {
    orderReceipt(input) {
      const ctx = contextOf(input.state, new Map());
      return receiptDocument({
        receiptId: input.receiptId,
        postId: input.postId,
        nation: input.seatName,
        inForcePostId: input.inForcePostId,
        replaces: input.replaces,
        lines: input.lines.map(inOwnWords),
        supply: input.supply,
        choices: input.choices,
        nameOf: ctx.nameOf,
        unread: input.unread,
      });
    },

    unreadAnswer: (input) =>
      unreadDocument({
        postId: input.postId,
        nation: input.seatName,
        lines: input.lines,
        inForce: input.inForce,
      }),

    ordersInForce(input, seat) {
      const ctx = contextOf(input.state, playersOf(input));
      const entry = input.book?.inForce.find((p) => p.seat === seat);
      return receiptDocument({
        receiptId: entry?.receiptId ?? "-",
        postId: entry?.postId ?? "-",
        nation: ctx.nameOf(seat),
        inForcePostId: entry?.postId ?? null,
        replaces: null,
        lines: (entry?.lines ?? []).map(inOwnWords),
        supply: entry?.supply ?? [],
        choices: [],
        nameOf: ctx.nameOf,
        unread: entry?.unread ?? [],
      });
    },

    status(input) {
      const ctx = contextOf(input.state, playersOf(input));
      return statusDocument({ ctx, state: input.state, info: headOf(input), nation: input.seat });
    },

    statusJson(input) {
      const ctx = contextOf(input.state, playersOf(input));
      return statusJson({
        ctx,
        state: input.state,
        info: headOf(input),
        players: input.handles,
        nation: input.seat,
      });
    },

    reportJson(input) {
      const ctx = contextOf(input.state, playersOf(input));
      return reportJson({
        ctx,
        state: input.state,
        info: headOf(input),
        nations: nationsOf(ctx, input.book).map((n) => ({
          ...n,
          player: input.handles.get(n.nation)?.forumName ?? null,
        })),
        book: postsOf(input.book),
        earlierPosts: input.book?.earlierPosts ?? 0,
        forumWarnings: input.book?.forumWarnings ?? [],
        all: input.all === true,
      });
    },
  };
}
