import type { Command } from "commander";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

/** Registers `adjutant check SCENARIO --nation ID --orders FILE [--json]`. */
export function registerCheckCommand(program: Command): void {
  program
    .command("check")
    .description("judge a nation's orders (a JSON array of typed commands) against a scenario's state")
    .argument("<scenario>", "a built-in scenario id (ww1907) or a path to a YAML or JSON scenario file")
    .requiredOption("--nation <id>", "the nation giving the orders (id or name)")
    .requiredOption("--orders <file>", "a JSON file holding an array of commands")
    .option("--json", "print JSON")
    .action(async (ref: string, options: { nation: string; orders: string; json?: boolean }) => {
      const { loadGame, readJsonFile, resolveNation } = await import("../engine-game.ts");
      const { validate } = await import("../../rulesets/ww1907/validate.ts");
      const { state, map } = loadGame(ref);
      const nation = resolveNation(state, options.nation);
      const commands = readJsonFile(options.orders, "orders");
      if (!Array.isArray(commands)) {
        throw new UserError(`${options.orders}: the orders file must hold a JSON array of commands`);
      }
      const verdicts = validate(state, map, nation, commands);
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
