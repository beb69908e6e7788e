import { type CommandOf, withdrawPassageCommandSchema } from "../../commands.ts";
import { accept, reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { isOutcome, type Outcome, otherNation, rejected } from "../common.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Withdraws a standing passage grant (W5 ruling). */
export function judgeWithdrawPassage(
  w: Working,
  nation: string,
  cmd: CommandOf<"withdraw-passage">,
): Outcome {
  const other = otherNation(w, nation, cmd.to, "W5");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  const i = w.state.passage.findIndex((g) => g.from === nation && g.to === other.id);
  if (i < 0)
    return rejected(reject("passage/not-granted", "W5", `W5: ${name} has no passage through your land`));
  w.state.passage.splice(i, 1);
  w.touchSupply(other.id);
  return {
    verdict: accept("ok/passage", "W5", `W5: passage for ${name} withdrawn`),
    events: [{ type: "passage-withdrawn", from: nation, to: other.id }],
  };
}

/** Withdrawing a passage grant (W5). */
export const withdrawPassage: OrderKind<"withdraw-passage"> = {
  kind: "withdraw-passage",
  rules: ["W5"],
  schema: withdrawPassageCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeWithdrawPassage,
  describe: (c) => `withdraw passage from ${c.to}`,
  emits: ["passage-withdrawn"],
  events: {
    "passage-withdrawn": (e, n) => `${n(e.from)} withdrew ${n(e.to)}'s passage (W5).`,
  },
  help: {
    line: "Withdraw a passage you granted (W5).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Withdraw passage from the Ottomans")],
  },
};
