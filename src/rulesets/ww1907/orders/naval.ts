import type { CommandOf } from "../commands.ts";
import { accept, plural, reject, verb } from "../verdict.ts";
import type { Working } from "../working.ts";
import { isConquered, isOutcome, type Outcome, place, province, rejected, wrongPhase } from "./common.ts";

/** True when a port may be used by a nation: it is owned or allied (W9). */
function friendlyPort(w: Working, nation: string, provinceId: string): boolean {
  const owner = w.owner(provinceId);
  return owner !== null && (owner === nation || w.relation(nation, owner) === "alliance");
}

/** Checks a port province for embarking or disembarking (W9). */
function checkPort(w: Working, nation: string, provinceId: string, what: string): Outcome | null {
  const name = w.placeName(provinceId);
  if (w.map.port(provinceId) === null) {
    return rejected(reject("rule/no-port", "W9", `W9: ${name} has no port`));
  }
  if (!friendlyPort(w, nation, provinceId)) {
    const owner = w.owner(provinceId);
    return rejected(
      reject(
        "rule/port-not-friendly",
        "W9",
        `W9: divisions ${what} only in owned or allied ports; ${name} belongs to ${w.nationName(owner)}`,
      ),
    );
  }
  return null;
}

/** Rejects when a nation has no built ships at a place (naming ships under construction). */
function noBuiltShips(w: Working, nation: string, at: string): Outcome | null {
  if (w.fleet(nation, at, true)) return null;
  const name = w.placeName(at);
  if (w.fleet(nation, at, false)) {
    return rejected(
      reject(
        "rule/ship-not-built",
        "W10",
        `W10: your ships at ${name} are still under construction; they are ready next Deployment phase`,
      ),
    );
  }
  return rejected(reject("rule/no-ships", "W9", `W9: you have no ships at ${name}`));
}

/** Divisions go aboard fully built ships in an owned or allied port (W9): at most 2 per ship. */
export function judgeEmbark(w: Working, nation: string, cmd: CommandOf<"embark">): Outcome {
  const phase = wrongPhase(w, "deployment", "W9", "divisions embark");
  if (phase) return phase;
  const at = province(w, cmd.province, "W9");
  if (isOutcome(at)) return at;
  const bad = checkPort(w, nation, at.id, "embark") ?? noBuiltShips(w, nation, at.id);
  if (bad) return bad;
  const name = w.placeName(at.id);
  const fleet = w.fleet(nation, at.id, true);
  if (!fleet) return rejected(reject("rule/no-ships", "W9", `W9: you have no ships at ${name}`));
  const room = fleet.ships * 2 - fleet.divisions;
  if (room < cmd.count) {
    return rejected(
      reject(
        "rule/ship-full",
        "W9",
        `W9: your ${plural(fleet.ships, "ship")} in ${name}'s port ${verb(fleet.ships, "carries", "carry")} ${fleet.divisions} of ${fleet.ships * 2} divisions; ${room} more ${verb(room, "fits", "fit")}, not ${cmd.count}`,
      ),
    );
  }
  const here = w.divisionsOf(nation, at.id);
  if (here < cmd.count) {
    return rejected(
      reject(
        "rule/too-few-divisions",
        "W9",
        `W9: ${name} has ${plural(here, "division")} of yours; this order embarks ${cmd.count}`,
      ),
    );
  }
  if (isConquered(w, nation, at.id) && here - cmd.count < 1) {
    return rejected(
      reject("rule/garrison", "W18", `W18: ${name} was conquered and must keep at least 1 division ashore`),
    );
  }
  w.addDivisions(nation, at.id, -cmd.count);
  fleet.divisions += cmd.count;
  w.settleArrivals(nation, at.id);
  return {
    verdict: accept(
      "ok/embark",
      "W9",
      `W9: ${plural(cmd.count, "division")} ${verb(cmd.count, "embarks", "embark")} in ${name}'s port`,
    ),
    events: [{ type: "embarked", nation, province: at.id, count: cmd.count }],
  };
}

/** Divisions come ashore from ships in an owned or allied port (W9). */
export function judgeDisembark(w: Working, nation: string, cmd: CommandOf<"disembark">): Outcome {
  const phase = wrongPhase(w, "deployment", "W9", "divisions disembark");
  if (phase) return phase;
  const at = province(w, cmd.province, "W9");
  if (isOutcome(at)) return at;
  const bad = checkPort(w, nation, at.id, "disembark") ?? noBuiltShips(w, nation, at.id);
  if (bad) return bad;
  const name = w.placeName(at.id);
  const fleet = w.fleet(nation, at.id, true);
  if (!fleet || fleet.divisions < cmd.count) {
    return rejected(
      reject(
        "rule/too-few-divisions",
        "W9",
        `W9: your ships in ${name}'s port carry ${plural(fleet?.divisions ?? 0, "division")}; this order lands ${cmd.count}`,
      ),
    );
  }
  fleet.divisions -= cmd.count;
  w.addDivisions(nation, at.id, cmd.count);
  if (w.state.rulings.disembarkCountsAsMove) {
    const arrived = w.tracker(nation).arrived;
    arrived.set(at.id, (arrived.get(at.id) ?? 0) + cmd.count);
  }
  return {
    verdict: accept(
      "ok/disembark",
      "W9",
      `W9: ${plural(cmd.count, "division")} ${verb(cmd.count, "comes", "come")} ashore in ${name}`,
    ),
    events: [{ type: "disembarked", nation, province: at.id, count: cmd.count }],
  };
}

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
