import type { PlayableRuleset } from "./game-play.ts";
import { riskVariantOne } from "./risk/risk-games.ts";
import { worldWar1907 } from "./ww1907/ww1907-games.ts";

/**
 * The games the service plays, one line each, tried in order: the first whose `handlesScenario` accepts a
 * scenario plays it. World War 1907 comes last, since it takes every scenario no other game claims.
 */
export const playableRulesets: readonly PlayableRuleset[] = [riskVariantOne, worldWar1907];

/**
 * The game played where nothing says which: a new console game on an empty database (its first built-in scenario),
 * and the help of a Discord channel with no game yet.
 */
export const defaultRuleset: PlayableRuleset = worldWar1907;

/** The game a stored ruleset id names ("risk-variant-one"), if this installation plays it. */
export function rulesetById(id: string): PlayableRuleset | undefined {
  return playableRulesets.find((r) => r.ruleset === id);
}

/** The playable ruleset whose scenarios include `ref`, if any. */
export function rulesetForScenario(ref: string): PlayableRuleset | undefined {
  return playableRulesets.find((r) => r.handlesScenario(ref));
}

/** The game a published record (parsed JSON) belongs to: the first that claims it (World War 1907 takes the rest). */
export function rulesetForRecord(raw: unknown): PlayableRuleset | undefined {
  return playableRulesets.find((r) => r.engine.handlesRecord(raw));
}
