import type { Answer } from "./battle.ts";
import { territoryName } from "./classic-map.ts";
import { phaseName } from "./setup-orders.ts";
import { no, type RiskVerdict } from "./verdict.ts";
import type { Work } from "./work.ts";

type View = Pick<Work, "s" | "map">;

/** V6 rulings: an action needs the action rounds, no attack awaiting an answer, and the player's own turn. */
export function turnCheck(w: View, player: string): RiskVerdict | null {
  if (w.s.phase !== "actions") {
    return no(
      "V6.wrong-phase",
      `V6: actions are taken in the action rounds; it is now the ${phaseName(w.s.phase)} (${player})`,
    );
  }
  const pending = w.s.pending;
  if (pending) {
    return no(
      "V7.awaiting-response",
      `V7: the attack on ${territoryName(w.map, pending.to)} is waiting for ${pending.defender}'s answer; no other action until it is settled (${player})`,
    );
  }
  if (w.s.actor !== player) {
    return no("V6.out-of-turn", `V6: it is ${w.s.actor ?? "nobody"}'s turn to act, not yours (${player})`);
  }
  return null;
}

/** V6: the territory must be the player's own ("V6.not-yours" with what the order needs). */
export function ownCheck(
  w: View,
  player: string,
  territory: string,
  rule: string,
  what: string,
): RiskVerdict | null {
  const t = w.s.territories[territory]!;
  if (t.owner === player) return null;
  const name = territoryName(w.map, territory);
  const whose = t.owner === null ? "neutral" : `${t.owner}'s`;
  return no(`${rule}.not-yours`, `${rule}: ${what}; ${name} is ${whose}, not yours (${player})`);
}

/**
 * V7: an answer checked again when it is used (a standing response may have gone stale): a retreat needs an
 * adjacent territory the defender still holds, retreat-salt needs the option; otherwise the defender holds.
 */
export function checkedAnswer(
  w: View,
  defender: string,
  territory: string,
  attackerFrom: string,
  answer: Answer,
): Answer {
  if (answer.to === null)
    return answer.response === "hold"
      ? answer
      : { ...answer, response: "hold", at: null, note: "no retreat target: hold" };
  const ok =
    answer.to !== attackerFrom &&
    w.map.isAdjacent(territory, answer.to) &&
    w.s.territories[answer.to]?.owner === defender;
  if (!ok) {
    return {
      response: "hold",
      to: null,
      at: null,
      source: answer.source,
      note: `${territoryName(w.map, answer.to)} is no longer a friendly neighbour: hold`,
    };
  }
  if (answer.response === "retreat-salt" && !w.s.rulings.retreatAndSalt) {
    return { ...answer, response: "retreat", note: "retreat and salt is not played in this game: retreat" };
  }
  return answer;
}
