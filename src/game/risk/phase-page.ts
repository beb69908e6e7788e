import { ok } from "../../result.ts";
import { classicMap } from "../../rulesets/risk-variant-one/classic-map.ts";
import type { RiskEvent } from "../../rulesets/risk-variant-one/events.ts";
import { riskRuleset } from "../../rulesets/risk-variant-one/ruleset.ts";
import type { RiskTurnRecord } from "../../rulesets/risk-variant-one/turn-record.ts";
import type { PhasePage } from "../game-play.ts";
import type { ServiceResult } from "../types.ts";
import { riskMapSvg } from "./map-picture.ts";

/**
 * A Risk Variant One turn whose seed is revealed, as its web permalink shows it (issue #27), from its published
 * record (the one `adjutant verify` checks): the map after the turn with its attacks and moves, every event in words,
 * each order and GM step carried out in it (V6-V8), every die (the dealer's roll V2, each battle's throws V7) and the
 * revealed seed.
 */
export function riskPhasePage(record: ServiceResult<RiskTurnRecord>): ServiceResult<PhasePage> {
  if (!record.ok) return record;
  const { claimed, steps } = record.value;
  const state = claimed.state;
  // The events are the engine's own, stored as it wrote them.
  const events = claimed.events as RiskEvent[];
  const words = riskRuleset.words;
  const orders = new Map<string, string[]>();
  for (const step of steps) {
    const [name, line] =
      "player" in step
        ? [step.player, words.command(step.command, state)]
        : "gm" in step
          ? ["GM", `moved the game on (${step.gm})`]
          : ["GM", `adjusted ${step.adjust.kind}`];
    orders.set(name, [...(orders.get(name) ?? []), line]);
  }
  return ok({
    svg: riskMapSvg(state, classicMap, { earlier: [events], last: null }),
    happened: events.map((e) => words.event(e, state)),
    orders: [...orders].map(([name, lines]) => ({ name, orders: lines })),
    dice: events.flatMap((e) =>
      e.type === "battle" || e.type === "dealer-roll" ? [words.event(e, state)] : [],
    ),
    seed: record.value.seed,
    commitment: record.value.commitment,
  });
}
