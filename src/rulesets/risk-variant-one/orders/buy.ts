import { territoryName } from "../classic-map.ts";
import { readBuy } from "../language/setup.ts";
import { buyCost, isUnbought } from "../setup.ts";
import { afterSetupOrder, stepCheck } from "../setup-orders.ts";
import { armies, no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/** V3 "Buy Brazil": an unbought territory, paid with as many active armies as its cost (cost 0: one army). */
export const buy: OrderKind<"buy"> = {
  kind: "buy",
  rules: "V3",
  grammar: [{ family: "buy", verbs: ["buy"], read: ({ slots, names }) => readBuy(slots, names) }],
  territories: (c) => [c.territory],
  judge(w, player, { territory }) {
    const stop = stepCheck(w, player, "territories are bought");
    if (stop) return stop;
    const name = territoryName(w.map, territory);
    const t = w.s.territories[territory]!;
    if (!isUnbought(w.s, territory)) {
      const whose = t.owner === player ? "yours already" : `already ${t.owner}'s`;
      return no(
        "V3.already-bought",
        `V3: ${name} is ${whose}; buy a territory nobody has bought (${player})`,
      );
    }
    const cost = buyCost(w.s, territory);
    const active = w.s.players.find((p) => p.name === player)?.active ?? 0;
    if (cost > active) {
      return no(
        "V3.too-few-active",
        `V3: ${name} costs ${armies(cost)} and you have ${armies(active)} active (${player}); buy a cheaper one or wait for a later step`,
      );
    }
    return yes(
      "V3.buy",
      `V3: ${player} buys ${name} (income ${t.income}) with ${armies(cost)}; ${armies(active - cost)} active left`,
    );
  },
  apply(w, player, { territory }) {
    const cost = buyCost(w.s, territory);
    const p = w.s.players.find((x) => x.name === player)!;
    p.active -= cost;
    const t = w.s.territories[territory]!;
    t.owner = player;
    t.armies = cost;
    w.emit({ type: "bought", player, territory, cost: t.income, armies: cost });
    afterSetupOrder(w, player);
  },
  eventTypes: ["bought"],
  eventText: (e, place) =>
    e.type === "bought"
      ? `${e.player} bought ${place(e.territory)} for ${e.cost} (${armies(e.armies)} placed there).`
      : undefined,
  text: (c, place) => `buy ${place(c.territory)}`,
  help: HELP_LINES.buy,
};
