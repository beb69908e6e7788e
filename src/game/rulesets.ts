import type { PlayableRuleset } from "./game-play.ts";
import { riskVariantOne } from "./risk/risk-games.ts";

/**
 * The games the service plays through the `GamePlay` seam, one line each. World War 1907, the first game, is still
 * played by `GameService` itself (its use cases move behind the seam next); a game not listed here is World War 1907.
 */
export const playableRulesets: readonly PlayableRuleset[] = [riskVariantOne];

/** The playable ruleset whose scenarios include `ref`, if any. */
export function rulesetForScenario(ref: string): PlayableRuleset | undefined {
  return playableRulesets.find((r) => r.handlesScenario(ref));
}
