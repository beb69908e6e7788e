import { nameIdsIn, plural } from "../../../presenters/names.ts";
import type { BattleEvent } from "../battles/events.ts";
import type { EngineEvent } from "../events.ts";
import { describeKindEvent } from "../orders/kinds/index.ts";

/**
 * One engine event in plain words, with display names. Returns null for bookkeeping events not worth a line.
 * The events of orders take their text from their kind's entry in the order-kind registry; the phases' own events
 * (treaties formed, lapsed proposals, forced drops, income, ships completed) are worded here.
 */
export function describeEvent(e: EngineEvent, nameOf: (id: string) => string): string | null {
  const n = nameOf;
  const units = plural;
  switch (e.type) {
    case "alliance-formed":
      return `${n(e.nations[0])} and ${n(e.nations[1])} are now allied (both sides ordered it, W25).`;
    case "peace-made":
      return `${n(e.nations[0])} and ${n(e.nations[1])} made peace (W25).`;
    case "proposal-lapsed":
      return `${n(e.from)}'s ${e.kind} proposal to ${n(e.to)} lapsed: ${nameIdsIn(e.reason, n)}.`;
    case "forced-drop":
      return `${n(e.nation)} dropped to peace with ${n(e.with)}, free, because its allies ${n(e.because[0])} and ${n(e.because[1])} are at war (W28).`;
    case "income":
      return `${n(e.nation)}: income ${e.income} pp${e.owedPaid > 0 ? `, ${e.owedPaid} pp of costs paid` : ""}; treasury ${e.treasury} pp.`;
    case "ships-completed":
      return `${n(e.nation)}: ${units(e.ships, "ship")} completed at ${n(e.at)} (W10).`;
    case "phase-ended":
    case "phase-started":
      return null;
    default:
      // An order's event: its text is in its kind's file (src/rulesets/ww1907/orders/kinds/).
      return describeKindEvent(e, n);
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
