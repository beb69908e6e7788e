import { err, ok, type Result } from "../../result.ts";
import { findBuiltInScenario } from "../../rulesets/ww1907/scenario/built-in.ts";
import {
  type ExportPlayer,
  exportScenario as exportState,
  scenarioFileYaml,
} from "../../rulesets/ww1907/scenario/export.ts";
import { loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import type { Scenario } from "../../rulesets/ww1907/scenario/schema.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import { ww1907FixedSchema } from "../../rulesets/ww1907/world.ts";
import type { ScenarioExport, ScenarioExportOptions } from "../game-play.ts";
import type { ExportInput, ScenarioFile } from "../generic-play/generic-play.ts";
import type { PlayableMeta } from "../generic-play/playable.ts";

/**
 * World War 1907's scenario files for the generic play (`playable`'s `readScenario`): the file read and resolved
 * (its base, its overrides, its map file) when a game is made, given to the ruleset's `setup` as its scenario and
 * map, which the game keeps (a later change of the files changes no game). A file that cannot be read says why.
 */
export function readWw1907ScenarioFile(ref: string): Result<ScenarioFile, string> {
  const loaded = loadScenario(ref);
  if (!loaded.ok) {
    return err(`cannot load scenario "${ref}": ${loaded.error.map((p) => p.message).join("; ")}`);
  }
  return ok({ name: ref, content: { scenario: loaded.value.scenario, map: loaded.value.map } });
}

/**
 * What `playable(ww1907Ruleset, …)` needs to play World War 1907's scenario files: every scenario no other game
 * claims is World War 1907's (as `ww1907Entry` says), read by `readWw1907ScenarioFile`.
 */
export const ww1907ScenarioFiles: Pick<PlayableMeta, "handlesScenario" | "readScenario" | "exportScenario"> =
  {
    handlesScenario: () => true,
    readScenario: readWw1907ScenarioFile,
    exportScenario: (input, options) => exportWw1907Scenario(input, options),
  };

/**
 * `adjutant state export` for a World War 1907 game (W3, W18, W21): the current state as a scenario file, by default
 * only what differs from the built-in `ww1907` scenario (or the `--base` one), with the game's players;
 * `game new --scenario FILE` loads it back to the same state.
 */
export function exportWw1907Scenario(
  input: ExportInput,
  options: ScenarioExportOptions,
): Result<ScenarioExport, string> {
  const { game } = input;
  const fixed = ww1907FixedSchema.safeParse(input.fixed);
  if (!fixed.success) return err(`the stored set-up of game "${game.id}" is not a World War 1907 scenario`);
  // the generic play read the state with the ruleset's state schema
  const state = input.state as GameState;
  let base: { ref: string; scenario: Scenario } | null = null;
  const ref = options.base ?? (state.ruleset === "ww1907" && findBuiltInScenario("ww1907") ? "ww1907" : null);
  if (!options.full && ref !== null) {
    const loaded = loadScenario(ref);
    if (!loaded.ok) return err(`--base ${ref}: ${loaded.error[0]?.message ?? "cannot load"}`);
    base = { ref, scenario: loaded.value.scenario };
  }
  const players: Record<string, ExportPlayer> = {};
  for (const p of input.players) players[p.nation] = { player: p.forum_name ?? "", handles: p.aliases_json };
  const exported = exportState({ state, game: fixed.data.scenario, base, players });
  const phase = state.phase === "deployment" ? "Deployment" : "Attack";
  const header = [
    `Game ${game.id} (${game.name}) as it stands in the ${phase} phase of ${state.year}, written by \`adjutant state export\`.`,
    `Start a game from it: adjutant game new --scenario <this file>. Format: docs/scenario-format.md.`,
    exported.mode === "diff"
      ? `Only what differs from the base scenario "${base?.ref}" is written.`
      : `Written in full${exported.fullBecause ? ` (${exported.fullBecause})` : ""}.`,
    "Not carried over: the order posts, the event log and the dice seeds (a new game has a new GM secret).",
  ];
  const how = exported.mode === "diff" ? `changes from ${base?.ref}` : "in full";
  return ok({
    text: scenarioFileYaml(exported.file, header),
    summary: `${state.year} ${state.phase} phase (${how})`,
  });
}
