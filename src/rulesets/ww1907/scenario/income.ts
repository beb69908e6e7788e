import type { MapData } from "../../../map/schema.ts";
import type { Scenario } from "./schema.ts";

/**
 * A nation's income (W4): the exact sum of the production of the provinces it owns in the scenario. Production is
 * counted in quarters of a pp, so sums such as 18.25 are exact. Pure.
 */
export function scenarioIncome(scenario: Scenario, map: MapData, nationId: string): number {
  let quarters = 0;
  for (const p of map.provinces) {
    if (scenario.provinces[p.id]?.owner === nationId) quarters += Math.round(p.production * 4);
  }
  return quarters / 4;
}

/** The pp that may be spent (W6 ruling): the whole part; the fraction carries over to the next turn. */
export function spendable(pp: number): number {
  return Math.floor(pp + 1e-9);
}

/** A nation's spendable income (W6): the whole part of `scenarioIncome`. */
export function scenarioSpendable(scenario: Scenario, map: MapData, nationId: string): number {
  return spendable(scenarioIncome(scenario, map, nationId));
}

/** The ids of the provinces a nation owns in the scenario, in map order. */
export function nationProvinces(scenario: Scenario, map: MapData, nationId: string): string[] {
  return map.provinces.filter((p) => scenario.provinces[p.id]?.owner === nationId).map((p) => p.id);
}
