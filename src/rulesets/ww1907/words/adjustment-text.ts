import { andList, plural } from "../../../presenters/names.ts";
import type { AdjustmentRequest } from "../adjust.ts";

/**
 * A GM correction in plain words, with display names: "Moscow now has 4 divisions", "Athens now belongs to the
 * United Kingdom", "United Kingdom now has 10 VP".
 */
export function describeAdjustment(change: AdjustmentRequest, nameOf: (id: string) => string): string {
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
