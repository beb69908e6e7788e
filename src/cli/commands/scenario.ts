import type { Command } from "commander";
import { type OpeningFlags, openingOptions } from "../opening-options.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

/** Registers `adjutant scenario list` and `adjutant scenario show SCENARIO [--json]`, for every game. */
export function registerScenarioCommand(program: Command): void {
  const scenario = program
    .command("scenario")
    .description("show scenario files (opening positions; see docs/scenario-format.md)");

  scenario
    .command("list")
    .description("the built-in scenarios of every game")
    .option("--json", "print JSON")
    .action(async (options: { json?: boolean }) => {
      const { playableRulesets } = await import("../../game/rulesets.ts");
      const all = playableRulesets.flatMap((game) =>
        game.scenarios.map((s) => ({ id: s.id, game: game.name, description: s.name })),
      );
      if (options.json) return printJson({ scenarios: all });
      printLines(all.map((s) => `${s.id}  ${s.game}: ${s.description}`));
    });

  scenario
    .command("show")
    .description(
      "print what a scenario holds: World War 1907, each nation's income, pp, points, relations and provinces; Risk Variant One, the players, their territories, the deal and the rulings",
    )
    .argument(
      "<scenario>",
      "a built-in scenario id (adjutant scenario list) or a path to a YAML or JSON scenario file",
    )
    .option("--players <names>", "Risk Variant One: the players in seat order, e.g. Alice,Bob,Cleo")
    .option("--armies <n>", "Risk Variant One: armies each player starts with")
    .option(
      "--seed <seed>",
      'Risk Variant One: the seed the dealer\'s roll and the deal come from (default "example")',
    )
    .option("--json", "print the scenario as JSON")
    .action(async (ref: string, options: OpeningFlags & { json?: boolean }) => {
      const { rulesetForScenario } = await import("../../game/rulesets.ts");
      const entry = rulesetForScenario(ref);
      if (!entry) throw new UserError(`"${ref}" is not a scenario of any game here (adjutant scenario list)`);
      const game = await entry.load();
      const shown = game.engine.showScenario(ref, openingOptions(options));
      if (!shown.ok) throw new UserError(shown.error);
      if (options.json) printJson(shown.value.json);
      else printLines(shown.value.lines);
    });
}
