import type { Command } from "../commands.ts";
import {
  fail,
  type GrammarContext,
  isKw,
  type Parsed,
  refsOf,
  type Slot,
  slotOf,
  textOf,
  unreadError,
} from "./grammar-kit.ts";
import { type NameRef, nationName } from "./lexicon.ts";
import type { Item } from "./tokens.ts";

const BREAK_WORDS = new Set([
  "break",
  "breaks",
  "breaking",
  "dissolve",
  "dissolves",
  "renounce",
  "renounces",
]);

/**
 * Relations (W25–W29) and passage (W5 ruling): "Declare war on Austria", "War with Italy", "Ally with Germany",
 * "Propose an alliance to Spain", "Peace with the UK", "Break alliance with Italy" (to peace; "… and declare war"
 * or "… to war": to war), "End the war with Russia" (peace), "Grant passage to the Ottomans", "Withdraw passage from
 * Russia". Several nations give one command each.
 */
export function parseDiplomacy(items: readonly Item[], ctx: GrammarContext): Parsed {
  const kws = new Set<string>();
  const nations: { refs: NameRef[]; raw: string; index: number }[] = [];
  let breakWord = false;
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    if (it.k === "kw") {
      kws.add(it.kw);
      if (it.kw === "break" && BREAK_WORDS.has(it.raw.toLowerCase())) breakWord = true;
      continue;
    }
    if (it.k === "name") {
      const refs = refsOf(it, ["nation"]);
      if (refs.length === 0) return fail(`"${it.raw}" is not a nation: diplomacy is with nations.`);
      nations.push({ refs, raw: it.raw, index: i });
      continue;
    }
    if (it.k === "sep" || it.k === "open" || it.k === "close" || it.k === "colon" || it.k === "plus")
      continue;
    if (it.k === "dash" || it.k === "arrow") continue;
    return unreadError([it], ctx, "unexpected in a diplomatic order");
  }

  // "Russia declares war on Austria": the speaker, named first, is not a party to the order.
  let parties = nations;
  if (parties.length > 1) {
    const first = parties[0];
    const isSpeaker =
      first !== undefined &&
      ((ctx.nation !== undefined && first.refs.some((r) => r.id === ctx.nation)) ||
        (first.index === 0 && items[1]?.k === "kw" && !isKw(items[1], "and", "with", "to", "on", "from")));
    if (isSpeaker) parties = parties.slice(1);
  }
  if (parties.length === 0) return fail(`No nation in "${textOf(items)}": say with whom.`);

  type Kind = (nation: string) => Command;
  let make: Kind;
  if (kws.has("passage")) {
    const withdraw = kws.has("withdraw") || kws.has("break") || kws.has("no");
    make = withdraw
      ? (n) => ({ kind: "withdraw-passage", to: n })
      : (n) => ({ kind: "grant-passage", to: n });
  } else if (kws.has("ally") && (kws.has("break") || kws.has("withdraw") || breakWord)) {
    const toWar = kws.has("war");
    make = (n) => ({ kind: "break-alliance", nation: n, to: toWar ? "war" : "peace" });
  } else if (kws.has("ally") && kws.has("war")) {
    return fail(
      `"${textOf(items)}" speaks of both alliance and war: say "break alliance … to war" or one of them.`,
    );
  } else if (kws.has("ally")) {
    make = (n) => ({ kind: "propose-alliance", nation: n });
  } else if (kws.has("peace") || (kws.has("war") && kws.has("break"))) {
    make = (n) => ({ kind: "propose-peace", nation: n });
  } else if (kws.has("war")) {
    make = (n) => ({ kind: "declare-war", nation: n });
  } else {
    return fail(`Could not tell what "${textOf(items)}" asks: war, peace, alliance or passage?`);
  }

  const slots: Slot[] = [];
  for (const p of parties) {
    const own = p.refs.filter((r) => r.id === ctx.nation);
    if (own.length > 0 && own.length === p.refs.length) {
      return fail(`${nationName(ctx.lexicon, ctx.nation ?? "")} cannot make an order about itself.`);
    }
    const slot = slotOf(p.refs.filter((r) => r.id !== ctx.nation).map((r) => make(r.id)));
    if (slot) slots.push(slot);
  }
  return { ok: true, slots };
}
