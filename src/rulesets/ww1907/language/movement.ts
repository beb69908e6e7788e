import type { Command } from "../commands.ts";
import {
  fail,
  type GrammarContext,
  type Parsed,
  product,
  refsOf,
  type Slot,
  slotOf,
  splitGroups,
  textOf,
  tooManyUnits,
  unreadError,
  wholeCount,
} from "./grammar-kit.ts";
import type { NameRef } from "./lexicon.ts";
import type { Item } from "./tokens.ts";

/** The verb of a movement order; null when the player wrote none ("Warsaw -> Krakow (3)"). */
export type MovementVerb = "move" | "attack" | "reinforce" | "sail" | "amphibious" | null;

type Quantity = { n: number; unit: "division" | "ship" | "any" | null; raw: string };

type Group = {
  items: Item[];
  sources: NameRef[][];
  targets: NameRef[][];
  bare: NameRef[][];
  quantities: Quantity[];
  /** A unit noun without a number ("fleet", "ships"). */
  nouns: { unit: "division" | "ship" | "any"; plural: boolean }[];
};

const PLACE_KINDS = ["province", "sea"] as const;

/**
 * Land and sea movement: free moves (W8), attacks with one or more sources (W14), ship moves (W11, W12) and
 * amphibious strikes (W19), in the many shapes players write them: "Move 3 from Warsaw to Krakow",
 * "Warsaw -> Krakow (3)", "Attack Vienna with 4 from Krakow and 2 from Budapest", "Krakow attacks Vienna with 4",
 * "Fleet Black Sea to Aegean", "Amphibious assault on Athens from the Aegean Sea with 2 divisions".
 */
