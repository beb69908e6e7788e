import { expect } from "vitest";
import { type Applied, apply, type GmStep, gmStep } from "../../../../src/rulesets/risk-variant-one/apply.ts";
import type { RiskCommand } from "../../../../src/rulesets/risk-variant-one/commands.ts";
import type { RiskEvent } from "../../../../src/rulesets/risk-variant-one/events.ts";
import { buildRiskScenario } from "../../../../src/rulesets/risk-variant-one/scenario.ts";
import type { RiskState } from "../../../../src/rulesets/risk-variant-one/state.ts";

/** A scenario as a test writes it (the file shape, `base: risk-v1` implied). */
export type ScenarioInput = Record<string, unknown>;

/** Builds a scenario's opening state (the test fails with the problems when it is not valid). */
export function scenario(input: ScenarioInput, seed = "test-seed"): RiskState {
  const built = buildRiskScenario({ base: "risk-v1", ...input }, seed);
  if (!built.ok) throw new Error(built.error.map((p) => p.message).join("\n"));
  return built.value.state;
}

/** Three players, Cleo deals, so Alice acts first; the classic example territories around Brazil. */
export function southAmerica(extra: ScenarioInput = {}, seed = "test-seed"): RiskState {
  return scenario(
    {
      players: ["Alice", "Bob", "Cleo"],
      dealer: "Cleo",
      phase: "actions",
      territories: {
        Brazil: { owner: "Alice", armies: 6, income: 2 },
        "North Africa": { owner: "Alice", armies: 2, income: 1 },
        Peru: { owner: "Bob", armies: 3, income: 1 },
        Venezuela: { owner: "Bob", armies: 2, income: 0 },
        Argentina: { owner: "Bob", armies: 1, income: 3 },
        Egypt: { owner: "Cleo", armies: 4, income: 1 },
        ...((extra.territories as object | undefined) ?? {}),
      },
      ...Object.fromEntries(Object.entries(extra).filter(([k]) => k !== "territories")),
    },
    seed,
  );
}

/** Applies one order that must be accepted; returns the result. */
export function ok(state: RiskState, player: string, command: RiskCommand): Applied {
  const r = apply(state, player, command);
  expect(r.verdict, `${player} ${JSON.stringify(command)}`).toMatchObject({ accepted: true });
  return r;
}

/** Plays accepted orders in sequence and returns the final state with every event. */
export function play(
  state: RiskState,
  ...orders: [string, RiskCommand][]
): { state: RiskState; events: RiskEvent[] } {
  let s = state;
  const events: RiskEvent[] = [];
  for (const [player, command] of orders) {
    const r = ok(s, player, command);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Runs a GM step. */
export function gm(state: RiskState, step: GmStep): { state: RiskState; events: RiskEvent[] } {
  return gmStep(state, step);
}

/** Every army on the board. */
export function totalArmies(state: RiskState): number {
  return Object.values(state.territories).reduce((n, t) => n + t.armies, 0);
}

/** Events of one type. */
export function eventsOf<T extends RiskEvent["type"]>(
  events: RiskEvent[],
  type: T,
): Extract<RiskEvent, { type: T }>[] {
  return events.filter((e): e is Extract<RiskEvent, { type: T }> => e.type === type);
}

export const pass: RiskCommand = { kind: "pass" };
