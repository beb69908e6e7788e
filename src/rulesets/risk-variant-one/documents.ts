import type { MapGraph } from "../../map/graph.ts";
import { callOffOdds } from "../../odds/call-off-odds.ts";
import { type Block, b, type Document, heading, i, list, para, table } from "../../presenters/document.ts";
import { armiesText, placeName } from "./describe.ts";
import { eventLines } from "./event-lines.ts";
import type { RiskEvent } from "./events.ts";
import type { RiskState } from "./state.ts";
import type { Waiting } from "./waiting.ts";

/** A receipt's line as the Risk receipt reads it (the service's `ReceiptLine`, structurally). */
export interface ReceiptLine {
  text: string;
  outcome: string;
  canonical?: string;
  message: string;
}

export { eventLines, placeName };

/** The receipt of an order post in a sequential game: each line's verdict, what happened, who is next. */
export function riskReceiptDocument(input: {
  receiptId: string;
  postId: string;
  player: string;
  lines: ReceiptLine[];
  happened: string[];
  waiting: Waiting | null;
}): Document {
  const blocks: Block[] = [];
  if (input.lines.length > 0) {
    blocks.push(
      list(
        input.lines.map((l) => {
          const mark = l.outcome === "accepted" ? "✅" : l.outcome === "ignored" ? "•" : "❌";
          const what = l.canonical ?? l.text;
          return l.outcome === "accepted" ? [`${mark} ${what}`] : [`${mark} ${what}: `, i(l.message)];
        }),
      ),
    );
  }
  if (input.happened.length > 0) blocks.push(para(b("What happened")), list(input.happened.map((t) => [t])));
  if (input.waiting) blocks.push(para(b("Waiting for:"), " ", input.waiting.text));
  return {
    title: `Receipt ${input.receiptId} — ${input.player}, post ${input.postId}`,
    blocks,
  };
}

/**
 * V2: who deals and why, in display names: each round of the dealer's roll ("Dealer's roll (V2): Alice 3, Bob 5,
 * Cleo 5; the tied throw again: Bob 2, Cleo 6. Cleo deals …"), or that the game's set-up named the dealer.
 */
export function dealerText(state: RiskState, opening: readonly RiskEvent[]): string {
  const rounds = opening.flatMap((e) => (e.type === "dealer-roll" ? [e.rolls] : []));
  const throws = (rolls: { player: string; die: number }[]) =>
    rolls.map((r) => `${r.player} ${r.die}`).join(", ");
  const deals = `${state.dealer} deals; play goes round from the dealer's left.`;
  if (rounds.length === 0)
    return `Dealer: ${state.dealer}, named by the game's set-up (no roll); play goes round from the dealer's left.`;
  const again = rounds.slice(1).map((r) => `; the tied throw again: ${throws(r)}`);
  return `Dealer's roll (V2): ${throws(rounds[0] ?? [])}${again.join("")}. ${deals}`;
}

/** V3: armies a territory of this income costs to buy (its income; cost 0 at least the ruling's minimum). */
function buyCost(state: RiskState, income: number): number {
  return Math.max(income, state.rulings.zeroCostArmies, 1);
}

