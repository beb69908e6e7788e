import type { BattleContext } from "../battles/context.ts";

/**
 * Victory points (W21) and naval points (W22) as they are won in battle. Each award is an event naming the rule
 * and the reason, and the nation's total after it.
 */

/**
 * W21: +1 VP for capturing a province that held an enemy garrison when the battle began. A neutral garrison gives
 * one only with ruling `neutralGarrisonGivesVp`; an empty province gives none. `garrison.divisions` counts only
 * divisions of nations at war with the attacker (W21 ruling): allied guests of a nation at peace with it earn none.
 * @returns the points given (0 or 1)
 */
export function victoryPointForCapture(
  ctx: BattleContext,
  nation: string,
  province: string,
  garrison: { owner: string | null; divisions: number },
): number {
  if (garrison.divisions <= 0) return 0;
  const neutral = garrison.owner === null;
  if (neutral && !ctx.state.rulings.neutralGarrisonGivesVp) return 0;
  const n = ctx.state.nations[nation];
  if (!n) return 0;
  n.vp += 1;
  ctx.events.push({
    type: "points",
    nation,
    kind: "vp",
    amount: 1,
    total: n.vp,
    rule: "W21",
    reason: neutral
      ? `captured ${province} from a neutral garrison (ruling neutralGarrisonGivesVp)`
      : `captured ${province} from an enemy garrison of ${garrison.divisions}`,
  });
  return 1;
}

/**
 * W22: naval points for a nation that started battles in a sea zone. Ruling `navalPointPer: zone-cleared`: +1
 * when the zone held enemy ships before and none after; `ship-sunk`: +1 per enemy ship it sank there.
 * @returns the points given
 */
export function navalPoints(
  ctx: BattleContext,
  nation: string,
  zone: string,
  result: { cleared: boolean; shipsSunk: number },
): number {
  const n = ctx.state.nations[nation];
  if (!n) return 0;
  const perShip = ctx.state.rulings.navalPointPer === "ship-sunk";
  const amount = perShip ? result.shipsSunk : result.cleared ? 1 : 0;
  if (amount <= 0) return 0;
  n.np += amount;
  ctx.events.push({
    type: "points",
    nation,
    kind: "np",
    amount,
    total: n.np,
    rule: "W22",
    reason: perShip
      ? `sank ${result.shipsSunk} enemy ship${result.shipsSunk === 1 ? "" : "s"} in ${zone} (ruling navalPointPer: ship-sunk)`
      : `cleared ${zone} of enemy ships in a battle it started`,
  });
  return amount;
}
