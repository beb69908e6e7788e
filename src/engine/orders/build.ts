import type { CommandOf } from "../commands.ts";
import { accept, plural, reject } from "../verdict.ts";
import type { Working } from "../working.ts";
import { costsUnpaid, isOutcome, type Outcome, province, rejected, wrongPhase } from "./common.ts";

/**
 * Builds divisions (W7: 1 pp, any controlled province, ready at once) or ships (W10: 1 pp, a province with a
 * port, ready next Deployment phase), within the pp left in the province's supply group (W4, W6).
 */
export function judgeBuild(w: Working, nation: string, cmd: CommandOf<"build">): Outcome {
  const rule = cmd.unit === "division" ? "W7" : "W10";
  const what = cmd.unit === "division" ? "divisions" : "ships";
  const phase = wrongPhase(w, "deployment", rule, `${what} are built`);
  if (phase) return phase;
  const at = province(w, cmd.province, rule);
  if (isOutcome(at)) return at;
  const name = w.placeName(at.id);
  const owner = w.owner(at.id);
  if (owner !== nation) {
    return rejected(
      reject(
        "rule/not-your-province",
        rule,
        `${rule}: ${name} belongs to ${w.nationName(owner)}; you can build only in your own provinces`,
      ),
    );
  }
  if (cmd.unit === "ship" && w.map.port(at.id) === null) {
    return rejected(
      reject("rule/no-port", "W10", `W10: ${name} has no port; ships are built only in a port`),
    );
  }
  const unpaid = costsUnpaid(w, nation);
  if (unpaid) return unpaid;
  const cost = cmd.count;
  const { group, left } = w.groupLeft(nation, at.id);
  const single = w.groups(nation).length === 1;
  if (group && left < cost) {
    const whose = single ? "you have" : `${name}'s supply group has`;
    return rejected(
      reject(
        "rule/supply-group-short",
        single ? "W6" : "W4",
        `${single ? "W6" : "W4"}: ${whose} ${left} pp left; this build needs ${cost}`,
      ),
    );
  }
  const total = w.spendableLeft(nation);
  if (total < cost) {
    return rejected(
      reject("rule/treasury-short", "W6", `W6: you have ${total} pp left to spend; this build needs ${cost}`),
    );
  }
  w.spend(nation, cost, at.id);
  if (cmd.unit === "division") w.addDivisions(nation, at.id, cmd.count);
  else w.addShips(nation, at.id, cmd.count, 0, false);
  const ready = cmd.unit === "division" ? "ready now" : "ready next Deployment phase";
  return {
    verdict: accept(
      "ok/build",
      rule,
      `${rule}: ${plural(cmd.count, cmd.unit)} built in ${name} for ${cost} pp, ${ready}`,
    ),
    events: [{ type: "built", nation, unit: cmd.unit, province: at.id, count: cmd.count, cost }],
  };
}
