import type { SummaryInput } from "../../../core/document-views.ts";
import type { RulesetViews } from "../../../core/ruleset.ts";
import { type Document, para } from "../../../presenters/document.ts";
import { andList } from "../../../presenters/names.ts";
import type { BattleEvent } from "../battles/events.ts";
import { disorderLines, ordersUnderDisorder } from "../civil-disorder.ts";
import type { Command } from "../commands.ts";
import type { EngineEvent } from "../events.ts";
import type { GameState } from "../state.ts";
import type { Verdict } from "../verdict.ts";
import { inOwnWords } from "./receipts.ts";
import { previewDocument, reportDocument } from "./reports.ts";
import { type ContextOf, nationsOf, playersOf, postsOf } from "./ruleset-views.ts";
import { summaryDocument } from "./summary.ts";

/** The events a World War 1907 resolution gives besides the engine's: the refusals, an adjustment, the end. */
type AdapterEvent =
  | { type: "order-refused"; nation: string; command: Command; rule: string; code: string; reason: string }
  | { type: "gm-adjusted" }
  | { type: "game-over" };

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
 * World War 1907's GM report (the post in force, the replaced posts, the earlier posts counted), a nation's preview
 * (what its orders would do, with the odds of its attacks) and the resolution's summary (a section per nation with its
 * post in force linked on the forum, Battles, Diplomacy, Supply, nations fallen, the GM's adjustments, the table of
 * nations): the documents of the whole ruleset (they read the battle odds and words), apart from the ones reading a
 * game needs (`ww1907DocumentViews`).
 */
export function ww1907ReportViews(
  contextOf: ContextOf,
): Pick<RulesetViews<GameState, unknown, Command>, "report" | "orderPreview" | "summary"> {
  return {
    orderPreview(input, seat, orders) {
      const ctx = contextOf(input.state, playersOf(input));
      return previewDocument({
        ctx,
        state: input.state,
        nation: seat,
        commands: orders.commands,
        verdicts: orders.verdicts.map((v) => ({ accepted: v.accepted, message: v.reason })),
        supply: input.book?.inForce.find((p) => p.seat === seat)?.supply ?? [],
      });
    },

    report(input) {
      const ctx = contextOf(input.state, playersOf(input));
      return reportDocument({
        ctx,
        state: input.state,
        nations: nationsOf(ctx, input.book),
        book: postsOf(input.book),
        earlierPosts: input.book?.earlierPosts ?? 0,
        all: input.all === true,
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
            notRead: p.lines
              .filter((l) => l.outcome === "unreadable" || l.outcome === "ambiguous")
              .map(inOwnWords),
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
