import { err, ok, type Result } from "../../result.ts";
import type { GameRow, PhaseRow } from "../../storage/rows.ts";
import { rosterNow } from "../results/end-roster.ts";
import { type Kit, nowIso } from "./kit.ts";
import {
  convertedAt,
  convertedWindow,
  lastLiveStep,
  STEP,
  type StepAction,
  stepSchema,
  UNDONE,
} from "./log.ts";
import { currentState, runAction, stateAt } from "./replay.ts";
import { closeWindow, nextWindowOpening, openWindow, seedOf } from "./seeds.ts";
import { noteWait } from "./waits.ts";

/** What a step did, and the windows it closed and opened. */
export interface StepDone<S, E> {
  state: S;
  events: E[];
  rolls: number[];
  /** The window it closed, with the seed revealed. */
  closed: { phase: PhaseRow; seed: string } | null;
  /** The window it opened (its seed committed). */
  opened: PhaseRow | null;
}

/**
 * Takes one step in the open window (a resolution, an order carried out, a GM's adjustment), in the caller's
 * transaction: logs it with the state after it (a snapshot), then closes the window and opens the next when the
 * step ends it: a simultaneous game's resolution always does; a sequential game's step does when the game now
 * waits in another window (a new turn).
 */
export async function takeStep<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  action: StepAction<C>,
  actor: string,
  /** When the step happened as its post says (default now): a response window it opens closes counted from it. */
  postedAt?: string,
): Promise<Result<StepDone<S, E>, string>> {
  // the state first: reading it converts a game stored by an older play (`Kit.ready`) before its windows are read
  const state = await currentState(kit, game.id);
  if (!state.ok) return state;
  const phase = await kit.store.openPhaseOf(game.id);
  if (!phase) return err("the game is over: no window is open");
  const seed = seedOf(game, phase.seq);
  if (seed === null) return err("the game's seed cannot be derived (its GM secret is too short)");
  const schema = stepSchema(kit.ruleset.schemas.command, kit.ruleset.schemas.event);
  // the window's live steps are numbered 0, 1, 2… in order (an undo takes back the last): the next is one more
  const last = await lastLiveStep(kit.store, game.id, schema);
  let step = last && last.entry.phaseSeq === phase.seq ? last.entry.step + 1 : 0;
  // a window open when the game's log was converted from an older play goes on: its first step here is not its first
  if (
    step === 0 &&
    kit.ruleset.reseed &&
    (await kit.store.getSetting(convertedWindow(game.id))) === String(phase.seq)
  )
    step = 1;
  const done = runAction(kit, state.value, action, seed, step, phase.seq);
  if (!done.ok) return done;
  const at = nowIso(kit);
  // the step that ends the game logs who held each seat then (the ratings' players, issue #28)
  const ends = kit.ruleset.waiting(done.value.state).over && !kit.ruleset.waiting(state.value).over;
  const seq = await kit.store.appendEvent(game.id, {
    kind: STEP,
    actor,
    reason: action.kind === "adjust" || action.kind === "end" ? action.reason : null,
    payload: {
      kind: "step",
      phaseSeq: phase.seq,
      step,
      action,
      events: done.value.events,
      rolls: done.value.rolls,
      ...(ends ? { roster: await rosterNow(kit.store, game.id) } : {}),
    },
    createdAt: at,
  });
  await kit.store.saveSnapshot(game.id, seq, done.value.state);
  await noteWait(kit, game.id, state.value, done.value.state, at, postedAt ?? at);
  const waiting = kit.ruleset.waiting(done.value.state);
  const closes =
    kit.ruleset.timing === "simultaneous" ? action.kind === "resolve" : waiting.window !== phase.phase;
  if (!closes && !ends) return ok({ ...done.value, closed: null, opened: null });
  const revealed = await closeWindow(kit.store, game, phase, at);
  // a simultaneous game's next window takes posts from the closed window's first resolution (or the end of its
  // posting window, if the GM extended it past that): after an undo and a new resolution, the posts made in between
  // are the next window's orders again (W33)
  const opensAt =
    kit.ruleset.timing === "simultaneous" ? await nextWindowOpening(kit, game.id, phase.seq, at) : at;
  const opened = waiting.over ? null : await openWindow(kit.store, game, waiting, opensAt);
  return ok({ ...done.value, closed: { phase, seed: revealed }, opened });
}

/** What an undo took back. */
export interface Undone<S, C, E> {
  action: StepAction<C>;
  /** What the step did (its events), said in words by whoever reports the undo. */
  events: E[];
  state: S;
}

/**
 * Takes back the last step still in effect, in the caller's transaction: the state goes back to what it was before
 * it (logged as an `undone` entry with a snapshot), and a window the step closed opens again (its seed stays
 * revealed: the same dice come again), the windows it opened are removed.
 */
export async function undoStep<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  actor: string,
): Promise<Result<Undone<S, C, E>, string>> {
  // a log that cannot be read back undoes nothing (a damaged step is never skipped to undo the one before it)
  const now = await currentState(kit, game.id);
  if (!now.ok) return now;
  const schema = stepSchema(kit.ruleset.schemas.command, kit.ruleset.schemas.event);
  const last = await lastLiveStep(kit.store, game.id, schema);
  if (!last) {
    const converted = await convertedAt(kit.store, game.id);
    if (converted !== null) {
      return err(
        `nothing to undo: what was ${kit.ruleset.timing === "sequential" ? "carried out" : "resolved"} before this game was converted from Adjutant's older play (${converted.slice(0, 10)}) cannot be undone, and nothing has been since; a GM adjustment (adjust) changes the state instead`,
      );
    }
    return err(
      kit.ruleset.timing === "sequential"
        ? "nothing to undo: no order has been carried out yet"
        : "nothing to undo: nothing has been resolved or carried out yet",
    );
  }
  const before = await stateAt(kit, game.id, last.seq - 1);
  if (!before.ok) return before;
  for (const p of await kit.store.listPhases(game.id)) {
    if (p.seq > last.entry.phaseSeq) await kit.store.deletePhaseRow(game.id, p.seq);
  }
  await kit.store.reopenPhaseRow(game.id, last.entry.phaseSeq);
  const seq = await kit.store.appendEvent(game.id, {
    kind: UNDONE,
    actor,
    reason: "undo of the last step",
    payload: { kind: "undone", target: last.seq },
    createdAt: nowIso(kit),
  });
  await kit.store.saveSnapshot(game.id, seq, before.value);
  return ok({ action: last.entry.action, events: last.entry.events, state: before.value });
}
