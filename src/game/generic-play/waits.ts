import type { Waiting } from "../../core/ruleset.ts";
import { err, ok, type Result } from "../../result.ts";
import type { Kit } from "./kit.ts";

/**
 * Deadlines per wait, for a ruleset whose `Waiting` has keys (a sequential game: a set-up step, an action, a
 * response window): who is awaited for what, since when, and until when. Kept in the settings, each deadline with
 * the key of its wait, so a wait that comes back (an undo) brings its deadline back and a settled one shows none.
 * A ruleset without keys has deadlines per window (the phase row's `closes_at`).
 */

/** Since when the game waits for its current moves. */
const sinceKey = (gameId: string) => `waiting-since:${gameId}`;
/** The end of the current response window, as `KEY|ISO`. */
const responseKey = (gameId: string) => `response-until:${gameId}`;
/** The end of the current step or action (a response window's is kept apart), as `KEY|ISO`. */
const actionKey = (gameId: string) => `action-until:${gameId}`;

/** Whether a ruleset's waits have deadlines of their own (it gives keys). */
export function keyedWaits(w: Waiting): w is Waiting & { key: string } {
  return w.key !== undefined;
}

/** A stored `KEY|ISO` deadline, when it belongs to the wait `key`. */
function deadlineFor(stored: string | undefined, key: string): string | null {
  const value = stored ?? "";
  const bar = value.lastIndexOf("|");
  return bar > 0 && value.slice(0, bar) === key && value.slice(bar + 1) ? value.slice(bar + 1) : null;
}

/** The deadline of the wait the state is in (its response window's, else its step's or action's), or null. */
export async function waitDeadline<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  state: S,
): Promise<string | null> {
  const w = kit.ruleset.waiting(state);
  if (!keyedWaits(w) || w.over) return null;
  const slot = w.responseHours !== undefined ? responseKey(gameId) : actionKey(gameId);
  return deadlineFor(await kit.store.getSetting(slot), w.key);
}

/**
 * After a step: a new wait began now (`waitingSince`); a response window that opened closes its ruling's hours after
 * `at`, the time of the post that opened it.
 */
export async function noteWait<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  before: S,
  after: S,
  now: string,
  at: string,
): Promise<void> {
  const was = kit.ruleset.waiting(before);
  const is = kit.ruleset.waiting(after);
  if (!keyedWaits(is) || was.key === is.key) return;
  await kit.store.setSetting(sinceKey(gameId), now);
  if (is.responseHours !== undefined && was.responseHours === undefined) {
    const until = new Date(Date.parse(at) + is.responseHours * 3_600_000).toISOString();
    await kit.store.setSetting(responseKey(gameId), `${is.key}|${until}`);
  }
}

/** Since when the game waits for its current moves (a ruleset with keyed waits), or null. */
export async function waitSince<S, C, E, R>(kit: Kit<S, C, E, R>, gameId: string): Promise<string | null> {
  return (await kit.store.getSetting(sinceKey(gameId))) || null;
}

/**
 * The GM sets (or clears) the current wait's deadline: the response window's while one is open, else the awaited
 * seat's step or action. A wait for several seats at once has none (the GM moves it on with resolve).
 */
export async function setWaitDeadline<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  state: S,
  deadline: string | null,
): Promise<Result<true, string>> {
  const w = kit.ruleset.waiting(state);
  if (!keyedWaits(w) || w.over) return err("the game is over: nothing waits");
  const at = deadline === null ? "" : new Date(deadline).toISOString();
  if (w.responseHours !== undefined) {
    await kit.store.setSetting(responseKey(gameId), at ? `${w.key}|${at}` : "");
    return ok(true);
  }
  if (w.closedByGm !== undefined) return err(`nobody's action is awaited now (${w.closedByGm})`);
  if (w.seats.length !== 1) {
    return err(
      "nobody's action is awaited now (the game waits for several players at once: the GM moves it on with resolve)",
    );
  }
  await kit.store.setSetting(actionKey(gameId), at ? `${w.key}|${at}` : "");
  return ok(true);
}

/** A response window whose time ran out before `at` (V7 in Risk Variant One): the game is moved on first. */
export async function responseLapsed<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  state: S,
  at: string,
): Promise<boolean> {
  const w = kit.ruleset.waiting(state);
  if (w.responseHours === undefined) return false;
  const until = await waitDeadline(kit, gameId, state);
  return until !== null && Date.parse(at) > Date.parse(until);
}
