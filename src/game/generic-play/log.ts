import { z } from "zod";
import type { GmChange, SeatOrder } from "../../core/ruleset.ts";
import type { EventRow } from "../../storage/rows.ts";

/**
 * The generic play's event log: every change of a game's state is one logged entry, never rewritten. A step names
 * the window it ran in and its number there (its dice: see `stepDice`), so replaying the log, or a published record,
 * rolls the same dice.
 */
export const OPENED = "generic-opened";
export const STEP = "generic-step";
export const UNDONE = "undone";

/** What a step did: resolved a window, carried out one order, or a GM's adjustment. */
export type StepAction<C> =
  | { kind: "resolve"; orders: SeatOrder<C>[] }
  | { kind: "apply"; order: SeatOrder<C>; postId: string | null }
  | { kind: "adjust"; change: GmChange; reason: string };

export interface StepEntry<C, E> {
  kind: "step";
  phaseSeq: number;
  step: number;
  action: StepAction<C>;
  events: E[];
  rolls: number[];
}

const seatOrder = <C>(command: z.ZodType<C>) => z.object({ seat: z.string(), command });

/** The schema of a logged step, with the ruleset's commands and events. */
export function stepSchema<C, E>(command: z.ZodType<C>, event: z.ZodType<E>): z.ZodType<StepEntry<C, E>> {
  return z.object({
    kind: z.literal("step"),
    phaseSeq: z.number().int(),
    step: z.number().int(),
    action: z.union([
      z.object({ kind: z.literal("resolve"), orders: z.array(seatOrder(command)) }),
      z.object({ kind: z.literal("apply"), order: seatOrder(command), postId: z.string().nullable() }),
      z.object({
        kind: z.literal("adjust"),
        change: z.object({ kind: z.string() }).catchall(z.unknown()),
        reason: z.string(),
      }),
    ]),
    events: z.array(event),
    rolls: z.array(z.number().int()),
  }) as z.ZodType<StepEntry<C, E>>;
}

const undoneSchema = z.object({ target: z.number().int() });

/** The log positions an `undone` entry took back. */
export function undoneSeqs(rows: readonly EventRow[]): Set<number> {
  const seqs = new Set<number>();
  for (const r of rows) {
    if (r.kind !== UNDONE) continue;
    const p = undoneSchema.safeParse(r.payload_json);
    if (p.success) seqs.add(p.data.target);
  }
  return seqs;
}

/** The target of an `undone` row, if it is one. */
export function undoneTarget(row: EventRow): number | null {
  if (row.kind !== UNDONE) return null;
  const p = undoneSchema.safeParse(row.payload_json);
  return p.success ? p.data.target : null;
}

/** The steps of a game's log still in effect (not undone), with their log positions, in order. */
export function liveSteps<C, E>(
  rows: readonly EventRow[],
  schema: z.ZodType<StepEntry<C, E>>,
): { seq: number; entry: StepEntry<C, E> }[] {
  const undone = undoneSeqs(rows);
  return rows.flatMap((r) => {
    if (r.kind !== STEP || undone.has(r.seq)) return [];
    const p = schema.safeParse(r.payload_json);
    return p.success ? [{ seq: r.seq, entry: p.data }] : [];
  });
}
