import { firstWord, splitOrderLines } from "../../../language/split-lines.ts";
import { KEYWORDS, VERB_KEYWORDS } from "./vocabulary.ts";

/**
 * Splits a normalized bold passage into World War 1907 order lines (the shared splitter, `splitOrderLines`):
 * "and", "," or "." separate orders only before one of this game's order verbs.
 */
export function splitOrders(passage: string): string[] {
  return splitOrderLines(passage, startsOrder);
}

/** True when text begins with an order verb and is more than a tail such as "declare war" or "go to war". */
function startsOrder(text: string): boolean {
  const first = firstWord(text);
  if (!first) return false;
  const kw = KEYWORDS.get(first);
  if (!kw || !VERB_KEYWORDS.has(kw)) return false;
  if (/^(?:declare\s+war|go\s+to\s+war|to\s+war)\s*[.!]?\s*$/i.test(text)) return false;
  // "land" and "place" are verbs and nouns: split only when a number, name or unit follows.
  return !/^(?:land|end|open|close|form|make|sign|offer)\s*$/i.test(text);
}
