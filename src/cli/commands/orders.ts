import type { Command } from "commander";
import type { ParseOptions } from "../orders-parse.ts";

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
    .action(async (text: string, options: ParseOptions) => {
      const { runOrdersParse } = await import("../orders-parse.ts");
      runOrdersParse(text, options);
    });
}
