import { readEnd } from "../language/end.ts";
import { endStep } from "../setup.ts";
import { stepCheck } from "../setup-orders.ts";
import { armies, yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/**
 * V3 "done": the player's set-up step is over. In the income phase and the action rounds "done" and "end turn"
 * read as a pass (the order language decides by the phase; see `pass.ts`).
 */
export const done: OrderKind<"done"> = {
  kind: "done",
  rules: "V3",
  grammar: [{ family: "done", verbs: ["done"], read: ({ slots, phase }) => readEnd("done", slots, phase) }],
  territories: () => [],
  judge(w, player) {
    const stop = stepCheck(w, player, "set-up steps end");
    if (stop) return stop;
    const active = w.s.players.find((p) => p.name === player)?.active ?? 0;
    return yes(
      "V3.done",
      `V3: ${player}'s set-up step is over${active > 0 ? ` (${armies(active)} ${active === 1 ? "stays" : "stay"} active for later steps)` : ""}`,
    );
  },
  apply(w) {
    endStep(w, "player");
  },
  // Its event (`step-ended`) is the set-up's own: the engine ends steps too (describe.ts).
  eventTypes: [],
  eventText: () => undefined,
  text: () => "done (end of the set-up step)",
  help: HELP_LINES.done,
};
