import { didYouMean } from "../../../language/suggestions.ts";
import type { MapGraph } from "../../../map/graph.ts";
import { MAX_ORDER_ARMIES, type RiskCommandKind } from "../commands.ts";
import { familyOfVerb, grammarEntry } from "../orders/index.ts";
import { readAttack, readMove } from "./actions.ts";
import { closestTerritories, suggestVerb } from "./fuzzy.ts";
import type { RiskNames } from "./names.ts";
import { failure, type Outcome } from "./outcome.ts";
import { readPlace } from "./setup.ts";
import { readSlots, type Slots, shown } from "./slots.ts";
import { chunk, type Item } from "./tokens.ts";
import type { Word } from "./vocabulary.ts";

/** The phase a post is read in (V3 set-up, V5 income, V6 actions); it only settles words with two readings. */
export type RiskPhase = "setup" | "income" | "actions";

/** A heading's effect on the lines under it ("Attacks:", "Moves:", "Standing orders:"). */
export type Section = "attack" | "move" | "standing" | null;

/** The reason a territory's name on its own line is ignored. */
export const NAME_ALONE = "a territory's name alone is not an order";

/** What one order line reads as: commands, an error, or not an order at all (with the reason). */
export type LineReading = Outcome | { ok: "ignored"; reason: string };

/**
 * The readings of a line: one per command kind, plus "fortify" (a move written from its end: "fortify Argentina
 * with 3 from Brazil"). Each is read by one order kind's grammar entry (`../orders/`).
 */
export type Family = RiskCommandKind | "fortify";

/** Reads one order line (already normalized and split). Pure; never throws. */
export function readLine(
  text: string,
  names: RiskNames,
  map: MapGraph,
  phase: RiskPhase | undefined,
  section: Section,
): LineReading {
  const items = chunk(text, names);
  const slots = readSlots(items);
  const big = slots.nums.find((n) => n.n > MAX_ORDER_ARMIES);
  if (big) {
    return failure(`${big.raw} is more armies than any order can move: at most ${MAX_ORDER_ARMIES}.`);
  }
  const odd = slots.nums.find((n) => !Number.isInteger(n.n) || n.n < -MAX_ORDER_ARMIES);
  if (odd) {
    return failure(
      `"${odd.raw}" is not a count of armies: counts are whole numbers ("Place 2 in Brazil", "Attack Peru from Brazil with 6").`,
    );
  }
  const reading = readOrder(items, slots, names, map, phase, section);
  if (reading.ok !== "ignored" && slots.words.has("not")) {
    // "Don't attack Peru from Brazil" must never read as the attack.
    const word = items.find((i) => i.k === "word" && i.w === "not")?.raw ?? "not";
    return failure(
      `"${word}": an order cannot be negated; post only what you want done (to take back an order, post your orders again without it; to do nothing this round, write "pass").`,
    );
  }
  return reading;
}

function readOrder(
  items: readonly Item[],
  slots: Slots,
  names: RiskNames,
  map: MapGraph,
  phase: RiskPhase | undefined,
  section: Section,
): LineReading {
  const family = pickFamily(slots, section);
  if (family !== null && typeof family === "object") return family;
  if (family === null) return verbless(items, slots, names, map, section);
  const unknown = unknownWords(items, names);
  if (unknown) return unknown;
  return readFamily(family, slots, names, map, phase);
}

/** Reads a line of a family with the reader of the order kind that owns it (`../orders/`). */
function readFamily(
  family: Family,
  slots: Slots,
  names: RiskNames,
  map: MapGraph,
  phase: RiskPhase | undefined,
): Outcome {
  const entry = grammarEntry(family);
  if (!entry) return failure(`No order reads "${family}" in this game.`);
  return entry.read({ family, slots, names, map, phase });
}

