import type { RiskPhase } from "./grammar.ts";
import { commands, failure, type Outcome } from "./outcome.ts";
import { type Slots, shown } from "./slots.ts";

/**
 * V3 "done" and V6 "pass": in the actions phase and in the income phase "done" / "end turn" is a pass (there is
 * no set-up step to end; in the income phase a pass closes the player's placing, V6 turn-3 ruling); in the set-up
 * phase "pass" / "skip" ends the set-up step. Without a phase each reads as written.
 */
export function readEnd(family: "done" | "pass", slots: Slots, phase: RiskPhase | undefined): Outcome {
  const named = slots.names[0];
  if (named) {
    return failure(
      family === "pass"
        ? `"Pass" takes no territory (V6: a pass is the whole action of the round); to act on ${shown(named)}, name the action.`
        : `"Done" takes no territory (V3: it ends your set-up step); to place armies write "Place 2 in ${shown(named)}".`,
    );
  }
  const kind = phase === "actions" || phase === "income" ? "pass" : phase === "setup" ? "done" : family;
  return commands({ kind });
}
