import { turnCheck } from "../action-orders.ts";
import { applyIncomePass, judgeIncomePass } from "../income.ts";
import { readEnd } from "../language/end.ts";
import { advance } from "../rounds.ts";
import { yes } from "../verdict.ts";
import { HELP_LINES } from "./help.ts";
import type { OrderKind } from "./kind.ts";

/**
 * V6 "Pass": an action; a round in which everyone passed ends the turn (V9). In the income phase a pass closes the
 * player's placing (V5, `judgeIncomePass`).
 */
export const pass: OrderKind<"pass"> = {
  kind: "pass",
  rules: "V5 V6",
  grammar: [{ family: "pass", verbs: ["pass"], read: ({ slots, phase }) => readEnd("pass", slots, phase) }],
  territories: () => [],
  judge(w, player) {
    if (w.s.phase === "income") return judgeIncomePass(w, player);
    const stop = turnCheck(w, player);
    if (stop) return stop;
    return yes("V6.pass", `V6: ${player} passes this round`);
  },
  apply(w, player) {
    if (w.s.phase === "income") {
      applyIncomePass(w, player);
      return;
    }
    w.s.passed.push(player);
    w.emit({ type: "passed", player });
    advance(w, player);
  },
  eventTypes: ["passed"],
  eventText: (e) => (e.type === "passed" ? `${e.player} passes.` : undefined),
  text: () => "pass",
  help: HELP_LINES.pass,
};
