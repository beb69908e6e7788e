import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { gameOption, need, withService } from "../game-service.ts";
import { type OpeningFlags, openingOptions } from "../opening-options.ts";
import { printJson } from "../output.ts";
import { UserError } from "../user-error.ts";

/** Registers `adjutant state init SCENARIO`. */
export function registerStateCommand(program: Command): void {
  const state = program.command("state").description("game states of the rules engine");
  state
    .command("init")
    .description(
      "print the opening game state of a scenario as JSON (Risk Variant One: the players seated, dealt from a seed)",
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
    .option("--json", "print JSON (the default and only format)")
    .action(async (ref: string, options: OpeningFlags) => {
      const { rulesetForScenario } = await import("../../game/rulesets.ts");
      const entry = rulesetForScenario(ref);
      if (!entry) throw new UserError(`"${ref}" is not a scenario of any game here (adjutant scenario list)`);
      const game = await entry.load();
      const opened = game.engine.openingState(ref, openingOptions(options));
      if (!opened.ok) throw new UserError(opened.error);
      printJson(opened.value);
    });
  gameOption(
    state
      .command("export")
      .description(
        "write the current game as a scenario file (YAML) that `game new --scenario FILE` loads back to the same state",
      )
      .option("--out <file>", "write the file here (default: print it)")
      .option(
        "--base <scenario>",
        "the scenario the file starts from (default: ww1907 for World War 1907 games)",
      )
      .option("--full", "write everything, with no base"),
  ).action(async (opts: { game?: string; out?: string; base?: string; full?: boolean }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      const info = need(await service.info(id));
      const exported = need(await service.exportScenario(id, { base: opts.base, full: opts.full }));
      const text = exported.text;
      if (opts.out === undefined) {
        process.stdout.write(text);
        return;
      }
      try {
        writeFileSync(opts.out, text);
      } catch (e) {
        throw new UserError(
          `${opts.out}: cannot write the file (${e instanceof Error ? e.message : String(e)})`,
        );
      }
      process.stdout.write(`Wrote ${opts.out}: ${info.name}, ${exported.summary}.\n`);
    });
  });
}
