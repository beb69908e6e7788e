import { playable } from "../../../src/game/generic-play/playable.ts";
import { islandsRuleset } from "./ruleset.ts";

/** Islands as a registry lists it: the ruleset and one line. */
export const islands = playable(islandsRuleset);
