import { onFirstUse } from "../../modules/on-first-use.ts";
import type { GameRow } from "../../storage/rows.ts";
import type { GenericPlayOptions } from "../generic-play/generic-play.ts";
import type { PlayableMeta } from "../generic-play/playable.ts";

/** The conversion of the older play's games and the scenario files, imported when first used. */
const legacyGamesModule = onFirstUse(() => import("./legacy-games.ts"));
const scenarioFilesModule = onFirstUse(() => import("./scenario-files.ts"));

/**
 * What World War 1907's play is given besides its ruleset (`PlayableMeta`), each part's module loaded when first
 * used (issue #26: `adjutant status` loads no scenario reader, no older play's replay): the scenario files (read when a
 * game is made from one, written by `state export`) and the games the older play stored.
 */

/**
 * A game's fixed part when its setup row is the older play's (the scenario and its map, which is what the generic
 * play keeps as World War 1907's fixed part), else undefined.
 */
export function ww1907FixedOf(game: Pick<GameRow, "scenario_json">): unknown {
  const setup = game.scenario_json;
  if (setup === null || typeof setup !== "object" || "fixed" in setup || "ruleset" in setup) return undefined;
  return "scenario" in setup && "map" in setup ? setup : undefined;
}

/**
 * World War 1907's games stored by the older play, for the generic play (`GenericPlayOptions.legacy`): converted once,
 * their phases' records and their ending as it published them (`legacy-games.ts`). That module (it replays the older
 * log, resolutions and all) is loaded only for a game whose setup row is the older play's: for any other game each
 * of these has nothing to do, as the module's own functions find first (issue #26: a status loads no resolution).
 */
export const ww1907Legacy: NonNullable<GenericPlayOptions["legacy"]> = {
  convert: async (store, game, now) => {
    if (ww1907FixedOf(game) === undefined) return;
    await (await legacyGamesModule()).convertWw1907Game(store, game, now);
  },
  record: async (store, game, phaseSeq) => {
    if (ww1907FixedOf(game) === undefined) return null;
    return await (await legacyGamesModule()).legacyWw1907Record(store, game, phaseSeq);
  },
  ending: async (store, game) => {
    if (ww1907FixedOf(game) === undefined) return null;
    return await (await legacyGamesModule()).legacyWw1907Ending(store, game);
  },
  fixedOf: ww1907FixedOf,
};

/**
 * World War 1907's scenario files (`scenario-files.ts`): every scenario no other game claims is World War 1907's (as
 * `ww1907Entry` says), read when a game is made from it; `state export` writes one.
 */
export const ww1907ScenarioFilesOnDemand: Pick<
  PlayableMeta,
  "handlesScenario" | "readScenario" | "exportScenario"
> = {
  handlesScenario: () => true,
  readScenario: async (ref) => (await scenarioFilesModule()).readWw1907ScenarioFile(ref),
  exportScenario: async (input, options) =>
    (await scenarioFilesModule()).exportWw1907Scenario(input, options),
};
