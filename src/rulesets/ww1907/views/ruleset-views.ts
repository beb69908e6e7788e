import type { BookView, SummaryInput } from "../../../core/document-views.ts";
import type { RulesetViews, ViewInput } from "../../../core/ruleset.ts";
import { type Document, para } from "../../../presenters/document.ts";
import { andList } from "../../../presenters/names.ts";
import type { BattleEvent } from "../battles/events.ts";
import { disorderLines, ordersUnderDisorder } from "../civil-disorder.ts";
import type { Command } from "../commands.ts";
import type { EngineEvent } from "../events.ts";
import type { GameState } from "../state.ts";
import type { Verdict } from "../verdict.ts";
import type { BookPosts, GameHead, ViewContext } from "./context.ts";
import { receiptDocument, unreadDocument } from "./receipts.ts";
import { reportJson, statusJson } from "./report-json.ts";
import { statusDocument } from "./status-document.ts";
import { summaryDocument } from "./summary.ts";

/** The events a World War 1907 resolution gives besides the engine's: the refusals, an adjustment, the end. */
type AdapterEvent =
  | { type: "order-refused"; nation: string; command: Command; rule: string; code: string; reason: string }
  | { type: "gm-adjusted" }
  | { type: "game-over" };

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

/** The posts of the open phase that do not count, as the report lists them (the generic play has no notes). */
export function postsOf(book: BookView | undefined): BookPosts {
  return {
    ignored: book?.ignored ?? [],
    notes: [],
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
      lines: entry?.lines ?? [],
    };
  });
}

/**
 * The verdicts of a resolution, per nation, in the order of its commands: a command refused when the phase was
 * resolved (an `order-refused` event, W20) is refused with the engine's reason, every other one was carried out.
 */
function verdictsOf(
  orders: readonly { seat: string; commands: readonly Command[] }[],
  refusals: readonly Extract<AdapterEvent, { type: "order-refused" }>[],
): Record<string, Pick<Verdict, "accepted" | "message">[]> {
  const left = [...refusals];
  const out: Record<string, Pick<Verdict, "accepted" | "message">[]> = {};
  for (const o of orders) {
    out[o.seat] = o.commands.map((c) => {
      const at = left.findIndex(
        (r) => r.nation === o.seat && JSON.stringify(r.command) === JSON.stringify(c),
      );
      const refusal = at >= 0 ? left.splice(at, 1)[0] : undefined;
      return refusal ? { accepted: false, message: refusal.reason } : { accepted: true, message: "" };
    });
  }
  return out;
}

/**
 * World War 1907's documents in the generic play (`Ruleset.views`), as its older play wrote them: the receipt with
 * its ✅/❌ marks and "Orders in force: post …", the answer to bold text that is no order, the orders in force, the
 * status and its JSON, `report --json`, and the resolution's summary (a section per nation with its post in force linked on the forum, Battles,
 * Diplomacy, Supply, nations fallen, the GM's adjustments, the table of nations).
 */
export function ww1907DocumentViews(
  contextOf: ContextOf,
): Omit<
  RulesetViews<GameState, unknown, Command>,
  "receiptSupply" | "picture" | "record" | "phasePage" | "report" | "orderPreview"
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
        lines: input.lines,
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
        lines: entry?.lines ?? [],
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
      });
    },

    summary(input: SummaryInput<GameState, unknown, Command>): Document {
      const ctx = contextOf(input.after, input.players);
      const events = input.events as readonly (EngineEvent | BattleEvent | AdapterEvent)[];
      const refusals = events.filter(
        (e): e is Extract<AdapterEvent, { type: "order-refused" }> => e.type === "order-refused",
      );
      const engine = events.filter(
        (e): e is EngineEvent | BattleEvent =>
          e.type !== "order-refused" && e.type !== "gm-adjusted" && e.type !== "game-over",
      );
      const summary = summaryDocument({
        ctx,
        before: input.before,
        after: input.after,
        events: engine,
        verdicts: verdictsOf(input.orders, refusals),
        orders: input.orders.map((o) => ({ nation: o.seat, commands: [...o.commands] })),
        book: {
          nations: input.book.inForce.map((p) => ({
            nation: p.seat,
            postId: p.postId,
            postedAt: p.postedAt,
            notRead: p.lines.filter((l) => l.outcome === "unreadable" || l.outcome === "ambiguous"),
          })),
        },
        seed: input.seed,
        commitment: input.commitment,
        nextCommitment: input.nextCommitment,
        adjustments: input.adjustments,
        forum: input.forum,
      });
      const disorder = ordersUnderDisorder(
        input.orders.map((o) => ({ nation: o.seat, commands: [...o.commands] })),
        input.disorder,
      );
      for (const line of disorderLines(disorder, ctx.nameOf)) summary.blocks.push(para(line));
      if (input.standing.length > 0) {
        summary.blocks.push(
          para(
            `Standing orders were played for ${andList(input.standing.map(ctx.nameOf))}, whose ${input.standing.length === 1 ? "player" : "players"} sent no valid orders.`,
          ),
        );
      }
      return summary;
    },
  };
}
