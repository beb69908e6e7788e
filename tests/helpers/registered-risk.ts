import type { PlayableRuleset } from "../../src/game/game-play.ts";
import { rulesetById } from "../../src/game/rulesets.ts";

/** Risk Variant One as the registry plays it (`src/game/rulesets.ts`), loaded: what the service gives a Risk game. */
const entry = rulesetById("risk-variant-one");
if (!entry) throw new Error("the registry plays no Risk Variant One");
export const riskVariantOne: PlayableRuleset = await entry.load();
