/** Who a Risk Variant One game waits for: the ruleset's (`src/rulesets/risk-variant-one/waiting.ts`). */
export { type Waiting, waitingFor } from "../../rulesets/risk-variant-one/waiting.ts";
