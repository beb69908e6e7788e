import { z } from "zod";
import type { GmChange, SeatOrder } from "../../core/ruleset.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { EventRow } from "../../storage/rows.ts";
import { type EndRosterLine, endRosterLineSchema } from "../results/end-roster.ts";

/**
 * The generic play's event log: every change of a game's state is one logged entry, never rewritten. A step names
 * the window it ran in and its number there (its dice: see `stepDice`), so replaying the log, or a published record,
 * rolls the same dice.
 */
export const OPENED = "generic-opened";
export const STEP = "generic-step";
export const UNDONE = "undone";
/**
 * A game's log converted from an older play of its ruleset (once, with a snapshot of the state): the window open
 * then goes on from there (`convertedWindow`).
 */
export const CONVERTED = "generic-converted";

/** The setting naming the window that was open when a game's log was converted (its steps go on, not start anew). */
export const convertedWindow = (gameId: string) => `converted-window:${gameId}`;

/** What a step did: resolved a window, carried out one order, or a GM's adjustment. */
export type StepAction<C> =
  | { kind: "resolve"; orders: SeatOrder<C>[] }
  | { kind: "apply"; order: SeatOrder<C>; postId: string | null }
  | { kind: "adjust"; change: GmChange; reason: string }
  | { kind: "end"; by: string; reason: string };

export interface StepEntry<C, E> {
  kind: "step";
  phaseSeq: number;
  step: number;
  action: StepAction<C>;
  events: E[];
  rolls: number[];
  /** Who held each seat, logged with the step that ended the game (the ratings' players: issue #28). */
  roster?: EndRosterLine[];
}

const seatOrder = <C>(command: z.ZodType<C>) => z.object({ seat: z.string(), command });

/** Each ruleset's step schema, per its command and event schemas: built once (building one costs more than a post's reading of it). */
const stepSchemas = new WeakMap<z.ZodType, WeakMap<z.ZodType, z.ZodType>>();

/** The schema of a logged step, with the ruleset's commands and events. */
export function stepSchema<C, E>(command: z.ZodType<C>, event: z.ZodType<E>): z.ZodType<StepEntry<C, E>> {
  let byEvent = stepSchemas.get(command);
  if (!byEvent) {
    byEvent = new WeakMap();
    stepSchemas.set(command, byEvent);
  }
  const kept = byEvent.get(event);
  if (kept) return kept as z.ZodType<StepEntry<C, E>>;
  const schema = builtStepSchema(command, event);
  byEvent.set(event, schema);
  return schema;
}

function builtStepSchema<C, E>(command: z.ZodType<C>, event: z.ZodType<E>): z.ZodType<StepEntry<C, E>> {
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
      z.object({ kind: z.literal("end"), by: z.string(), reason: z.string() }),
    ]),
    events: z.array(event),
    rolls: z.array(z.number().int()),
    roster: z.array(endRosterLineSchema).optional(),
  }) as z.ZodType<StepEntry<C, E>>;
}

const undoneSchema = z.object({ target: z.number().int() });

/** The target of an `undone` row, if it is one. */
export function undoneTarget(row: EventRow): number | null {
  if (row.kind !== UNDONE) return null;
  const p = undoneSchema.safeParse(row.payload_json);
  return p.success ? p.data.target : null;
}

/** A logged step still in effect, at its log position. */
export interface LiveStep<C, E> {
  seq: number;
  entry: StepEntry<C, E>;
  /** When it was logged, and by whom. */
  at: string;
  actor: string;
}

/**
 * The steps still in effect, newest first, read back from the log's end a page at a time for as long as the caller
 * takes them (`for await … break`): an `undone` entry always comes after the step it took back, so that step is
 * known to be undone when the walk reaches it. A walk reads the steps it is asked for and what was undone after
 * them, never the game's older history: an undo or a step costs the same however long the game has run.
 */
export async function* liveStepsBack<C, E>(
  store: Pick<GameStore, "listEventsBefore">,
  gameId: string,
  schema: z.ZodType<StepEntry<C, E>>,
): AsyncGenerator<LiveStep<C, E>> {
  const undone = new Set<number>();
  let before = Number.MAX_SAFE_INTEGER;
  for (let page = 16; ; page = Math.min(page * 4, 4096)) {
    const rows = await store.listEventsBefore(gameId, before, page);
    for (const r of rows) {
      const target = undoneTarget(r);
      if (target !== null) undone.add(target);
      if (r.kind !== STEP || undone.has(r.seq)) continue;
      const p = schema.safeParse(r.payload_json);
      if (p.success) yield { seq: r.seq, entry: p.data, at: r.created_at, actor: r.actor };
    }
    const oldest = rows.at(-1);
    if (!oldest || rows.length < page) return;
    before = oldest.seq;
  }
}

/** The last step still in effect, if any (read back from the log's end: see `liveStepsBack`). */
export async function lastLiveStep<C, E>(
  store: Pick<GameStore, "listEventsBefore">,
  gameId: string,
  schema: z.ZodType<StepEntry<C, E>>,
): Promise<LiveStep<C, E> | undefined> {
  for await (const step of liveStepsBack(store, gameId, schema)) return step;
  return undefined;
}

/**
 * The steps still in effect of the window `phaseSeq`, in order, read back from the log's end until a step of an
 * earlier window (windows follow each other in the log: a later window's steps come after an earlier one's).
 */
export async function windowSteps<C, E>(
  store: Pick<GameStore, "listEventsBefore">,
  gameId: string,
  schema: z.ZodType<StepEntry<C, E>>,
  phaseSeq: number,
): Promise<LiveStep<C, E>[]> {
  const steps: LiveStep<C, E>[] = [];
  for await (const step of liveStepsBack(store, gameId, schema)) {
    if (step.entry.phaseSeq < phaseSeq) break;
    if (step.entry.phaseSeq === phaseSeq) steps.push(step);
  }
  return steps.reverse();
}

/**
 * When the game's log was converted from an older play of its ruleset (the newest conversion entry's time), or null
 * for a game this play made. Read back from the log's end: only an undo with nothing left to take back asks, so the
 * walk passes only what was logged and undone since the conversion.
 */
export async function convertedAt(
  store: Pick<GameStore, "listEventsBefore">,
  gameId: string,
): Promise<string | null> {
  let before = Number.MAX_SAFE_INTEGER;
  for (let page = 16; ; page = Math.min(page * 4, 4096)) {
    const rows = await store.listEventsBefore(gameId, before, page);
    const converted = rows.find((r) => r.kind === CONVERTED);
    if (converted) return converted.created_at;
    const oldest = rows.at(-1);
    if (!oldest || rows.length < page) return null;
    before = oldest.seq;
  }
}
