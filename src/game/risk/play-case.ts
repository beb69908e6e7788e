import { z } from "zod";
import type { CaseCheck, CaseOutcome } from "../../adjudication/case-outcome.ts";
import {
  type AdjudicationCase,
  describeCaseIssues,
  scenarioProblemsText,
} from "../../adjudication/case-schema.ts";
import { err, ok, type Result } from "../../result.ts";
import { apply, type GmStep, gmStep } from "../../rulesets/risk-variant-one/apply.ts";
import { riskCommandSchema } from "../../rulesets/risk-variant-one/commands.ts";
import type { RiskEvent } from "../../rulesets/risk-variant-one/events.ts";
import { buildRiskScenario } from "../../rulesets/risk-variant-one/scenario.ts";
import { riskTerritorySchema } from "../../rulesets/risk-variant-one/state.ts";

/**
 * Risk Variant One's part of an adjudication case (fixtures/adjudication/risk-variant-one/): the scenario is a
 * scenario file's fields (`base: risk-v1` implied) built with the case's `seed` (dealer roll, deal, dice); the
 * orders are players' typed commands (src/rulesets/risk-variant-one/commands.ts) applied one after another, and GM
 * steps. Risk's dice come from the seed only: a case cannot script them.
 */
const GM_STEPS = [
  "close-response",
  "close-income",
  "close-step",
  "end-game",
] as const satisfies readonly GmStep[];
const gmStepSchema = z.enum(GM_STEPS);

const riskExpectedSchema = z.strictObject({
  /** territory id → its state after the orders, exactly. */
  territories: z.record(z.string(), riskTerritorySchema).optional(),
  /** Every throw of the orders' battles, attacker's dice then defender's, highest first. */
  throws: z.array(z.tuple([z.array(z.number()), z.array(z.number())])).optional(),
});

export function playRiskCase(c: AdjudicationCase): Result<CaseOutcome, string> {
  const { verdicts: _v, messages: _m, state: _s, ...own } = c.expected;
  const expected = riskExpectedSchema.safeParse(own);
  if (!expected.success) return err(describeCaseIssues(expected.error, ["expected"]));
  if (c.seed === undefined) {
    return err("dice: Risk Variant One throws its dice from the game's seed: give `seed` instead of `dice`");
  }
  const built = buildRiskScenario({ base: "risk-v1", ...c.scenario }, c.seed, { file: "scenario" });
  if (!built.ok) return err(scenarioProblemsText(built.error));

  let state = built.value.state;
  const players = state.players.map((p) => p.name);
  const events: RiskEvent[] = [];
  const verdicts: { code: string; message: string }[] = [];
  for (const [i, order] of c.orders.entries()) {
    if (order.gm !== undefined) {
      const step = gmStepSchema.safeParse(order.gm);
      if (!step.success) {
        return err(`orders[${i}].gm: unknown GM step "${order.gm}" (steps: ${GM_STEPS.join(", ")})`);
      }
      const r = gmStep(state, step.data);
      state = r.state;
      events.push(...r.events);
      continue;
    }
    const player = order.seat ?? "";
    if (!players.includes(player)) {
      return err(`orders[${i}].seat: no player "${player}" in the scenario (players: ${players.join(", ")})`);
    }
    const command = riskCommandSchema.safeParse(order.command);
    if (!command.success) return err(describeCaseIssues(command.error, ["orders", i, "command"]));
    const r = apply(state, player, command.data);
    verdicts.push({ code: r.verdict.code, message: r.verdict.message });
    state = r.state;
    events.push(...r.events);
  }

  const want = expected.data;
  const checks: CaseCheck[] = [];
  for (const [id, territory] of Object.entries(want.territories ?? {})) {
    checks.push({ what: id, actual: state.territories[id], expected: territory, compare: "equal" });
  }
  if (want.throws) {
    const thrown = events.flatMap((e) =>
      e.type === "battle" ? e.throws.map((t) => [t.attackerDice, t.defenderDice]) : [],
    );
    checks.push({ what: "throws", actual: thrown, expected: want.throws, compare: "equal" });
  }
  return ok({ verdicts, state, checks });
}
