import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { RISK_BASE_ID } from "../../rulesets/risk-variant-one/scenario.ts";

/** A Risk Variant One scenario as read: the raw file contents (validated later by the ruleset) and its name. */
export interface RiskScenarioSource {
  raw: Record<string, unknown>;
  file: string;
}

const BUILT_IN = new URL("../../rulesets/risk-variant-one/data/risk-v1.yaml", import.meta.url);

/**
 * Reads a scenario reference if it is a Risk Variant One one: the built-in `risk-v1` (also `risk`, `risk-variant-one`),
 * or a YAML/JSON file starting with `base: risk-v1`. Anything else is null (another game's scenario). A file that
 * cannot be read or parsed is null too: the other games' loader reports it.
 */
export function readRiskScenario(ref: string): RiskScenarioSource | null {
  const id = ref.trim().toLowerCase();
  if (id === RISK_BASE_ID || id === "risk" || id === "risk-variant-one") {
    const parsed: unknown = parse(readFileSync(BUILT_IN, "utf8")) ?? {};
    const raw = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
    return { raw: { ...raw, base: RISK_BASE_ID }, file: RISK_BASE_ID };
  }
  if (!existsSync(ref)) return null;
  try {
    const parsed: unknown = parse(readFileSync(ref, "utf8"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const raw = parsed as Record<string, unknown>;
    return raw.base === RISK_BASE_ID ? { raw, file: ref } : null;
  } catch {
    return null;
  }
}
