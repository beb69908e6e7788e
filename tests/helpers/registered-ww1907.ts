import type { PlayableRuleset } from "../../src/game/game-play.ts";
import { rulesetById } from "../../src/game/rulesets.ts";

/** World War 1907 as the registry plays it (`src/game/rulesets.ts`), loaded: what the service gives a WW1907 game. */
const entry = rulesetById("ww1907");
if (!entry) throw new Error("the registry plays no World War 1907");
export const worldWar1907: PlayableRuleset = await entry.load();
