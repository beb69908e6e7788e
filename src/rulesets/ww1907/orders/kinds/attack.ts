import { attackCommandSchema } from "../../commands.ts";
import { judgeAttack } from "../attack.ts";
import { andList, att, type OrderKind } from "./kind.ts";

/** A land attack on one province from one or more adjacent provinces (W14, W17, W18). */
export const attack: OrderKind<"attack"> = {
  kind: "attack",
  rules: ["W14", "W17", "W18"],
  schema: attackCommandSchema,
  grammar: { family: "movement" },
  judge: judgeAttack,
  describe: (c) =>
    `attack ${c.target} with ${c.sources.map((s) => `${s.count} from ${s.from}`).join(" and ")}`,
  emits: ["attack-ordered"],
  events: {
    // Also the text of an amphibious strike's event (`amphibious: true`).
    "attack-ordered": (e, n) =>
      `${n(e.nation)} attacks ${n(e.target)} with ${andList(e.sources.map((s) => `${s.count} from ${n(s.from)}`))}${e.amphibious ? " (amphibious)" : ""}.`,
  },
  help: {
    line: "Attack a province at war with you, or neutral, from adjacent provinces, once a turn (W14, W17, W18).",
    section: "Attack (W14, W17, W18) · Attack",
    examples: [att("Attack Vienna with 4 from Krakow and 2 from Budapest"), att("Krakow -> Vienna (4)")],
  },
};
