import { LRUCache } from "lru-cache";

/**
 * How many different game setups (a scenario and its whole map, as stored with each game) the process keeps parsed,
 * the most recently used. Games made from the same scenario store the same setup text, so an installation running
 * many games of a few scenarios keeps a few parsed setups, not one per game.
 */
export const SETUPS_IN_MEMORY = 16;

/** Parsed setups by the SHA-256 of their stored text (see `sharedSetup`). */
const setups = new LRUCache<string, { value: unknown }>({ max: SETUPS_IN_MEMORY });

/**
 * The parsed setup whose stored text has the SHA-256 `digest`: the one parsed before in this process when there is
 * one, else what `parse` gives, kept and frozen (deeply). Every game whose stored setup is this very text shares
 * the one value, and with it its rules' world (map graph, names; see `perGamePlay`): a World War 1907 game opened
 * held 0.56 MB of heap, 0.12 MB with the setup and world shared (2026-12-07), and a game coming back into a running
 * bot's memory (`GAMES_IN_MEMORY`) neither parses its 56 KB setup nor rebuilds its names. The value is read-only
 * for its callers, as every row is: a change through one game would be a change to every game of the setup. The
 * tests freeze it (`freezeSharedSetups`), so a change fails there; the process does not, since freezing a World War
 * 1907 setup (1,238 objects) took 0.2–0.4 ms, as much as parsing it, of each restart's first post. A setup that does
 * not parse (`parse` throws) is not kept.
 */
export function sharedSetup(digest: string, parse: () => unknown): unknown {
  const kept = setups.get(digest);
  if (kept !== undefined) return kept.value;
  const value = parse();
  if (freezing) deepFreeze(value);
  setups.set(digest, { value });
  return value;
}

/** Whether `sharedSetup` freezes what it keeps. */
let freezing = false;

/** Makes `sharedSetup` freeze (deeply) every setup it keeps from now on: the tests' guard that no code changes one. */
export function freezeSharedSetups(on: boolean): void {
  freezing = on;
}

/**
 * Forgets every shared setup, as a new process starts without any: for a measure of what a restart costs
 * (`npm run bench:figures`), and tests.
 */
export function forgetSharedSetups(): void {
  setups.clear();
}

/** Freezes a JSON value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}
