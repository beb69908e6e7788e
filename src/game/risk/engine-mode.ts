import { err, ok, type Result } from "../../result.ts";
import { describeRiskEvent } from "../../rulesets/risk-variant-one/describe.ts";
import { runPosts } from "../../rulesets/risk-variant-one/engine-mode.ts";
import { loadRiskScenario, readRiskPosts } from "../../rulesets/risk-variant-one/files.ts";
import { parseRiskOrders } from "../../rulesets/risk-variant-one/language/parse.ts";
import { RISK_TURN_FORMAT, verifyRiskTurn } from "../../rulesets/risk-variant-one/turn-record.ts";
import type { EngineMode, EngineRun } from "../engine-run.ts";
import { checkRiskOrders, riskSupply } from "./engine-tools.ts";
import { parseRiskOrdersText } from "./orders-parse.ts";
import { playRiskCase } from "./play-case.ts";
import { riskOpeningState, showRiskScenario } from "./scenario-show.ts";

/** Risk Variant One without a game: a list of posts played on a scenario, and turn record replays. */
export const riskEngineMode: EngineMode = {
  handlesRecord: (raw) =>
    typeof raw === "object" && raw !== null && (raw as { format?: unknown }).format === RISK_TURN_FORMAT,
  verifyRecord: verifyRiskTurn,
  runOrders,
  parseOrders: parseRiskOrdersText,
  openingState: riskOpeningState,
  playCase: playRiskCase,
  showScenario: showRiskScenario,
  checkOrders: checkRiskOrders,
  supply: riskSupply,
};

/**
 * The posts of `ordersFile` played in order from the scenario's opening state (`base: risk-v1`): JSON
 * `{"state": {"territories": …, …}, "verdicts": [{player, text, accepted, code, message}, …]}`, and the verdicts
 * and events as lines.
 */
function runOrders(ref: string, ordersFile: string, seed: string): Result<EngineRun, string> {
  const built = loadRiskScenario(ref, seed);
  if (!built.ok) {
    const [first, ...rest] = built.error;
    const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length === 1 ? "" : "s"})` : "";
    return err(`${first ?? `${ref}: cannot load the scenario`}${more}`);
  }
  const posts = readRiskPosts(ordersFile);
  if (!posts.ok) return err(posts.error.join("; "));
  const result = runPosts(built.value.state, posts.value, (lines, map, o) => parseRiskOrders(lines, map, o));
  const lines: string[] = [];
  for (const v of result.verdicts) {
    lines.push(`${v.player}: ${v.accepted ? "accepted" : "REJECTED"} [${v.code}] ${v.text} — ${v.message}`);
  }
  lines.push("Events:");
  for (const e of [...built.value.events, ...result.events]) lines.push(`  ${describeRiskEvent(e)}`);
  const s = result.state;
  lines.push(
    s.gameOver
      ? "Next: the game is over"
      : `Next: turn ${s.turnNumber}, ${s.phase}${s.actor ? `, ${s.actor} to act` : ""}`,
  );
  return ok({ json: { state: result.state, verdicts: result.verdicts }, lines });
}
