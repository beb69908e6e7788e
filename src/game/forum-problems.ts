import type { GameStore } from "../storage/game-store.ts";

/** The setting where the forum sync keeps what it could not read on its last run (one sentence each). */
export function forumProblemsKey(gameId: string): string {
  return `forum-problems:${gameId}`;
}

/** What the last forum sync of a game could not read (parser and page warnings), kept by the sync. */
export async function forumProblems(store: GameStore, gameId: string): Promise<string[]> {
  const raw = await store.getSetting(forumProblemsKey(gameId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}
