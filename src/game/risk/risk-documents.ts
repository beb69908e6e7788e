/** Risk Variant One's documents: the ruleset's (`src/rulesets/risk-variant-one/documents.ts`). */
export {
  dealerText,
  eventLines,
  placeName,
  riskReceiptDocument,
  riskStatusDocument,
} from "../../rulesets/risk-variant-one/documents.ts";
