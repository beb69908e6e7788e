import { andList, nameIdsIn, plural } from "../../presenters/names.ts";
import type { BattleEvent } from "../../rulesets/ww1907/battles/events.ts";
import type { EngineEvent } from "../../rulesets/ww1907/events.ts";
import type { Adjustment } from "../types.ts";

/** One engine event in plain words, with display names. Returns null for bookkeeping events not worth a line. */
export function describeEvent(e: EngineEvent, nameOf: (id: string) => string): string | null {
  const n = nameOf;
  const units = plural;
  switch (e.type) {
    case "built":
      return `${n(e.nation)} built ${units(e.count, e.unit)} in ${n(e.province)} (${e.cost} pp).`;
    case "moved":
      return `${n(e.nation)} moved ${units(e.count, "division")} from ${n(e.from)} to ${n(e.to)}.`;
    case "embarked":
      return `${n(e.nation)} embarked ${units(e.count, "division")} at ${n(e.province)}.`;
    case "disembarked":
      return `${n(e.nation)} landed ${units(e.count, "division")} at ${n(e.province)}.`;
    case "sailed":
      return `${n(e.nation)} sailed ${units(e.ships, "ship")}${e.divisions > 0 ? ` carrying ${units(e.divisions, "division")}` : ""} from ${n(e.from)} to ${n(e.to)}.`;
    case "war-declared":
      return `${n(e.nation)} declared war on ${n(e.against)} (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`;
    case "alliance-broken":
      return e.to === "war"
        ? `${n(e.nation)} broke the alliance with ${n(e.with)} and declared war (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`
        : `${n(e.nation)} broke the alliance with ${n(e.with)}, now at peace (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`;
    case "treaty-proposed":
      return `${n(e.from)} proposed ${e.kind === "alliance" ? "an alliance" : "peace"} to ${n(e.to)}.`;
    case "alliance-formed":
      return `${n(e.nations[0])} and ${n(e.nations[1])} are now allied (both sides ordered it, W25).`;
    case "peace-made":
      return `${n(e.nations[0])} and ${n(e.nations[1])} made peace (W25).`;
    case "proposal-lapsed":
      return `${n(e.from)}'s ${e.kind} proposal to ${n(e.to)} lapsed: ${nameIdsIn(e.reason, n)}.`;
    case "forced-drop":
      return `${n(e.nation)} dropped to peace with ${n(e.with)}, free, because its allies ${n(e.because[0])} and ${n(e.because[1])} are at war (W28).`;
    case "passage-granted":
      return `${n(e.from)} grants ${n(e.to)} passage (W5).`;
    case "passage-withdrawn":
      return `${n(e.from)} withdrew ${n(e.to)}'s passage (W5).`;
    case "pp-given":
      return `${n(e.from)} sent ${e.amount} pp to ${n(e.to)} (W31).`;
    case "province-given":
      return `${n(e.from)} gave ${n(e.province)} to ${n(e.to)} (W30).`;
    case "commander-placed":
      return `${n(e.nation)} placed ${n(e.commander)} in ${n(e.at)} (W24).`;
    case "commander-moved":
      return `${n(e.commander)} moved from ${n(e.from)} to ${n(e.to)}.`;
    case "attack-ordered":
      return `${n(e.nation)} attacks ${n(e.target)} with ${andList(e.sources.map((s) => `${s.count} from ${n(s.from)}`))}${e.amphibious ? " (amphibious)" : ""}.`;
    case "income":
      return `${n(e.nation)}: income ${e.income} pp${e.owedPaid > 0 ? `, ${e.owedPaid} pp of costs paid` : ""}; treasury ${e.treasury} pp.`;
    case "ships-completed":
      return `${n(e.nation)}: ${units(e.ships, "ship")} completed at ${n(e.at)} (W10).`;
    case "phase-ended":
    case "phase-started":
      return null;
  }
}

/**
 * A GM correction in plain words, with display names: "Moscow now has 4 divisions", "Athens now belongs to the
 * United Kingdom", "United Kingdom now has 10 VP".
 */
export function describeAdjustment(change: Adjustment, nameOf: (id: string) => string): string {
  const n = nameOf;
  switch (change.kind) {
    case "set-divisions":
      return `${n(change.province)} now has ${change.divisions === 0 ? "no divisions" : plural(change.divisions, "division")}`;
    case "set-owner":
      return change.owner === null
        ? `${n(change.province)} is now neutral`
        : `${n(change.province)} now belongs to ${n(change.owner)}`;
    case "set-treasury":
      return `${n(change.nation)}'s treasury is now ${change.treasury} pp`;
    case "set-points": {
      const points = [
        ...(change.vp !== undefined ? [`${change.vp} VP`] : []),
        ...(change.np !== undefined ? [`${change.np} NP`] : []),
      ];
      return points.length > 0
        ? `${n(change.nation)} now has ${andList(points)}`
        : `${n(change.nation)}'s points are unchanged`;
    }
    case "set-relation": {
      const how = { alliance: "now allied", peace: "now at peace", war: "now at war" }[change.relation];
      return `${n(change.a)} and ${n(change.b)} are ${how}`;
    }
    case "set-income":
      return `${n(change.province)} now has an income of ${change.income}`;
  }
}

/** Every phase-resolver event type (a Record, so the compiler insists on every member of the union). */
const ENGINE_EVENT_TYPES: Record<EngineEvent["type"], true> = {
  built: true,
  moved: true,
  embarked: true,
  disembarked: true,
  sailed: true,
  "war-declared": true,
  "alliance-broken": true,
  "treaty-proposed": true,
  "alliance-formed": true,
  "peace-made": true,
  "proposal-lapsed": true,
  "forced-drop": true,
  "passage-granted": true,
  "passage-withdrawn": true,
  "pp-given": true,
  "province-given": true,
  "commander-placed": true,
  "commander-moved": true,
  "attack-ordered": true,
  "phase-ended": true,
  "phase-started": true,
  income: true,
  "ships-completed": true,
};

export function isEngineEvent(e: EngineEvent | BattleEvent): e is EngineEvent {
  return Object.hasOwn(ENGINE_EVENT_TYPES, e.type);
}
