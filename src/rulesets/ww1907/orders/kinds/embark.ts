import { type CommandOf, embarkCommandSchema } from "../../commands.ts";
import { accept, plural, reject, verb } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { isConquered, isOutcome, type Outcome, province, rejected, wrongPhase } from "../common.ts";
import { checkPort, noBuiltShips } from "../naval.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/** Divisions go aboard fully built ships in an owned or allied port (W9): at most 2 per ship. */
export function judgeEmbark(w: Working, nation: string, cmd: CommandOf<"embark">): Outcome {
  const phase = wrongPhase(w, "deployment", "W9", "divisions embark");
  if (phase) return phase;
  const at = province(w, cmd.province, "W9");
  if (isOutcome(at)) return at;
  const bad = checkPort(w, nation, at.id, "embark") ?? noBuiltShips(w, nation, at.id);
  if (bad) return bad;
  const name = w.placeName(at.id);
  const fleet = w.fleet(nation, at.id, true);
  if (!fleet) return rejected(reject("rule/no-ships", "W9", `W9: you have no ships at ${name}`));
  const room = fleet.ships * 2 - fleet.divisions;
  if (room < cmd.count) {
    return rejected(
      reject(
        "rule/ship-full",
        "W9",
        `W9: your ${plural(fleet.ships, "ship")} in ${name}'s port ${verb(fleet.ships, "carries", "carry")} ${fleet.divisions} of ${fleet.ships * 2} divisions; ${room} more ${verb(room, "fits", "fit")}, not ${cmd.count}`,
      ),
    );
  }
  const here = w.divisionsOf(nation, at.id);
  if (here < cmd.count) {
    return rejected(
      reject(
        "rule/too-few-divisions",
        "W9",
        `W9: ${name} has ${plural(here, "division")} of yours; this order embarks ${cmd.count}`,
      ),
    );
  }
  if (isConquered(w, nation, at.id) && here - cmd.count < 1) {
    return rejected(
      reject("rule/garrison", "W18", `W18: ${name} was conquered and must keep at least 1 division ashore`),
    );
  }
  w.addDivisions(nation, at.id, -cmd.count);
  fleet.divisions += cmd.count;
  w.settleArrivals(nation, at.id);
  return {
    verdict: accept(
      "ok/embark",
      "W9",
      `W9: ${plural(cmd.count, "division")} ${verb(cmd.count, "embarks", "embark")} in ${name}'s port`,
    ),
    events: [{ type: "embarked", nation, province: at.id, count: cmd.count }],
  };
}

/** Divisions going aboard ships in a province's port (W9). */
export const embark: OrderKind<"embark"> = {
  kind: "embark",
  rules: ["W9", "W10", "W18"],
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
