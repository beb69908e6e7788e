import { z } from "zod";
import type { CaseOutcome } from "../../adjudication/case-outcome.ts";
import { type AdjudicationCase, describeCaseIssues } from "../../adjudication/case-schema.ts";
import type { Ruleset, SeatOrder } from "../../core/ruleset.ts";
import { err, ok, type Result } from "../../result.ts";
import { stepDice } from "./dice.ts";

/**
 * A generic game's part of an adjudication case (fixtures/adjudication/<ruleset>/, issue #25): the scenario is
 * `{ id: SCENARIO, players?: [...] }`, set up with the case's seed; the orders are seats' typed commands and the GM
 * step `resolve`. A simultaneous game judges each seat's orders together and resolves them all at `resolve` (or at
 * the end of the case); a sequential game carries out each accepted order at once. Dice come from the seed only,
 * step by step as the generic play rolls them, so a case replays die for die.
 */
const scenarioSchema = z.strictObject({
  id: z.string().min(1),
  players: z.array(z.string().min(1)).optional(),
});

export function playGenericCase<S, C, E, R>(
  rules: Ruleset<S, C, E, R>,
  c: AdjudicationCase,
): Result<CaseOutcome, string> {
  if (c.seed === undefined)
    return err(`dice: ${rules.name} throws its dice from a seed: give \`seed\`, not \`dice\``);
  const scenario = scenarioSchema.safeParse(c.scenario);
  if (!scenario.success) return err(describeCaseIssues(scenario.error, ["scenario"]));
  if (!rules.scenarios.some((s) => s.id === scenario.data.id)) {
    return err(`scenario.id: "${scenario.data.id}" is not a ${rules.name} scenario`);
  }
  const set = rules.setup({
    scenario: scenario.data.id,
    rulings: rules.schemas.rulings.parse({}),
    players: scenario.data.players ?? [],
    dice: stepDice(c.seed, "setup"),
  });
  if (!set.ok) return err(`scenario: ${set.error}`);
  let state = set.value.state;
  let step = 0;
  const seats = rules.seats(state);
  const verdicts: { code: string; message: string }[] = [];
  const held: SeatOrder<C>[] = [];
  const resolveHeld = (): void => {
    state = rules.resolve(state, held.splice(0), stepDice(c.seed ?? "", step++)).state;
  };
  for (const [i, order] of c.orders.entries()) {
    if (order.gm !== undefined) {
      if (order.gm !== "resolve")
        return err(`orders[${i}].gm: unknown GM step "${order.gm}" (steps: resolve)`);
      resolveHeld();
      continue;
    }
    const seat = seats.find((s) => s.id === order.seat || s.name === order.seat);
    if (!seat) {
      return err(
        `orders[${i}].seat: no seat "${order.seat}" in the scenario (seats: ${seats.map((s) => s.id).join(", ")})`,
      );
    }
    const command = rules.schemas.command.safeParse(order.command);
    if (!command.success) return err(describeCaseIssues(command.error, ["orders", i, "command"]));
    const mine = held.filter((h) => h.seat === seat.id).map((h) => h.command);
    const verdict = rules.judge(state, seat.id, [...mine, command.data]).at(-1);
    if (!verdict) return err(`orders[${i}]: ${rules.name} gave no verdict`);
    verdicts.push({ code: verdict.rule, message: verdict.reason });
    if (!verdict.accepted && !(rules.timing === "simultaneous" && rules.judgesAtResolution === true))
      continue;
    if (rules.timing === "sequential") {
      state = rules.apply(state, { seat: seat.id, command: command.data }, stepDice(c.seed, step++)).state;
    } else {
      held.push({ seat: seat.id, command: command.data });
    }
  }
  if (held.length > 0) resolveHeld();
  return ok({ verdicts, state, checks: [] });
}
