import type { UnreadLine } from "../../../core/unread-line.ts";
import { canonicalOrder } from "./canonical-order.ts";
import { suggest } from "./fuzzy.ts";
import type { Lexicon } from "./lexicon.ts";
import { isCommandLine, isIgnoredLine, type OrderLine } from "./order-line.ts";
import { type ParseOrdersOptions, parseOrders } from "./parse-orders.ts";
import { chunk } from "./tokens.ts";

const NO_HOLD =
  "there is no hold order in World War 1907: divisions you do not move stay where they are (W8)";
const NO_SUPPORT =
  "there is no support order in World War 1907: attack from several provinces in one order (Attack Vienna with 4 from Krakow and 2 from Budapest, W14), or help an ally with pp (Give 5pp to Germany, W31)";
const NO_CONVOY =
  "there is no convoy order in World War 1907: embark divisions on your ships (Embark 2 at Odessa, W9), sail them, then land them or strike from the sea (W19)";

/**
 * Orders of other games (Diplomacy's hold, support, convoy) that World War 1907 has no word for, with what to
 * write instead: folded word → advice. Advice only: nothing here becomes an order.
 */
const FOREIGN_ORDERS: ReadonlyMap<string, string> = new Map([
  ["hold", NO_HOLD],
  ["holds", NO_HOLD],
  ["stay", NO_HOLD],
  ["stays", NO_HOLD],
  ["defend", "there is no defend order in World War 1907: divisions you do not move defend where they are"],
  ["support", NO_SUPPORT],
  ["supports", NO_SUPPORT],
  ["convoy", NO_CONVOY],
  ["convoys", NO_CONVOY],
]);

/**
 * Explains the bold lines of a post that read as no order: for each line, why, the nearest names for the words the
 * order language does not know (its own typo suggestions), and, when every unknown word has exactly one
 * suggestion and the corrected line reads as orders, those orders in canonical words with display names ("Build 2
 * divisions in Moscow"). Nothing is guessed: two equally close names give no order, only the names. Pure.
 */
export function explainUnread(
  lines: readonly OrderLine[],
  lexicon: Lexicon,
  options: ParseOrdersOptions,
  nameOf: (id: string) => string,
): UnreadLine[] {
  return lines
    .filter(isIgnoredLine)
    .map((line) => explainLine(line.text, line.reason, lexicon, options, nameOf));
}

function explainLine(
  text: string,
  reason: string,
  lexicon: Lexicon,
  options: ParseOrdersOptions,
  nameOf: (id: string) => string,
): UnreadLine {
  const items = chunk(text, lexicon);
  const names: UnreadLine["names"] = [];
  const replaced: string[] = [];
  let unique = true;
  let changed = false;
  let hint: string | undefined;
  for (const item of items) {
    if (item.k !== "word") {
      replaced.push(item.raw);
      continue;
    }
    hint ??= FOREIGN_ORDERS.get(item.folded);
    const found = suggest(item.folded, lexicon, undefined, true);
    if (found.length > 0) names.push({ word: item.raw, suggestions: found });
    if (found.length > 1) unique = false;
    const only = found.length === 1 ? found[0] : undefined;
    if (only !== undefined && only.toLowerCase() !== item.folded) {
      replaced.push(only);
      changed = true;
    } else replaced.push(item.raw);
  }
  const out: UnreadLine = { text, reason, names, attempt: false };
  if (hint) out.hint = hint;
  if (unique && changed) {
    const reread = parseOrders([replaced.join(" ")], lexicon, options);
    if (reread.length > 0 && reread.every(isCommandLine)) {
      out.suggestion = reread
        .map((l) => (isCommandLine(l) ? capitalize(canonicalOrder(l.command, nameOf)) : ""))
        .join("; ");
    }
  }
  out.attempt =
    out.hint !== undefined ||
    out.suggestion !== undefined ||
    items.some((i) => i.k === "num" || i.k === "unit" || i.k === "arrow");
  return out;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
