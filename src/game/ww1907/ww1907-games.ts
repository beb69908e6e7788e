import type { PlayableRuleset } from "../game-play.ts";
import { ww1907EngineMode } from "./engine-mode.ts";
import { ww1907Entry } from "./entry.ts";
import { Ww1907Games, type Ww1907Options } from "./ww1907-play.ts";

export { Ww1907Games, type Ww1907Options };

/**
 * World War 1907 as a game of the registry, set up with `options` (a test's own scenario loader): register it
 * through `GameServiceDeps.games` in place of `worldWar1907`.
 */
export function worldWar1907With(options: Ww1907Options): PlayableRuleset {
  const game: PlayableRuleset = {
    ...ww1907Entry,
    load: async () => game,
    loadPlay: async () => game.play,
    play: (deps) => new Ww1907Games(deps, options),
    engine: ww1907EngineMode,
  };
  return game;
}

/** World War 1907 in the registry of games (`src/game/rulesets.ts`): every scenario no other game claims. */
export const worldWar1907: PlayableRuleset = worldWar1907With({});
