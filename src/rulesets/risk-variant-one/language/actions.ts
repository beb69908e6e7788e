import type { MapGraph } from "../../../map/graph.ts";
import type { RiskCommand } from "../commands.ts";
import type { RiskNames } from "./names.ts";
import { commands, failure, type Outcome } from "./outcome.ts";
import { isNote, resolveAll } from "./setup.ts";
import {
  directionInList,
  listAnd,
  type NameSlot,
  neighbourNames,
  resolveTerritory,
  type Slots,
  shown,
} from "./slots.ts";

/**
 * V6 actions: attack ("Attack Peru from Brazil with 5, stop at 2", "Brazil attacks Peru", "Brazil x Peru"),
 * move ("Move 3 from Brazil to Argentina", "fortify Argentina with 3 from Brazil"), salt and improve.
 */

type Ends = { from: NameSlot | undefined; to: NameSlot | undefined; extra: NameSlot[] };

/**
 * Which name is the start and which the end: "from X" / "to X", the sides of an arrow or "x", then (for an attack)
 * a name before the verb is the attacker and one after it the target; `bareIsTarget` makes a lone unmarked name
 * the end ("Attack Peru", "Fortify Argentina"); otherwise unmarked names read start, end in the order written.
 */
function ends(slots: Slots, bareIsTarget: boolean, subjectFirst: boolean): Ends {
  let from: NameSlot | undefined;
  let to: NameSlot | undefined;
  const rest: NameSlot[] = [];
  const marked: NameSlot[] = [];
  for (const n of slots.names) {
    if ((n.role === "from" || n.role === "with") && !from) from = n;
    else if (n.role === "to" && !to) to = n;
    else marked.push(n);
  }
  for (const n of marked) {
    if (n.side === "left" && !from) from = n;
    else if (n.side === "right" && !to) to = n;
    else rest.push(n);
  }
  const extra: NameSlot[] = [];
  for (const n of rest) {
    if (subjectFirst && !n.afterVerb && !from) from = n;
    else if (bareIsTarget) {
      if (!to) to = n;
      else extra.push(n);
    } else if (!from) from = n;
    else if (!to) to = n;
    else extra.push(n);
  }
  return { from, to, extra };
}

/** V6 attack: one territory into one adjacent other, with an optional force and call-off point. */
export function readAttack(slots: Slots, names: RiskNames, map: MapGraph): Outcome {
  const { from, to, extra } = ends(slots, true, true);
  if (slots.names.length === 2 && extra.length > 0) {
    return failure(
      `Which territory attacks which? Write "Attack ${shown(to)} from ${shown(extra[0])}" or "Attack ${shown(extra[0])} from ${shown(to)}" (V6).`,
    );
  }
  if (extra.length > 0 || slots.names.length > 2) {
    return failure(
      `An attack goes from one territory into one other (V6): "${slots.names.map((n) => shown(n)).join('", "')}" is too many; write "Attack Peru from Brazil".`,
    );
  }
  if (!to) return failure('Attack which territory? Write "Attack Peru from Brazil" (V6).');
  const target = resolveTerritory(to.item, names);
  if (!target.ok) return failure(target.message, target.suggestions);
  if (!from) {
    const around = neighbourNames(map, target.id);
    const hint = around.length > 0 ? ` (${target.name} borders ${listAnd(around)})` : "";
    return failure(
      `Attack ${target.name} from where? Name your territory the attack starts from: "Attack ${target.name} from ${around[0] ?? "…"}"${hint} (V6).`,
    );
  }
  const source = resolveTerritory(from.item, names);
  if (!source.ok) return failure(source.message, source.suggestions);
  if (source.id === target.id) {
    return failure(
      `An attack goes from one territory into another: ${target.name} cannot attack itself (V6).`,
    );
  }
  const command: RiskCommand = { kind: "attack", from: source.id, to: target.id };
  const stops = slots.nums.filter((n) => n.role === "stop");
  const stray = slots.nums.find(
    (n) => n.role !== "stop" && n.role !== "but" && n.role !== "bare" && n.role !== "with",
  );
  if (stray) {
    return failure(
      `"${stray.raw}": is it the force or the call-off point? Write "with ${stray.n}" for the attacking armies or "stop at ${stray.n}" to call the attack off when down to ${stray.n} (V6).`,
    );
  }
  const forces = slots.nums.filter((n) => n.role === "bare" || n.role === "with");
  const but = slots.nums.filter((n) => n.role === "but");
  if (forces.length > 1) {
    return failure(
      `One force per attack (V6): ${forces.map((n) => n.raw).join(" and ")}? Write "Attack ${target.name} from ${source.name} with 6".`,
    );
  }
  if (stops.length > 1) return failure('One call-off point per attack: "…, stop at 3" (V6).');
  if (slots.all && (forces.length > 0 || but.some((n) => n.n !== 1))) {
    return failure(
      `"All" attacks with every army but one (the default, V6); for another force write the number: "Attack ${target.name} from ${source.name} with 6".`,
    );
  }
  const force = forces[0];
  if (force) {
    if (force.n < 1)
      return failure(`An attack needs at least 1 army (V6): "with ${force.raw}" cannot attack.`);
    command.force = force.n;
  }
  const stop = stops[0];
  if (stop) {
    if (stop.n < 0)
      return failure(`"stop at ${stop.raw}": the call-off point is a number of armies, 0 or more (V6).`);
    if (force && stop.n >= force.n) {
      return failure(
        `"stop at ${stop.n}" with a force of ${force.n}: the attack would be called off before it starts; the call-off point must be below the force (V6).`,
      );
    }
    command.stopAt = stop.n;
  }
  return commands(command);
}

