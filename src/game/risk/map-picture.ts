/** Risk Variant One's map picture: the ruleset's (`src/rulesets/risk-variant-one/map-picture.ts`). */
export * from "../../rulesets/risk-variant-one/map-picture.ts";
