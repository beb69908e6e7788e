import type { RiskCommand } from "../../rulesets/risk-variant-one/commands.ts";
import { orderKind } from "../../rulesets/risk-variant-one/orders/index.ts";

/**
 * The canonical form of an order, with display names ("attack Peru from Brazil with 5, stop at 2"): the order
 * kind's own text (src/rulesets/risk-variant-one/orders/).
 */
export function riskCommandText(c: RiskCommand, place: (id: string) => string): string {
  return orderKind(c.kind).text(c, place);
}
