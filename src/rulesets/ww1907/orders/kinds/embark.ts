import { embarkCommandSchema } from "../../commands.ts";
import { judgeEmbark } from "../naval.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/** Divisions going aboard ships in a province's port (W9). */
export const embark: OrderKind<"embark"> = {
  kind: "embark",
  rules: ["W9", "W18"],
  schema: embarkCommandSchema,
  grammar: { family: "naval" },
  judge: judgeEmbark,
  describe: (c) => `embark ${c.count} at ${c.province}`,
  emits: ["embarked"],
  events: {
    embarked: (e, n) => `${n(e.nation)} embarked ${units(e.count, "division")} at ${n(e.province)}.`,
  },
  help: {
    line: "Divisions go aboard ships in your or an ally's port, 2 a ship (W9).",
    section: "Ships (W9, W11, W12)",
    examples: [dep("Embark 2 at Odessa")],
  },
};
