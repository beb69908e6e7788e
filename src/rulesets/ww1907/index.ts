/**
 * The rules engine's public entry point (World War 1907): state, rulings, supply groups, order judging
 * and phase resolution. Pure: plain JSON in, plain JSON out; no clock, no randomness except the seeded generator
 * state passed in, no I/O.
 */
export { applyCommands, judgeCommand, judgeRaw } from "./apply.ts";
export type { EngineEvent, EngineEventType } from "./events.ts";
export { advancePhase, type HookResult, type PhaseHooks, type PhaseResult, resolvePhase } from "./phases.ts";
export { defaultRulings, type Rulings, resolveRulings, rulingsSchema } from "./rulings.ts";
export { type GameState, gameStateSchema, initState, relationBetween } from "./state.ts";
export { allSupplyGroups, income, type SupplyGroup, supplyGroups } from "./supply.ts";
export { validate } from "./validate.ts";
export { type Verdict, type VerdictCode, verdictCodes, verdictSchema } from "./verdict.ts";
export { Working } from "./working.ts";
