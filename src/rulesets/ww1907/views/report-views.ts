import type { RulesetViews } from "../../../core/ruleset.ts";
import type { Command } from "../commands.ts";
import type { GameState } from "../state.ts";
import { previewDocument, reportDocument } from "./reports.ts";
import { type ContextOf, nationsOf, playersOf, postsOf } from "./ruleset-views.ts";

/**
 * World War 1907's GM report (the post in force, the replaced posts, the earlier posts counted) and a nation's
 * preview (what its orders would do, with the odds of its attacks): the documents of the whole ruleset, which read
 * the battle odds, apart from the ones a status reads (`ww1907DocumentViews`).
 */
export function ww1907ReportViews(
  contextOf: ContextOf,
): Pick<RulesetViews<GameState, unknown, Command>, "report" | "orderPreview"> {
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
  };
}
