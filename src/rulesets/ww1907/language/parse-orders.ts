import { normalizeText } from "../../../language/normalize-text.ts";
import { looksLikeVerbTypo } from "./fuzzy.ts";
import { parseItems, type Section } from "./grammar.ts";
import type { GrammarContext, PhaseHint } from "./grammar-kit.ts";
import type { Lexicon } from "./lexicon.ts";
import type { OrderLine } from "./order-line.ts";
import { splitOrders } from "./split-orders.ts";
import { chunk, type Item } from "./tokens.ts";
import { HEADING_WORDS, VERB_KEYWORDS } from "./vocabulary.ts";

/** Options of `parseOrders`. */
export type ParseOrdersOptions = {
  /** The nation giving the orders (for "my"/"our" and to refuse orders aimed at itself). */
  nation?: string | undefined;
  /** The phase the orders are for; when unknown, "Krakow -> Vienna 4" has two readings (move, attack). */
  phase?: PhaseHint | undefined;
};

/** Longest line the grammar reads (longer text is an error, not a slow parse). */
const MAX_LINE = 500;

/**
 * Turns a post's bold passages into order lines: each passage is normalized and split into orders, each order read
 * into one or more commands. Bold text that is no order (a heading, a greeting, a nation's name) is reported as
 * ignored; an order that cannot be read is an error naming the words; an order with several readings lists them.
 * A heading such as "Attacks:" tells how the verbless lines below it are read. Pure; never throws.
 */
export function parseOrders(
  boldPassages: readonly string[],
  lexicon: Lexicon,
  options: ParseOrdersOptions = {},
): OrderLine[] {
  const ctx: GrammarContext = { lexicon, nation: options.nation, phase: options.phase };
  const out: OrderLine[] = [];
  let section: Section = null;
  for (const passage of boldPassages) {
    const normalized = normalizeText(passage);
    for (const text of splitOrders(normalized)) {
      if (text.length > MAX_LINE) {
        out.push({
          text: `${text.slice(0, 60)}…`,
          ok: false,
          error: "This order is too long to read.",
          suggestions: [],
        });
        continue;
      }
      const read = readLine(text, ctx, section);
      if (read.section !== undefined) section = read.section;
      out.push(...read.lines);
    }
  }
  return out;
}

/** Reads one line; returns the lines it yields and the section a heading starts. */
export function readLine(
  text: string,
  ctx: GrammarContext,
  section: Section,
): { lines: OrderLine[]; section?: Section } {
  let items = chunk(text, ctx.lexicon);
  const choose = readChoose(items);
  if (choose !== null) return { lines: [{ text, choose }] };

  // A heading before a colon ("Turn 3 orders:", "Russia:", "Attacks:") is dropped; it may set the section.
  let newSection: Section | undefined;
  const colon = items.findIndex((i) => i.k === "colon");
  if (colon >= 0) {
    const head = colon === 0 ? null : headingOf(items.slice(0, colon));
    if (head !== undefined) {
      newSection = head;
      items = items.slice(colon + 1);
    }
  } else if (items.length > 0 && items.length <= 4) {
    const head = headingOf(items);
    if (
      head !== undefined &&
      !items.some((i) => i.k === "num") &&
      items.some((i) => i.k === "word" || i.k === "kw" || i.k === "unit")
    ) {
      return { lines: [{ text, ignored: true, reason: "a heading" }], section: head };
    }
  }
  if (items.length === 0) {
    return {
      lines: [{ text, ignored: true, reason: colon >= 0 ? "a heading" : "no words" }],
      ...(newSection !== undefined ? { section: newSection } : {}),
    };
  }
  const notOrder = notAnOrder(items);
  if (notOrder) return { lines: [{ text, ignored: true, reason: notOrder }], ...withSection(newSection) };

  const parsed = parseItems(items, ctx, newSection ?? section);
  if (!parsed.ok) {
    return {
      lines: [{ text, ok: false, error: parsed.error, suggestions: parsed.suggestions }],
      ...withSection(newSection),
    };
  }
  const lines: OrderLine[] = parsed.slots.map((slot) =>
    slot.ok
      ? { text, ok: true, command: slot.command }
      : { text, ok: false, ambiguous: true, readings: slot.readings },
  );
  return { lines, ...withSection(newSection) };
}

