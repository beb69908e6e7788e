import { readFileSync } from "node:fs";
import { foldName } from "../../parsers/text/fold.ts";
import { ww1907Opening } from "../game/ww1907/opening.ts";
import type { MapGraph } from "../map/graph.ts";
import type { GameState } from "../rulesets/ww1907/state.ts";
import { UserError } from "./user-error.ts";

/**
 * World War 1907's engine tools on the command line (`state init`, `check`, `supply`): a scenario loaded into its
 * opening state, nations named by id or name, JSON files read with one-line errors. Imported by those commands when
 * they run, so `adjutant --help` and other commands never load the scenario machinery.
 */

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
  const opening = ww1907Opening(ref);
  if (!opening.ok) throw new UserError(opening.error);
  return { state: opening.value.state, map: opening.value.map };
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
