import type { CaseOutcome } from "../adjudication/case-outcome.ts";
import type { AdjudicationCase } from "../adjudication/case-schema.ts";
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
  /**
   * Reads order text with the scenario's names (`adjutant orders parse`): JSON `{orders: [...]}`, one entry a line
   * (`{text, ok: true, command}`, `{text, ok: false, error, suggestions}`, `{text, ignored: true, reason}`…), and the
   * same as lines a person reads. Bad options (an unknown nation or phase) are the error.
   */
  parseOrders(scenario: string, text: string, options: OrdersParseOptions): Result<EngineRun, string>;
  /** `adjutant state init SCENARIO`: the scenario's opening state, as JSON. */
  openingState(scenario: string, options: OpeningOptions): Result<unknown, string>;
  /** `adjutant scenario show SCENARIO`: what the scenario holds, as JSON and as lines a person reads. */
  showScenario(scenario: string, options: OpeningOptions): Result<EngineRun, string>;
  /**
   * `adjutant check SCENARIO --nation ID | --player NAME --orders FILE [--state FILE]`: one nation's or player's
   * typed commands judged in order against the scenario's opening (or the state given), each with a verdict and the
   * rule code that decided it. Problems (an unknown nation or player, a state that is not this game's) are the error.
   */
  checkOrders(scenario: string, request: CheckRequest): Result<CheckedOrders, string>;
  /**
   * `adjutant supply SCENARIO --nation ID`: a nation's supply groups, as JSON and as lines. A game without supply
   * says so as the error, with where its analogue is shown.
   */
  supply(scenario: string, nation: string): Result<EngineRun, string>;
  /**
   * Plays one adjudication case (fixtures/adjudication/<ruleset>/*.yaml) with the engine and the case's seed or
   * scripted dice, nothing stored: the verdicts, the state and the game's own comparisons. A problem with the game's
   * part of the case (its scenario, a command, a GM step, an expectation it does not know) is the error, one line
   * with the path (`orders[2].command.kind: …`).
   */
  playCase(adjudicationCase: AdjudicationCase): Result<CaseOutcome, string>;
}

/** What `check` takes besides the scenario. */
export interface CheckRequest {
  /** Who gives the orders: a nation (World War 1907, id or name) or a player (Risk Variant One). */
  giver: string;
  /** The commands as read from the orders file, each checked against the game's command schema. */
  commands: readonly unknown[];
  /** A game state to judge against instead of the scenario's opening: the file it came from and its JSON. */
  state?: { file: string; json: unknown } | undefined;
  /** The opening's options, where no state is given (Risk Variant One: players, armies, seed). */
  opening: OpeningOptions;
}

/** The verdicts of `check`, one per command in order (a game may add fields, such as World War 1907's `rule`). */
export interface CheckedOrders {
  verdicts: readonly OrderVerdict[];
}

/** The verdict of one command: accepted or not, a code that names the rule, a sentence with the numbers. */
export interface OrderVerdict {
  accepted: boolean;
  code: string;
  message: string;
}

/**
 * What a game's opening may need besides its scenario (Risk Variant One: the players seated, the armies each starts
 * with and the seed the dealer's roll and the deal come from). A game that needs none of them refuses them.
 */
export interface OpeningOptions {
  players?: readonly string[] | undefined;
  armies?: number | undefined;
  seed?: string | undefined;
}

/** What `orders parse` takes besides the text and the scenario. */
export interface OrdersParseOptions {
  /** The nation giving the orders (World War 1907: for "my"/"our" and self-checks). */
  nation?: string | undefined;
  /** The phase the orders are read in (settles orders whose reading depends on it); "unknown" for none. */
  phase?: string | undefined;
}

/** The outcome of an engine-mode run. */
export interface EngineRun {
  json: unknown;
  lines: string[];
}
