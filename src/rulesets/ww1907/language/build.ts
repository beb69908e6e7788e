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

/** What to build: how many (`num`: the number as written), of which unit, and the words (`raw`). */
type Want = { n: number | null; num?: string; unit: "division" | "ship" | "any" | null; raw: string };

/**
 * Builds (W7 divisions, W10 ships): "Build 3 divisions in Moscow", "3 div Moscow", "Deploy 2 in Warsaw, 1 in Kiev",
 * "Build a ship in Sevastopol", "Moscow +3", "Build 2 ships and 1 division in Odessa", "Moscow: build 3".
 * A number without a unit noun means divisions.
 */
export function parseBuild(items: readonly Item[], ctx: GrammarContext): Parsed {
  const body = items.filter((i) => !(i.k === "kw" && (i.kw === "build" || i.kw === "place")));
  const groups = splitGroups(body);
  const parsed: { wants: Want[]; places: NameRef[][]; items: Item[] }[] = [];
  for (const g of groups) {
    const wants: Want[] = [];
    const places: NameRef[][] = [];
    for (let i = 0; i < g.length; i++) {
      const it = g[i] as Item;
      if (it.k === "num") {
        const next = g[i + 1];
        if (next?.k === "unit") {
          wants.push({ n: it.n, num: it.raw, unit: next.unit, raw: `${it.raw} ${next.raw}` });
          i++;
        } else wants.push({ n: it.n, num: it.raw, unit: null, raw: it.raw });
      } else if (it.k === "unit") {
        wants.push({ n: it.plural ? null : 1, unit: it.unit, raw: it.raw });
      } else if (it.k === "name") {
        const refs = refsOf(it, ["province", "sea"]);
        if (refs.length === 0) return fail(`"${it.raw}" is not a province: say where to build.`);
        places.push(refs);
      } else if (it.k === "kw" && (it.kw === "in" || it.kw === "to" || it.kw === "on")) {
        // prepositions
      } else if (it.k === "plus" || it.k === "open" || it.k === "close" || it.k === "x" || it.k === "sep") {
        // "+3", "(3)", "3x"
      } else if (it.k === "kw" && it.kw === "each") {
        return fail(`"each" is not read in builds: give the number for each province.`);
      } else {
        return unreadError([it], ctx, "unexpected in a build");
      }
    }
    if (places.length > 1) return fail(`Two places in "${textOf(g)}": build in one province at a time.`);
    parsed.push({ wants, places, items: g });
  }
  for (let i = 0; i < parsed.length - 1; i++) {
    const a = parsed[i] as (typeof parsed)[number];
    const b = parsed[i + 1] as (typeof parsed)[number];
    if (a.wants.length > 0 && a.places.length === 0 && b.wants.length === 0 && b.places.length === 1) {
      a.places = b.places;
      a.items = [...a.items, ...b.items];
      parsed.splice(i + 1, 1);
      i--;
      continue;
    }
    if (a.wants.length === 0 && a.places.length === 1 && b.places.length === 0) {
      b.places = a.places;
      b.items = [...a.items, ...b.items];
      parsed.splice(i, 1);
      i--;
    }
  }
  if (parsed.length === 0) return fail("Nothing to build: say how many and where.");
  const slots: Slot[] = [];
  for (let i = 0; i < parsed.length; i++) {
    const p = parsed[i] as (typeof parsed)[number];
    let place = p.places[0];
    if (!place) {
      for (let j = i - 1; j >= 0 && !place; j--) place = (parsed[j] as (typeof parsed)[number]).places[0];
      for (let j = i + 1; j < parsed.length && !place; j++)
        place = (parsed[j] as (typeof parsed)[number]).places[0];
    }
    if (!place) return fail(`No province in "${textOf(p.items)}": say where to build (e.g. "in Moscow").`);
    if (p.wants.length === 0) {
      return fail(`No number in "${textOf(p.items)}": say how many to build (e.g. "3 divisions").`);
    }
    const units = p.wants.filter((w) => w.n !== null || w.unit !== null);
    // "3 ships" is one want; "3" then a bare plural noun is folded into it above, so each want is one command.
    for (const w of mergeWants(units)) {
      if (w.n === null) return fail(`No number in "${textOf(p.items)}": say how many ${w.raw} to build.`);
      const tooMany = tooManyUnits(w.n, w.num ?? w.raw, w.unit === "ship" ? "ships" : "divisions", "build");
      if (tooMany) return fail(tooMany);
      const n = wholeCount(w.n);
      if (n === null) return fail(`"${w.raw}" is not a whole number of units to build.`);
      const readings: Command[] = [];
      for (const ref of place) {
        if (ref.kind === "sea") continue;
        readings.push({
          kind: "build",
          unit: w.unit === "ship" ? "ship" : "division",
          province: ref.id,
          count: n,
        });
      }
      if (readings.length === 0) {
        return fail(`${place[0]?.name ?? "That"} is a sea zone: ships are built in a province with a port.`);
      }
      const slot = slotOf(readings);
      if (slot) slots.push(slot);
    }
  }
  return { ok: true, slots };
}

/** "2 ships" followed by nothing, or "ship" after "2": one want each. A lone number takes a following noun. */
function mergeWants(wants: Want[]): Want[] {
  const out: Want[] = [];
  for (const w of wants) {
    const prev = out[out.length - 1];
    if (
      prev &&
      prev.unit === null &&
      prev.n !== null &&
      (w.n === 1 || w.n === null) &&
      w.unit !== null &&
      !/^\d/.test(w.raw)
    ) {
      prev.unit = w.unit;
      continue;
    }
    out.push({ ...w });
  }
  return out;
}
