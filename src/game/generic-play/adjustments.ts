import { type Block, list, para } from "../../presenters/document.ts";
import type { Kit } from "./kit.ts";
import { stepSchema, windowSteps } from "./log.ts";
import { eventLines } from "./words.ts";

/** A GM's adjustment as people read it: who made it, why, and what it did in one sentence with no final period. */
export interface AdjustmentSaid {
  by: string;
  reason: string;
  said: string;
  /** What else it moved, for the GM to check. */
  check: string[];
}

/** An adjustment's events in words: the ruleset's own (`RulesetWords.adjusted`), else its event sentences joined. */
export function adjustmentSaid<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  events: readonly E[],
  state: S,
): { said: string; check: string[] } {
  const own = kit.ruleset.words.adjusted?.(events, state);
  if (own) return own;
  const said = eventLines(kit, events, state)
    .map((l) => l.replace(/\.$/, ""))
    .join("; ");
  return { said, check: [] };
}

/** "GM: Moscow now has 9 divisions — lost in the post", as the GM's answer and the next summary list it. */
export function adjustmentLine(a: Pick<AdjustmentSaid, "by" | "reason" | "said">): string {
  return `${a.by}: ${a.said} — ${a.reason}`;
}

/** The GM's answer to an adjustment: the line, and what else changed to check. */
export function adjustmentBlocks(a: AdjustmentSaid): Block[] {
  return [
    para(adjustmentLine(a)),
    ...(a.check.length > 0
      ? [para("Also changed — check these:"), list(a.check.map((w) => [`⚠️ ${w}`]))]
      : []),
  ];
}

/**
 * The GM's adjustments still in effect in the window `phaseSeq`, in order, with who and why (the log keeps both):
 * what the window's summary lists (W25).
 */
export async function windowAdjustments<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phaseSeq: number,
  state: S,
): Promise<AdjustmentSaid[]> {
  const schema = stepSchema(kit.ruleset.schemas.command, kit.ruleset.schemas.event);
  const steps = await windowSteps(kit.store, gameId, schema, phaseSeq);
  return steps.flatMap((s) =>
    s.entry.action.kind === "adjust"
      ? [{ by: s.actor, reason: s.entry.action.reason, ...adjustmentSaid(kit, s.entry.events, state) }]
      : [],
  );
}
