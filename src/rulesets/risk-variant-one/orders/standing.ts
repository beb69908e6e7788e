import { territoryName } from "../classic-map.ts";
import { readStanding } from "../language/responses.ts";
import { answerText, shapeCheck } from "../responses.ts";
import { no, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/**
 * V7 a standing response, "If Peru is attacked, retreat to Venezuela": the answer whenever the territory is
 * attacked, until withdrawn (it replaces the territory's earlier one). It is checked again when it is used.
 */
export const standing: OrderKind<"standing"> = {
  kind: "standing",
  rules: "V7",
  grammar: [{ family: "standing", verbs: [], read: ({ slots, names }) => readStanding(slots, names) }],
  territories: (c) => (c.to ? [c.territory, c.to] : [c.territory]),
  judge(w, player, order) {
    const name = territoryName(w.map, order.territory);
    if (w.s.territories[order.territory]?.owner !== player) {
      return no(
        "V7.standing-not-yours",
        `V7: standing responses are for your own territories; ${name} is not yours (${player})`,
      );
    }
    const stop = shapeCheck(w, player, order.territory, order, null);
    if (stop) return stop;
    return yes(
      "V7.standing",
      `V7: ${player}: if ${name} is attacked, ${answerText(w, order)} (until withdrawn)`,
    );
  },
  apply(w, player, { territory, response, to, at }) {
    w.s.standing = w.s.standing.filter((r) => r.territory !== territory);
    w.s.standing.push({ player, territory, response, to: to ?? null, at: at ?? null });
    w.emit({ type: "standing-set", player, territory, response, to: to ?? null });
  },
  eventTypes: ["standing-set"],
  eventText: (e, place) =>
    e.type === "standing-set"
      ? `${e.player} sets a standing response for ${place(e.territory)}: ${e.response}${e.to ? ` to ${place(e.to)}` : ""}.`
      : undefined,
  text: (c, place) =>
    `if ${place(c.territory)} is attacked: ${c.response}${c.to ? ` to ${place(c.to)}` : ""}${
      c.at !== undefined ? ` at ${c.at}` : ""
    }`,
  help: HELP_LINES.standing,
};