/** The standing of a Risk Variant One game: players, their territories, armies and income; whose turn. */
export function riskStatusDocument(input: {
  name: string;
  id: string;
  state: RiskState;
  map: MapGraph;
  waiting: Waiting | null;
  commitment: string | null;
  player?: string;
  /** V2: the game's opening events (the dealer's roll), shown during the set-up. */
  opening?: readonly RiskEvent[];
}): Document {
  const { state, map } = input;
  const place = placeName(map);
  const phase =
    state.phase === "setup"
      ? "set-up"
      : state.phase === "income"
        ? `turn ${state.turnNumber}, income phase`
        : `turn ${state.turnNumber}, action round ${state.round}`;
  const game =
    input.name === "Risk Variant One"
      ? `Risk Variant One (game ${input.id})`
      : `${input.name} (game ${input.id}, Risk Variant One)`;
  const blocks: Block[] = [para(`${game}: ${phase}.`)];
  if (state.phase === "setup") blocks.push(para(dealerText(state, input.opening ?? [])));
  if (input.waiting) blocks.push(para(b("Waiting for:"), " ", input.waiting.text));
  if (input.commitment) blocks.push(para(`Seed commitment for this turn: ${input.commitment}.`));
  const rows = state.players
    .filter((p) => input.player === undefined || p.name === input.player)
    .map((p) => {
      const owned = Object.values(state.territories).filter((t) => t.owner === p.name);
      const armies = owned.reduce((sum, t) => sum + t.armies, 0);
      const income = owned.reduce((sum, t) => sum + t.income, 0);
      const pools = state.phase === "setup" ? ` (${p.inactive} inactive, ${p.active} active)` : "";
      return [
        p.name + (p.eliminated ? " (out)" : ""),
        String(owned.length),
        `${armies}${pools}`,
        String(income),
      ];
    });
  blocks.push(table(["Player", "Territories", "Armies", "Income"], rows));
  if (input.player !== undefined) {
    const mine = Object.entries(state.territories)
      .filter(([, t]) => t.owner === input.player)
      .map(([id, t]) => [`${place(id)}: ${armiesText(t.armies)}, income ${t.income}`]);
    if (mine.length > 0) blocks.push(heading(3, "Territories"), list(mine));
  }
  if (state.phase === "setup" && input.player === undefined && state.piles.length > 0) {
    blocks.push(
      heading(3, "The deal (V2)"),
      list(
        state.piles.map((pile) => [
          `Pile ${pile.pile} (income ${pile.income}, cost ${armiesText(buyCost(state, pile.income))}): ${
            pile.territories.map(place).join(", ") || "no cards"
          }`,
        ]),
      ),
    );
  }
  if (state.phase === "setup" && input.player === undefined) {
    const byCost = new Map<number, string[]>();
    for (const [id, t] of Object.entries(state.territories)) {
      if (t.owner !== null) continue;
      const list = byCost.get(t.income) ?? [];
      list.push(place(id));
      byCost.set(t.income, list);
    }
    const rowsByCost = [...byCost]
      .sort(([a], [b]) => b - a)
      .map(([cost, names]) => [`cost and income ${cost}: ${names.join(", ")}`]);
    if (rowsByCost.length > 0) blocks.push(heading(3, "Territories for sale (V2, V3)"), list(rowsByCost));
  }
  if (state.gameOver && state.ranking) {
    blocks.push(
      heading(3, "Final ranking"),
      list(
        state.ranking.map((r, n) => [
          `${n + 1}. ${r.player}: ${r.territories} ${r.territories === 1 ? "territory" : "territories"}, income ${r.income}`,
        ]),
      ),
    );
  }
  return { title: "Game status", blocks };
}

/** V6 V8: the odds of the attack awaiting its answer, if the defender holds (a seat's preview). */
export function pendingOddsBlocks(state: RiskState, map: MapGraph): Block[] {
  const p = state.pending;
  if (!p) return [];
  const defenders = state.territories[p.to]?.armies ?? 1;
  const odds = callOffOdds({ force: p.force, defenders, stopAt: p.stopAt ?? 0 });
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const place = placeName(map);
  return [
    para(
      `The attack waiting for an answer: ${p.attacker}, ${p.force} from ${place(p.from)} against ${defenders} in ${place(p.to)}${
        p.stopAt !== null ? `, called off at ${p.stopAt}` : ""
      }. If ${p.defender} holds: ${place(p.to)} falls ${pct(odds.captured)}, called off ${pct(odds.calledOff)}, repelled ${pct(
        odds.repelled,
      )}; expected losses ${odds.expectedAttackerLosses.toFixed(2)} v ${odds.expectedDefenderLosses.toFixed(2)} (V8 dice).`,
    ),
  ];
}
