import { type CommandOf, sailCommandSchema } from "../../commands.ts";
import { accept, plural, reject, verb } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { isOutcome, type Outcome, place, rejected } from "../common.ts";
import { friendlyPort, noBuiltShips } from "../naval.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/**
 * A ship move. Deployment (W11): out of port, into port, or one sea zone. Attack (W12): one sea zone only, into a
 * zone that is empty or holds enemy fleets; no port moves. Divisions aboard go with their ships.
 */
export function judgeSail(w: Working, nation: string, cmd: CommandOf<"sail">): Outcome {
  const rule = w.state.phase === "deployment" ? "W11" : "W12";
  const from = place(w, cmd.from);
  if (isOutcome(from)) return from;
  const to = place(w, cmd.to);
  if (isOutcome(to)) return to;
  const fromName = w.placeName(from.id);
  const toName = w.placeName(to.id);
  if (!from.sea && !to.sea) {
    return rejected(
      reject(
        "rule/sail-two-steps",
        rule,
        `${rule}: ships move out of a port OR into one OR one sea zone; ${fromName} to ${toName} is two steps`,
      ),
    );
  }
  if (w.state.phase === "attack" && (!from.sea || !to.sea)) {
    return rejected(
      reject(
        "rule/attack-phase-port",
        "W12",
        "W12: in the Attack phase ships may not move out of or into ports",
      ),
    );
  }
  if (!from.sea) {
    const port = w.map.port(from.id);
    if (port === null) return rejected(reject("rule/no-port", rule, `${rule}: ${fromName} has no port`));
    if (port !== to.id) {
      return rejected(
        reject(
          "rule/not-adjacent",
          rule,
          `${rule}: ${fromName}'s port is on ${w.placeName(port)}, not ${toName}; leave port first, then move next phase`,
        ),
      );
    }
  } else if (!to.sea) {
    const port = w.map.port(to.id);
    if (port === null) return rejected(reject("rule/no-port", rule, `${rule}: ${toName} has no port`));
    if (port !== from.id) {
      return rejected(
        reject(
          "rule/not-adjacent",
          rule,
          `${rule}: ${toName}'s port is on ${w.placeName(port)}, not ${fromName}`,
        ),
      );
    }
    if (!friendlyPort(w, nation, to.id)) {
      return rejected(
        reject(
          "rule/port-not-friendly",
          rule,
          `${rule}: ships enter only owned or allied ports; ${toName} belongs to ${w.nationName(w.owner(to.id))}`,
        ),
      );
    }
  } else if (!w.map.isAdjacent(from.id, to.id)) {
    return rejected(
      reject(
        "rule/not-adjacent",
        rule,
        `${rule}: ${toName} does not touch ${fromName}; ships move one sea zone`,
      ),
    );
  }
  if (w.state.phase === "attack") {
    const others = w.state.fleets.filter((f) => f.at === to.id && f.nation !== nation && f.built);
    const blocking = others.filter((f) => w.relation(nation, f.nation) !== "war");
    const ownThere = w.state.fleets.some((f) => f.at === to.id && f.nation === nation);
    const joinOk = w.state.rulings.attackSailJoinsOwnFleet || !ownThere;
    const first = blocking[0];
    if (first || !joinOk) {
      const who = first ? `${w.nationName(first.nation)}'s fleet (not at war with you)` : "your own fleet";
      return rejected(
        reject(
          "rule/zone-not-open",
          "W12",
          `W12: ${toName} holds ${who}: in the Attack phase ships enter only empty zones or zones with enemy fleets`,
        ),
      );
    }
  }
  const bad = noBuiltShips(w, nation, from.id);
  if (bad) return bad;
  const fleet = w.fleet(nation, from.id, true);
  if (!fleet) return rejected(reject("rule/no-ships", rule, `${rule}: you have no ships at ${fromName}`));
  if (fleet.ships < cmd.count) {
    return rejected(
      reject(
        "rule/too-few-ships",
        rule,
        `${rule}: you have ${plural(fleet.ships, "ship")} at ${fromName}; this move needs ${cmd.count}`,
      ),
    );
  }
  const t = w.tracker(nation);
  const moved = t.shipsMoved.get(from.id) ?? 0;
  const free = fleet.ships - moved;
  if (free < cmd.count) {
    return rejected(
      reject(
        "rule/already-moved",
        rule,
        `${rule}: ${moved} of your ${plural(fleet.ships, "ship")} at ${fromName} already moved this phase; ${free} can still move, not ${cmd.count}`,
      ),
    );
  }
  const divisions = cmd.divisions ?? Math.min(fleet.divisions, cmd.count * 2);
  if (divisions > fleet.divisions) {
    return rejected(
      reject(
        "rule/too-few-divisions",
        "W9",
        `W9: your ships at ${fromName} carry ${plural(fleet.divisions, "division")}; this move takes ${divisions}`,
      ),
    );
  }
  if (divisions > cmd.count * 2 || fleet.divisions - divisions > (fleet.ships - cmd.count) * 2) {
    return rejected(
      reject(
        "rule/ship-full",
        "W9",
        `W9: one ship carries at most 2 divisions; ${plural(cmd.count, "ship")} leaving with ${divisions} and ${fleet.ships - cmd.count} staying with ${fleet.divisions - divisions} do not fit`,
      ),
    );
  }
  w.removeShips(nation, from.id, cmd.count, divisions);
  w.addShips(nation, to.id, cmd.count, divisions, true);
  if (moved > 0) {
    const stillHere = w.fleet(nation, from.id, true)?.ships ?? 0;
    t.shipsMoved.set(from.id, Math.min(moved, stillHere));
  }
  t.shipsMoved.set(to.id, (t.shipsMoved.get(to.id) ?? 0) + cmd.count);
  const aboard = divisions > 0 ? ` with ${plural(divisions, "division")} aboard` : "";
  return {
    verdict: accept(
      "ok/sail",
      rule,
      `${rule}: ${plural(cmd.count, "ship")} ${verb(cmd.count, "sails", "sail")} from ${fromName} to ${toName}${aboard}`,
    ),
    events: [{ type: "sailed", nation, from: from.id, to: to.id, ships: cmd.count, divisions }],
  };
}

/** A ship move: out of port, into port or one sea zone (W11, W12), with the divisions aboard. */
export const sail: OrderKind<"sail"> = {
  kind: "sail",
  rules: ["W9", "W10", "W11", "W12", "W20"],
  schema: sailCommandSchema,
  grammar: { family: "movement" },
  judge: judgeSail,
  describe: (c) =>
    `sail ${c.count} ship${c.count === 1 ? "" : "s"} from ${c.from} to ${c.to}${c.divisions !== undefined ? ` carrying ${c.divisions}` : ""}`,
  emits: ["sailed"],
  events: {
    sailed: (e, n) =>
      `${n(e.nation)} sailed ${units(e.ships, "ship")}${e.divisions > 0 ? ` carrying ${units(e.divisions, "division")}` : ""} from ${n(e.from)} to ${n(e.to)}.`,
  },
  judgedFirstInAttack: true,
  help: {
    line: "Ships in or out of port or one sea zone (W11); in the Attack phase one zone, empty or enemy-held (W12).",
    section: "Ships (W9, W11, W12)",
    examples: [dep("Sail 2 ships from Black Sea to Aegean")],
  },
};
