import { ok } from "../../result.ts";
import { commandSchema } from "../../rulesets/ww1907/commands.ts";
import { ww1907MapSvg } from "../../rulesets/ww1907/map-picture.ts";
import { type Ww1907Event, ww1907Ruleset } from "../../rulesets/ww1907/ruleset.ts";
import type { PhasePage } from "../game-play.ts";
import type { ServiceResult } from "../types.ts";
import type { Ww1907Kit } from "./kit.ts";
import { resolutionRecord } from "./resolution-record.ts";

/**
 * A resolved World War 1907 phase as its web permalink shows it (issue #27), from its published record (the same
 * one `adjutant verify` checks): the phase picture (the position after it with its moves and attacks), every event
 * in words, the orders that were in force per nation, every battle's dice (W14-W16) and the revealed seed.
 */
export async function ww1907PhasePage(
  kit: Ww1907Kit,
  gameId: string,
  phaseSeq: number,
): Promise<ServiceResult<PhasePage>> {
  const ctx = await kit.context(gameId);
  if (!ctx.ok) return ctx;
  const record = await resolutionRecord(kit, gameId, phaseSeq);
  if (!record.ok) return record;
  const { before, claimed } = record.value;
  const after = claimed.state;
  // Read as the resolver wrote them, not through today's event schema (src/rulesets/ww1907/event-schema.ts): a
  // record published by an older version is still drawn.
  const events = claimed.events as Ww1907Event[];
  const words = ww1907Ruleset.words;
  const orders = new Map<string, string[]>();
  for (const o of record.value.orders) {
    const command = commandSchema.safeParse(o.command);
    const name = ctx.value.nameOf(o.nation);
    const line = command.success ? words.command(command.data, before) : JSON.stringify(o.command);
    orders.set(name, [...(orders.get(name) ?? []), line]);
  }
  const withDice = new Set(claimed.rolls.map((r) => r.event));
  return ok({
    svg: ww1907MapSvg(ctx.value, after, {
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
    seed: record.value.seed,
    commitment: record.value.commitment,
  });
}
