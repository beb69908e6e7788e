import { type CommandOf, givePpCommandSchema } from "../../commands.ts";
import { mapIndex } from "../../map-index.ts";
import { roundPp } from "../../state.ts";
import { ownedIndices, walkSupply } from "../../supply.ts";
import { accept, pp, reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { costsUnpaid, isOutcome, type Outcome, otherNation, rejected } from "../common.ts";
import { dep, type OrderKind } from "./kind.ts";

/**
 * W31: a pp route from `from` to `to`: a clear sea route between their ports, or a land link through friendly
 * land (owned, allied, neutral, the receiver's; a nation at peace only with its passage grant, W5).
 */
function hasPpRoute(w: Working, from: string, to: string): boolean {
  const starts = ownedIndices(w.state, w.map, from);
  if (starts.length === 0) return false;
  const label = walkSupply(w.state, w.map, from, starts, to);
  const ix = mapIndex(w.map);
  for (let i = 0; i < ix.provinceIds.length; i++) {
    if (label[i] !== -1 && w.state.provinces[ix.provinceIds[i] as string]?.owner === to) return true;
  }
  return false;
}

/** Sends pp to another nation (W31), from this phase's spendable pp; they arrive for the receiver's next phase. */
export function judgeGivePp(w: Working, nation: string, cmd: CommandOf<"give-pp">): Outcome {
  const other = otherNation(w, nation, cmd.to, "W31");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  const unpaid = costsUnpaid(w, nation);
  if (unpaid) return unpaid;
  const left = w.spendableLeft(nation);
  if (left < cmd.amount) {
    return rejected(
      reject(
        "rule/treasury-short",
        "W6",
        `W6: you have ${pp(left)} left to spend; this gift is ${pp(cmd.amount)}`,
      ),
    );
  }
  if (!hasPpRoute(w, nation, other.id)) {
    return rejected(
      reject(
        "trade/no-route",
        "W31",
        `W31: no clear sea route from your ports to ${name}'s, and no land link through friendly land (a nation at peace must grant passage, W5)`,
      ),
    );
  }
  w.spend(nation, cmd.amount);
  const receiver = w.state.nations[other.id];
  if (receiver) receiver.treasury = roundPp(receiver.treasury + cmd.amount);
  return {
    verdict: accept("ok/give-pp", "W31", `W31: ${pp(cmd.amount)} sent to ${name}`),
    events: [{ type: "pp-given", from: nation, to: other.id, amount: cmd.amount }],
  };
}

/** Sending pp to another nation over a clear sea or land route (W31). */
export const givePp: OrderKind<"give-pp"> = {
  kind: "give-pp",
  rules: ["W6", "W26", "W31"],
  schema: givePpCommandSchema,
  grammar: { family: "trade" },
  judge: judgeGivePp,
  describe: (c) => `give ${c.amount} pp to ${c.to}`,
  emits: ["pp-given"],
  events: {
    "pp-given": (e, n) => `${n(e.from)} sent ${e.amount} pp to ${n(e.to)} (W31).`,
  },
  help: {
    line: "Send pp from this phase's pp to a nation you reach by a clear sea or land route (W31).",
    section: "Trade (W30, W31)",
    examples: [dep("Give 5pp to Germany")],
  },
};
