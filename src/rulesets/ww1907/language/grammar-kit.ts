import { didYouMean } from "../../../language/suggestions.ts";
import { type Command, MAX_ORDER_UNITS } from "../commands.ts";
import { suggest } from "./fuzzy.ts";
import type { Lexicon, NameKind, NameRef } from "./lexicon.ts";
import type { Item } from "./tokens.ts";
import type { Keyword } from "./vocabulary.ts";

/** The phase an order is given in, when known (it settles readings such as "Krakow -> Vienna 4"). */
export type PhaseHint = "deployment" | "attack";

/** What the grammar knows besides the words: the lexicon, the ordering nation, the phase. */
export type GrammarContext = {
  lexicon: Lexicon;
  /** The nation giving the orders, for "my"/"our" and to refuse orders aimed at itself. */
  nation?: string | undefined;
  /** The phase the orders are for; undefined when unknown (verbless arrows then have two readings). */
  phase?: PhaseHint | undefined;
};

/** One command read from a line, or several readings of it when the words allow more than one. */
export type Slot = { ok: true; command: Command } | { ok: false; ambiguous: true; readings: Command[] };

/** The outcome of reading one order line. */
export type Parsed = { ok: true; slots: Slot[] } | { ok: false; error: string; suggestions: string[] };

export const fail = (error: string, suggestions: string[] = []): Parsed => ({
  ok: false,
  error,
  suggestions,
});

/** A list of readings made into a slot: one reading is a command, several are an ambiguity. */
export function slotOf(readings: readonly Command[]): Slot | null {
  if (readings.length === 1) return { ok: true, command: readings[0] as Command };
  const unique: Command[] = [];
  const seen = new Set<string>();
  for (const r of readings) {
    const key = JSON.stringify(r);
    if (!seen.has(key)) {
      seen.add(key);
      unique.push(r);
    }
  }
  if (unique.length === 0) return null;
  if (unique.length === 1) return { ok: true, command: unique[0] as Command };
  return { ok: false, ambiguous: true, readings: unique };
}

export const isKw = (item: Item | undefined, ...kws: Keyword[]): boolean =>
  item !== undefined && item.k === "kw" && kws.includes(item.kw);

/** The refs of a name item restricted to some kinds. */
export function refsOf(item: Item | undefined, kinds: readonly NameKind[]): NameRef[] {
  if (item?.k !== "name") return [];
  const refs = item.refs;
  if (refs.length === 1) return kinds.includes((refs[0] as NameRef).kind) ? [refs[0] as NameRef] : [];
  return refs.filter((r) => kinds.includes(r.kind));
}

export const isPlace = (item: Item | undefined): boolean => refsOf(item, ["province", "sea"]).length > 0;
export const isNation = (item: Item | undefined): boolean => refsOf(item, ["nation"]).length > 0;
export const isCommander = (item: Item | undefined): boolean => refsOf(item, ["commander"]).length > 0;

/** Splits items into groups at commas, semicolons, "and", "plus", "&" (and colons when asked). */
export function splitGroups(items: readonly Item[], atColon = true, plusSeparates = false): Item[][] {
  const groups: Item[][] = [[]];
  let quietUntil = -1;
  for (let i = 0; i < items.length; i++) {
    const it = items[i] as Item;
    // A parenthesis without names ("(2 ships, 4 div)") is one piece: its commas do not separate.
    if (it.k === "open" && i > quietUntil) {
      const close = items.findIndex((x, j) => j > i && x.k === "close");
      if (close > i && !items.slice(i, close).some((x) => x.k === "name")) quietUntil = close;
    }
    if (i < quietUntil) {
      (groups[groups.length - 1] as Item[]).push(it);
      continue;
    }
    const sepPlus = it.k === "plus" && (plusSeparates || items[i + 1]?.k !== "num");
    if (it.k === "sep" || isKw(it, "and") || sepPlus || (atColon && it.k === "colon")) {
      if ((groups[groups.length - 1] as Item[]).length > 0) groups.push([]);
      continue;
    }
    (groups[groups.length - 1] as Item[]).push(it);
  }
  return groups.filter((g) => g.length > 0);
}

/** The text of items, for messages. */
export function textOf(items: readonly Item[]): string {
  return items
    .map((i) => i.raw)
    .join(" ")
    .replace(/ ([,:)\]])/g, "$1")
    .replace(/([([]) /g, "$1");
}

/** An error naming the words the grammar could not place, with suggestions for typos. */
export function unreadError(items: readonly Item[], ctx: GrammarContext, why?: string): Parsed {
  const words = items.filter((i) => i.k === "word");
  if (words.length > 0) return unknownWordsError(items, ctx);
  const text = textOf(items);
  return fail(`Could not read "${text}"${why ? `: ${why}` : ""}.`);
}

/** Runs of unknown words, each fuzzy-matched: "Could not read "Krakw". Did you mean Krakow?". */
export function unknownWordsError(items: readonly Item[], ctx: GrammarContext): Parsed {
  const runs: string[][] = [];
  let current: string[] | null = null;
  for (const it of items) {
    if (it.k === "word") {
      if (!current) {
        current = [];
        runs.push(current);
      }
      current.push(it.raw);
    } else current = null;
  }
  const parts: string[] = [];
  const suggestions: string[] = [];
  for (const run of runs) {
    let found: string[] = [];
    // Try the whole run first ("Blak Sea"), then each word alone.
    const whole = run.join(" ").toLowerCase();
    found = suggest(foldKey(whole), ctx.lexicon, undefined, true);
    if (found.length === 0 && run.length > 1) {
      for (const w of run) found.push(...suggest(foldKey(w), ctx.lexicon, undefined, true));
    }
    parts.push(`"${run.join(" ")}"`);
    for (const f of found) if (!suggestions.includes(f)) suggestions.push(f);
  }
  const msg = `Could not read ${parts.join(", ")}.`;
  const hint = didYouMean(suggestions);
  return fail(hint ? `${msg} ${hint}` : msg, suggestions);
}

function foldKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Cartesian product of small lists (capped: readings are for people to choose from). */
export function product<T>(lists: readonly (readonly T[])[], cap = 8): T[][] {
  let out: T[][] = [[]];
  for (const list of lists) {
    const next: T[][] = [];
    for (const prefix of out) for (const x of list) if (next.length < cap) next.push([...prefix, x]);
    out = next;
  }
  return out;
}

/** A count: a positive whole number, at most `MAX_ORDER_UNITS` (a larger one is refused by `tooManyUnits`). */
export function wholeCount(n: number): number | null {
  return Number.isInteger(n) && n > 0 && n <= MAX_ORDER_UNITS ? n : null;
}

/**
 * The error for a number of units larger than any order may name, or null:
 * "99999999999999999999 is more divisions than any order can move: at most 999."
 */
export function tooManyUnits(n: number, raw: string, noun: string, verb: string): string | null {
  return n > MAX_ORDER_UNITS
    ? `${raw} is more ${noun} than any order can ${verb}: at most ${MAX_ORDER_UNITS}.`
    : null;
}
