import { withdrawPassageCommandSchema } from "../../commands.ts";
import { judgeWithdrawPassage } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Withdrawing a passage grant (W5). */
export const withdrawPassage: OrderKind<"withdraw-passage"> = {
  kind: "withdraw-passage",
  rules: ["W5"],
  schema: withdrawPassageCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeWithdrawPassage,
  describe: (c) => `withdraw passage from ${c.to}`,
  emits: ["passage-withdrawn"],
  events: {
    "passage-withdrawn": (e, n) => `${n(e.from)} withdrew ${n(e.to)}'s passage (W5).`,
  },
  help: {
    line: "Withdraw a passage you granted (W5).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Withdraw passage from the Ottomans")],
  },
};
