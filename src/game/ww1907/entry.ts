import { builtInScenarios } from "../../rulesets/ww1907/scenario/built-in.ts";
import type { RegisteredGame } from "../game-play.ts";
import { ww1907Wording } from "./wording.ts";

/** The ruleset id stored with a World War 1907 game. */
export const WW1907_RULESET = "ww1907";

/**
 * World War 1907 as the registry lists it before its play is loaded: every scenario no other game claims, and its
 * wording (its play, the generic play of its ruleset, and its engine: `worldWar1907` in `src/game/rulesets.ts`).
 */
export const ww1907Entry: Omit<RegisteredGame, "load" | "loadPlay"> = {
  ruleset: WW1907_RULESET,
  name: "World War 1907",
  handlesScenario: () => true,
  scenarios: builtInScenarios.map((s) => ({ id: s.id, name: s.description })),
  wording: ww1907Wording,
};
