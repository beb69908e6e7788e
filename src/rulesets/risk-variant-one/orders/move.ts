import { ownCheck, turnCheck } from "../action-orders.ts";
import { territoryName } from "../classic-map.ts";
import { readMove } from "../language/actions.ts";
import { advance } from "../rounds.ts";
import { armies, no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/**
 * V6 "Move 3 from Brazil to Peru" (also "fortify Argentina with 3 from Brazil"): to an adjacent territory of your
 * own; the start keeps at least one army.
 */
export const move: OrderKind<"move"> = {
  kind: "move",
  rules: "V6",
  grammar: [
    { family: "move", verbs: ["move"], read: ({ slots, names }) => readMove(slots, names, false) },
    { family: "fortify", verbs: ["fortify"], read: ({ slots, names }) => readMove(slots, names, true) },
  ],
  territories: (c) => [c.from, c.to],
  judge(w, player, { from, to, count }) {
    const stop =
      turnCheck(w, player) ??
      ownCheck(w, player, from, "V6", "a move starts from your own territory") ??
      ownCheck(w, player, to, "V6", "a move goes into one of your own territories (to take it, attack it)");
    if (stop) return stop;
    const fromName = territoryName(w.map, from);
    const toName = territoryName(w.map, to);
    if (from === to || !w.map.isAdjacent(from, to)) {
      return no(
        "V6.not-adjacent",
        `V6: ${toName} does not border ${fromName}; a move goes one step (${player})`,
      );
    }
    const here = w.s.territories[from]!.armies;
    if (count > here - 1) {
      return no(
        "V6.move-empties",
        `V6: ${fromName} has ${armies(here)} and always keeps one, so at most ${here - 1} can move, not ${count} (${player})`,
      );
    }
    return yes("V6.move", `V6: ${player} moves ${armies(count)} from ${fromName} to ${toName}`);
  },
  apply(w, player, { from, to, count }) {
    w.s.territories[from]!.armies -= count;
    w.s.territories[to]!.armies += count;
    w.emit({ type: "moved", player, from, to, armies: count });
    advance(w, player);
  },
  eventTypes: ["moved"],
  eventText: (e, place) =>
    e.type === "moved"
      ? `${e.player} moves ${armies(e.armies)} from ${place(e.from)} to ${place(e.to)}.`
      : undefined,
  text: (c, place) => `move ${armies(c.count)} from ${place(c.from)} to ${place(c.to)}`,
  help: HELP_LINES.move,
};
