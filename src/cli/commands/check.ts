import type { Command } from "commander";
import { type OpeningFlags, openingOptions } from "../opening-options.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

interface CheckFlags extends OpeningFlags {
  nation?: string;
  player?: string;
  orders: string;
  state?: string;
  json?: boolean;
}

/**
 * Registers `adjutant check SCENARIO (--nation ID | --player NAME) --orders FILE [--state FILE] [--json]`, for every
 * game: the scenario's game judges the commands (World War 1907: a nation's orders against a working copy of the
 * state; Risk Variant One: a player's orders one after another, each taking effect at once).
 */
export function registerCheckCommand(program: Command): void {
  program
    .command("check")
    .description(
      "judge a nation's or player's orders (a JSON array of typed commands) against a scenario's opening or a state",
    )
    .argument(
      "<scenario>",
      "a built-in scenario id (adjutant scenario list) or a path to a YAML or JSON scenario file",
    )
    .option("--nation <id>", "World War 1907: the nation giving the orders (id or name)")
    .option("--player <name>", "Risk Variant One: the player giving the orders")
    .requiredOption(
      "--orders <file>",
      "a JSON file holding an array of commands (the typed commands `orders parse --json` prints)",
    )
    .option(
      "--state <file>",
      "judge against this game state (JSON, as `state init` prints it) instead of the scenario's opening",
    )
    .option("--players <names>", "Risk Variant One: the players in seat order, e.g. Alice,Bob,Cleo")
    .option("--armies <n>", "Risk Variant One: armies each player starts with")
    .option(
      "--seed <seed>",
      'Risk Variant One: the seed the dealer\'s roll and the deal come from (default "example")',
    )
    .option("--json", "print JSON")
    .action(async (ref: string, options: CheckFlags) => {
      const { rulesetForScenario } = await import("../../game/rulesets.ts");
      const { readJsonFile } = await import("../json-file.ts");
      const giver = whoGives(options);
      const entry = rulesetForScenario(ref);
      if (!entry) throw new UserError(`"${ref}" is not a scenario of any game here (adjutant scenario list)`);
      const game = await entry.load();
      const commands = readJsonFile(options.orders, "orders");
      if (!Array.isArray(commands)) {
        throw new UserError(`${options.orders}: the orders file must hold a JSON array of commands`);
      }
      const state =
        options.state === undefined
          ? undefined
          : { file: options.state, json: readJsonFile(options.state, "state") };
      const checked = game.engine.checkOrders(ref, {
        giver,
        commands,
        state,
        opening: openingOptions(options),
      });
      if (!checked.ok) throw new UserError(checked.error);
      const { verdicts } = checked.value;
      if (options.json) {
        printJson({ verdicts });
        return;
      }
      const ok = verdicts.filter((v) => v.accepted).length;
      printLines([
        ...verdicts.map(
          (v, i) => `${i + 1}. ${v.accepted ? "accepted" : "REJECTED"} [${v.code}] ${v.message}`,
        ),
        `${ok} of ${verdicts.length} order${verdicts.length === 1 ? "" : "s"} accepted`,
      ]);
    });
}

/** Who gives the orders: `--nation` (World War 1907) or `--player` (Risk Variant One), exactly one. */
function whoGives(options: CheckFlags): string {
  if (options.nation !== undefined && options.player !== undefined) {
    throw new UserError(
      "give --nation or --player, not both: they name the same thing (who gives the orders)",
    );
  }
  const giver = options.nation ?? options.player;
  if (giver === undefined) {
    throw new UserError(
      "who gives the orders? --nation ID (World War 1907) or --player NAME (Risk Variant One)",
    );
  }
  return giver;
}
