import { checkedAnswer, ownCheck, turnCheck } from "../action-orders.ts";
import { settleAttack } from "../battle.ts";
import { territoryName } from "../classic-map.ts";
import { readAttack } from "../language/actions.ts";
import { advance } from "../rounds.ts";
import { armies, no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/**
 * V6 "Attack Peru from Brazil [with 6] [, stop at 3]": from one territory into one adjacent other. Against neutrals,
 * or a standing response, it is settled at once (V7, V8); otherwise it waits for the defender's answer (`respond`).
 */
export const attack: OrderKind<"attack"> = {
  kind: "attack",
  rules: "V6 V7 V8",
  grammar: [
    { family: "attack", verbs: ["attack"], read: ({ slots, names, map }) => readAttack(slots, names, map) },
  ],
  territories: (c) => [c.from, c.to],
  judge(w, player, { from, to, force, stopAt }) {
    const stop =
      turnCheck(w, player) ?? ownCheck(w, player, from, "V6", "an attack starts from your own territory");
    if (stop) return stop;
    const fromName = territoryName(w.map, from);
    const toName = territoryName(w.map, to);
    const target = w.s.territories[to]!;
    if (target.owner === player) {
      return no("V6.attack-own", `V6: ${toName} is yours; to send armies there, move them (${player})`);
    }
    if (!w.map.isAdjacent(from, to)) {
      return no(
        "V6.not-adjacent",
        `V6: ${toName} does not border ${fromName}; attack a neighbouring territory (${player})`,
      );
    }
    const here = w.s.territories[from]!.armies;
    if (here < 2) {
      return no(
        "V6.too-few-armies",
        `V6: ${fromName} has ${armies(here)}; an attack needs at least 2, as one always stays behind (${player})`,
      );
    }
    const chosen = force ?? here - 1;
    if (chosen > here - 1) {
      return no(
        "V6.force-too-large",
        `V6: ${fromName} has ${armies(here)}, so at most ${here - 1} can attack (one stays behind), not ${chosen} (${player})`,
      );
    }
    if (stopAt !== undefined && stopAt >= chosen) {
      return no(
        "V6.stop-too-high",
        `V6: a call-off point of ${stopAt} with a force of ${chosen} would end the attack before the first throw; stop at fewer than ${chosen} (${player})`,
      );
    }
    const defender = target.owner === null ? "neutral (neutrals always hold)" : target.owner;
    const call = stopAt !== undefined && stopAt > 0 ? `, calling off at ${stopAt}` : "";
    return yes(
      "V6.attack",
      `V6: ${player} attacks ${toName} (${defender}, ${armies(target.armies)}) from ${fromName} with ${armies(chosen)}${call}`,
    );
  },
  apply(w, player, { from, to, force, stopAt }) {
    const chosen = force ?? w.s.territories[from]!.armies - 1;
    const defender = w.s.territories[to]!.owner;
    const stopPoint = stopAt !== undefined && stopAt > 0 ? stopAt : null;
    w.emit({
      type: "attack-declared",
      attacker: player,
      defender,
      from,
      to,
      force: chosen,
      stopAt: stopPoint,
    });
    const declared = { attacker: player, from, to, force: chosen, stopAt: stopPoint };
    if (defender === null) {
      settleAttack(
        w,
        { ...declared, defender: null },
        { response: "hold", to: null, at: null, source: "default" },
      );
      advance(w, player);
      return;
    }
    const standing = w.s.standing.find((r) => r.territory === to && r.player === defender);
    if (standing) {
      settleAttack(
        w,
        { ...declared, defender },
        checkedAnswer(w, defender, to, from, {
          response: standing.response,
          to: standing.to,
          at: standing.at,
          source: "standing",
        }),
      );
      advance(w, player);
      return;
    }
    w.s.pending = { ...declared, defender };
  },
  eventTypes: ["attack-declared"],
  eventText: (e, place) =>
    e.type === "attack-declared"
      ? `${e.attacker} attacks ${place(e.to)} (${e.defender ?? "neutral"}) from ${place(e.from)} with ${armies(e.force)}${e.stopAt !== null ? `, calling it off at ${e.stopAt}` : ""}.`
      : undefined,
  text: (c, place) =>
    `attack ${place(c.to)} from ${place(c.from)}${c.force !== undefined ? ` with ${c.force}` : ""}${
      c.stopAt !== undefined ? `, stop at ${c.stopAt}` : ""
    }`,
  help: HELP_LINES.attack,
};
