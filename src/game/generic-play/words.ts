import { andList } from "../../presenters/names.ts";
import type { Kit } from "./kit.ts";

/** A seat's display name ("red" → "Red"). */
export function seatName<S, C, E, R>(kit: Kit<S, C, E, R>, state: S, seat: string): string {
  return kit.ruleset.seats(state).find((s) => s.id === seat)?.name ?? seat;
}

/**
 * Whom the game waits for, as a sentence ("Red and Blue, in turn 2"; "nobody: the game is over"), in the ruleset's
 * words when it has them (`RulesetWords.waiting`, given the wait's deadline).
 */
export function waitingText<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  state: S,
  deadline: string | null = null,
): string {
  if (kit.ruleset.words.waiting) return kit.ruleset.words.waiting(state, deadline);
  const w = kit.ruleset.waiting(state);
  if (w.over) return "nobody: the game is over";
  const names = w.seats.map((s) => seatName(kit, state, s));
  return `${names.length > 0 ? andList(names) : "nobody"}, in ${kit.ruleset.words.windowTitle(w.window)}`;
}

/**
 * What happened, as lines: the ruleset's `events` words (given the state before, for a resolution), else one sentence
 * per event.
 */
export function eventLines<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  events: readonly E[],
  state: S,
  before?: S,
): string[] {
  const words = kit.ruleset.words;
  if (!words.events) return events.map((e) => words.event(e, state));
  return before === undefined ? words.events(events, state) : words.events(events, state, before);
}
