import type { Command } from "../commands.ts";
import {
  fail,
  type GrammarContext,
  isCommander,
  isKw,
  type Parsed,
  refsOf,
  type Slot,
  slotOf,
  textOf,
  unreadError,
} from "./grammar-kit.ts";
import type { NameRef } from "./lexicon.ts";
import { parseMovement } from "./movement.ts";
import type { Item } from "./tokens.ts";

/**
 * Commanders (W24): "Place Brusilov in Zagreb", "Deploy General Brusilov to Zagreb", "Brusilov moves to Budapest",
 * "Move Brusilov from Zagreb to Budapest", "Brusilov -> Budapest". Without a verb, an unplaced commander is placed
 * and a placed one moves (the scenario says where each one is).
 */
export function parseCommander(items: readonly Item[], ctx: GrammarContext): Parsed {
  if (items.some((i) => i.k === "num" || i.k === "unit")) return withDivisions(items, ctx);
  let commander: NameRef[] | null = null;
  let verb: "place" | "move" | null = null;
  const places: { refs: NameRef[]; role: "from" | "to" | null }[] = [];
  let pending: "from" | "to" | null = null;
  for (const it of items) {
    if (it.k === "name") {
      const c = refsOf(it, ["commander"]);
      if (c.length > 0) {
        if (commander) return fail(`Two commanders in "${textOf(items)}": one order each.`);
        commander = c;
        continue;
      }
      const p = refsOf(it, ["province", "sea"]);
      if (p.length === 0) return fail(`"${it.raw}" is not a place for a commander.`);
      places.push({ refs: p, role: pending });
      pending = null;
      continue;
    }
    if (it.k === "kw") {
      if (it.kw === "place" || it.kw === "build") verb = "place";
      else if (it.kw === "move" || it.kw === "sail") verb = verb ?? "move";
      else if (it.kw === "from") pending = "from";
      else if (it.kw === "to" || it.kw === "in" || it.kw === "on") pending = "to";
      else if (it.kw === "with") pending = null;
      else return unreadError([it], ctx, "unexpected in a commander order");
      continue;
    }
    if (it.k === "arrow" || it.k === "dash") {
      pending = "to";
      continue;
    }
    if (it.k === "open" || it.k === "close" || it.k === "colon") continue;
    return unreadError([it], ctx, "unexpected in a commander order");
  }
  if (!commander) return fail(`No commander in "${textOf(items)}".`);
  const dest = places.filter((p) => p.role === "to");
  const bare = places.filter((p) => p.role === null);
  const target = dest[dest.length - 1] ?? bare[bare.length - 1];
  if (!target) return fail(`No place in "${textOf(items)}": say where the commander goes.`);
  if (dest.length > 1) return fail(`Two destinations in "${textOf(items)}".`);
  const readings: Command[] = [];
  for (const c of commander) {
    const at = ctx.lexicon.placed.has(c.id);
    const kind =
      verb === "place"
        ? "place-commander"
        : verb === "move"
          ? "move-commander"
          : at
            ? "move-commander"
            : "place-commander";
    for (const t of target.refs) readings.push({ kind, commander: c.id, to: t.id });
  }
  const slot = slotOf(readings);
  if (!slot) return fail(`Could not read "${textOf(items)}".`);
  return { ok: true, slots: [slot] };
}

/**
 * "Move Brusilov and 3 divisions from Zagreb to Budapest": the divisions' move, and the commander going with them.
 */
function withDivisions(items: readonly Item[], ctx: GrammarContext): Parsed {
  const at = items.findIndex(isCommander);
  const commanderItem = items[at];
  const commander = refsOf(commanderItem, ["commander"]);
  if (items.filter(isCommander).length > 1)
    return fail(`Two commanders in "${textOf(items)}": one order each.`);
  const rest = items.filter(
    (it, i) => i !== at && !((i === at + 1 || i === at - 1) && isKw(it, "and", "with")),
  );
  const moved = parseMovement(rest, ctx);
  if (!moved.ok) return moved;
  const first = moved.slots[0];
  const command = first ? (first.ok ? first.command : first.readings[0]) : undefined;
  if (command && (command.kind === "attack" || command.kind === "amphibious")) {
    return fail(
      `A commander does not attack: he lends his dice to battles fought from his province (W24). Give the attack without "${commanderItem?.raw ?? ""}".`,
    );
  }
  const to = command ? destination(command) : null;
  if (!to) return fail(`Could not tell where "${commanderItem?.raw ?? ""}" goes in "${textOf(items)}".`);
  const place = items.some((i) => isKw(i, "place"));
  const slots: Slot[] = [];
  const slot = slotOf(
    commander.map(
      (c) => ({ kind: place ? "place-commander" : "move-commander", commander: c.id, to }) as Command,
    ),
  );
  if (slot) slots.push(slot);
  return { ok: true, slots: [...slots, ...moved.slots] };
}

function destination(c: Command): string | null {
  switch (c.kind) {
    case "move":
    case "sail":
      return c.to;
    default:
      return null;
  }
}
