import { z } from "zod";
import type { CaseCheck, CaseOutcome } from "../../adjudication/case-outcome.ts";
import {
  type AdjudicationCase,
  describeCaseIssues,
  scenarioProblemsText,
} from "../../adjudication/case-schema.ts";
import { MapGraph } from "../../map/graph.ts";
import { createRng, type RandomState, scriptedDice } from "../../random/prng.ts";
import { err, ok, type Result } from "../../result.ts";
import { createBattleHooks } from "../../rulesets/ww1907/battles/hooks.ts";
import { commandSchema } from "../../rulesets/ww1907/commands.ts";
import { resolvePhase } from "../../rulesets/ww1907/phases.ts";
import { resolveRulings } from "../../rulesets/ww1907/rulings.ts";
import { findBuiltInScenario } from "../../rulesets/ww1907/scenario/built-in.ts";
import { loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import { parseScenarioFile } from "../../rulesets/ww1907/scenario/parse-file.ts";
import { resolveScenario } from "../../rulesets/ww1907/scenario/resolve.ts";
import { type GameState, initState } from "../../rulesets/ww1907/state.ts";
import { yaml } from "../../scenario/yaml.ts";

/**
 * World War 1907's part of an adjudication case (fixtures/adjudication/ww1907/): the scenario is a scenario file's
 * fields over a built-in `base` (default `ww1907`, the 1907 opening); the orders are typed commands
 * (src/rulesets/ww1907/commands.ts) of nations, resolved as one phase by the full phase resolver with the battle
 * hooks, as the game service resolves a phase; the nations' orders are posted in the order the nations first
 * appear. Dice: a `seed`, or scripted `dice`, which must all be thrown.
 */
const relationSchema = z.enum(["alliance", "peace", "war"]);
const ww1907ExpectedSchema = z.strictObject({
  /** province id → a partial match of its state after the phase. */
  provinces: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  /** nation id → a partial match (treasury, vp, np…). */
  nations: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  /** Relations after the phase (a pair not listed in the state is at peace). */
  relations: z.array(z.tuple([z.string(), z.string(), relationSchema])).optional(),
  /** Fleets after the phase, exactly, for the nations named (nation id → [{at, ships}]). */
  fleets: z.record(z.string(), z.array(z.strictObject({ at: z.string(), ships: z.number() }))).optional(),
  /** The battle events of the phase, in order, as "type outcome" (land-battle attacker-won, naval-battle …). */
  battles: z.array(z.string()).optional(),
});

export function playWw1907Case(c: AdjudicationCase): Result<CaseOutcome, string> {
  const { verdicts: _v, messages: _m, state: _s, ...own } = c.expected;
  const expected = ww1907ExpectedSchema.safeParse(own);
  if (!expected.success) return err(describeCaseIssues(expected.error, ["expected"]));

  const position = positionOf(c.scenario);
  if (!position.ok) return position;
  const { state, map } = position.value;

  // nation → its commands in posting order; which nation and index each seat order became.
  const orders: Record<string, unknown[]> = {};
  const slots: { nation: string; index: number }[] = [];
  for (const [i, order] of c.orders.entries()) {
    if (order.gm !== undefined) {
      return err(
        `orders[${i}].gm: World War 1907 resolves the phase once every order is in; a case has no GM steps`,
      );
    }
    const nation = order.seat ?? "";
    if (!Object.hasOwn(state.nations, nation)) {
      return err(
        `orders[${i}].seat: no nation "${nation}" in the scenario (nations: ${Object.keys(state.nations).join(", ")})`,
      );
    }
    const command = commandSchema.safeParse(order.command);
    if (!command.success) return err(describeCaseIssues(command.error, ["orders", i, "command"]));
    const list = orders[nation] ?? [];
    orders[nation] = list;
    slots.push({ nation, index: list.length });
    list.push(command.data);
  }

  const rng: RandomState = c.dice ? scriptedDice(c.dice) : createRng(c.seed ?? "");
  const out = resolvePhase(state, map, orders, rng, createBattleHooks());
  const verdicts = slots.map(({ nation, index }) => {
    const v = out.verdicts[nation]?.[index];
    return { code: v?.code ?? "(no verdict)", message: v?.message ?? "" };
  });

  const want = expected.data;
  const checks: CaseCheck[] = [];
  for (const [id, match] of Object.entries(want.provinces ?? {})) {
    checks.push({ what: id, actual: out.state.provinces[id], expected: match, compare: "match" });
  }
  for (const [id, match] of Object.entries(want.nations ?? {})) {
    checks.push({ what: id, actual: out.state.nations[id], expected: match, compare: "match" });
  }
  for (const [a, b, relation] of want.relations ?? []) {
    const found = out.state.relations.find((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a));
    checks.push({
      what: `${a}–${b}`,
      actual: found?.relation ?? "peace",
      expected: relation,
      compare: "equal",
    });
  }
  for (const [nation, fleets] of Object.entries(want.fleets ?? {})) {
    const actual = out.state.fleets
      .filter((f) => f.nation === nation)
      .map((f) => ({ at: f.at, ships: f.ships }))
      .sort((x, y) => x.at.localeCompare(y.at));
    const sorted = [...fleets].sort((x, y) => x.at.localeCompare(y.at));
    checks.push({ what: `${nation}'s fleets`, actual, expected: sorted, compare: "equal" });
  }
  if (want.battles) {
    const battles = out.events.flatMap((e) =>
      e.type === "land-battle" || e.type === "naval-battle" ? [`${e.type} ${e.outcome}`] : [],
    );
    checks.push({ what: "battles", actual: battles, expected: want.battles, compare: "equal" });
  }
  // Scripted dice are all thrown: a case lists exactly the dice its battles need.
  if (c.dice) {
    const thrown = out.rng?.algorithm === "script" ? out.rng.at : c.dice.length;
    checks.push({ what: "dice thrown", actual: thrown, expected: c.dice.length, compare: "equal" });
  }
  return ok({ verdicts, state: out.state, checks });
}

/** The case's position: its scenario fields over a built-in base, loaded into the opening state with its rulings. */
function positionOf(fields: Record<string, unknown>): Result<{ state: GameState; map: MapGraph }, string> {
  const file = "scenario";
  const raw = { base: "ww1907", ...fields };
  const parsed = parseScenarioFile(yaml().stringify(raw), file);
  if (!parsed.ok) return err(scenarioProblemsText(parsed.error));
  const content = parsed.value.file;
  const baseId = content.base ?? "ww1907";
  if (!findBuiltInScenario(baseId)) {
    return err(`scenario.base: a case starts from a built-in scenario; "${baseId}" is not one`);
  }
  const base = loadScenario(baseId);
  if (!base.ok) return err(scenarioProblemsText(base.error));
  if (content.map !== undefined && content.map !== base.value.map.id) {
    return err(`scenario.map: a case is played on its base scenario's map (${base.value.map.id})`);
  }
  const scenario = resolveScenario(content, base.value.scenario, base.value.map, file);
  if (!scenario.ok) return err(scenarioProblemsText(scenario.error));
  const rulings = resolveRulings(scenario.value.rulings);
  if (!rulings.ok) return err(`scenario.rulings: ${rulings.error.join("; ")}`);
  const map = new MapGraph(base.value.map);
  return ok({ state: initState(scenario.value, map, rulings.value), map });
}
