import { z } from "zod";

/**
 * Every machine code a verdict can carry, namespaced (`ok/…` for accepted orders). Each rejection code has its
 * own friendly message, built where the check is made and naming the numbers.
 */
export const verdictCodes = [
  "ok/build",
  "ok/move",
  "ok/embark",
  "ok/disembark",
  "ok/sail",
  "ok/declare-war",
  "ok/propose",
  "ok/break-alliance",
  "ok/passage",
  "ok/give-pp",
  "ok/give-province",
  "ok/attack",
  "ok/amphibious",
  "ok/commander",
  "order/invalid",
  "map/unknown-province",
  "map/unknown-place",
  "nation/unknown",
  "nation/self",
  "rule/wrong-phase",
  "rule/not-your-province",
  "rule/not-adjacent",
  "rule/too-few-divisions",
  "rule/already-moved",
  "rule/move-into-enemy",
  "rule/move-into-neutral",
  "rule/move-into-peace",
  "rule/supply-group-short",
  "rule/treasury-short",
  "rule/costs-unpaid",
  "rule/no-port",
  "rule/port-not-friendly",
  "rule/ship-not-built",
  "rule/no-ships",
  "rule/too-few-ships",
  "rule/ship-full",
  "rule/sail-two-steps",
  "rule/attack-phase-port",
  "rule/zone-not-open",
  "rule/target-not-enemy",
  "rule/already-attacked",
  "rule/garrison",
  "diplomacy/already-at-war",
  "diplomacy/already-allied",
  "diplomacy/not-allied",
  "diplomacy/not-at-war",
  "diplomacy/allied-break-first",
  "diplomacy/war-make-peace-first",
  "diplomacy/already-proposed",
  "rule/troops-in-ally",
  "rule/ally-of-enemy",
  "passage/already-granted",
  "passage/not-granted",
  "trade/no-border",
  "trade/no-route",
  "commander/unknown",
  "commander/not-yours",
  "commander/already-placed",
  "commander/not-placed",
] as const;

export const verdictCodeSchema = z.enum(verdictCodes);
export type VerdictCode = z.infer<typeof verdictCodeSchema>;

/**
 * A province that changed hands in a battle earlier in the same phase: why an attack accepted on its receipt was
 * refused when the phase was resolved (its target now belongs to someone it may not attack, or its origin is
 * no longer the attacker's).
 */
export const earlierCaptureSchema = z.object({
  province: z.string(),
  /** Who took it. */
  nation: z.string(),
  /** Its owner before that battle (null: neutrals). */
  from: z.string().nullable(),
  /** The battle that took it, numbered from 1 in the phase (naval and land battles, as the summary numbers them). */
  battle: z.number().int().min(1),
  /** What the province was to the refused attack. */
  role: z.enum(["target", "origin"]),
});
export type EarlierCapture = z.infer<typeof earlierCaptureSchema>;

/** The judgement of one command: accepted or rejected, with a machine code, the rule ID and a sentence. */
export const verdictSchema = z.object({
  accepted: z.boolean(),
  code: verdictCodeSchema,
  /** The rule ID from INDEX.md that decided it ("W7"), or "" for a malformed order. */
  rule: z.string(),
  message: z.string(),
  /**
   * An attack refused at resolution because a battle earlier in the phase took its target or origin: which
   * province, who took it and in which battle. Absent on every other verdict (and on verdicts of older versions).
   */
  capturedEarlier: z.array(earlierCaptureSchema).optional(),
});
export type Verdict = z.infer<typeof verdictSchema>;

/** An accepted verdict. */
export function accept(code: VerdictCode, rule: string, message: string): Verdict {
  return { accepted: true, code, rule, message };
}

/** A rejected verdict. */
export function reject(code: VerdictCode, rule: string, message: string): Verdict {
  return { accepted: false, code, rule, message };
}

/** "1 division" / "3 divisions". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The verb agreeing with a count: `verb(1, "attacks", "attack")` → "attacks". */
export function verb(n: number, singular: string, pluralForm: string): string {
  return n === 1 ? singular : pluralForm;
}

/** A pp amount as players write it: 3, 2.5, 18.25. */
export function pp(n: number): string {
  return `${Math.round(n * 100) / 100} pp`;
}
