import { readFileSync, writeFileSync } from "node:fs";
import type { Command } from "commander";
import { foldName } from "../../../parsers/text/fold.ts";
import { MapGraph } from "../../map/graph.ts";
import { resolveRulings } from "../../rulesets/ww1907/rulings.ts";
import { findBuiltInScenario } from "../../rulesets/ww1907/scenario/built-in.ts";
import {
  type ExportPlayer,
  exportScenario,
  scenarioFileYaml,
} from "../../rulesets/ww1907/scenario/export.ts";
import { loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import type { Scenario } from "../../rulesets/ww1907/scenario/schema.ts";
import { type GameState, initState } from "../../rulesets/ww1907/state.ts";
import { gameOption, need, withService } from "../game-service.ts";
import { printJson } from "../output.ts";
import { UserError } from "../user-error.ts";

/** A game loaded for the engine commands: the opening state and its map graph. */
export interface LoadedGame {
  state: GameState;
  map: MapGraph;
}

/**
 * Loads a scenario (built-in id or YAML/JSON file) and builds its opening game state with its rulings merged
 * over the defaults. Problems become a one-line `UserError`.
 */
export function loadGame(ref: string): LoadedGame {
  const loaded = loadScenario(ref);
  if (!loaded.ok) {
    const [first, ...rest] = loaded.error;
    const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length === 1 ? "" : "s"})` : "";
    throw new UserError(`${first?.message ?? `${ref}: cannot load the scenario`}${more}`);
  }
  const rulings = resolveRulings(loaded.value.scenario.rulings);
  if (!rulings.ok) throw new UserError(`${ref}: ${rulings.error.join("; ")}`);
  const map = new MapGraph(loaded.value.map);
  return { state: initState(loaded.value.scenario, map, rulings.value), map };
}

/** Resolves a nation given by id or name (case- and accent-insensitive); unknown ones are a `UserError`. */
export function resolveNation(state: GameState, given: string): string {
  if (Object.hasOwn(state.nations, given)) return given;
  const key = foldName(given);
  const found = Object.entries(state.nations).find(
    ([id, n]) => foldName(id) === key || foldName(n.name) === key,
  );
  if (found) return found[0];
  throw new UserError(`unknown nation "${given}" (nations: ${Object.keys(state.nations).join(", ")})`);
}

/** Reads and parses a JSON file given on the command line; problems are a one-line `UserError`. */
export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
    throw new UserError(`${path}: ${code === "ENOENT" ? "no such file" : `cannot read the ${what} file`}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UserError(
      `${path}: the ${what} file is not valid JSON (${e instanceof Error ? e.message : String(e)})`,
    );
  }
}

/** Registers `adjutant state init SCENARIO`. */
export function registerStateCommand(program: Command): void {
  const state = program.command("state").description("game states of the rules engine");
  state
    .command("init")
    .description("print the opening game state of a scenario as JSON")
    .argument("<scenario>", "a built-in scenario id (ww1907) or a path to a YAML or JSON scenario file")
    .option("--json", "print JSON (the default and only format)")
    .action((ref: string) => {
      printJson(loadGame(ref).state);
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
