import type { MapGraph } from "../../map/graph.ts";
import type { RngState } from "../../random/prng.ts";
import { classicMap } from "./classic-map.ts";
import type { RiskCommand } from "./commands.ts";
import { endGame } from "./end.ts";
import type { RiskEvent } from "./events.ts";
import { closeIncome } from "./income.ts";
import { judge } from "./judge.ts";
import { orderKind } from "./orders/index.ts";
import { closeResponse } from "./responses.ts";
import { endStep } from "./setup.ts";
import type { RiskState } from "./state.ts";
import type { RiskVerdict } from "./verdict.ts";
import { Work } from "./work.ts";

/** What applying an order gives: the next state, what happened, and the verdict it was applied under. */
export interface Applied {
  state: RiskState;
  events: RiskEvent[];
  verdict: RiskVerdict;
}

/**
 * Applies one order of one player: judged first; a refused order changes nothing. Dice come from `rng` (default:
 * the state's own generator) and the state returned carries the generator after the last die. Pure and
 * deterministic: the same state, order and generator always give the same result.
 */
export function apply(
  state: RiskState,
  player: string,
  command: RiskCommand,
  rng: RngState = state.rng,
  map: MapGraph = classicMap,
): Applied {
  const verdict = judge(state, player, command, map);
  if (!verdict.accepted) return { state, events: [], verdict };
  const w = new Work(state, map, rng);
  orderKind(command.kind).apply(w, player, command);
  return { ...w.done(), verdict };
}

/** What the GM (or the engine) does to move the game on. */
export type GmStep = "close-response" | "close-income" | "close-step" | "end-game";

/**
 * The GM moves the game on: `close-response` (V7: the response time is over; no answer means hold),
 * `close-income` (V5: unplaced bonus armies are placed by the ruling; the actions start), `close-step` (V3: the
 * set-up step ends as if the player said "done"), `end-game` (V9: the game ends with the ranking). A step that
 * does not apply now changes nothing. Pure.
 */
export function gmStep(
  state: RiskState,
  step: GmStep,
  rng: RngState = state.rng,
  map: MapGraph = classicMap,
): { state: RiskState; events: RiskEvent[] } {
  const w = new Work(state, map, rng);
  if (step === "close-response") closeResponse(w);
  else if (step === "close-income") closeIncome(w);
  else if (step === "close-step" && state.phase === "setup") endStep(w, "engine");
  else if (step === "end-game") endGame(w, "gm");
  return w.done();
}
