import { moveCommandSchema } from "../../commands.ts";
import { judgeMove } from "../move.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/** A free move of divisions to an adjacent province in the Deployment phase (W8). */
export const move: OrderKind<"move"> = {
  kind: "move",
  rules: ["W8", "W18"],
  schema: moveCommandSchema,
  grammar: { family: "movement" },
  judge: judgeMove,
  describe: (c) => `move ${c.count} from ${c.from} to ${c.to}`,
  emits: ["moved"],
  events: {
    moved: (e, n) => `${n(e.nation)} moved ${units(e.count, "division")} from ${n(e.from)} to ${n(e.to)}.`,
  },
  help: {
    line: "Move divisions to one adjacent province you or an ally own, once a phase (W8), in the Deployment phase.",
    section: "Free move (W8) · Deployment",
    examples: [dep("Move 3 from Warsaw to Krakow"), dep("Warsaw -> Krakow (3)")],
  },
};
