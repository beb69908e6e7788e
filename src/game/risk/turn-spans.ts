import { riskAdjustmentSchema } from "../../rulesets/risk-variant-one/adjust.ts";
import type { GmStep } from "../../rulesets/risk-variant-one/apply.ts";
import { riskCommandSchema } from "../../rulesets/risk-variant-one/commands.ts";
import type { RiskTurnStep } from "../../rulesets/risk-variant-one/turn-record.ts";
import type { EventRow } from "../../storage/rows.ts";

/** Logged kinds that are steps of a turn (replayed by verify, undone by undo). */
export const STEP_KINDS: ReadonlySet<string> = new Set(["risk-action", "risk-gm", "risk-adjust"]);

/** One turn of a Risk game's log: where it starts and its steps not undone, in order. */
export interface TurnSpan {
  phaseSeq: number;
  startSeq: number;
  steps: { seq: number; step: RiskTurnStep; events: unknown[] }[];
}

/**
 * A Risk game's log cut into turns (the set-up opened by `risk-opened`, each later turn by a `risk-reseed`), each
 * with the steps no undo took back; an undo that reaches back into an earlier turn drops the turns after it. What
 * `verify` replays a turn of, and what a whole game is replayed from.
 */
export function turnSpans(rows: readonly EventRow[]): TurnSpan[] {
  const spans: TurnSpan[] = [];
  for (const r of rows) {
    const p = r.payload_json as Record<string, unknown>;
    if (r.kind === "risk-opened") spans.push({ phaseSeq: 1, startSeq: r.seq, steps: [] });
    else if (r.kind === "risk-reseed" && typeof p.phaseSeq === "number") {
      spans.push({ phaseSeq: p.phaseSeq, startSeq: r.seq, steps: [] });
    } else if (STEP_KINDS.has(r.kind)) {
      const step: RiskTurnStep =
        r.kind === "risk-action"
          ? { player: String(p.player), command: riskCommandSchema.parse(p.command) }
          : r.kind === "risk-adjust"
            ? { adjust: riskAdjustmentSchema.parse(p.change) }
            : { gm: p.step as GmStep };
      spans.at(-1)?.steps.push({ seq: r.seq, step, events: Array.isArray(p.events) ? p.events : [] });
    } else if (r.kind === "undone" && typeof p.target === "number") {
      const at = spans.findIndex((sp) => sp.steps.some((x) => x.seq === p.target));
      if (at >= 0) {
        spans.splice(at + 1);
        const span = spans[at];
        if (span) span.steps = span.steps.filter((x) => x.seq !== p.target);
      }
    }
  }
  return spans;
}