function withSection(section: Section | undefined): { section?: Section } {
  return section !== undefined ? { section } : {};
}

/** `choose 2`, `option 2`, `I pick 2`, `choose reading #2`: the number, or null. */
function readChoose(items: readonly Item[]): number | null {
  if (items.length < 2 || items.length > 4) return null;
  if (!items.some((i) => i.k === "kw" && i.kw === "choose")) return null;
  const nums = items.filter((i) => i.k === "num");
  if (nums.length !== 1) return null;
  if (!items.every((i) => (i.k === "kw" && i.kw === "choose") || i.k === "num" || i.k === "colon"))
    return null;
  const n = nums[0]?.k === "num" ? nums[0].n : 0;
  return Number.isInteger(n) && n >= 1 && n <= 99 ? n : null;
}

/**
 * The section a heading sets (null for a plain heading), or undefined when the items are not a heading:
 * only heading words, section verbs (build, move, attack), numbers and nation names.
 */
function headingOf(items: readonly Item[]): Section | undefined {
  if (items.length === 0) return undefined;
  let section: Section = null;
  for (const it of items) {
    if (it.k === "num" || it.k === "dash" || it.k === "open" || it.k === "close" || it.k === "sep") continue;
    if (it.k === "name" && it.refs.every((r) => r.kind === "nation")) continue;
    if (it.k === "kw") {
      if (it.kw === "build") section = "build";
      else if (it.kw === "move") section = section ?? "deployment";
      else if (it.kw === "attack") section = "attack";
      else if (it.kw === "and" || it.kw === "pp" || it.kw === "next") {
        // "Moves and attacks", "then"
      } else return undefined;
      continue;
    }
    if (it.k === "unit" && it.plural) continue;
    if (it.k === "word" && HEADING_WORDS.has(it.folded)) {
      section = HEADING_WORDS.get(it.folded) ?? section;
      continue;
    }
    return undefined;
  }
  return section;
}

/**
 * Why items are no order, or null when they look like one: an order has a verb, an arrow, a number with a place,
 * two places, or a word that is a typo of a verb.
 */
function notAnOrder(items: readonly Item[]): string | null {
  let verb = false;
  let arrow = false;
  let number = false;
  let places = 0;
  let nations = 0;
  let commanders = 0;
  let words = 0;
  let verbTypo = false;
  for (const it of items) {
    if (it.k === "kw" && (VERB_KEYWORDS.has(it.kw) || it.kw === "war" || it.kw === "passage")) verb = true;
    else if (it.k === "arrow") arrow = true;
    else if (it.k === "num" || it.k === "unit") number = true;
    else if (it.k === "name") {
      if (it.refs.some((r) => r.kind === "province" || r.kind === "sea")) places++;
      else if (it.refs.some((r) => r.kind === "commander")) commanders++;
      else nations++;
    } else if (it.k === "word") {
      words++;
      if (!verbTypo && looksLikeVerbTypo(it.folded)) verbTypo = true;
    }
  }
  if (verb || arrow || verbTypo) return null;
  if (number && (places > 0 || commanders > 0)) return null;
  if (places >= 2 || (commanders > 0 && places > 0)) return null;
  if (number && nations > 0 && items.some((i) => i.k === "kw" && (i.kw === "to" || i.kw === "pp")))
    return null;
  if ((places > 0 || commanders > 0) && nations > 0 && items.some((i) => i.k === "kw" && i.kw === "to"))
    return null;
  if (nations > 0 && words === 0 && places === 0 && !number) return "a nation's name on its own";
  if (words === 0 && !number && places + commanders === 1 && items.length === 1) return "a name on its own";
  if (items.every((i) => i.k !== "word" && i.k !== "kw" && i.k !== "name")) return "no words";
  return "not an order: no order verb, arrow, or number with a place";
}
