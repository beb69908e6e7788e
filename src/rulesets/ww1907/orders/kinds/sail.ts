import { sailCommandSchema } from "../../commands.ts";
import { judgeSail } from "../naval.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/** A ship move: out of port, into port or one sea zone (W11, W12), with the divisions aboard. */
export const sail: OrderKind<"sail"> = {
  kind: "sail",
  rules: ["W9", "W11", "W12", "W20"],
  schema: sailCommandSchema,
  grammar: { family: "movement" },
  judge: judgeSail,
  describe: (c) =>
    `sail ${c.count} ship${c.count === 1 ? "" : "s"} from ${c.from} to ${c.to}${c.divisions !== undefined ? ` carrying ${c.divisions}` : ""}`,
  emits: ["sailed"],
  events: {
    sailed: (e, n) =>
      `${n(e.nation)} sailed ${units(e.ships, "ship")}${e.divisions > 0 ? ` carrying ${units(e.divisions, "division")}` : ""} from ${n(e.from)} to ${n(e.to)}.`,
  },
  judgedFirstInAttack: true,
  help: {
    line: "Ships in or out of port or one sea zone (W11); in the Attack phase one zone, empty or enemy-held (W12).",
    section: "Ships (W9, W11, W12)",
    examples: [dep("Sail 2 ships from Black Sea to Aegean")],
  },
};
