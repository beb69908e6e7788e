import { err, ok } from "../../result.ts";
import { findBuiltInScenario } from "../../rulesets/ww1907/scenario/built-in.ts";
import {
  type ExportPlayer,
  exportScenario as exportState,
  scenarioFileYaml,
} from "../../rulesets/ww1907/scenario/export.ts";
import type { Scenario } from "../../rulesets/ww1907/scenario/schema.ts";
import type { GameRow } from "../../storage/rows.ts";
import type { ScenarioExport, ScenarioExportOptions } from "../game-play.ts";
import type { ServiceResult } from "../types.ts";
import type { Ww1907Kit } from "./kit.ts";

/**
 * `adjutant state export` for a World War 1907 game (W3, W18, W21): the current state as a scenario file, by
 * default only what differs from the built-in `ww1907` scenario, with the game's players; `game new --scenario FILE`
 * loads it back to the same state.
 */
export async function exportWw1907Scenario(
  kit: Ww1907Kit,
  game: GameRow,
  options: ScenarioExportOptions,
): Promise<ServiceResult<ScenarioExport>> {
  const current = await kit.state(game.id);
  if (!current.ok) return current;
  const context = await kit.context(game.id);
  if (!context.ok) return context;
  const state = current.value;
  let base: { ref: string; scenario: Scenario } | null = null;
  const ref = options.base ?? (state.ruleset === "ww1907" && findBuiltInScenario("ww1907") ? "ww1907" : null);
  if (!options.full && ref !== null) {
    const loaded = kit.loadScenario(ref);
    if (!loaded.ok) return err(`--base ${ref}: ${loaded.error[0]?.message ?? "cannot load"}`);
    base = { ref, scenario: loaded.value.scenario };
  }
  const players: Record<string, ExportPlayer> = {};
  for (const p of await kit.store.listPlayers(game.id)) {
    players[p.nation] = { player: p.forum_name ?? "", handles: p.aliases_json };
  }
  const exported = exportState({ state, game: context.value.scenario, base, players });
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