/** V6 move: a count of armies from one territory into one adjacent friendly territory. */
export function readMove(slots: Slots, names: RiskNames, fortify: boolean): Outcome {
  const { from, to, extra } = ends(slots, fortify, false);
  if (extra.length > 0) {
    return failure(
      'A move goes from one territory into one adjacent other (V6): write "Move 3 from Brazil to Argentina".',
    );
  }
  if (!from || !to) {
    const named = from ?? to;
    return failure(
      named
        ? `Move from where to where? Name both territories: "Move 3 from Brazil to Argentina" (V6); only "${shown(named)}" is named.`
        : 'Move from where to where? Write "Move 3 from Brazil to Argentina" (V6).',
    );
  }
  const resolved = resolveAll([from, to], names);
  if (!resolved.ok) return resolved.outcome;
  const [a, b] = resolved.ids;
  if (!a || !b) return failure('Write "Move 3 from Brazil to Argentina" (V6).');
  if (a.id === b.id)
    return failure(`A move goes from one territory into another: ${a.name} to ${a.name} moves nothing (V6).`);
  const counts = slots.nums.filter((n) => n.role === "bare" || n.role === "with");
  const stray = slots.nums.find((n) => n.role !== "bare" && n.role !== "with" && n.role !== "but");
  if (stray) {
    return failure(
      `"${stray.raw}": a move has one number, the armies moved: write "Move 3 from ${a.name} to ${b.name}" (V6).`,
    );
  }
  if (slots.all || counts.length === 0) {
    return failure(
      `How many armies from ${a.name} to ${b.name}? Write the number: "Move 3 from ${a.name} to ${b.name}" (V6: ${a.name} keeps at least one army).`,
    );
  }
  if (counts.length > 1) {
    return failure(
      `One count per move (V6): ${counts.map((n) => n.raw).join(" and ")}? Write "Move 3 from ${a.name} to ${b.name}".`,
    );
  }
  const n = counts[0]?.n ?? 0;
  if (n < 1) return failure(`A move is of at least 1 army (V6): "${counts[0]?.raw}" moves nothing.`);
  return commands({ kind: "move", from: a.id, to: b.id, count: n });
}

/** V6 salt or improve: one command per territory named; they take no count. */
export function readTerritoryAction(slots: Slots, names: RiskNames, kind: "salt" | "improve"): Outcome {
  const verb = kind === "salt" ? "Salt" : "Improve";
  const rule =
    kind === "salt"
      ? "V6: salting lowers one of your territories' income by 1"
      : "V6: improving spends income+1 armies there and raises its income by 1";
  if (slots.names.length === 0) return failure(`${verb} which territory? Write "${verb} Brazil" (${rule}).`);
  const direction = directionInList(slots, verb);
  if (direction) return failure(direction);
  const resolved = resolveAll(slots.names, names);
  if (!resolved.ok) return resolved.outcome;
  const count = slots.nums.find((n) => !isNote(n));
  if (count) {
    return failure(
      `"${count.raw}": ${verb.toLowerCase()} takes no number (${rule}); write "${verb} ${resolved.ids[0]?.name ?? "Brazil"}".`,
    );
  }
  return commands(...resolved.ids.map((t): RiskCommand => ({ kind, territory: t.id })));
}
