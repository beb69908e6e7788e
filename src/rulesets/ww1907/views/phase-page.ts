import type { PhasePageView } from "../../../core/ruleset.ts";
import { type Command, commandSchema } from "../commands.ts";
import type { Ww1907Event } from "../light-ruleset.ts";
import type { PhaseHappened } from "../map-picture.ts";
import type { GameState } from "../state.ts";
import type { ResolutionRecord } from "../verify.ts";

/** How a phase page words and draws a record: display names, orders, events, and the map with what happened. */
export interface PhasePageWords {
  nameOf(id: string): string;
  command(command: Command, state: GameState): string;
  event(event: Ww1907Event, state: GameState): string;
  picture(state: GameState, happened: PhaseHappened): string;
}

/**
 * A resolved World War 1907 phase as its web permalink shows it (issue #27), from its published record (the same
 * one `adjutant verify` checks): the phase picture (the position after it with its moves and attacks), every event
 * in words, the orders that were in force per nation, every battle's dice (W14-W16) and the revealed seed.
 */
export function phasePageView(record: ResolutionRecord, words: PhasePageWords): PhasePageView {
  const { before, claimed } = record;
  const after = claimed.state;
  // Read as the resolver wrote them, not through today's event schema (src/rulesets/ww1907/event-schema.ts): a
  // record published by an older version is still drawn.
  const events = claimed.events as Ww1907Event[];
  const orders = new Map<string, string[]>();
  for (const o of record.orders) {
    const command = commandSchema.safeParse(o.command);
    const name = words.nameOf(o.nation);
    const line = command.success ? words.command(command.data, before) : JSON.stringify(o.command);
    orders.set(name, [...(orders.get(name) ?? []), line]);
  }
  const withDice = new Set(claimed.rolls.map((r) => r.event));
  return {
    svg: words.picture(after, {
      before,
      events: events.filter(
        (e): e is Exclude<Ww1907Event, { type: "order-refused" | "gm-adjusted" | "game-over" }> =>
          e.type !== "order-refused" && e.type !== "gm-adjusted" && e.type !== "game-over",
      ),
    }),
    // the phase's end and the next one's start are bookkeeping: the page's title says them
    happened: events
      .filter((e) => e.type !== "phase-ended" && e.type !== "phase-started")
      .map((e) => words.event(e, before)),
    orders: [...orders].map(([name, lines]) => ({ name, orders: lines })),
    dice: events.flatMap((e, n) => (withDice.has(n) ? [words.event(e, before)] : [])),
    seed: record.seed,
    commitment: record.commitment,
  };
}
