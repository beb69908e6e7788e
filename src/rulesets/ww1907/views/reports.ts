import type { ReceiptLine, SupplyLine } from "../../../core/receipt-line.ts";
import { battleOdds } from "../../../odds/battle-odds.ts";
import {
  type Block,
  b,
  type Document,
  heading,
  type Inline,
  i,
  list,
  para,
} from "../../../presenters/document.ts";
import { allDivisions } from "../battles/context.ts";
import { attackBonus, defenceBonus, totalDice } from "../commanders/effects.ts";
import type { Command } from "../commands.ts";
import { canonicalOrder } from "../language/canonical-order.ts";
import type { GameState } from "../state.ts";
import type { Verdict } from "../verdict.ts";
import type { BookPosts, ViewContext as GameContext } from "./context.ts";
import { type Group, type Grouped, groupLatest, keptLatestBy } from "./latest-by-key.ts";
import { receiptLineInline } from "./receipts.ts";

/** How many posts each list of the GM's report shows, the latest ones, unless it is asked for all (`report --all`). */
export const REPORT_LIST_LATEST = 10;

/** Whom an ignored post is listed under in the report (a seat, null: no player), or none: posted before the window. */
const ignoredKey = (x: BookPosts["ignored"][number]) => (x.outside === "before" ? undefined : x.seat);

/** The report's lists of ignored posts, kept per book and brought up to date with the posts since the last report. */
const ignoredLatest = keptLatestBy(ignoredKey, REPORT_LIST_LATEST);

/**
 * What the GM's report lists (the document and `report --json` alike): the ignored posts per seat (null: people who
 * play no nation), each seat's count and its latest `REPORT_LIST_LATEST`, or every one with `all`; the posts written
 * before the window are left out of the groups and counted (`leftOut`). The notes per nation likewise.
 */
export function reportLists(
  book: BookPosts,
  all: boolean,
): {
  ignored: Grouped<BookPosts["ignored"][number], string | null>;
  notes: Grouped<BookPosts["notes"][number], string>;
} {
  return {
    ignored: all
      ? groupLatest(book.ignored, ignoredKey, Number.POSITIVE_INFINITY)
      : ignoredLatest(book.ignored),
    notes: groupLatest(book.notes, (x) => x.nation, all ? Number.POSITIVE_INFINITY : REPORT_LIST_LATEST),
  };
}

/**
 * The GM's report: per player the post in force, each order's verdict, and the posts ignored with the reason (each
 * list its latest `REPORT_LIST_LATEST` and a count of the rest, or every one with `all`).
 */
export function reportDocument(input: {
  ctx: GameContext;
  state: GameState;
  nations: {
    nation: string;
    player: string;
    postId: string | null;
    postedAt: string | null;
    lines: ReceiptLine[];
  }[];
  book: BookPosts;
  /** Posts written before the phase opened that the book did not read (counted in one line). */
  earlierPosts?: number;
  /** Every ignored post and note; by default each list shows its latest `REPORT_LIST_LATEST` and counts the rest. */
  all?: boolean;
}): Document {
  const { ctx, state } = input;
  const blocks: Block[] = [];
  // per nation (null: not a player) how many, and the latest `REPORT_LIST_LATEST` (every one with `all`)
  const { ignored, notes } = reportLists(input.book, input.all === true);
  const ignoredBy = ignored.groups;
  const notesBy = notes.groups;
  /** A list's latest items (all of them with `all`), after a line counting the ones left out. */
  const latest = <T>(group: Group<T> | undefined, what: string, line: (item: T) => Inline[]): Block[] => {
    if (!group) return [];
    const cut = group.count - group.latest.length;
    return [
      ...(cut > 0
        ? [
            para(
              i(
                `${cut} earlier ${what} not listed (the latest ${group.latest.length} follow; report --all lists every one).`,
              ),
            ),
          ]
        : []),
      list(group.latest.map(line)),
    ];
  };
  for (const n of input.nations) {
    blocks.push(heading(2, `${ctx.nameOf(n.nation)} (${n.player})`));
    if (!n.postId) blocks.push(para(i("No orders in force.")));
    else {
      blocks.push(para(`Post in force: ${n.postId}${n.postedAt ? `, posted ${n.postedAt}` : ""}.`));
      const shown = n.lines.filter((l) => l.outcome !== "ignored");
      if (shown.length > 0) blocks.push(list(shown.map(receiptLineInline)));
    }
    blocks.push(
      ...latest(ignoredBy.get(n.nation), "ignored posts", (x) => [
        i(`post ${x.postId} ignored: ${x.reason}`),
      ]),
    );
    blocks.push(...latest(notesBy.get(n.nation), "notes", (x) => [`post ${x.postId}: ${x.note}`]));
  }
  const strangers = ignoredBy.get(null);
  if (strangers) {
    blocks.push(heading(2, "Other posts"));
    blocks.push(...latest(strangers, "posts", (x) => [`post ${x.postId} by ${x.author}: ${x.reason}`]));
  }
  const earlier = (input.earlierPosts ?? 0) + ignored.leftOut;
  if (earlier > 0) {
    blocks.push(
      para(
        i(
          `${earlier} ${earlier === 1 ? "post was" : "posts were"} written before this phase opened (earlier phases, or before the game started) and ${earlier === 1 ? "is" : "are"} not listed.`,
        ),
      ),
    );
  }
  return { title: `Orders report — ${state.year}, ${state.phase} phase`, blocks };
}