export function parseMovement(
  items: readonly Item[],
  ctx: GrammarContext,
  forced: MovementVerb = null,
): Parsed {
  let verb: MovementVerb = forced;
  let amphibious = forced === "amphibious";
  const body: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    if (it.k === "kw") {
      if (it.kw === "amphibious") {
        amphibious = true;
        continue;
      }
      const v = verbOf(it.kw);
      if (v) {
        if (verb === null || verb === "move" || v === verb)
          verb = verb === null || verb === "move" ? v : verb;
        // The verb marks what follows it as the target for attacks and reinforcements ("Attack Vienna").
        body.push(it);
        continue;
      }
    }
    body.push(it);
  }
  if (amphibious) verb = "amphibious";

  const groups: Group[] = [];
  for (const g of splitGroups(body, true, true)) {
    const parsed = readGroup(g, verb, ctx);
    if ("error" in parsed) return parsed;
    groups.push(parsed);
  }
  if (groups.length === 0) return fail("Nothing to move: say how many, from where and to where.");

  // A group of one bare place before another group is that group's source ("Krakow: 3 -> Vienna").
  for (let i = 0; i < groups.length - 1; i++) {
    const g = groups[i] as Group;
    const next = groups[i + 1] as Group;
    if (
      g.bare.length === 1 &&
      g.sources.length === 0 &&
      g.targets.length === 0 &&
      g.quantities.length === 0 &&
      next.sources.length === 0
    ) {
      next.sources.push(g.bare[0] as NameRef[]);
      groups.splice(i, 1);
      i--;
    }
  }

  // A group of numbers only belongs to the group before it ("Black Sea -> Aegean Sea: 2 ships").
  for (let i = 1; i < groups.length; i++) {
    const g = groups[i] as Group;
    const prev = groups[i - 1] as Group;
    if (
      g.sources.length + g.targets.length + g.bare.length === 0 &&
      prev.quantities.length === 0 &&
      (g.quantities.length > 0 || g.nouns.length > 0)
    ) {
      prev.quantities.push(...g.quantities);
      prev.nouns.push(...g.nouns);
      prev.items = [...prev.items, ...g.items];
      groups.splice(i, 1);
      i--;
    }
  }

  // Bare places take the role left open.
  for (const g of groups) {
    for (const b of g.bare) {
      if (g.sources.length === 0 && (g.targets.length > 0 || g.bare.length > 1 || groups.length > 1)) {
        g.sources.push(b);
      } else if (g.targets.length === 0) g.targets.push(b);
      else if (g.sources.length === 0) g.sources.push(b);
      else return fail(`Too many places in "${textOf(g.items)}": say from where and to where.`);
    }
    g.bare = [];
  }

  const slots: Slot[] = [];
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i] as Group;
    // "Attack Vienna: 4 from Krakow, 2 from Budapest": a group naming only the target lends it to the others.
    if (
      groups.length > 1 &&
      g.targets.length === 1 &&
      g.sources.length === 0 &&
      g.quantities.length === 0 &&
      g.nouns.length === 0
    ) {
      continue;
    }
    let target = g.targets[0];
    if (g.targets.length > 1) return fail(`Two destinations in "${textOf(g.items)}".`);
    if (!target) {
      for (let j = i - 1; j >= 0 && !target; j--) target = (groups[j] as Group).targets[0];
      for (let j = i + 1; j < groups.length && !target; j++) target = (groups[j] as Group).targets[0];
    }
    // Ships leaving port go to the port's sea zone; ships coming in come from it.
    const shipsOnly = g.quantities.every((q) => q.unit === "ship" || q.unit === null) && hasShips(g);
    if (!target && shipsOnly && g.sources.length === 1) {
      const port = portSea(g.sources[0] as NameRef[], ctx);
      if (port) target = [port];
    }
    if (target && shipsOnly && g.sources.length === 0) {
      const port = portSea(target, ctx);
      if (port) g.sources.push([port]);
    }
    if (!target) return fail(`No destination in "${textOf(g.items)}": say where to (e.g. "to Krakow").`);
    // "Move 2 from Kiev to Minsk, 1 to Odessa": a group without a starting place keeps the one before.
    if (g.sources.length === 0 && i > 0 && (g.quantities.length > 0 || g.nouns.length > 0)) {
      const prevSource = (groups[i - 1] as Group).sources[0];
      if (prevSource) g.sources.push(prevSource);
    }
    if (g.sources.length === 0) {
      return fail(`No starting place in "${textOf(g.items)}": say where from (e.g. "from Warsaw").`);
    }
    if (g.sources.length > 1)
      return fail(`Several starting places in "${textOf(g.items)}": give each its number.`);
    const source = g.sources[0] as NameRef[];
    const counted = countOf(g);
    if ("error" in counted) return counted;
    const readings: Command[] = [];
    for (const [s, t] of product([source, target])) {
      if (!s || !t) continue;
      const r = decide(verb, counted, s, t, ctx);
      if ("error" in r) {
        if (source.length * target.length === 1) return r;
        continue;
      }
      readings.push(...r.commands);
    }
    const slot = slotOf(readings);
    if (!slot) return fail(`Could not read "${textOf(g.items)}" as a move.`);
    slots.push(slot);
  }
  return { ok: true, slots: mergeAttacks(slots) };
}

function hasShips(g: Group): boolean {
  return g.quantities.some((q) => q.unit === "ship") || g.nouns.some((n) => n.unit === "ship");
}

/** The sea zone of the port of the one province a name means, or null. */
function portSea(refs: readonly NameRef[], ctx: GrammarContext): NameRef | null {
  if (refs.length !== 1 || refs[0]?.kind !== "province") return null;
  const sea = ctx.lexicon.ports.get(refs[0].id);
  if (!sea) return null;
  const ref = ctx.lexicon.names.get(sea)?.find((r) => r.kind === "sea" && r.id === sea);
  return ref ?? { kind: "sea", id: sea, name: sea };
}

function verbOf(kw: string): MovementVerb {
  switch (kw) {
    case "move":
      return "move";
    case "attack":
      return "attack";
    case "reinforce":
      return "reinforce";
    case "sail":
      return "sail";
    case "disembark":
      return "amphibious";
    default:
      return null;
  }
}

