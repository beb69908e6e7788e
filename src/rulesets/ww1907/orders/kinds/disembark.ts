import { type CommandOf, disembarkCommandSchema } from "../../commands.ts";
import { accept, plural, reject, verb } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { isOutcome, type Outcome, province, rejected, wrongPhase } from "../common.ts";
import { checkPort, noBuiltShips } from "../naval.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/** Divisions come ashore from ships in an owned or allied port (W9). */
export function judgeDisembark(w: Working, nation: string, cmd: CommandOf<"disembark">): Outcome {
  const phase = wrongPhase(w, "deployment", "W9", "divisions disembark");
  if (phase) return phase;
  const at = province(w, cmd.province, "W9");
  if (isOutcome(at)) return at;
  const bad = checkPort(w, nation, at.id, "disembark") ?? noBuiltShips(w, nation, at.id);
  if (bad) return bad;
  const name = w.placeName(at.id);
  const fleet = w.fleet(nation, at.id, true);
  if (!fleet || fleet.divisions < cmd.count) {
    return rejected(
      reject(
        "rule/too-few-divisions",
        "W9",
        `W9: your ships in ${name}'s port carry ${plural(fleet?.divisions ?? 0, "division")}; this order lands ${cmd.count}`,
      ),
    );
  }
  fleet.divisions -= cmd.count;
  w.addDivisions(nation, at.id, cmd.count);
  if (w.state.rulings.disembarkCountsAsMove) {
    const arrived = w.tracker(nation).arrived;
    arrived.set(at.id, (arrived.get(at.id) ?? 0) + cmd.count);
  }
  return {
    verdict: accept(
      "ok/disembark",
      "W9",
      `W9: ${plural(cmd.count, "division")} ${verb(cmd.count, "comes", "come")} ashore in ${name}`,
    ),
    events: [{ type: "disembarked", nation, province: at.id, count: cmd.count }],
  };
}

/** Divisions coming ashore from ships in a province's port (W9). */
export const disembark: OrderKind<"disembark"> = {
  kind: "disembark",
  rules: ["W9", "W10"],
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
