import type { Command } from "commander";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

/**
 * Registers `adjutant supply SCENARIO --nation ID [--json]`: a World War 1907 nation's supply groups. A game without
 * supply (Risk Variant One) says so, and where its analogue is shown.
 */
export function registerSupplyCommand(program: Command): void {
  program
    .command("supply")
    .description("print a nation's supply groups (W4, W5): provinces, production and spendable pp")
    .argument(
      "<scenario>",
      "a built-in scenario id (adjutant scenario list) or a path to a YAML or JSON scenario file",
    )
    .requiredOption("--nation <id>", "the nation (id or name)")
    .option("--json", "print JSON")
    .action(async (ref: string, options: { nation: string; json?: boolean }) => {
      const { rulesetForScenario } = await import("../../game/rulesets.ts");
      const entry = rulesetForScenario(ref);
      if (!entry) throw new UserError(`"${ref}" is not a scenario of any game here (adjutant scenario list)`);
      const game = await entry.load();
      const supply = game.engine.supply(ref, options.nation);
      if (!supply.ok) throw new UserError(supply.error);
      if (options.json) printJson(supply.value.json);
      else printLines(supply.value.lines);
    });
}