function readGroup(items: Item[], verb: MovementVerb, ctx: GrammarContext): Group | (Parsed & { ok: false }) {
  const g: Group = { items, sources: [], targets: [], bare: [], quantities: [], nouns: [] };
  let pending: "source" | "target" | null = null;
  let fromVerb = false;
  let verbDirect: NameRef[] | null = null;
  let lastBare: NameRef[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    switch (it.k) {
      case "kw":
        if (it.kw === "from") pending = "source";
        else if (it.kw === "to" || it.kw === "on") pending = "target";
        else if (it.kw === "in") {
          // "return to port at Odessa": "at" after "to" still names the destination.
          pending = pending === "target" || verb === "amphibious" ? "target" : "source";
        } else if (it.kw === "move" && /^(?:dock|docks|return|returns)$/i.test(it.raw)) pending = "target";
        else if (it.kw === "with") pending = null;
        else if (it.kw === "move" || it.kw === "sail") pending = pending ?? null;
        else if (it.kw === "attack" || it.kw === "reinforce" || it.kw === "disembark") {
          pending = "target";
          fromVerb = true;
          continue;
        } else if (it.kw === "all")
          return fail(`"${it.raw}" cannot be counted here: say how many (e.g. "3 divisions").`) as Parsed & {
            ok: false;
          };
        else if (it.kw === "next") pending = null;
        else return unreadError([it], ctx, "unexpected in a move") as Parsed & { ok: false };
        break;
      case "arrow":
        if (it.back) {
          if (lastBare) {
            g.bare = g.bare.filter((b) => b !== lastBare);
            g.targets.push(lastBare);
          }
          pending = "source";
        } else pending = "target";
        break;
      case "dash":
        pending = "target";
        break;
      case "name": {
        const refs = refsOf(it, PLACE_KINDS);
        if (refs.length === 0) {
          return fail(
            `"${it.raw}" is not a province or sea zone here: name the places to move from and to.`,
          ) as Parsed & { ok: false };
        }
        if (pending === "source") g.sources.push(refs);
        else if (pending === "target") {
          g.targets.push(refs);
          if (fromVerb) verbDirect = refs;
        } else {
          g.bare.push(refs);
          lastBare = refs;
        }
        pending = null;
        break;
      }
      case "num": {
        const next = items[i + 1];
        let unit: Quantity["unit"] = null;
        if (next?.k === "unit") {
          unit = next.unit;
          i++;
        } else if (next?.k === "x" && items[i + 2]?.k === "unit") {
          const u = items[i + 2];
          unit = u?.k === "unit" ? u.unit : null;
          i += 2;
        }
        g.quantities.push({ n: it.n, unit, raw: it.raw });
        break;
      }
      case "unit":
        g.nouns.push({ unit: it.unit, plural: it.plural });
        break;
      case "open":
      case "close":
      case "x":
      case "colon":
      case "plus":
      case "sep":
        break;
      default:
        return unreadError([it], ctx) as Parsed & { ok: false };
    }
    fromVerb = false;
  }
  // "Attack Krakow -> Vienna": the place after the verb is where the attack comes from.
  if (verbDirect && g.targets.length > 1 && g.sources.length === 0) {
    g.targets = g.targets.filter((t) => t !== verbDirect);
    g.sources.push(verbDirect);
  }
  return g;
}

/** How a count's units are named in messages. */
function unitNoun(unit: Quantity["unit"]): string {
  return unit === "ship" ? "ships" : unit === "any" ? "units" : "divisions";
}

type Counted = { count: number; unit: "division" | "ship" | "any" | null; divisions?: number };

function countOf(g: Group): Counted | (Parsed & { ok: false }) {
  const nounUnit = g.nouns[0]?.unit ?? null;
  if (g.quantities.length === 0) {
    const singular = g.nouns.find((n) => !n.plural);
    if (singular) return { count: 1, unit: singular.unit };
    return fail(`No number in "${textOf(g.items)}": say how many (e.g. "3 divisions").`) as Parsed & {
      ok: false;
    };
  }
  if (g.quantities.length === 1) {
    const q = g.quantities[0] as Quantity;
    const tooMany = tooManyUnits(q.n, q.raw, unitNoun(q.unit ?? nounUnit), "move");
    if (tooMany) return fail(tooMany) as Parsed & { ok: false };
    const n = wholeCount(q.n);
    if (n === null) return fail(`"${q.raw}" is not a whole number of units.`) as Parsed & { ok: false };
    // "Sail fleet with 2 divisions": the singular ship noun is one ship carrying the divisions.
    if (q.unit === "division" && nounUnit === "ship") {
      const ships = g.nouns.find((x) => x.unit === "ship");
      if (ships && !ships.plural) return { count: 1, unit: "ship", divisions: n };
    }
    return { count: n, unit: q.unit ?? nounUnit };
  }
  if (g.quantities.length === 2) {
    const ships = g.quantities.find((q) => q.unit === "ship");
    const divs = g.quantities.find((q) => q.unit === "division");
    if (ships && divs) {
      const tooMany =
        tooManyUnits(ships.n, ships.raw, "ships", "move") ??
        tooManyUnits(divs.n, divs.raw, "divisions", "move");
      if (tooMany) return fail(tooMany) as Parsed & { ok: false };
      const s = wholeCount(ships.n);
      const d = Number.isInteger(divs.n) && divs.n >= 0 ? divs.n : null;
      if (s !== null && d !== null) return { count: s, unit: "ship", divisions: d };
    }
  }
  return fail(
    `Several numbers in "${textOf(g.items)}": give one number for each starting place.`,
  ) as Parsed & { ok: false };
}

