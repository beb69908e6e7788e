import { checkedAnswer } from "../action-orders.ts";
import { settleAttack } from "../battle.ts";
import { territoryName } from "../classic-map.ts";
import { readRespond } from "../language/responses.ts";
import { answerText, shapeCheck } from "../responses.ts";
import { advance } from "../rounds.ts";
import { no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/**
 * V7 the defender's answer to the attack awaiting it: "hold" (with a retreat point: "Hold, retreat to Venezuela at
 * 2"), "retreat to Venezuela", "retreat to Venezuela and salt". The attack is settled (V8) and the turn moves on
 * from the attacker.
 */
export const respond: OrderKind<"respond"> = {
  kind: "respond",
  rules: "V7 V8",
  grammar: [{ family: "respond", verbs: [], read: ({ slots, names }) => readRespond(slots, names) }],
  territories: (c) => (c.to ? [c.to] : []),
  judge(w, player, order) {
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
      `V7: ${player} answers the attack on ${territoryName(w.map, pending.to)}: ${answerText(w, order)}`,
    );
  },
  apply(w, _player, order) {
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
  },
  // The answer's sentence, whether posted, standing or the default hold (the battle's own events: describe.ts).
  eventTypes: ["response"],
  eventText(e, place) {
    if (e.type !== "response") return undefined;
    const how =
      e.response === "hold"
        ? `holds${e.at !== null && e.to ? `, retreating to ${place(e.to)} at ${e.at}` : ""}`
        : e.response === "retreat"
          ? `retreats to ${e.to ? place(e.to) : "?"}`
          : `retreats to ${e.to ? place(e.to) : "?"} and salts ${place(e.territory)}`;
    const source =
      e.source === "standing" ? " (standing response)" : e.source === "default" ? " (no answer in time)" : "";
    return `${e.defender} ${how} in ${place(e.territory)}${source}${e.note ? `: ${e.note}` : ""}.`;
  },
  text: (c, place) =>
    c.response === "hold"
      ? `hold${c.to ? `, retreat to ${place(c.to)}${c.at !== undefined ? ` at ${c.at}` : ""}` : ""}`
      : `${c.response === "retreat" ? "retreat" : "retreat and salt"}${c.to ? ` to ${place(c.to)}` : ""}`,
  help: HELP_LINES.respond,
};
