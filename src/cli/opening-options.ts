import type { OpeningOptions } from "../game/engine-run.ts";
import { commaList } from "../text/comma-list.ts";
import { UserError } from "./user-error.ts";

/** The options `state init` and `scenario show` take for a game's opening, as commander gives them. */
export interface OpeningFlags {
  players?: string;
  armies?: string;
  seed?: string;
}

/** The opening options read from the flags: players split on commas, armies a whole number from 1 to 100. */
export function openingOptions(flags: OpeningFlags): OpeningOptions {
  const players = flags.players === undefined ? undefined : commaList(flags.players);
  const armies = startingArmies(flags.armies);
  return { players, armies, seed: flags.seed };
}

/** `--armies N` (V1): a whole number from 1 to 100, or not given. */
export function startingArmies(given: string | undefined): number | undefined {
  if (given === undefined) return undefined;
  const armies = Number(given);
  if (!Number.isInteger(armies) || armies < 1 || armies > 100) {
    throw new UserError(
      `--armies takes a whole number from 1 to 100 (the rulebook suggests 10 to 30), not "${given}"`,
    );
  }
  return armies;
}
