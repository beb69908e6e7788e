import { disembarkCommandSchema } from "../../commands.ts";
import { judgeDisembark } from "../naval.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/** Divisions coming ashore from ships in a province's port (W9). */
export const disembark: OrderKind<"disembark"> = {
  kind: "disembark",
  rules: ["W9"],
  schema: disembarkCommandSchema,
  grammar: { family: "naval" },
  judge: judgeDisembark,
  describe: (c) => `disembark ${c.count} at ${c.province}`,
  emits: ["disembarked"],
  events: {
    disembarked: (e, n) => `${n(e.nation)} landed ${units(e.count, "division")} at ${n(e.province)}.`,
  },
  help: {
    line: "Divisions aboard ships in port land in your or an ally's province (W9).",
    section: "Ships (W9, W11, W12)",
    examples: [dep("Disembark 2 at Odessa")],
  },
};
