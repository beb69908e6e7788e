import type { Command } from "../commands.ts";
import {
  fail,
  type GrammarContext,
  type Parsed,
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

/**
 * Divisions going aboard ships in a port, or coming ashore there (W9): "Load 2 divisions onto the ships at Odessa",
 * "Embark 2 at Odessa", "Odessa: embark 2", "Unload 2 divisions at Odessa", "Disembark 2 in Sevastopol and 1 in
 * Odessa". Numbers of ships ("onto 1 ship") describe the ships and are not counted.
 */
export function parseEmbark(
  items: readonly Item[],
  ctx: GrammarContext,
  kind: "embark" | "disembark",
): Parsed {
  const body = items.filter((i) => !(i.k === "kw" && (i.kw === "embark" || i.kw === "disembark")));
  const groups = splitGroups(body);
  const parsed: { count: number | null; place: NameRef[] | null; items: Item[]; countRaw: string }[] = [];
  for (const g of groups) {
    let count: number | null = null;
    let countRaw = "";
    let singular = false;
    let place: NameRef[] | null = null;
    for (let i = 0; i < g.length; i++) {
      const it = g[i] as Item;
      if (it.k === "num") {
        const next = g[i + 1];
        const unit = next?.k === "unit" ? next.unit : null;
        if (next?.k === "unit") i++;
        if (unit === "ship") continue;
        if (count !== null) return fail(`Two numbers of divisions in "${textOf(g)}".`);
        count = it.n;
        countRaw = it.raw;
      } else if (it.k === "unit") {
        if (it.unit !== "ship" && !it.plural) singular = true;
      } else if (it.k === "name") {
        const refs = refsOf(it, ["province"]);
        if (refs.length === 0) {
          return fail(`"${it.raw}" is not a province: divisions ${kind} in a port province.`);
        }
        if (place) return fail(`Two places in "${textOf(g)}": ${kind} in one port at a time.`);
        place = refs;
      } else if (it.k === "kw" && (it.kw === "in" || it.kw === "to" || it.kw === "on" || it.kw === "from")) {
        // prepositions
      } else if (it.k === "open" || it.k === "close" || it.k === "x") {
        // "(2)"
      } else
        return unreadError(
          [it],
          ctx,
          `unexpected in ${kind === "embark" ? "an embark" : "a disembark"} order`,
        );
    }
    if (count === null && singular) {
      count = 1;
      countRaw = "1";
    }
    parsed.push({ count, place, items: g, countRaw });
  }
  for (let i = 0; i < parsed.length - 1; i++) {
    const a = parsed[i] as (typeof parsed)[number];
    const b = parsed[i + 1] as (typeof parsed)[number];
    if (a.count === null && a.place && !b.place) {
      b.place = a.place;
      b.items = [...a.items, ...b.items];
      parsed.splice(i, 1);
      i--;
    }
  }
  if (parsed.length === 0) return fail(`Nothing to ${kind}: say how many divisions and at which port.`);
  const slots: Slot[] = [];
  for (let i = 0; i < parsed.length; i++) {
    const p = parsed[i] as (typeof parsed)[number];
    const place = p.place ?? parsed[i - 1]?.place ?? parsed[i + 1]?.place ?? null;
    if (!place) return fail(`No port in "${textOf(p.items)}": say where (e.g. "at Odessa").`);
    if (p.count === null) return fail(`No number in "${textOf(p.items)}": say how many divisions.`);
    const tooMany = tooManyUnits(p.count, p.countRaw, "divisions", kind);
    if (tooMany) return fail(tooMany);
    const n = wholeCount(p.count);
    if (n === null) return fail(`"${p.countRaw}" is not a whole number of divisions.`);
    const readings: Command[] = place.map((ref) => ({ kind, province: ref.id, count: n }));
    const slot = slotOf(readings);
    if (slot) slots.push(slot);
  }
  return { ok: true, slots };
}
