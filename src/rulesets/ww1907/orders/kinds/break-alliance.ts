import { breakAllianceCommandSchema, type CommandOf } from "../../commands.ts";
import { setRelation } from "../../state.ts";
import { accept, plural, reject } from "../../verdict.ts";
import { pairKey, type Working } from "../../working.ts";
import { isOutcome, type Outcome, otherNation, rejected } from "../common.ts";
import { charge, costText, DIPLOMACY_COSTS, forcedPair, troopsIn } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

/**
 * Breaks an alliance (W25): to peace 3 pp, to war 6 pp; one-sided. W27: not while you have troops in any of that
 * ally's provinces. W28: dropping to peace with one of two allies at war with each other is free.
 */
export function judgeBreakAlliance(w: Working, nation: string, cmd: CommandOf<"break-alliance">): Outcome {
  const other = otherNation(w, nation, cmd.nation, "W25");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  if (w.relation(nation, other.id) !== "alliance") {
    return rejected(reject("diplomacy/not-allied", "W25", `W25: you are not allied with ${name}`));
  }
  const troops = troopsIn(w, nation, other.id);
  if (troops.length > 0) {
    const list = troops.map((t) => `${plural(t.count, "division")} ${t.where}`).join(", ");
    return rejected(
      reject(
        "rule/troops-in-ally",
        "W27",
        `W27: you still have troops in ${name}'s provinces (${list}); bring them home before breaking the alliance`,
      ),
    );
  }
  const forced = forcedPair(w, nation, other.id);
  const to = cmd.to;
  let cost: number = to === "war" ? DIPLOMACY_COSTS.allianceToWar : DIPLOMACY_COSTS.allianceToPeace;
  if (forced) cost = to === "war" ? DIPLOMACY_COSTS.peaceToWar : 0;
  const paid = charge(w, nation, cost, `breaking the alliance with ${name} to ${to}`);
  if (isOutcome(paid)) return paid;
  setRelation(w.state, nation, other.id, to);
  if (to === "war") w.declaredBy.set(pairKey(nation, other.id), nation);
  w.touchSupply(nation, other.id);
  const w28 = forced
    ? ` (W28: ${w.nationName(forced[0])} and ${w.nationName(forced[1])} are at war, so dropping to peace is free)`
    : "";
  return {
    verdict: accept(
      "ok/break-alliance",
      forced ? "W28" : "W25",
      `${forced ? "W28" : "W25"}: alliance with ${name} broken to ${to} (${costText(cost, paid.payable)})${w28}`,
    ),
    events: [{ type: "alliance-broken", nation, with: other.id, to, cost, payable: paid.payable }],
  };
}

/** Breaking an alliance (W25, W26): 3 pp to peace, 6 pp straight to war. */
export const breakAlliance: OrderKind<"break-alliance"> = {
  kind: "break-alliance",
  rules: ["W25", "W26", "W27", "W28"],
  schema: breakAllianceCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeBreakAlliance,
  describe: (c) => `break the alliance with ${c.nation} (to ${c.to})`,
  emits: ["alliance-broken"],
  events: {
    "alliance-broken": (e, n) =>
      e.to === "war"
        ? `${n(e.nation)} broke the alliance with ${n(e.with)} and declared war (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`
        : `${n(e.nation)} broke the alliance with ${n(e.with)}, now at peace (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`,
  },
  help: {
    line: "Break an alliance: 3 pp to peace, 6 pp into war (W25, W26).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Break alliance with Italy to war")],
  },
};
