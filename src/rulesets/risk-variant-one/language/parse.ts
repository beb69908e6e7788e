import { normalizeText } from "../../../language/normalize-text.ts";
import type { MapGraph } from "../../../map/graph.ts";
import type { RiskCommand } from "../commands.ts";
import { NAME_ALONE, type RiskPhase, readLine, type Section } from "./grammar.ts";
import { riskNames } from "./names.ts";
import { splitRiskOrders } from "./split.ts";

export type { RiskPhase } from "./grammar.ts";

/** One order line of a Risk Variant One post, as read: a typed command, an error (with suggestions), or ignored. */
export type RiskOrderLine =
  | { kind: "command"; text: string; command: RiskCommand }
  | { kind: "error"; text: string; message: string; suggestions: string[] }
  | { kind: "ignored"; text: string; reason: string };

/**
 * Reads bold passages of a Risk Variant One post into order lines (V3, V5–V7): each passage is normalized
 * (`normalizeText`), split into orders (`splitRiskOrders`), and each order read against the map's names. A line
 * naming several territories for one verb gives one command each ("Buy Brazil, Peru"). Headings ("Turn 3
 * orders:") and chat are ignored with the reason; nothing is guessed. Pure; never throws.
 */
export function parseRiskOrders(
  lines: readonly string[],
  map: MapGraph,
  options: { phase?: RiskPhase } = {},
): RiskOrderLine[] {
  const names = riskNames(map);
  const out: RiskOrderLine[] = [];
  // A heading's section carries on to the passages after it (one call is one post, as in World War 1907's order language).
  let section: Section = null;
  for (const passage of lines) {
    const passageStart = out.length;
    for (const piece of splitRiskOrders(normalizeText(passage))) {
      const heading = headingOf(piece);
      if (heading !== undefined) {
        section = heading;
        out.push({ kind: "ignored", text: piece, reason: "a heading" });
        continue;
      }
      if (piece.length > MAX_LINE) {
        out.push({
          kind: "error",
          text: piece,
          message: `This line is ${piece.length} characters long: an order is one short line ("Attack Peru from Brazil with 6"); put each order on its own line.`,
          suggestions: [],
        });
        continue;
      }
      const text = piece.replace(LEADING_LABEL, "").trim() || piece;
      const reading = readLine(text, names, map, options.phase, section);
      const afterOrder = out.length > passageStart && out[out.length - 1]?.kind !== "ignored";
      if (reading.ok === "ignored" && reading.reason === NAME_ALONE && afterOrder) {
        // "Buy Brazil, then Peru": a name right after an order is an unfinished order, not chat.
        out.push({
          kind: "error",
          text: piece,
          message: `"${text}" on its own is not an order: say what to do with it ("Buy ${text}", "Place 2 in ${text}", "Attack ${text} from …").`,
          suggestions: [],
        });
      } else if (reading.ok === "ignored") out.push({ kind: "ignored", text: piece, reason: reading.reason });
      else if (reading.ok) {
        for (const command of reading.commands) out.push({ kind: "command", text: piece, command });
      } else
        out.push({ kind: "error", text: piece, message: reading.message, suggestions: reading.suggestions });
    }
  }
  return out;
}

/** Longer lines are not read (an order is a short line; this bounds the work on pasted walls of text). */
const MAX_LINE = 1000;

/** "Turn 3:", "Round 2 -", "Orders:", "Set-up:" before an order on the same line. */
const LEADING_LABEL =
  /^(?:(?:turn|round|phase)\s*#?\s*\d+(?:\s+orders?)?|(?:my\s+)?(?:orders?|set-?\s?up|actions?)(?:\s+for\s+(?:turn|round)\s*\d+)?)\s*[:-]\s+(?=\S)/i;

/** Whole-line headings without a colon ("Turn 3", "Orders", "Attacks"). */
const BARE_HEADING =
  /^(?:(?:my|our)\s+)?(?:(?:(?:turn|round|phase)\s*#?\s*\d+(?:\s+(?:orders?|actions?|moves?))?)|orders?|actions?|attacks|moves|movements|standing\s+(?:orders|responses)|responses|purchases|buys|placements?|set-?up|income)[.!]?$/i;

/**
 * The section a heading opens (undefined when the line is not a heading): a line ending in ":" with no territory
 * and no order after it ("Turn 3 orders:", "Attacks:", "Standing orders:"), or a bare heading ("Turn 3").
 */
function headingOf(line: string): Section | undefined {
  const t = line.trim();
  const colon = /^([^:]{1,40}):$/.exec(t);
  const label = colon?.[1]?.trim() ?? (BARE_HEADING.test(t) ? t : undefined);
  if (label === undefined) return undefined;
  const words = label.toLowerCase();
  if (!/^[a-z0-9 #'-]+$/.test(words) || words.split(/\s+/).length > 5) return undefined;
  if (
    !/^(?:(?:my|our|the)\s+)?(?:turn|round|phase|orders?|actions?|attacks?|moves?|movements?|fortif\w*|standing|responses?|defen[cs]e|purchases?|buys?|buying|placements?|placing|set-?\s?up|income|deployment|notes?)\b/.test(
      words,
    )
  ) {
    return undefined;
  }
  if (/\battacks?\b/.test(words)) return "attack";
  if (/\b(?:moves?|movements?|fortif\w*)\b/.test(words)) return "move";
  if (/\b(?:standing|responses?|defen[cs]e)\b/.test(words)) return "standing";
  return null;
}
