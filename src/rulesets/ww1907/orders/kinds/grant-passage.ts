import { type CommandOf, grantPassageCommandSchema } from "../../commands.ts";
import { accept, reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { isOutcome, type Outcome, otherNation, rejected } from "../common.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Grants a standing passage through your land to another nation (W5 ruling). */
export function judgeGrantPassage(w: Working, nation: string, cmd: CommandOf<"grant-passage">): Outcome {
  const other = otherNation(w, nation, cmd.to, "W5");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  if (w.state.passage.some((g) => g.from === nation && g.to === other.id)) {
    return rejected(
      reject("passage/already-granted", "W5", `W5: ${name} already has passage through your land`),
    );
  }
  w.state.passage.push({ from: nation, to: other.id });
  w.touchSupply(other.id);
  return {
    verdict: accept(
      "ok/passage",
      "W5",
      `W5: ${name} may carry supply and pp through your land until you withdraw it`,
    ),
    events: [{ type: "passage-granted", from: nation, to: other.id }],
  };
}

/** Passage through your land for another nation's supply and pp (W5 ruling: a standing grant). */
export const grantPassage: OrderKind<"grant-passage"> = {
  kind: "grant-passage",
  rules: ["W5"],
  schema: grantPassageCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeGrantPassage,
  describe: (c) => `grant passage to ${c.to}`,
  emits: ["passage-granted"],
  events: {
    "passage-granted": (e, n) => `${n(e.from)} grants ${n(e.to)} passage (W5).`,
  },
  help: {
    line: "Let a nation's supply and pp pass through your land, until withdrawn (W5).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Grant passage to the Ottomans")],
  },
};
