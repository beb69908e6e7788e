import type { Ruleset } from "../../core/ruleset.ts";
import type { GameStore } from "../../storage/game-store.ts";

/**
 * What every use case of the generic play shares: the ruleset, the store and the outside world. One file per use
 * case (ingest, resolve, undo, adjust, records, documents) takes a kit; `generic-play.ts` wires them into `GamePlay`.
 */
export interface Kit<S, C, E, R> {
  ruleset: Ruleset<S, C, E, R>;
  store: GameStore;
  now: () => Date;
  newSecret: () => string;
  /**
   * Makes a game ready to be read (optional): a one-time conversion of a game stored by an older play of the ruleset
   * (`GenericPlayOptions.legacy`), run before its state is first read in a process.
   */
  ready?: (gameId: string) => Promise<void>;
}

/** The time now, as the store keeps times. */
export function nowIso<S, C, E, R>(kit: Kit<S, C, E, R>): string {
  return kit.now().toISOString();
}
