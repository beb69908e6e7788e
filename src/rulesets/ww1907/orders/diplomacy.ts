import type { CommandOf } from "../commands.ts";
import type { Payable } from "../events.ts";
import { setRelation } from "../state.ts";
import { accept, plural, reject } from "../verdict.ts";
import { pairKey, type Working } from "../working.ts";
import { costsUnpaid, isOutcome, type Outcome, otherNation, rejected } from "./common.ts";

/** W25 costs. */
export const DIPLOMACY_COSTS = { peaceToWar: 3, allianceToPeace: 3, allianceToWar: 6 } as const;

/** The allies of a nation. */
export function alliesOf(w: Working, nation: string): string[] {
  return Object.keys(w.state.nations).filter((n) => n !== nation && w.relation(nation, n) === "alliance");
}

/**
 * Charges a diplomacy cost (W26): in the Deployment phase from this phase's pp (rejected when short), in the
 * Attack phase owed to the next Deployment phase.
 */
function charge(w: Working, nation: string, cost: number, what: string): { payable: Payable } | Outcome {
  if (cost === 0) return { payable: "now" };
  if (w.state.phase === "attack") {
    w.owe(nation, cost);
    return { payable: "next-deployment" };
  }
  const unpaid = costsUnpaid(w, nation);
  if (unpaid) return unpaid;
  const left = w.spendableLeft(nation);
  if (left < cost) {
    return rejected(
      reject(
        "rule/treasury-short",
        "W26",
        `W26: ${what} costs ${cost} pp; you have ${left} pp left this phase`,
      ),
    );
  }
  w.spend(nation, cost);
  return { payable: "now" };
}

function costText(cost: number, payable: Payable): string {
  if (cost === 0) return "free";
  return payable === "now" ? `${cost} pp, paid now` : `${cost} pp, paid next Deployment phase`;
}

/** W28: the pair of my allies at war with each other that includes `ally`, if any. */
export function forcedPair(w: Working, nation: string, ally: string): [string, string] | null {
  for (const other of alliesOf(w, nation)) {
    if (other !== ally && w.relation(ally, other) === "war") return [ally, other];
  }
  return null;
}

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

/** Proposes an alliance (W25: free; both sides in the same phase, W25 ruling); W29: not with an ally's enemy. */
export function judgeProposeAlliance(
  w: Working,
  nation: string,
  cmd: CommandOf<"propose-alliance">,
): Outcome {
  const other = otherNation(w, nation, cmd.nation, "W25");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  const r = w.relation(nation, other.id);
  if (r === "alliance") {
    return rejected(reject("diplomacy/already-allied", "W25", `W25: you are already allied with ${name}`));
  }
  if (r === "war") {
    return rejected(
      reject(
        "diplomacy/war-make-peace-first",
        "W25",
        `W25: you are at war with ${name}; make peace first, then propose an alliance`,
      ),
    );
  }
  const enemyOfAlly = alliesOf(w, nation).find((a) => w.relation(a, other.id) === "war");
  if (enemyOfAlly) {
    return rejected(
      reject(
        "rule/ally-of-enemy",
        "W29",
        `W29: ${name} is at war with your ally ${w.nationName(enemyOfAlly)}; you may not ally an enemy of your ally`,
      ),
    );
  }
  return propose(w, nation, other.id, "alliance");
}

/** Proposes peace to a nation at war with you (W25: free; both sides in the same phase). */
export function judgeProposePeace(w: Working, nation: string, cmd: CommandOf<"propose-peace">): Outcome {
  const other = otherNation(w, nation, cmd.nation, "W25");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  const r = w.relation(nation, other.id);
  if (r !== "war") {
    const hint = r === "alliance" ? `; to leave the alliance order "break alliance with ${name}"` : "";
    return rejected(
      reject(
        "diplomacy/not-at-war",
        "W25",
        `W25: you are not at war with ${name} (you are at ${r === "alliance" ? "alliance" : "peace"})${hint}`,
      ),
    );
  }
  return propose(w, nation, other.id, "peace");
}

function propose(w: Working, nation: string, to: string, kind: "alliance" | "peace"): Outcome {
  const name = w.nationName(to);
  if (w.proposals.some((p) => p.from === nation && p.to === to && p.kind === kind)) {
    return rejected(
      reject("diplomacy/already-proposed", "W25", `W25: you already proposed ${kind} to ${name} this phase`),
    );
  }
  w.proposals.push({ kind, from: nation, to });
  const needs = w.state.rulings.treatiesNeedBothSides
    ? `; it takes effect if ${name} also proposes ${kind} to you this phase`
    : "";
  return {
    verdict: accept("ok/propose", "W25", `W25: ${kind} proposed to ${name} (free)${needs}`),
    events: [{ type: "treaty-proposed", kind, from: nation, to }],
  };
}

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

/** Where a nation has troops in another's provinces: guests ashore, divisions aboard ships in its ports (W27). */
export function troopsIn(w: Working, nation: string, host: string): { where: string; count: number }[] {
  const out: { where: string; count: number }[] = [];
  for (const [id, p] of Object.entries(w.state.provinces)) {
    if (p.owner !== host) continue;
    const n = p.guests[nation] ?? 0;
    if (n > 0) out.push({ where: `in ${w.placeName(id)}`, count: n });
  }
  for (const f of w.state.fleets) {
    if (f.nation === nation && f.divisions > 0 && w.owner(f.at) === host && w.map.isProvince(f.at)) {
      out.push({ where: `aboard ships in ${w.placeName(f.at)}'s port`, count: f.divisions });
    }
  }
  return out;
}

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
