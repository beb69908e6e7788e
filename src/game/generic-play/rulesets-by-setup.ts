import type { Ruleset } from "../../core/ruleset.ts";
import type { Result } from "../../result.ts";

/**
 * Each ruleset's rules for a game (`Ruleset.forGame`), by the fixed part they were made of: games whose fixed part
 * is the same object (the same stored setup text, parsed once in the process: `sharedSetup`) share their rules, and
 * with them the map's graph, the order language's names and, for a ruleset in two parts, the completed ruleset. A
 * ruleset's rules for a game are pure functions of its fixed part, so sharing them changes no answer. Kept while the
 * fixed part is (a WeakMap): a setup the process no longer holds takes its rules with it.
 */
const byRuleset = new WeakMap<object, WeakMap<object, Ruleset<unknown, unknown, unknown, unknown>>>();

/**
 * The rules `rules` has for games of the fixed part `fixed`: made by `make` (its `forGame`) the first time, and kept
 * when they could be made. A fixed part that is not an object is not kept.
 */
export function rulesetOfSetup<S, C, E, R>(
  rules: Ruleset<S, C, E, R>,
  fixed: unknown,
  make: () => Result<Ruleset<S, C, E, R>, string>,
): Result<Ruleset<S, C, E, R>, string> {
  if (fixed === null || typeof fixed !== "object") return make();
  let kept = byRuleset.get(rules);
  if (kept === undefined) {
    kept = new WeakMap();
    byRuleset.set(rules, kept);
  }
  const known = kept.get(fixed);
  if (known !== undefined) return { ok: true, value: known as Ruleset<S, C, E, R> };
  const made = make();
  if (made.ok) kept.set(fixed, made.value as Ruleset<unknown, unknown, unknown, unknown>);
  return made;
}
