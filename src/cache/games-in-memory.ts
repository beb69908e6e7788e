import { LRUCache } from "lru-cache";

/**
 * How many games' working data (state, names, the open phase's posts and order book, parsed setup) the service keeps
 * in memory at once, the most recently used; a game left out is read again from its latest snapshot the next time
 * it is needed. About 0.8 MB each, so the service's memory stays bounded however many games an installation runs
 * (and inside the 128 MB heap `npm start` gives it). A game's parsed setup and its rules' world (map graph, names)
 * are the process's, shared by the games of one setup (`sharedSetup`): a World War 1907 game opened held 0.56 MB
 * of heap with its own, 0.12 MB with them shared (2026-12-07).
 */
export const GAMES_IN_MEMORY = 48;

/** A per-game cache holding the {@link GAMES_IN_MEMORY} most recently used games. */
export function perGameCache<V extends NonNullable<unknown>>(): LRUCache<string, V> {
  return new LRUCache<string, V>({ max: GAMES_IN_MEMORY });
}
