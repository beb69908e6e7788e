import { foldName } from "../../../parsers/text/fold.ts";
import { err, ok, type Result } from "../../result.ts";
import { apply } from "../../rulesets/risk-variant-one/apply.ts";
import { riskCommandSchema } from "../../rulesets/risk-variant-one/commands.ts";
import { type RiskState, riskStateSchema } from "../../rulesets/risk-variant-one/state.ts";
import type { CheckedOrders, CheckRequest, EngineRun, OrderVerdict } from "../engine-run.ts";
import { riskOpening } from "./scenario-show.ts";

/**
 * Risk Variant One's engine tools on a scenario without a game: `adjutant check` (a player's typed commands judged
 * and carried out one after another, as a post's orders are, V1–V9) and `adjutant supply` (which it has not).
 */

/**
 * `adjutant check`: the player's commands against the scenario's opening (players seated and dealt as `state init`
 * does) or against the state given. Orders take effect at once in this game (V6), so each is judged against the
 * state the earlier accepted ones left: "buy Brazil" then "done" is a set-up step; an attack waits for its
 * defender's answer (V7), and the player's next order is judged with that attack pending. Dice, if any are thrown,
 * come from the state's own generator (its seed), so the same input gives the same verdicts.
 */
export function checkRiskOrders(ref: string, request: CheckRequest): Result<CheckedOrders, string> {
  const start = startingState(ref, request);
  if (!start.ok) return start;
  let state = start.value;
  const seat = state.players.find((p) => foldName(p.name) === foldName(request.giver));
  if (!seat) {
    return err(`unknown player "${request.giver}" (players: ${state.players.map((p) => p.name).join(", ")})`);
  }
  const verdicts: OrderVerdict[] = [];
  for (const raw of request.commands) {
    const parsed = riskCommandSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
      verdicts.push({
        accepted: false,
        code: "order.invalid",
        message: `not a valid order${where}: ${issue?.message ?? "unknown shape"}`,
      });
      continue;
    }
    const applied = apply(state, seat.name, parsed.data);
    state = applied.state;
    verdicts.push(applied.verdict);
  }
  return ok({ verdicts });
}

function startingState(ref: string, request: CheckRequest): Result<RiskState, string> {
  if (!request.state) {
    const built = riskOpening(ref, request.opening);
    return built.ok ? ok(built.value.state) : built;
  }
  const { players, armies, seed } = request.opening;
  if (players !== undefined || armies !== undefined || seed !== undefined) {
    return err(
      "--players, --armies and --seed seat and deal a scenario's opening; a --state file is already seated and dealt",
    );
  }
  const parsed = riskStateSchema.safeParse(request.state.json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return err(
    `${request.state.file}: not a Risk Variant One game state (${where}${issue?.message ?? "unknown shape"}); adjutant state init ${ref} --players A,B prints one`,
  );
}

/**
 * `adjutant supply`: Risk Variant One has none. Its analogue is a territory's income, placed on it as armies each
 * income phase, with whole continents' bonuses (V5): that is a property of each territory, not a pool a player
 * spends where supply reaches, and `scenario show` already lists it per player and per territory.
 */
export function riskSupply(ref: string): Result<EngineRun, string> {
  return err(
    `Risk Variant One has no supply: each territory's income is placed on it as armies in the income phase, and whole continents add a bonus (V5); adjutant scenario show ${ref} lists each player's territories and income`,
  );
}
