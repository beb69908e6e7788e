/** `status --json` and `report --json` of Risk Variant One: the ruleset's (`src/rulesets/risk-variant-one/json.ts`). */
export * from "../../rulesets/risk-variant-one/json.ts";