/** The order family of a line from its verbs (and the heading above it); null when it has no verb. */
function pickFamily(slots: Slots, section: Section): Family | null | Outcome {
  const verbs = new Set<Word>(slots.verbs.map((v) => v.w));
  const has = (w: Word): boolean => verbs.has(w);
  const conditional = (slots.words.has("if") || slots.words.has("when")) && slots.words.has("attacked");
  if (slots.words.has("if") && !conditional && slots.verbs.length > 0) {
    return failure(
      'Orders are not conditional, except a standing response to an attack on one of your territories (V7): "If Peru is attacked, retreat to Venezuela".',
    );
  }
  const response = has("hold") || has("retreat");
  if (has("withdraw")) {
    if (has("standing")) return "withdraw-standing";
    // "Withdraw to Venezuela" is a retreat (V7).
    if (slots.names.some((n) => n.role === "to"))
      return conditional || section === "standing" ? "standing" : "respond";
    return failure(
      'Withdraw what? Only standing responses are withdrawn: "Cancel standing order for Peru" (V7); to replace your orders, post them again.',
    );
  }
  if (has("standing") || conditional || (section === "standing" && response)) {
    if (has("attack") || has("move") || has("buy") || has("place")) {
      return failure(
        'A standing response is an answer to any attack on one territory (V7): write "If Peru is attacked, retreat to Venezuela".',
      );
    }
    return "standing";
  }
  if (response) {
    const arrowBetweenTwo =
      slots.pointer !== null && slots.names.length === 2 && slots.names.every((n) => n.role === "bare");
    const attackCue = has("attack") || slots.pointer?.kind === "vs" || arrowBetweenTwo;
    if (attackCue && !has("hold") && slots.nums.some((n) => n.role === "at" || n.role === "stop")) {
      return failure(
        'To call an attack off, write "stop at 2" ("Attack Peru from Brazil with 6, stop at 2", V6); retreating is the defender\'s answer (V7).',
      );
    }
    if (has("attack") || has("move") || has("fortify")) {
      return twoOrders(slots);
    }
    return "respond";
  }
  const families: Family[] = [];
  const add = (f: Family): void => {
    if (!families.includes(f)) families.push(f);
  };
  for (const v of slots.verbs) {
    // "Reinforce Argentina with 3 from Brazil" is a fortifying move; any other "reinforce" places armies.
    if (v.w === "place" && /^reinforce/i.test(v.raw) && slots.names.some((n) => n.role === "from"))
      add("fortify");
    else {
      const family = familyOfVerb(v.w);
      if (family) add(family);
    }
  }
  if (families.length === 0) {
    if (slots.pointer?.kind === "vs") return "attack";
    return null;
  }
  // "Done" / "pass" after an order ("Place 2 in Brazil, done") is one order too many for one line.
  if (families.length > 1) return twoOrders(slots);
  return families[0] ?? null;
}

function twoOrders(slots: Slots): Outcome {
  const words = slots.verbs.map((v) => `"${v.raw}"`).join(" and ");
  return failure(
    `Two orders in one line (${words}): put each on its own line or separate them with ";" (V6 allows one action per round).`,
  );
}

/** Unknown words make the line an error that names them, with the territories (or verb) they may be. */
function unknownWords(items: readonly Item[], names: RiskNames): Outcome | null {
  const unknown = items.find((i) => i.k === "unknown");
  if (unknown?.k !== "unknown") return null;
  const suggestions = nameSuggestions(unknown, names);
  if (suggestions.length > 0) {
    return failure(
      `"${unknown.raw}" is not a territory on this map. ${didYouMean(suggestions)}`,
      suggestions,
    );
  }
  const verb = suggestVerb(unknown.words[0] ?? "");
  if (verb) return failure(`"${unknown.raw}" is not an order word. Did you mean "${verb}"?`);
  return failure(
    `"${unknown.raw}" is neither a territory nor an order word: write territories as on the map (e.g. "Western United States" or "W. US") and start with what to do (buy, place, attack, move, salt, improve, pass, hold, retreat).`,
  );
}

/** Typo suggestions for unknown words, also trying them with the words around them ("Westen Australia"). */
function nameSuggestions(unknown: Extract<Item, { k: "unknown" }>, names: RiskNames): string[] {
  // A long run of unknown words is chat or noise: only its first words are worth measuring.
  const run = unknown.words.slice(0, MAX_RUN);
  const words = [...unknown.before, ...run, ...(run.length === unknown.words.length ? unknown.after : [])];
  const first = unknown.before.length;
  const last = first + run.length - 1;
  let best: { score: number; names: string[] } | null = null;
  for (let i = 0; i <= last; i++) {
    for (let j = Math.max(i, first); j < words.length && j - i < names.maxWords; j++) {
      const found = closestTerritories(words.slice(i, j + 1).join(" "), names);
      if (!found) continue;
      if (!best || found.score < best.score) best = found;
      else if (found.score === best.score) {
        best = { score: found.score, names: [...new Set([...best.names, ...found.names])].sort() };
      }
    }
  }
  return best?.names.slice(0, 5) ?? [];
}

const MAX_RUN = 4;

