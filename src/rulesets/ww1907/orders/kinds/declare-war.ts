import { type CommandOf, declareWarCommandSchema } from "../../commands.ts";
import { setRelation } from "../../state.ts";
import { accept, reject } from "../../verdict.ts";
import { pairKey, type Working } from "../../working.ts";
import { isOutcome, type Outcome, otherNation, rejected } from "../common.ts";
import { charge, costText, DIPLOMACY_COSTS, forcedPair } from "../diplomacy.ts";
import { judgeBreakAlliance } from "./break-alliance.ts";
import { dep, type OrderKind } from "./kind.ts";

/**
 * Declares war (W25): peace to war costs 3 pp. One-sided. On an ally (ruling `declareWarOnAlly`): read as breaking
 * the alliance straight into war (6 pp; W27 and W28 apply as to any break), the receipt saying so plainly, or
 * refused with the order to write instead.
 */
export function judgeDeclareWar(w: Working, nation: string, cmd: CommandOf<"declare-war">): Outcome {
  const other = otherNation(w, nation, cmd.nation, "W25");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  const r = w.relation(nation, other.id);
  if (r === "war")
    return rejected(reject("diplomacy/already-at-war", "W25", `W25: you are already at war with ${name}`));
  if (r === "alliance" && w.state.rulings.declareWarOnAlly === "breaks-alliance") {
    const forced = forcedPair(w, nation, other.id);
    const out = judgeBreakAlliance(w, nation, { kind: "break-alliance", nation: cmd.nation, to: "war" });
    const broken = out.events.find((e) => e.type === "alliance-broken");
    if (!out.verdict.accepted || broken?.type !== "alliance-broken") return out;
    const w28 = forced
      ? ` (W28: ${w.nationName(forced[0])} and ${w.nationName(forced[1])} are at war, so only peace to war is paid)`
      : "";
    const rule = out.verdict.rule;
    return {
      ...out,
      verdict: {
        ...out.verdict,
        message: `${rule}: you are allied with ${name}, so this order breaks the alliance with ${name} and declares war: ${costText(broken.cost, broken.payable)}${w28}`,
      },
    };
  }
  if (r === "alliance") {
    return rejected(
      reject(
        "diplomacy/allied-break-first",
        "W25",
        `W25: you are allied with ${name}; order "break alliance with ${name} to war" (6 pp) instead`,
      ),
    );
  }
  const paid = charge(w, nation, DIPLOMACY_COSTS.peaceToWar, `declaring war on ${name}`);
  if (isOutcome(paid)) return paid;
  setRelation(w.state, nation, other.id, "war");
  w.declaredBy.set(pairKey(nation, other.id), nation);
  w.touchSupply(nation, other.id);
  return {
    verdict: accept(
      "ok/declare-war",
      "W25",
      `W25: war declared on ${name} (${costText(DIPLOMACY_COSTS.peaceToWar, paid.payable)})`,
    ),
    events: [
      {
        type: "war-declared",
        nation,
        against: other.id,
        cost: DIPLOMACY_COSTS.peaceToWar,
        payable: paid.payable,
      },
    ],
  };
}

/** A declaration of war (W25, W26): 3 pp from peace; allies of both sides may be drawn in (W28, W29). */
export const declareWar: OrderKind<"declare-war"> = {
  kind: "declare-war",
  rules: ["W25", "W26", "W27", "W28"],
  schema: declareWarCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeDeclareWar,
  describe: (c) => `declare war on ${c.nation}`,
  // On an ally under `declareWarOnAlly: breaks-alliance`, the break's event too.
  emits: ["war-declared", "alliance-broken"],
  events: {
    "war-declared": (e, n) =>
      `${n(e.nation)} declared war on ${n(e.against)} (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`,
  },
  help: {
    line: "Declare war on a nation at peace with you: 3 pp (W25, W26).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Declare war on Italy")],
  },
};