function decide(
  verb: MovementVerb,
  c: Counted,
  s: NameRef,
  t: NameRef,
  ctx: GrammarContext,
): { commands: Command[] } | (Parsed & { ok: false }) {
  const sSea = s.kind === "sea";
  const tSea = t.kind === "sea";
  if (s.id === t.id) return fail(`${s.name} to ${t.name} goes nowhere.`) as Parsed & { ok: false };
  const sail = (): Command => {
    const cmd: Command = { kind: "sail", from: s.id, to: t.id, count: c.count };
    if (c.divisions !== undefined) cmd.divisions = c.divisions;
    return cmd;
  };
  const amphib = (): { commands: Command[] } | (Parsed & { ok: false }) => {
    if (!sSea || tSea) {
      return fail(
        `An amphibious strike goes from a sea zone to a province (not ${s.name} to ${t.name}).`,
      ) as Parsed & { ok: false };
    }
    return { commands: [{ kind: "amphibious", target: t.id, from: s.id, count: c.divisions ?? c.count }] };
  };
  if (verb === "amphibious") return amphib();
  if (c.unit === "ship" || verb === "sail") {
    if (verb === "attack" && sSea && !tSea && c.divisions !== undefined) return amphib();
    return { commands: [sail()] };
  }
  if (verb === "attack") {
    if (sSea && !tSea) return amphib();
    if (tSea || sSea) return { commands: [sail()] };
    return { commands: [{ kind: "attack", target: t.id, sources: [{ from: s.id, count: c.count }] }] };
  }
  const move: Command = { kind: "move", from: s.id, to: t.id, count: c.count };
  const attack: Command = { kind: "attack", target: t.id, sources: [{ from: s.id, count: c.count }] };
  if (!sSea && !tSea) {
    if (verb === "move" || verb === "reinforce") return { commands: [move] };
    if (ctx.phase === "attack") return { commands: [attack] };
    if (ctx.phase === "deployment") return { commands: [move] };
    return { commands: [move, attack] };
  }
  if (sSea && tSea) return { commands: [sail()] };
  if (!sSea && tSea) {
    if (c.unit === "division") {
      return fail(
        `Divisions cannot go to sea on their own: embark them at ${s.name} and move the ships.`,
      ) as Parsed & { ok: false };
    }
    return { commands: [sail()] };
  }
  // sea → province
  if (c.unit === "division") return amphib();
  if (ctx.phase === "attack") return amphib();
  if (ctx.phase === "deployment") return { commands: [sail()] };
  const a = amphib();
  return "error" in a ? { commands: [sail()] } : { commands: [sail(), ...a.commands] };
}

/** Attacks on the same target written in one line ("… with 4 from Krakow and 2 from Budapest") become one. */
function mergeAttacks(slots: Slot[]): Slot[] {
  const out: Slot[] = [];
  for (const slot of slots) {
    const prev = out[out.length - 1];
    if (
      slot.ok &&
      slot.command.kind === "attack" &&
      prev?.ok &&
      prev.command.kind === "attack" &&
      prev.command.target === slot.command.target
    ) {
      prev.command.sources.push(...slot.command.sources);
      continue;
    }
    out.push(slot.ok ? { ok: true, command: structuredCloneCommand(slot.command) } : slot);
  }
  return out;
}

function structuredCloneCommand(c: Command): Command {
  return c.kind === "attack" ? { ...c, sources: c.sources.map((s) => ({ ...s })) } : c;
}
