import { isRiskScenario, RISK_BASE_ID } from "../../rulesets/risk-variant-one/scenario-ref.ts";
import type { RegisteredGame } from "../game-play.ts";
import { riskWording } from "./wording.ts";

/** The ruleset id stored with a Risk Variant One game. */
export const RISK_RULESET = "risk-variant-one";

/**
 * Risk Variant One as the registry lists it before its play is loaded: its scenarios and its wording (the play and
 * the engine: `playable(riskRuleset, …)` in `src/game/rulesets.ts`).
 */
export const riskEntry: Omit<RegisteredGame, "load" | "loadPlay"> = {
  ruleset: RISK_RULESET,
  name: "Risk Variant One",
  handlesScenario: isRiskScenario,
  scenarios: [
    {
      id: RISK_BASE_ID,
      name: "A fresh game (V1–V4): the players seated at `game new`, the dealer rolled for and the cards dealt from the game's seed",
    },
  ],
  wording: riskWording,
};
