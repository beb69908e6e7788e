import { ownCheck, turnCheck } from "../action-orders.ts";
import { territoryName } from "../classic-map.ts";
import { readTerritoryAction } from "../language/actions.ts";
import { advance } from "../rounds.ts";
import { armies, no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/** V6: armies an improvement of a territory costs: income + 1 (at least 1). */
export function improveCost(income: number): number {
  return Math.max(1, income + 1);
}

/** V6 "Improve Brazil": spend income+1 armies there, income +1, at most 6; one army always stays. */
export const improve: OrderKind<"improve"> = {
  kind: "improve",
  rules: "V6",
  grammar: [
    {
      family: "improve",
      verbs: ["improve"],
      read: ({ slots, names }) => readTerritoryAction(slots, names, "improve"),
    },
  ],
  territories: (c) => [c.territory],
  judge(w, player, { territory }) {
    const stop =
      turnCheck(w, player) ?? ownCheck(w, player, territory, "V6", "you improve your own territories");
    if (stop) return stop;
    const name = territoryName(w.map, territory);
    const t = w.s.territories[territory]!;
    const max = w.s.rulings.maximumIncome;
    if (t.income >= max) {
      return no(
        "V6.improve-at-maximum",
        `V6: ${name}'s income is already ${t.income}, the highest (${player})`,
      );
    }
    const cost = improveCost(t.income);
    if (t.armies < cost + 1) {
      return no(
        "V6.improve-too-few",
        `V6: improving ${name} (income ${t.income}) costs ${armies(cost)} and one must stay; it has ${armies(t.armies)}, needs ${cost + 1} (${player})`,
      );
    }
    return yes(
      "V6.improve",
      `V6: ${player} spends ${armies(cost)} to improve ${name}: income ${t.income} → ${t.income + 1}`,
    );
  },
  apply(w, player, { territory }) {
    const t = w.s.territories[territory]!;
    const cost = improveCost(t.income);
    t.armies -= cost;
    t.income += 1;
    w.emit({ type: "improved", player, territory, cost, income: t.income });
    advance(w, player);
  },
  eventTypes: ["improved"],
  eventText: (e, place) =>
    e.type === "improved"
      ? `${e.player} improves ${place(e.territory)} for ${armies(e.cost)}: its income is now ${e.income}.`
      : undefined,
  text: (c, place) => `improve ${place(c.territory)}`,
  help: HELP_LINES.improve,
};
