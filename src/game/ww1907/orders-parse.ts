import { foldName } from "../../../parsers/text/fold.ts";
import { MapGraph } from "../../map/graph.ts";
import { err, ok, type Result } from "../../result.ts";
import { describeCommand, describeReadings } from "../../rulesets/ww1907/language/choose.ts";
import { suggest } from "../../rulesets/ww1907/language/fuzzy.ts";
import { buildLexicon, type Lexicon } from "../../rulesets/ww1907/language/lexicon.ts";
import type { OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../rulesets/ww1907/language/parse-orders.ts";
import { loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import type { EngineRun, OrdersParseOptions } from "../engine-run.ts";

/**
 * World War 1907's `adjutant orders parse "TEXT"`: reads order text into commands with the scenario's names. JSON
 * `{orders: OrderLine[]}` (ignored lines keep their reason beside `ignored: true`), and one line each for people.
 */
export function parseWw1907Orders(
  ref: string,
  text: string,
  options: OrdersParseOptions,
): Result<EngineRun, string> {
  const loaded = loadScenario(ref);
  if (!loaded.ok) {
    return err(`cannot load scenario '${ref}': ${loaded.error.map((p) => p.message).join("; ")}`);
  }
  const { scenario, map } = loaded.value;
  const lexicon = buildLexicon(new MapGraph(map), scenario);
  const nation = options.nation === undefined ? ok(undefined) : resolveNation(options.nation, lexicon);
  if (!nation.ok) return nation;
  const phase = resolvePhase(options.phase, scenario.phase);
  if (!phase.ok) return phase;
  const lines = parseOrders([text], lexicon, { nation: nation.value, phase: phase.value });
  return ok({
    json: { orders: lines },
    lines: lines.length === 0 ? ["(no orders)"] : lines.flatMap(textLine),
  });
}

function textLine(line: OrderLine): string[] {
  if ("command" in line) return [`ok       ${line.text}  =>  ${describeCommand(line.command)}`];
  if ("ambiguous" in line) {
    return [
      `choose   ${line.text}  =>  ${line.readings.length} readings; reply in bold "choose N":`,
      ...describeReadings(line.readings).map((r) => `           ${r}`),
    ];
  }
  if ("error" in line) return [`error    ${line.text}  =>  ${line.error}`];
  if ("ignored" in line) return [`ignored  ${line.text}  (${line.reason})`];
  return [`choose   ${line.text}  =>  picks reading ${line.choose} of a pending order`];
}

function resolveNation(name: string, lexicon: Lexicon): Result<string, string> {
  const refs = lexicon.names.get(foldName(name))?.filter((r) => r.kind === "nation") ?? [];
  if (refs.length === 1 && refs[0]) return ok(refs[0].id);
  if (refs.length > 1) return err(`--nation '${name}' may mean ${refs.map((r) => r.id).join(" or ")}`);
  const close = suggest(foldName(name), lexicon, ["nation"]);
  const known = [...lexicon.nations.keys()].join(", ");
  return err(
    `--nation '${name}' is not a nation of this scenario${close.length > 0 ? ` (did you mean ${close.join(" or ")}?)` : ""}; nations: ${known}`,
  );
}

function resolvePhase(
  phase: string | undefined,
  scenarioPhase: "deployment" | "attack",
): Result<"deployment" | "attack" | undefined, string> {
  if (phase === undefined) return ok(scenarioPhase);
  if (phase === "deployment" || phase === "attack") return ok(phase);
  if (phase === "unknown") return ok(undefined);
  return err(`--phase must be deployment, attack or unknown, not '${phase}'`);
}
