import { territoryName } from "../classic-map.ts";
import { readWithdrawStanding } from "../language/responses.ts";
import { no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/** V7 "Cancel standing order for Peru": the player's standing response for the territory is withdrawn. */
export const withdrawStanding: OrderKind<"withdraw-standing"> = {
  kind: "withdraw-standing",
  rules: "V7",
  grammar: [
    {
      family: "withdraw-standing",
      verbs: [],
      read: ({ slots, names }) => readWithdrawStanding(slots, names),
    },
  ],
  territories: (c) => [c.territory],
  judge(w, player, { territory }) {
    const name = territoryName(w.map, territory);
    if (!w.s.standing.some((r) => r.territory === territory && r.player === player)) {
      return no("V7.no-standing", `V7: you have no standing response for ${name} to withdraw (${player})`);
    }
    return yes("V7.withdraw", `V7: ${player} withdraws the standing response for ${name}`);
  },
  apply(w, player, { territory }) {
    w.s.standing = w.s.standing.filter((r) => !(r.territory === territory && r.player === player));
    w.emit({ type: "standing-withdrawn", player, territory });
  },
  eventTypes: ["standing-withdrawn"],
  eventText: (e, place) =>
    e.type === "standing-withdrawn"
      ? `${e.player} withdraws the standing response for ${place(e.territory)}.`
      : undefined,
  text: (c, place) => `withdraw the standing response for ${place(c.territory)}`,
  help: HELP_LINES["withdraw-standing"],
};
