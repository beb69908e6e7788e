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
  const total = w.spendableLeft(nation);
  const single = w.groups(nation).length === 1;
  if (group && !single && left < cost && left <= total) {
    return rejected(
      reject(
        "rule/supply-group-short",
        "W4",
        `W4: ${name}'s supply group has ${left} pp left; this build needs ${cost}`,
      ),
    );
  }
  if (total < cost || (group && left < cost)) {
    return rejected(
      reject(
        "rule/treasury-short",
        "W6",
        `W6: you have ${Math.min(total, left)} pp left; this build needs ${cost}`,
      ),
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
