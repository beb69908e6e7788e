import type { PhasePageView } from "../../core/ruleset.ts";
import { classicMap } from "./classic-map.ts";
import { describeRiskEvent, placeName } from "./describe.ts";
import type { RiskEvent } from "./events.ts";
import { riskMapSvg } from "./map-picture.ts";
import { orderKind } from "./orders/index.ts";
import { riskTurnRecordSchema } from "./turn-record.ts";

/**
 * A Risk Variant One turn whose seed is revealed, as its web permalink shows it (issue #27), from its published
 * record (the one `adjutant verify` checks): the map after the turn with its attacks and moves, every event in words,
 * each order and GM step carried out in it (V6-V8), every die (the dealer's roll V2, each battle's throws V7) and the
 * revealed seed. Null for a value that is no Risk turn record.
 */
export function riskPhasePageView(raw: unknown): PhasePageView | null {
  const parsed = riskTurnRecordSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { claimed, steps } = parsed.data;
  const state = claimed.state;
  // The events are the engine's own, stored as it wrote them.
  const events = claimed.events as RiskEvent[];
  const place = placeName(classicMap);
  const say = (e: RiskEvent) => describeRiskEvent(e, classicMap);
  const orders = new Map<string, string[]>();
  for (const step of steps) {
    const [name, line] =
      "player" in step
        ? [step.player, orderKind(step.command.kind).text(step.command, place)]
        : "gm" in step
          ? ["GM", `moved the game on (${step.gm})`]
          : ["GM", `adjusted ${step.adjust.kind}`];
    orders.set(name, [...(orders.get(name) ?? []), line]);
  }
  return {
    svg: riskMapSvg(state, classicMap, { earlier: [events], last: null }),
    happened: events.map(say),
    orders: [...orders].map(([name, lines]) => ({ name, orders: lines })),
    dice: events.flatMap((e) => (e.type === "battle" || e.type === "dealer-roll" ? [say(e)] : [])),
    seed: parsed.data.seed,
    commitment: parsed.data.commitment,
  };
}
