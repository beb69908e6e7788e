/**
 * What `adjutant verify` says about a published record of any game (a World War 1907 phase, a Risk Variant One
 * turn): it replayed, or the stage where it stopped and the first difference.
 */

/** Where a verification stopped. */
export type VerifyStage = "record" | "commitment" | "map" | "resolver" | "rolls" | "events" | "state";

/** The outcome of a verification. */
export type VerifyReport =
  | { ok: true; rolls: number; events: number; message: string }
  | {
      ok: false;
      stage: VerifyStage;
      message: string;
      /** JSON path of the first difference ("claimed.rolls[3].values[1]", "state.provinces.vienna.owner"). */
      path?: string;
      claimed?: unknown;
      actual?: unknown;
    };
