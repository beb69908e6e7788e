import { settleAttack } from "./battle.ts";
import { territoryName } from "./classic-map.ts";
import { advance } from "./rounds.ts";
import type { ResponseKind } from "./state.ts";
import { armies, no, type RiskVerdict } from "./verdict.ts";
import type { Work } from "./work.ts";

type View = Pick<Work, "s" | "map">;

/** The shape of a response, posted now or in advance. */
export interface ResponseOrder {
  response: ResponseKind;
  to?: string | undefined;
  at?: number | undefined;
}

/** V7: checks a response's own shape against a territory the player holds (now or when it is attacked). */
export function shapeCheck(
  w: View,
  player: string,
  territory: string,
  order: ResponseOrder,
  attackerFrom: string | null,
): RiskVerdict | null {
  const name = territoryName(w.map, territory);
  if (order.response === "retreat-salt" && !w.s.rulings.retreatAndSalt) {
    return no(
      "V7.retreat-salt-off",
      `V7: retreat and salt is an optional rule not played in this game; answer hold or retreat (${player})`,
    );
  }
  if (order.response !== "hold" && order.to === undefined) {
    return no(
      "V7.retreat-where",
      `V7: a retreat names where to: an adjacent territory of yours, e.g. "retreat to …" (${player})`,
    );
  }
  if (order.response === "hold" && (order.to === undefined) !== (order.at === undefined)) {
    return no(
      "V7.retreat-point",
      `V7: a hold with a retreat point names both where and when, e.g. "hold, retreat to ${order.to ? territoryName(w.map, order.to) : "…"} at 2" (${player})`,
    );
  }
  if (order.to !== undefined) {
    const toName = territoryName(w.map, order.to);
    if (order.to === territory || !w.map.isAdjacent(territory, order.to)) {
      return no(
        "V7.retreat-not-adjacent",
        `V7: ${toName} does not border ${name}; retreat to a neighbouring territory of yours (${player})`,
      );
    }
    if (w.s.territories[order.to]?.owner !== player || order.to === attackerFrom) {
      return no(
        "V7.retreat-not-friendly",
        `V7: ${toName} is not yours; retreat only into your own territory (${player})`,
      );
    }
  }
  return null;
}

/** An answer in words ("hold, retreating to Venezuela when down to 2 armies"). */
export function answerText(w: View, order: ResponseOrder): string {
  const to = order.to ? territoryName(w.map, order.to) : "";
  if (order.response === "retreat") return `retreat to ${to}`;
  if (order.response === "retreat-salt") return `retreat to ${to} and salt`;
  return order.to ? `hold, retreating to ${to} when down to ${armies(order.at ?? 1)}` : "hold";
}

/** V7: the response time ran out (or the GM closed it): no answer means hold. */
export function closeResponse(w: Work): void {
  const pending = w.s.pending;
  if (!pending) return;
  w.s.pending = null;
  settleAttack(w, pending, { response: "hold", to: null, at: null, source: "default" });
  advance(w, pending.attacker);
}
