import { givePpCommandSchema } from "../../commands.ts";
import { judgeGivePp } from "../trade.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Sending pp to another nation over a clear sea or land route (W31). */
export const givePp: OrderKind<"give-pp"> = {
  kind: "give-pp",
  rules: ["W6", "W26", "W31"],
  schema: givePpCommandSchema,
  grammar: { family: "trade" },
  judge: judgeGivePp,
  describe: (c) => `give ${c.amount} pp to ${c.to}`,
  emits: ["pp-given"],
  events: {
    "pp-given": (e, n) => `${n(e.from)} sent ${e.amount} pp to ${n(e.to)} (W31).`,
  },
  help: {
    line: "Send pp from this phase's pp to a nation you reach by a clear sea or land route (W31).",
    section: "Trade (W30, W31)",
    examples: [dep("Give 5pp to Germany")],
  },
};
