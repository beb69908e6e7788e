import { ok, type Result } from "../../result.ts";
import { readRiskScenarioSource } from "../../rulesets/risk-variant-one/files.ts";
import type { ScenarioFile } from "../generic-play/generic-play.ts";

/**
 * Risk Variant One's scenario files for the generic play (`playable`'s `readScenario`): a file that starts from the
 * built-in game (`base: risk-v1`) as written, the ruleset's `setup` seating the players and building it. Null for a
 * reference that is no Risk Variant One scenario.
 */
export function readRiskScenarioFile(ref: string): Result<ScenarioFile, string> | null {
  const source = readRiskScenarioSource(ref);
  return source ? ok({ name: source.file, content: source.raw }) : null;
}
