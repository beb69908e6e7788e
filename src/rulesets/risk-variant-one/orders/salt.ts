import { ownCheck, turnCheck } from "../action-orders.ts";
import { lowestIncome } from "../battle.ts";
import { territoryName } from "../classic-map.ts";
import { readTerritoryAction } from "../language/actions.ts";
import { advance } from "../rounds.ts";
import { no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/** V6 "Salt Brazil": income −1 (at least 0, or the negative floor when negative incomes are on). */
export const salt: OrderKind<"salt"> = {
  kind: "salt",
  rules: "V6",
  grammar: [
    {
      family: "salt",
      verbs: ["salt"],
      read: ({ slots, names }) => readTerritoryAction(slots, names, "salt"),
    },
  ],
  territories: (c) => [c.territory],
  judge(w, player, { territory }) {
    const stop =
      turnCheck(w, player) ??
      (w.s.rulings.saltOwnOnly
        ? ownCheck(w, player, territory, "V6", "you salt your own territories (scorched earth)")
        : null);
    if (stop) return stop;
    const name = territoryName(w.map, territory);
    const income = w.s.territories[territory]!.income;
    const floor = lowestIncome(w);
    if (income <= floor) {
      return no(
        "V6.salt-at-minimum",
        `V6: ${name}'s income is already ${income}, the lowest it can go (${player})`,
      );
    }
    return yes("V6.salt", `V6: ${player} salts ${name}: income ${income} → ${income - 1}`);
  },
  apply(w, player, { territory }) {
    const t = w.s.territories[territory]!;
    t.income = Math.max(lowestIncome(w), t.income - 1);
    w.emit({ type: "salted", player, territory, income: t.income });
    advance(w, player);
  },
  eventTypes: ["salted"],
  eventText: (e, place) =>
    e.type === "salted"
      ? `${e.player} salts ${place(e.territory)}: its income is now ${e.income}.`
      : undefined,
  text: (c, place) => `salt ${place(c.territory)}`,
  help: HELP_LINES.salt,
};
