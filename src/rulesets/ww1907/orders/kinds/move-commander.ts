import { moveCommanderCommandSchema } from "../../commands.ts";
import { judgeMoveCommander } from "../commanders.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Moving a placed commander like a division (W24). */
export const moveCommander: OrderKind<"move-commander"> = {
  kind: "move-commander",
  rules: ["W24"],
  schema: moveCommanderCommandSchema,
  grammar: { family: "commanders" },
  judge: judgeMoveCommander,
  describe: (c) => `move ${c.commander} to ${c.to}`,
  emits: ["commander-moved"],
  events: {
    "commander-moved": (e, n) => `${n(e.commander)} moved from ${n(e.from)} to ${n(e.to)}.`,
  },
  help: {
    line: "Move a placed commander like a division (W24).",
    section: "Commanders (W24)",
    examples: [dep("Move Brusilov to Budapest")],
  },
};
