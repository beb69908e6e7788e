import type { Payable } from "../events.ts";
import { accept, reject } from "../verdict.ts";
import type { Working } from "../working.ts";
import { costsUnpaid, type Outcome, rejected } from "./common.ts";

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
export function charge(
  w: Working,
  nation: string,
  cost: number,
  what: string,
): { payable: Payable } | Outcome {
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

/** The cost of a relation change as a receipt says it: "free", "3 pp, paid now", "6 pp, paid next Deployment phase". */
export function costText(cost: number, payable: Payable): string {
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

/** Records a treaty proposal (W25): alliance or peace, taking effect when both sides propose it in the phase. */
export function propose(w: Working, nation: string, to: string, kind: "alliance" | "peace"): Outcome {
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