/**
 * Lines with no verb. Two territories with "x" / "vs" are an attack; with an arrow, an attack when it has a
 * call-off point ("Brazil -> Peru (6), stop at 3"), a move when it has a count ("Brazil -> Argentina 3"), and
 * otherwise an error asking which (an attack is never read from an arrow alone). A count and one territory is a
 * placement ("+2 Brazil", "2 armies -> Brazil"). Anything else is not an order: ignored with the reason.
 */
function verbless(
  items: readonly Item[],
  slots: Slots,
  names: RiskNames,
  map: MapGraph,
  section: Section,
): LineReading {
  const unknown = items.filter((i) => i.k === "unknown");
  const counted = slots.nums.length > 0 || slots.plus;
  // A mistyped name counts as a place only beside a count ("+2 Brazl"): chat is full of words one edit from a name.
  const typo = (): boolean => unknown.some((u) => u.k === "unknown" && nameSuggestions(u, names).length > 0);
  const attempted =
    slots.pointer !== null ||
    slots.names.length >= 2 ||
    (counted && (slots.names.length >= 1 || typo())) ||
    (unknown[0]?.k === "unknown" &&
      suggestVerb(unknown[0].words[0] ?? "") !== null &&
      items[0] === unknown[0]);
  if (!attempted) {
    if (slots.names.length === 1 && items.length === 1) {
      return { ok: "ignored", reason: NAME_ALONE };
    }
    return { ok: "ignored", reason: "not an order (no order word, arrow, or count with a territory)" };
  }
  const bad = unknownWords(items, names);
  if (bad) return bad;
  // "Brazil 2, Peru 1" (as many counts as territories, no arrow) or "2 each in Brazil and Peru" are placements.
  const counts = slots.nums.filter((n) => n.role === "bare" || n.role === "in");
  const paired = counts.length === slots.names.length || (slots.each && counts.length === 1);
  if (slots.names.length >= 2 && slots.pointer === null && paired) {
    return readPlace(slots, names);
  }
  if (slots.names.length === 2) {
    if (slots.pointer?.kind === "vs" || section === "attack")
      return readAttackOrMove("attack", slots, names, map);
    if (section === "move") return readAttackOrMove("move", slots, names, map);
    // "3 from Brazil to Argentina" reads like an arrow.
    const marked = slots.names.some((n) => n.role === "from" || n.role === "to");
    if (slots.pointer === null && !marked) {
      return failure(
        `Two territories but no order (${slots.names.map((n) => shown(n)).join(", ")}): say what to do, e.g. "Attack ${shown(slots.names[1])} from ${shown(slots.names[0])}" or "Move 3 from ${shown(slots.names[0])} to ${shown(slots.names[1])}" (V6).`,
      );
    }
    if (slots.nums.some((n) => n.role === "stop")) return readAttackOrMove("attack", slots, names, map);
    const count = slots.nums.some((n) => n.role === "bare" || n.role === "with");
    if (count && !slots.all) return readAttackOrMove("move", slots, names, map);
    const fromFirst = slots.pointer
      ? !slots.pointer.back
      : slots.names[1]?.role !== "from" && slots.names[0]?.role !== "to";
    const [a, b] = fromFirst ? [slots.names[0], slots.names[1]] : [slots.names[1], slots.names[0]];
    return failure(
      `${shown(a)} to ${shown(b)}: attack or move? Write "Attack ${shown(b)} from ${shown(a)}" or "Move 3 from ${shown(a)} to ${shown(b)}" (V6); an arrow without a count is never read as an attack.`,
    );
  }
  if (slots.names.length === 1) {
    if (slots.nums.length > 0 || slots.plus) return readPlace(slots, names);
    return failure(
      `What should happen with ${shown(slots.names[0])}? Start with the order: "Buy …", "Place 2 in …", "Attack … from …", "Move 3 from … to …" (V3, V6).`,
    );
  }
  if (slots.names.length > 2) {
    return failure(
      `${slots.names.length} territories and no order word: write one order per line ("Attack Peru from Brazil", "Move 3 from Brazil to Argentina") (V6).`,
    );
  }
  return failure(
    'Nothing to read as an order here: start with what to do ("Buy Brazil", "Place 2 in Brazil", "Attack Peru from Brazil").',
  );
}

function readAttackOrMove(kind: "attack" | "move", slots: Slots, names: RiskNames, map: MapGraph): Outcome {
  return kind === "attack" ? readAttack(slots, names, map) : readMove(slots, names, false);
}
