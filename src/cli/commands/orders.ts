import type { Command } from "commander";
import { foldName } from "../../../parsers/text/fold.ts";
import { MapGraph } from "../../map/graph.ts";
import { describeCommand, describeReadings } from "../../rulesets/ww1907/language/choose.ts";
import { suggest } from "../../rulesets/ww1907/language/fuzzy.ts";
import { buildLexicon, type Lexicon } from "../../rulesets/ww1907/language/lexicon.ts";
import type { OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../rulesets/ww1907/language/parse-orders.ts";
import { loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

type ParseOptions = { nation?: string; scenario: string; json?: boolean; phase?: string };

/** Registers `adjutant orders parse "TEXT" [--nation ID] [--scenario S] [--phase P] [--json]`. */
export function registerOrdersCommand(program: Command): void {
  const orders = program
    .command("orders")
    .description("read bolded orders into commands (the order language)");

  orders
    .command("parse")
    .description(
      "read order text (one or more lines) into commands with canonical map ids; errors name the words not read",
    )
    .argument("<text>", 'the bold text, e.g. "Build 3 divisions in Moscow; Warsaw -> Krakow (3)"')
    .option("--nation <id>", "the nation giving the orders (id or name), for 'my'/'our' and self-checks")
    .option(
      "--scenario <scenario>",
      "built-in scenario id or scenario file (its map gives the names)",
      "ww1907",
    )
    .option(
      "--phase <phase>",
      "deployment | attack | unknown (default: the scenario's phase); settles verbless orders such as 'A -> B (3)'",
    )
    .option("--json", 'print {"orders":[…]} as JSON')
    .action((text: string, options: ParseOptions) => {
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
