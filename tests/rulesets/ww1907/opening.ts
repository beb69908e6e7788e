import { stepDice } from "../../../src/game/generic-play/dice.ts";
import { ww1907Ruleset as rules } from "../../../src/rulesets/ww1907/ruleset.ts";
import type { GameState } from "../../../src/rulesets/ww1907/state.ts";

/** The built-in World War 1907 scenario's opening state, as the ruleset's `setup` gives it with default rulings. */
export function opening(): GameState {
  const o = rules.setup({
    scenario: "ww1907",
    rulings: rules.schemas.rulings.parse({}),
    players: [],
    dice: stepDice("setup", 0),
  });
  if (!o.ok) throw new Error(o.error);
  return o.value.state;
}
