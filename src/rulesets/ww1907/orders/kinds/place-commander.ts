import { type CommandOf, placeCommanderCommandSchema } from "../../commands.ts";
import { accept, reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { findCommander } from "../commanders.ts";
import { isOutcome, type Outcome, place, rejected } from "../common.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Places a general or admiral in any owned province when the player chooses (W24). */
export function judgePlaceCommander(w: Working, nation: string, cmd: CommandOf<"place-commander">): Outcome {
  const c = findCommander(w, nation, cmd.commander);
  if ("verdict" in c) return c;
  if (c.at !== null) {
    return rejected(
      reject(
        "commander/already-placed",
        "W24",
        `W24: ${c.name} is already at ${w.placeName(c.at)}; move him instead`,
      ),
    );
  }
  const to = place(w, cmd.to);
  if (isOutcome(to)) return to;
  if (to.sea || w.owner(to.id) !== nation) {
    return rejected(
      reject(
        "rule/not-your-province",
        "W24",
        `W24: a commander is placed in one of your own provinces, not ${w.placeName(to.id)}`,
      ),
    );
  }
  c.at = to.id;
  return {
    verdict: accept("ok/commander", "W24", `W24: ${c.name} placed in ${w.placeName(to.id)}`),
    events: [{ type: "commander-placed", nation, commander: c.id, at: to.id }],
  };
}

/** Placing a commander in a province you own (W24). */
export const placeCommander: OrderKind<"place-commander"> = {
  kind: "place-commander",
  rules: ["W24"],
  schema: placeCommanderCommandSchema,
  grammar: { family: "commanders" },
  judge: judgePlaceCommander,
  describe: (c) => `place ${c.commander} in ${c.to}`,
  emits: ["commander-placed"],
  events: {
    "commander-placed": (e, n) => `${n(e.nation)} placed ${n(e.commander)} in ${n(e.at)} (W24).`,
  },
  help: {
    line: "Place one of your commanders in a province you own (W24).",
    section: "Commanders (W24)",
    examples: [dep("Place Brusilov in Zagreb")],
  },
};
