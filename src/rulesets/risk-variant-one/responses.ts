import { checkedAnswer } from "./action-orders.ts";
import { settleAttack } from "./battle.ts";
import { territoryName } from "./classic-map.ts";
import { advance } from "./rounds.ts";
import type { ResponseKind } from "./state.ts";
import { armies, no, type RiskVerdict, yes } from "./verdict.ts";
import type { Work } from "./work.ts";

type View = Pick<Work, "s" | "map">;

/** The shape of a response, posted now or in advance. */
export interface ResponseOrder {
  response: ResponseKind;
  to?: string | undefined;
  at?: number | undefined;
}

/** V7: checks a response's own shape against a territory the player holds (now or when it is attacked). */
function shapeCheck(
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

function describe(w: View, order: ResponseOrder): string {
  const to = order.to ? territoryName(w.map, order.to) : "";
  if (order.response === "retreat") return `retreat to ${to}`;
  if (order.response === "retreat-salt") return `retreat to ${to} and salt`;
  return order.to ? `hold, retreating to ${to} when down to ${armies(order.at ?? 1)}` : "hold";
}

/** V7: the defender's answer to the attack awaiting it. */
export function judgeRespond(w: View, player: string, order: ResponseOrder): RiskVerdict {
  const pending = w.s.pending;
  if (!pending) {
    return no(
      "V7.no-attack",
      `V7: no attack is waiting for an answer (${player}); to answer future attacks in advance, post a standing response`,
    );
  }
  if (pending.defender !== player) {
    return no(
      "V7.not-defender",
      `V7: the attack on ${territoryName(w.map, pending.to)} is ${pending.defender}'s to answer, not yours (${player})`,
    );
  }
  const stop = shapeCheck(w, player, pending.to, order, pending.from);
  if (stop) return stop;
  return yes(
    "V7.respond",
    `V7: ${player} answers the attack on ${territoryName(w.map, pending.to)}: ${describe(w, order)}`,
  );
}

/** V7: applies a judged answer: the attack is settled and the turn moves on from the attacker. */
export function applyRespond(w: Work, order: ResponseOrder): void {
  const pending = w.s.pending;
  if (!pending) return;
  w.s.pending = null;
  const answer = checkedAnswer(w, pending.defender, pending.to, pending.from, {
    response: order.response,
    to: order.to ?? null,
    at: order.at ?? null,
    source: "posted",
  });
  settleAttack(w, pending, answer);
  advance(w, pending.attacker);
}

/** V7: the response time ran out (or the GM closed it): no answer means hold. */
export function closeResponse(w: Work): void {
  const pending = w.s.pending;
  if (!pending) return;
  w.s.pending = null;
  settleAttack(w, pending, { response: "hold", to: null, at: null, source: "default" });
  advance(w, pending.attacker);
}

/** V7: "If Peru is attacked, retreat to Venezuela": applies whenever the territory is attacked, until withdrawn. */
export function judgeStanding(w: View, player: string, territory: string, order: ResponseOrder): RiskVerdict {
  const name = territoryName(w.map, territory);
  if (w.s.territories[territory]?.owner !== player) {
    return no(
      "V7.standing-not-yours",
      `V7: standing responses are for your own territories; ${name} is not yours (${player})`,
    );
  }
  const stop = shapeCheck(w, player, territory, order, null);
  if (stop) return stop;
  return yes("V7.standing", `V7: ${player}: if ${name} is attacked, ${describe(w, order)} (until withdrawn)`);
}

export function applyStanding(w: Work, player: string, territory: string, order: ResponseOrder): void {
  w.s.standing = w.s.standing.filter((r) => r.territory !== territory);
  w.s.standing.push({
    player,
    territory,
    response: order.response,
    to: order.to ?? null,
    at: order.at ?? null,
  });
  w.emit({ type: "standing-set", player, territory, response: order.response, to: order.to ?? null });
}

export function judgeWithdraw(w: View, player: string, territory: string): RiskVerdict {
  const name = territoryName(w.map, territory);
  if (!w.s.standing.some((r) => r.territory === territory && r.player === player)) {
    return no("V7.no-standing", `V7: you have no standing response for ${name} to withdraw (${player})`);
  }
  return yes("V7.withdraw", `V7: ${player} withdraws the standing response for ${name}`);
}

export function applyWithdraw(w: Work, player: string, territory: string): void {
  w.s.standing = w.s.standing.filter((r) => !(r.territory === territory && r.player === player));
  w.emit({ type: "standing-withdrawn", player, territory });
}
