import type { Ww1907Ruleset } from "../rulesets/ww1907/light-ruleset.ts";
import type { GamePlay, GamePlayDeps, PlayableRuleset, RegisteredGame } from "./game-play.ts";
import { riskEntry } from "./risk/entry.ts";
import { ww1907Entry } from "./ww1907/entry.ts";

/**
 * A game's entry with its play and engine imported on first use (once), so a process loads only the games it
 * opens: `adjutant status` on a World War 1907 game never loads Risk Variant One's rules, nor the other way round.
 */
function lazily(
  entry: Omit<RegisteredGame, "load" | "loadPlay">,
  load: () => Promise<PlayableRuleset>,
  loadPlay: () => Promise<(deps: GamePlayDeps) => GamePlay> = async () => (await load()).play,
): RegisteredGame {
  let loaded: Promise<PlayableRuleset> | undefined;
  let play: Promise<(deps: GamePlayDeps) => GamePlay> | undefined;
  return {
    ...entry,
    load: () => {
      loaded ??= load();
      return loaded;
    },
    loadPlay: () => {
      play ??= loadPlay();
      return play;
    },
  };
}

const riskVariantOne = lazily(riskEntry, async () => {
  const [{ playable }, { riskRuleset }, { riskEngineMode }, { readRiskScenarioFile }, legacy] =
    await Promise.all([
      import("./generic-play/playable.ts"),
      import("../rulesets/risk-variant-one/ruleset.ts"),
      import("./risk/engine-mode.ts"),
      import("./risk/scenario-files.ts"),
      import("./risk/legacy-games.ts"),
    ]);
  return playable(riskRuleset, {
    wording: riskEntry.wording,
    handlesScenario: riskEntry.handlesScenario,
    readScenario: readRiskScenarioFile,
    idPrefix: "risk-v1",
    engine: riskEngineMode,
    // games stored by the older play (RiskGames, deleted since): converted once, their turns' records as it
    // published them
    legacy: {
      convert: legacy.convertRiskGame,
      record: legacy.legacyRiskRecord,
      ending: legacy.legacyRiskEnding,
    },
  });
});
/**
 * World War 1907's play and scenario files, without its engine (`ww1907EngineMode`), on its ruleset as `rules` gives
 * it: the light part (what opening a game needs, issue #26), or the whole one.
 */
async function ww1907PlayMeta(rules: () => Promise<Ww1907Ruleset>) {
  const [ruleset, { ww1907ScenarioFilesOnDemand, ww1907Legacy }] = await Promise.all([
    rules(),
    import("./ww1907/play-meta.ts"),
  ]);
  return {
    rules: ruleset,
    meta: {
      ...ww1907ScenarioFilesOnDemand,
      wording: ww1907Entry.wording,
      // games stored by the older play: converted once, their phases' records as it published them
      legacy: ww1907Legacy,
    },
  };
}
const worldWar1907 = lazily(
  ww1907Entry,
  async () => {
    const [{ playable }, { rules, meta }, { ww1907EngineMode }] = await Promise.all([
      import("./generic-play/playable.ts"),
      ww1907PlayMeta(async () => (await import("../rulesets/ww1907/ruleset.ts")).ww1907Ruleset),
      import("./ww1907/engine-mode.ts"),
    ]);
    return playable(rules, { ...meta, engine: ww1907EngineMode });
  },
  // a game opened (a status, a post) loads the play only: the engine's case runner and scenario printer stay out,
  // and the ruleset's light part, which loads the whole ruleset when a use case needs it (`Ruleset.complete`)
  async () => {
    const [{ playableGame }, { rules, meta }] = await Promise.all([
      import("./generic-play/play-of.ts"),
      ww1907PlayMeta(async () => (await import("../rulesets/ww1907/light-ruleset.ts")).ww1907LightRuleset),
    ]);
    return playableGame(rules, meta);
  },
);

/**
 * The games the service plays, one entry each, tried in order: the first whose `handlesScenario` accepts a
 * scenario plays it. World War 1907 comes last, since it takes every scenario no other game claims.
 */
export const playableRulesets: readonly RegisteredGame[] = [riskVariantOne, worldWar1907];

/**
 * The game played where nothing says which: a new console game on an empty database (its first built-in scenario),
 * and the help of a Discord channel with no game yet.
 */
export const defaultRuleset: RegisteredGame = worldWar1907;

/** The game a stored ruleset id names ("risk-variant-one"), if this installation plays it. */
export function rulesetById(id: string): RegisteredGame | undefined {
  return playableRulesets.find((r) => r.ruleset === id);
}

/** The playable ruleset whose scenarios include `ref`, if any. */
export function rulesetForScenario(ref: string): RegisteredGame | undefined {
  return playableRulesets.find((r) => r.handlesScenario(ref));
}

/**
 * The game a published record (parsed JSON) belongs to: the first that claims it (World War 1907 takes the rest).
 * Each game's engine is loaded in turn to ask it.
 */
export async function rulesetForRecord(raw: unknown): Promise<PlayableRuleset | undefined> {
  for (const entry of playableRulesets) {
    const game = await entry.load();
    if (game.engine.handlesRecord(raw)) return game;
  }
  return undefined;
}
