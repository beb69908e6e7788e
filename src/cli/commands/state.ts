import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import type { ExportPlayer } from "../../rulesets/ww1907/scenario/export.ts";
import type { Scenario } from "../../rulesets/ww1907/scenario/schema.ts";
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
      const game = rulesetForScenario(ref);
      if (!game) throw new UserError(`"${ref}" is not a scenario of any game here (adjutant scenario list)`);
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
    const { findBuiltInScenario } = await import("../../rulesets/ww1907/scenario/built-in.ts");
    const { exportScenario, scenarioFileYaml } = await import("../../rulesets/ww1907/scenario/export.ts");
    const { loadScenario } = await import("../../rulesets/ww1907/scenario/load.ts");
    await withService(({ service, store }) => {
      const id = need(service.gameId(opts.game));
      const current = need(service.state(id));
      const context = need(service.context(id));
      const info = need(service.info(id));
      let base: { ref: string; scenario: Scenario } | null = null;
      const ref =
        opts.base ?? (current.ruleset === "ww1907" && findBuiltInScenario("ww1907") ? "ww1907" : null);
      if (!opts.full && ref !== null) {
        const loaded = loadScenario(ref);
        if (!loaded.ok) throw new UserError(`--base ${ref}: ${loaded.error[0]?.message ?? "cannot load"}`);
        base = { ref, scenario: loaded.value.scenario };
      }
      const players: Record<string, ExportPlayer> = {};
      for (const p of store.listPlayers(id)) {
        players[p.nation] = { player: p.forum_name ?? "", handles: p.aliases_json };
      }
      const exported = exportScenario({ state: current, game: context.scenario, base, players });
      const phase = current.phase === "deployment" ? "Deployment" : "Attack";
      const header = [
        `Game ${id} (${info.name}) as it stands in the ${phase} phase of ${current.year}, written by \`adjutant state export\`.`,
        `Start a game from it: adjutant game new --scenario <this file>. Format: docs/scenario-format.md.`,
        exported.mode === "diff"
          ? `Only what differs from the base scenario "${base?.ref}" is written.`
          : `Written in full${exported.fullBecause ? ` (${exported.fullBecause})` : ""}.`,
        "Not carried over: the order posts, the event log and the dice seeds (a new game has a new GM secret).",
      ];
      const text = scenarioFileYaml(exported.file, header);
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
      const how = exported.mode === "diff" ? `changes from ${base?.ref}` : "in full";
      process.stdout.write(
        `Wrote ${opts.out}: ${info.name}, ${current.year} ${current.phase} phase (${how}).\n`,
      );
    });
  });
}
