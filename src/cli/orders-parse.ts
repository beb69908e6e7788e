import { foldName } from "../../parsers/text/fold.ts";
import { MapGraph } from "../map/graph.ts";
import { describeCommand, describeReadings } from "../rulesets/ww1907/language/choose.ts";
import { suggest } from "../rulesets/ww1907/language/fuzzy.ts";
import { buildLexicon, type Lexicon } from "../rulesets/ww1907/language/lexicon.ts";
import type { OrderLine } from "../rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../rulesets/ww1907/language/parse-orders.ts";
import { loadScenario } from "../rulesets/ww1907/scenario/load.ts";
import { printJson, printLines } from "./output.ts";
import { UserError } from "./user-error.ts";

/** What `orders parse` takes. */
export type ParseOptions = { nation?: string; scenario: string; json?: boolean; phase?: string };

/**
 * `adjutant orders parse "TEXT"`: reads order text into commands with the scenario's names and prints them (JSON
 * with --json). Loaded when the command runs.
 */
export function runOrdersParse(text: string, options: ParseOptions): void {
  const loaded = loadScenario(options.scenario);
  if (!loaded.ok) {
    throw new UserError(
      `cannot load scenario '${options.scenario}': ${loaded.error.map((p) => p.message).join("; ")}`,
    );
  }
  const { scenario, map } = loaded.value;
  const lexicon = buildLexicon(new MapGraph(map), scenario);
  const nation = options.nation === undefined ? undefined : resolveNation(options.nation, lexicon);
  const phase = resolvePhase(options.phase, scenario.phase);
  const lines = parseOrders([text], lexicon, { nation, phase });
  // Ignored lines keep their reason beside `ignored: true`.
  if (options.json) printJson({ orders: lines });
  else printLines(lines.length === 0 ? ["(no orders)"] : lines.flatMap(textLine));
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

function resolveNation(name: string, lexicon: Lexicon): string {
  const refs = lexicon.names.get(foldName(name))?.filter((r) => r.kind === "nation") ?? [];
  if (refs.length === 1 && refs[0]) return refs[0].id;
  if (refs.length > 1)
    throw new UserError(`--nation '${name}' may mean ${refs.map((r) => r.id).join(" or ")}`);
  const close = suggest(foldName(name), lexicon, ["nation"]);
  const known = [...lexicon.nations.keys()].join(", ");
  throw new UserError(
    `--nation '${name}' is not a nation of this scenario${close.length > 0 ? ` (did you mean ${close.join(" or ")}?)` : ""}; nations: ${known}`,
  );
}

function resolvePhase(
  phase: string | undefined,
  scenarioPhase: "deployment" | "attack",
): "deployment" | "attack" | undefined {
  if (phase === undefined) return scenarioPhase;
  if (phase === "deployment" || phase === "attack") return phase;
  if (phase === "unknown") return undefined;
  throw new UserError(`--phase must be deployment, attack or unknown, not '${phase}'`);
}
