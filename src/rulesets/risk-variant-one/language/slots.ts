import type { MapGraph } from "../../../map/graph.ts";
import type { RiskNames } from "./names.ts";
import type { Item } from "./tokens.ts";
import { VERBS, type Word } from "./vocabulary.ts";

/** The role a small word gives the name or number after it ("from Brazil", "with 6", "stop at 3"). */
export type Role = "from" | "to" | "in" | "with" | "stop" | "at" | "for" | "but" | "bare";

export type NameItem = Extract<Item, { k: "name" }>;

/** A name in the line: its role, whether it comes after the verb, and its side of an arrow or "x". */
export type NameSlot = {
  item: NameItem;
  role: Role;
  afterVerb: boolean;
  side: "left" | "right" | null;
  pos: number;
};

/** A number in the line: its role and whether it stands in brackets ("(6)"). */
export type NumSlot = { n: number; role: Role; paren: boolean; pos: number; raw: string };

/** What a line says, by role: the reading every order family starts from. */
export type Slots = {
  verbs: { w: Word; raw: string; pos: number }[];
  names: NameSlot[];
  nums: NumSlot[];
  /** "all", "everything", "max" appeared (with "all but N", the N is a `but` number). */
  all: boolean;
  /** "each" / "apiece" appeared ("Place 2 each in Brazil and Peru"). */
  each: boolean;
  /** An arrow, "x" / "vs" or a dash between two names; `back` for "<-". */
  pointer: { kind: "arrow" | "vs" | "dash"; back: boolean; pos: number } | null;
  plus: boolean;
  words: ReadonlySet<Word>;
};

/** Reads the roles of a line's names and numbers. */
export function readSlots(items: readonly Item[]): Slots {
  const slots: Slots = {
    verbs: [],
    names: [],
    nums: [],
    all: false,
    each: false,
    pointer: null,
    plus: false,
    words: new Set(),
  };
  const words = new Set<Word>();
  let role: Role | null = null;
  let paren = false;
  items.forEach((it, pos) => {
    switch (it.k) {
      case "word": {
        words.add(it.w);
        if (VERBS.has(it.w)) {
          slots.verbs.push({ w: it.w, raw: it.raw, pos });
          role = null;
        } else if (it.w === "stop") role = "stop";
        else if (it.w === "at") role = role === "stop" ? "stop" : "at";
        else if (it.w === "from" || it.w === "to" || it.w === "in" || it.w === "with" || it.w === "for")
          role = role === "stop" && it.w === "to" ? "stop" : it.w;
        else if (it.w === "all") {
          slots.all = true;
          role = null;
        } else if (it.w === "but") role = "but";
        else if (it.w === "each") slots.each = true;
        else if (it.w === "and") role = null;
        else if (it.w === "vs" && slots.pointer === null) slots.pointer = { kind: "vs", back: false, pos };
        break;
      }
      case "name":
        slots.names.push({
          item: it,
          role: role ?? "bare",
          afterVerb: slots.verbs.length > 0,
          side: null,
          pos,
        });
        role = null;
        break;
      case "num":
        slots.nums.push({ n: it.n, role: role ?? "bare", paren, pos, raw: it.raw });
        role = null;
        break;
      case "arrow":
        if (slots.pointer === null || slots.pointer.kind === "dash")
          slots.pointer = { kind: "arrow", back: it.back, pos };
        break;
      case "dash":
        if (slots.pointer === null) slots.pointer = { kind: "dash", back: false, pos };
        break;
      case "sep":
        role = null;
        break;
      case "open":
        paren = true;
        break;
      case "close":
        paren = false;
        break;
      case "plus":
        slots.plus = true;
        break;
      default:
        break;
    }
  });
  // A dash counts only between two names ("Brazil - Peru"); "x" / "vs" likewise.
  const p = slots.pointer;
  if (p) {
    const left = slots.names.some((n) => n.pos < p.pos);
    const right = slots.names.some((n) => n.pos > p.pos);
    if (p.kind !== "arrow" && !(left && right)) slots.pointer = null;
    else {
      for (const n of slots.names) {
        const before = n.pos < p.pos;
        n.side = before !== p.back ? "left" : "right";
      }
    }
  }
  slots.words = words;
  return slots;
}

/** A territory a name resolves to, or why it does not (a tie, a continent). */
export type Resolved =
  | { ok: true; id: string; name: string }
  | { ok: false; message: string; suggestions: string[] };

/** The one territory a name means; a tie or a continent is an error listing what it could be. */
export function resolveTerritory(item: NameItem, names: RiskNames): Resolved {
  const territories = item.refs.filter((r) => r.kind === "territory");
  const continents = item.refs.filter((r) => r.kind === "continent");
  const first = territories[0];
  if (territories.length === 1 && continents.length === 0 && first) {
    return { ok: true, id: first.id, name: first.name };
  }
  const readings = [
    ...territories.map((t) => t.name).sort((a, b) => a.localeCompare(b)),
    ...continents.map((c) => `${c.name} (a continent)`),
  ];
  if (territories.length === 0) {
    const c = continents[0];
    const inside = c ? (names.continents.get(c.id)?.territories ?? []) : [];
    const insideNames = inside.map((id) => names.territoryNames.get(id) ?? id);
    return {
      ok: false,
      message: `${c ? c.name : `"${item.raw}"`} is a continent, not a territory: name one of its territories (${listOr(insideNames)}).`,
      suggestions: insideNames,
    };
  }
  return {
    ok: false,
    message: `"${item.raw}" could be ${listOr(readings)}: write the territory's name in full.`,
    suggestions: territories.map((t) => t.name).sort((a, b) => a.localeCompare(b)),
  };
}

/** "A", "A or B", "A, B or C". */
export function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** "A", "A and B", "A, B and C". */
export function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Display names of a territory's neighbours (ferries included), for "from where?" messages. */
export function neighbourNames(map: MapGraph, id: string): string[] {
  return map.neighbours(id).map((n) => map.province(n)?.name ?? n);
}

/**
 * For orders on territories themselves (buy, salt, improve, withdraw): a "from" / "to" name or an arrow between
 * names means the player wrote a move or an attack; the error says so rather than reading every name as a target.
 */
export function directionInList(slots: Slots, verb: string): string | null {
  const marked = slots.names.find((n) => n.role === "from" || n.role === "to");
  // A dash between names may just separate a list ("Buy Brazil - Peru"); arrows and "x" point.
  const arrow = slots.pointer !== null && slots.pointer.kind !== "dash" && slots.names.length >= 2;
  if (!marked && !arrow) return null;
  return `"${verb}" names territories, not a way from one to another: write "${verb} Brazil" (or "${verb} Brazil, Peru" for several); to send armies, write "Move 3 from Brazil to Peru" or "Attack Peru from Brazil" (V6).`;
}

/** How a message names a place: its display name when the name means one thing, else what the player wrote. */
export function shown(slot: NameSlot | undefined): string {
  if (!slot) return "…";
  const [only, ...more] = slot.item.refs;
  return only && more.length === 0 ? only.name : slot.item.raw;
}
