import { buildCommandSchema, type CommandOf } from "../../commands.ts";
import { accept, plural, reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { costsUnpaid, isOutcome, type Outcome, province, rejected, wrongPhase } from "../common.ts";
import { dep, type OrderKind, units } from "./kind.ts";

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

/** Build divisions (W7) or ships (W10) in a province. */
export const build: OrderKind<"build"> = {
  kind: "build",
  rules: ["W4", "W6", "W7", "W10", "W26"],
  schema: buildCommandSchema,
  grammar: { family: "build" },
  judge: judgeBuild,
  describe: (c) => `build ${c.count} ${c.unit}${c.count === 1 ? "" : "s"} in ${c.province}`,
  emits: ["built"],
  events: {
    built: (e, n) => `${n(e.nation)} built ${units(e.count, e.unit)} in ${n(e.province)} (${e.cost} pp).`,
  },
  help: {
    line: "Build divisions (W7) or ships in a port (W10), 1 pp a unit, in the Deployment phase.",
    section: "Build (W7, W10) · Deployment",
    examples: [dep("Build 3 divisions in Moscow"), dep("Build 2 ships in Odessa")],
  },
};
