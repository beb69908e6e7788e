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
    .argument(
      "<text>",
      'the bold text, e.g. "Build 3 divisions in Moscow; Warsaw -> Krakow (3)" or (risk-v1) "Attack Peru from Brazil with 5"',
    )
    .option(
      "--nation <id>",
      "World War 1907: the nation giving the orders (id or name), for 'my'/'our' and self-checks",
    )
    .option(
      "--scenario <scenario>",
      "built-in scenario id (ww1907, risk-v1) or scenario file: its game reads the text and its map gives the names",
      "ww1907",
    )
    .option(
      "--phase <phase>",
      "World War 1907: deployment | attack | unknown (default: the scenario's phase), for verbless orders such as 'A -> B (3)'; Risk Variant One: setup | income | actions | unknown (default), for 'done' and 'pass'",
    )
    .option("--json", 'print {"orders":[…]} as JSON')
    .action(async (text: string, options: ParseOptions) => {
      const { runOrdersParse } = await import("../orders-parse.ts");
      await runOrdersParse(text, options);
    });
}
