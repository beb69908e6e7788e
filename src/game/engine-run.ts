import type { VerifyReport } from "../audit/verify-report.ts";
import type { Result } from "../result.ts";

/**
 * What one game's engine does without a game in the database, for `adjutant resolve SCENARIO --orders FILE --seed S`
 * and `adjutant verify FILE`: the CLI asks the registry which game a scenario or a record is, then calls these.
 */
export interface EngineMode {
  /** Whether a published record (parsed JSON) is one of this game's phase or turn records. */
  handlesRecord(raw: unknown): boolean;
  /** Replays a published record from its revealed seed and compares every die, event and the final state. */
  verifyRecord(raw: unknown): VerifyReport;
  /** Plays an orders file on a scenario with a seed: the JSON a program reads, and the lines a person reads. */
  runOrders(scenario: string, ordersFile: string, seed: string): Result<EngineRun, string>;
}

/** The outcome of an engine-mode run. */
export interface EngineRun {
  json: unknown;
  lines: string[];
}
