import { territoryName } from "../classic-map.ts";
import { applyBonusPlace, judgeBonusPlace } from "../income.ts";
import { readPlace } from "../language/setup.ts";
import { afterSetupOrder, phaseName, stepCheck } from "../setup-orders.ts";
import { armies, no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/**
 * "Place 2 in Brazil": V3 active armies on a territory the player owns during the set-up; V5 continent bonus armies
 * inside the continent in the income phase.
 */
export const place: OrderKind<"place"> = {
  kind: "place",
  rules: "V3 V5",
  grammar: [{ family: "place", verbs: ["place"], read: ({ slots, names }) => readPlace(slots, names) }],
  territories: (c) => [c.territory],
  judge(w, player, { count, territory }) {
    if (w.s.phase === "income") return judgeBonusPlace(w, player, count, territory);
    if (w.s.phase !== "setup") {
      return no(
        "V5.wrong-phase",
        `V5: armies are placed in the set-up and, for continent bonuses, in the income phase; it is now the ${phaseName(w.s.phase)} (${player})`,
      );
    }
    const stop = stepCheck(w, player, "active armies are placed");
    if (stop) return stop;
    const name = territoryName(w.map, territory);
    if (w.s.territories[territory]?.owner !== player) {
      return no(
        "V3.not-yours",
        `V3: you can place armies only on your own territories; ${name} is not yours (${player}). To take it, buy it`,
      );
    }
    const active = w.s.players.find((p) => p.name === player)?.active ?? 0;
    if (count > active) {
      return no("V3.too-few-active", `V3: you have ${armies(active)} active, not ${count} (${player})`);
    }
    return yes(
      "V3.place",
      `V3: ${player} places ${armies(count)} in ${name}; ${armies(active - count)} active left`,
    );
  },
  apply(w, player, { count, territory }) {
    if (w.s.phase !== "setup") {
      applyBonusPlace(w, player, count, territory);
      return;
    }
    const p = w.s.players.find((x) => x.name === player)!;
    p.active -= count;
    w.s.territories[territory]!.armies += count;
    w.emit({ type: "placed", player, territory, armies: count, why: "set-up" });
    afterSetupOrder(w, player);
  },
  eventTypes: ["placed"],
  eventText: (e, place) =>
    e.type === "placed"
      ? `${e.player} placed ${armies(e.armies)} in ${place(e.territory)}${e.why === "bonus" ? " (continent bonus)" : ""}.`
      : undefined,
  text: (c, place) => `place ${armies(c.count)} in ${place(c.territory)}`,
  help: HELP_LINES.place,
};
