import { err, ok, type Result } from "../../result.ts";
import { loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import type { ScenarioFile } from "../generic-play/generic-play.ts";
import type { PlayableMeta } from "../generic-play/playable.ts";

/**
 * World War 1907's scenario files for the generic play (`playable`'s `readScenario`): the file read and resolved
 * (its base, its overrides, its map file) as the current play reads it when a game is made, given to the ruleset's
 * `setup` as its scenario and map, which the game keeps (a later change of the files changes no game). A file that
 * cannot be read says why, as the current play says it.
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
export const ww1907ScenarioFiles: Pick<PlayableMeta, "handlesScenario" | "readScenario"> = {
  handlesScenario: () => true,
  readScenario: readWw1907ScenarioFile,
};
