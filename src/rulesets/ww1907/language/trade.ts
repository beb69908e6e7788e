import { type Command, MAX_ORDER_PP } from "../commands.ts";
import {
  fail,
  type GrammarContext,
  type Parsed,
  refsOf,
  type Slot,
  slotOf,
  splitGroups,
  textOf,
  unreadError,
} from "./grammar-kit.ts";
import { type NameRef, nationName } from "./lexicon.ts";
import type { Item } from "./tokens.ts";

/**
 * Trade (W30, W31): "Give 5pp to Germany", "Give Germany 5pp", "Send 5 pp to Italy", "Pay Spain 3", "5pp to
 * Germany", "Give Zagreb to Austria-Hungary", "Cede Zagreb and Tirana to A-H". A number given to a nation is pp.
 */
export function parseTrade(items: readonly Item[], ctx: GrammarContext): Parsed {
  // "Give 5pp to Germany and 3pp to Italy": one gift per receiver.
  const receivers = items.filter((i) => refsOf(i, ["nation"]).length > 0);
  if (receivers.length > 1) {
    const groups = splitGroups(items);
    if (groups.length > 1 && groups.every((g) => g.some((i) => refsOf(i, ["nation"]).length > 0))) {
      const verb = items.find((i) => i.k === "kw" && (i.kw === "give" || i.kw === "pay" || i.kw === "move"));
      const slots: Slot[] = [];
      for (const g of groups) {
        const part = readTrade(verb && g[0] !== verb ? [verb, ...g] : g, ctx);
        if (!part.ok) return part;
        slots.push(...part.slots);
      }
      return { ok: true, slots };
    }
  }
  return readTrade(items, ctx);
}

function readTrade(items: readonly Item[], ctx: GrammarContext): Parsed {
  const nations: NameRef[][] = [];
  const provinces: NameRef[][] = [];
  const amounts: { n: number; raw: string }[] = [];
  let unitNoun: string | null = null;
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    if (it.k === "num") amounts.push({ n: it.n, raw: it.raw });
    else if (it.k === "name") {
      const nation = refsOf(it, ["nation"]);
      const province = refsOf(it, ["province"]);
      if (nation.length > 0 && province.length === 0) nations.push(nation);
      else if (province.length > 0 && nation.length === 0) provinces.push(province);
      else if (province.length > 0 && nation.length > 0) {
        // A name that is both: the one after "to" is the receiver.
        const prev = items[i - 1];
        if (prev?.k === "kw" && prev.kw === "to") nations.push(nation);
        else provinces.push(province);
      } else return fail(`"${it.raw}" cannot be given: give pp or provinces to a nation.`);
    } else if (it.k === "unit") unitNoun = it.raw;
    else if (it.k === "kw") {
      if (["give", "pay", "pp", "to", "and", "move", "from", "in", "on", "with"].includes(it.kw)) continue;
      return unreadError([it], ctx, "unexpected in a trade order");
    } else if (it.k === "sep" || it.k === "open" || it.k === "close" || it.k === "colon" || it.k === "arrow")
      continue;
    else if (it.k === "dash" || it.k === "plus") continue;
    else return unreadError([it], ctx, "unexpected in a trade order");
  }
  if (unitNoun) {
    return fail(`Units cannot be given ("${unitNoun}"): give pp or provinces, or move your own divisions.`);
  }
  if (nations.length === 0) return fail(`No nation in "${textOf(items)}": say who receives it.`);
  if (nations.length > 1)
    return fail(`Several receivers in "${textOf(items)}": give to one nation per order.`);
  const to = nations[0] as NameRef[];
  for (const r of to) {
    if (r.id === ctx.nation && to.length === 1) {
      return fail(`${nationName(ctx.lexicon, r.id)} cannot give to itself.`);
    }
  }
  const slots: Slot[] = [];
  if (amounts.length > 1) return fail(`Several amounts in "${textOf(items)}": give one amount per order.`);
  const amount = amounts[0];
  if (amount) {
    if (amount.n > MAX_ORDER_PP) {
      return fail(`${amount.raw} is more pp than any order can give: at most ${MAX_ORDER_PP}.`);
    }
    if (!(amount.n > 0) || !Number.isFinite(amount.n)) return fail(`"${amount.raw}" is not an amount of pp.`);
    const slot = slotOf(to.map((r) => ({ kind: "give-pp", to: r.id, amount: amount.n }) as Command));
    if (slot) slots.push(slot);
  }
  for (const p of provinces) {
    const readings: Command[] = [];
    for (const prov of p)
      for (const r of to) readings.push({ kind: "give-province", province: prov.id, to: r.id });
    const slot = slotOf(readings);
    if (slot) slots.push(slot);
  }
  if (slots.length === 0)
    return fail(`Nothing to give in "${textOf(items)}": say how many pp or which province.`);
  return { ok: true, slots };
}
