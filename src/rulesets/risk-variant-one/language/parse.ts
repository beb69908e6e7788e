import type { MapGraph } from "../../../map/graph.ts";
import { normalizeText } from "../../../orders/normalize-text.ts";
import { splitOrders } from "../../../orders/split-orders.ts";
import type { RiskCommand } from "../commands.ts";

/** One order line of a Risk Variant One post, as read: a typed command, an error (with suggestions), or ignored. */
export type RiskOrderLine =
  | { kind: "command"; text: string; command: RiskCommand }
  | { kind: "error"; text: string; message: string; suggestions: string[] }
  | { kind: "ignored"; text: string; reason: string };

/** The phase a post is read in: it settles verbless lines (V3 set-up, V5 income, V6 actions). */
export type RiskPhase = "setup" | "income" | "actions";

/**
 * Reads bold passages of a Risk Variant One post into order lines (V3, V5–V7). Pure; never throws.
 * (Entry point first; the grammar follows.)
 */
export function parseRiskOrders(
  lines: readonly string[],
  _map: MapGraph,
  _options: { phase?: RiskPhase } = {},
): RiskOrderLine[] {
  const out: RiskOrderLine[] = [];
  for (const passage of lines) {
    for (const text of splitOrders(normalizeText(passage))) {
      out.push({ kind: "error", text, message: `"${text}" is not understood yet.`, suggestions: [] });
    }
  }
  return out;
}
