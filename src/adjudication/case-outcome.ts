/**
 * What a game made of an adjudication case (`EngineMode.playCase`): the verdicts of the seats' orders, the state
 * after them, and the comparisons the case's own expectations ask for. The runner (tests/adjudication) compares;
 * the game only plays and says what to compare, so every game's cases fail the same way.
 */
export interface CaseOutcome {
  /** One per seat order of the case, in the order of its `orders`. */
  verdicts: readonly { code: string; message: string }[];
  /** The state after the orders (compared with the case's `expected.state`, a partial match). */
  state: unknown;
  /** The game's own expectations (`expected.provinces`, `expected.territories`, …), each a named comparison. */
  checks: readonly CaseCheck[];
}

/** One comparison: `equal` is deep equality; `match` a partial match (an object's keys given, recursively). */
export interface CaseCheck {
  /** What is compared, as the failure names it ("transylvania", "russia–germany", "dice thrown"). */
  what: string;
  actual: unknown;
  expected: unknown;
  compare: "equal" | "match";
}
