import { bench, describe } from "vitest";
import { apply, gmStep } from "../../src/rulesets/risk-variant-one/apply.ts";
import { classicMap } from "../../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskCommand } from "../../src/rulesets/risk-variant-one/commands.ts";
import { judge } from "../../src/rulesets/risk-variant-one/judge.ts";
import { buildRiskScenario } from "../../src/rulesets/risk-variant-one/scenario.ts";
import type { RiskState } from "../../src/rulesets/risk-variant-one/state.ts";

/**
 * Targets: judging one action under 1 ms; a 50-action turn of Risk Variant One resolved (every order judged and
 * applied, attacks fought with dice, the closing round of passes, the next income phase) under 20 ms.
 * The board: four players hold the 42 territories in turn, 6 armies each, incomes 0–3.
 */
const players = ["Alice", "Bob", "Cleo", "Dan"];
const territories: Record<string, unknown> = {};
classicMap.provinces.forEach((p, i) => {
  territories[p.id] = { owner: players[i % players.length], armies: 6, income: i % 4 };
});
const built = buildRiskScenario(
  { base: "risk-v1", players, dealer: "Dan", phase: "actions", territories },
  "bench",
);
if (!built.ok) throw new Error(built.error.map((p) => p.message).join("\n"));
const start: RiskState = built.value.state;

/** The first legal action of the player to act, by kind in turn: an attack, a move, an improvement; else pass. */
function nextOrder(s: RiskState, k: number): RiskCommand {
  const me = s.actor!;
  const mine = classicMap.provinces.map((p) => p.id).filter((id) => s.territories[id]?.owner === me);
  for (const from of mine) {
    for (const to of classicMap.neighbours(from)) {
      const candidates: RiskCommand[] = [
        { kind: "attack", from, to, stopAt: 1 },
        { kind: "move", from, to, count: 1 },
        { kind: "improve", territory: from },
      ];
      const command = candidates[k % 3]!;
      if (judge(s, me, command).accepted) return command;
    }
  }
  return { kind: "pass" };
}

/** 50 actions written out in advance (so the bench measures the engine, not the choosing), then a round of passes. */
const script: [string, RiskCommand][] = [];
{
  let s = start;
  for (let k = 0; script.length < 50; k++) {
    if (s.pending) {
      s = gmStep(s, "close-response").state;
      continue;
    }
    const order: [string, RiskCommand] = [s.actor!, nextOrder(s, k)];
    const r = apply(s, order[0], order[1]);
    if (!r.verdict.accepted) throw new Error(r.verdict.message);
    script.push(order);
    s = r.state;
  }
}

function playTurn(): RiskState {
  let s = start;
  for (const [player, command] of script) {
    if (s.pending) s = gmStep(s, "close-response").state;
    s = apply(s, player, command).state;
  }
  if (s.pending) s = gmStep(s, "close-response").state;
  while (s.phase === "actions" && s.turnNumber === start.turnNumber)
    s = apply(s, s.actor!, { kind: "pass" }).state;
  return s;
}

describe("Risk Variant One", () => {
  bench("judge one action (an attack)", () => {
    judge(start, "Alice", { kind: "attack", from: "alaska", to: "northwest-territory" });
  });

  bench("resolve a 50-action turn (attacks with dice, moves, improvements, passes, next income)", () => {
    playTurn();
  });
});
