import { parseBuild } from "./build.ts";
import { parseCommander } from "./commanders.ts";
import { parseDiplomacy } from "./diplomacy.ts";
import {
  fail,
  type GrammarContext,
  isCommander,
  isKw,
  isNation,
  isPlace,
  type Parsed,
  refsOf,
  unknownWordsError,
} from "./grammar-kit.ts";
import { parseMovement } from "./movement.ts";
import { parseEmbark } from "./naval.ts";
import type { Item } from "./tokens.ts";
import { parseTrade } from "./trade.ts";
import { VERB_KEYWORDS } from "./vocabulary.ts";

/**
 * "(3pp)" after an order that is not a payment is the player's note of its cost, not part of the order:
 * "Build 3 in Moscow (3pp)", "Break alliance with Italy (6 pp)".
 */
function withoutCostNotes(items: readonly Item[]): readonly Item[] {
  // Payments keep their numbers; relations keep them too ("break alliance (6pp)" says war: W25 costs).
  if (items.some((i) => isKw(i, "give", "pay", "ally", "war", "peace"))) return items;
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = items[i];
    // "(3pp)", "- 3pp", ", 3 pp", ": 3pp"
    const lead = a?.k === "open" || a?.k === "dash" || a?.k === "sep" || a?.k === "colon";
    if (lead && items[i + 1]?.k === "num" && isKw(items[i + 2], "pp")) {
      i += items[i + 3]?.k === "close" ? 3 : 2;
      continue;
    }
    if (a) out.push(a);
  }
  if (out.length === items.length || !out.some((i) => i.k === "kw" && VERB_KEYWORDS.has(i.kw))) return items;
  return out;
}

/** A hint from a heading ("Attacks:", "Builds:") for the lines under it. */
export type Section = "deployment" | "attack" | "build" | null;

/**
 * Reads one order line (already chunked into items) by its family: commanders, passage and relations, trade,
 * embark/disembark, movement (moves, attacks, ship moves, amphibious strikes) and builds. A line with words
 * nobody knows is an error naming them; nothing is guessed.
 */
export function parseItems(all: readonly Item[], ctx: GrammarContext, section: Section = null): Parsed {
  if (all.some((i) => i.k === "word")) return unknownWordsError(all, ctx);
  // "Russia builds 3 in Moscow": a nation named before the verb is the speaker.
  const first = all[0];
  const second = all[1];
  const spoken =
    first && isNation(first) && !isPlace(first) && second?.k === "kw" && VERB_KEYWORDS.has(second.kw)
      ? all.slice(1)
      : all;
  const items = withoutCostNotes(spoken);
  const present: string[] = [];
  for (const i of items) if (i.k === "kw") present.push(i.kw);
  const has = (...kws: Parameters<typeof isKw>[1][]): boolean => kws.some((k) => present.includes(k));
  const phaseCtx: GrammarContext =
    section === "attack" || section === "deployment" ? { ...ctx, phase: section } : ctx;

  if (items.some(isCommander)) return parseCommander(items, phaseCtx);
  if (has("passage", "war", "ally", "peace", "declare")) return parseDiplomacy(items, ctx);

  const nations = items.some((i) => isNation(i) && !isPlace(i));
  const places = items.filter(isPlace);
  // "Zagreb to Austria" (no number): a province handed to a nation, even when the name is also a place.
  const handedOver =
    !items.some((i) => i.k === "num" || i.k === "unit") &&
    items.some((it, i) => isNation(it) && (isKw(items[i - 1], "to") || items[i - 1]?.k === "arrow"));
  if (
    handedOver ||
    has("give", "pay", "pp") ||
    (nations && (has("move", "to") || items.some((i) => i.k === "arrow" || i.k === "dash")))
  )
    return parseTrade(items, ctx);
  if (nations && places.length === 0 && has("break", "withdraw", "propose"))
    return parseDiplomacy(items, ctx);
  if (nations) {
    const n = items.find(isNation);
    return fail(
      `"${n?.raw ?? ""}" is a nation: say what to do with it (declare war, ally, peace, passage, give).`,
    );
  }

  if (has("disembark")) {
    const fromSea = items.some(
      (it, i) => refsOf(it, ["sea"]).length > 0 && (isKw(items[i - 1], "from") || isKw(items[i - 1], "with")),
    );
    if (fromSea) return parseMovement(items, phaseCtx, "amphibious");
    if (!has("embark")) return parseEmbark(items, ctx, "disembark");
  }
  if (has("embark")) return parseEmbark(items, ctx, "embark");
  if (has("amphibious", "attack", "reinforce", "sail")) return parseMovement(items, phaseCtx);
  if (has("move") || has("withdraw")) {
    return parseMovement(
      items.map((i) => (isKw(i, "withdraw") ? { k: "kw", kw: "move", raw: i.raw } : i)),
      phaseCtx,
    );
  }
  if (has("build", "place")) return parseBuild(items, ctx);
  const directed = items.some((i) => i.k === "arrow" || i.k === "dash" || isKw(i, "to", "from"));
  if (directed || (places.length >= 2 && !items.some((i) => i.k === "num" || i.k === "unit"))) {
    return parseMovement(items, phaseCtx);
  }
  if (places.length >= 1 && items.some((i) => i.k === "num" || i.k === "unit")) return parseBuild(items, ctx);
  return fail(`Could not tell what kind of order "${items.map((i) => i.raw).join(" ")}" is.`);
}