/**
 * "If the phase were resolved now": each order's verdict, pp left per supply group, and for each attack the exact
 * chance of winning (from the battle odds calculator, not dice).
 */
export function previewDocument(input: {
  ctx: GameContext;
  state: GameState;
  nation: string;
  commands: readonly Command[];
  verdicts: readonly Pick<Verdict, "accepted" | "message">[];
  supply: readonly SupplyLine[];
}): Document {
  const { ctx, state } = input;
  const items = input.commands.map((c, k) => {
    const v = input.verdicts[k];
    const parts = [
      `${v?.accepted ? "✅" : "❌"} `,
      b(canonicalOrder(c, ctx.nameOf)),
      v && !v.accepted ? ` — ${v.message}` : "",
    ];
    if (v?.accepted && (c.kind === "attack" || c.kind === "amphibious")) {
      const attackers = c.kind === "attack" ? c.sources.reduce((sum, s) => sum + s.count, 0) : c.count;
      // every division in the target defends, allied guests included (W14), with the battles' dice (W15, W24)
      const defenders = allDivisions(state, c.target);
      if (defenders === 0) parts.push(` — ${ctx.nameOf(c.target)} is undefended: taken without a fight.`);
      else {
        const from = c.kind === "attack" ? c.sources.map((s) => s.from) : [c.from];
        const owner = state.provinces[c.target]?.owner ?? null;
        const guests = Object.keys(state.provinces[c.target]?.guests ?? {});
        const attackerBonus = attackBonus(state, ctx.graph, input.nation, from, c.target);
        const defenderBonus = defenceBonus(state, owner === null ? guests : [owner, ...guests], c.target);
        const odds = battleOdds({
          attackers,
          defenders,
          rules: "ww1907",
          tieRule: state.rulings.tieRule,
          attackerBonusDice: totalDice(attackerBonus),
          defenderBonusDice: totalDice(defenderBonus),
          capDiceByUnits: state.rulings.diceCappedByUnits,
        });
        if (odds.ok) {
          const bonus = [...attackerBonus, ...defenderBonus].map(
            (x) => `${x.name} +${x.dice} ${x.dice === 1 ? "die" : "dice"}`,
          );
          parts.push(
            ` — ${attackers} v ${defenders}${bonus.length > 0 ? ` (${bonus.join(", ")})` : ""}: ${(odds.value.attackerWins * 100).toFixed(1)}% to win, expected losses ${odds.value.expectedAttackerLosses.toFixed(1)} v ${odds.value.expectedDefenderLosses.toFixed(1)}.`,
          );
        }
      }
    }
    return parts;
  });
  const blocks: Block[] = [
    para(`If the phase were resolved now (${state.year}, ${state.phase} phase), your orders would do this:`),
  ];
  blocks.push(items.length > 0 ? list(items) : para(i("You have no orders in force.")));
  if (input.supply.length > 0) {
    blocks.push(
      para(
        "pp left per supply group: ",
        input.supply
          .map((g) => `${g.left} of ${g.spendable} (${g.provinces.slice(0, 3).map(ctx.nameOf).join(", ")})`)
          .join("; "),
      ),
    );
  }
  return { title: `${ctx.nameOf(input.nation)} — preview`, blocks };
}
