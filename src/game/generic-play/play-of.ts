import type { Ruleset } from "../../core/ruleset.ts";
import type { GamePlay, GamePlayDeps } from "../game-play.ts";
import type { GameWording } from "../game-wording.ts";
import { genericPlay } from "./generic-play.ts";
import type { PlayableMeta } from "./playable.ts";

/**
 * A game's wording as `playable` gives it: the game's own (`PlayableMeta.wording`), else one made from the ruleset's
 * words and the meta's fields.
 */
export function playableWording<S, C, E, R>(
  rules: Ruleset<S, C, E, R>,
  meta: PlayableMeta = {},
): GameWording {
  const words = rules.words;
  const consoleHelp =
    meta.consoleHelp ??
    `Type a post as a player:    ${words.examplePost}
Orders: ${words.ordersHelp}
GM and player commands: /status [seat] · /orders SEAT · /preview SEAT · /report · /resolve · /undo · /picture · /players · /help · /quit`;
  return (
    meta.wording ?? {
      moment: (info) =>
        `${rules.name}, ${info.phase === "over" ? "game over" : words.windowTitle(info.phase)}`,
      seatNoun: meta.seatNoun ?? "player",
      seatExample: meta.seatExample ?? (words.examplePost.split(":")[0] ?? "").trim().toLowerCase(),
      ...(meta.noStandingOrders !== undefined ? { noStandingOrders: meta.noStandingOrders } : {}),
      seedPeriod: meta.turnBased === false ? "phase" : "turn",
      turnBased: meta.turnBased ?? true,
      oddsRules: meta.oddsRules ?? "classic",
      examplePost: words.examplePost,
      consoleHelp,
      ordersHelp: () => words.ordersHelp,
      ordersGuide: () => ({
        title: `${rules.name}: writing orders`,
        intro: [words.ordersHelp],
        parts: [{ name: "Example", lines: [[words.examplePost]] }],
      }),
      discordHelp:
        meta.discordHelp ??
        `**Posting orders**: write your orders in **bold** in the game channel. **Orders**: ${words.ordersHelp}`,
      statusOnOpen: rules.timing === "sequential",
      playersNeeded: meta.playersNeeded ?? null,
      consoleName: () => rules.name,
      afterCreate: () => ["Whom the game waits for: adjutant status"],
    }
  );
}

/**
 * The generic play of a game, as `playable` gives it (`PlayableRuleset.play`), without its engine: what the service
 * loads to open a game (`RegisteredGame.loadPlay`), so a command that opens a game loads none of the game's engine
 * mode (its case runner, its scenario printer, the adjudication cases' reader: issue #26).
 */
export function playableGame<S, C, E, R>(
  rules: Ruleset<S, C, E, R>,
  meta: PlayableMeta = {},
  wording: GameWording = playableWording(rules, meta),
): (deps: GamePlayDeps) => GamePlay {
  return genericPlay(rules, {
    ...(meta.readScenario ? { readScenario: meta.readScenario } : {}),
    ...(meta.idPrefix ? { idPrefix: meta.idPrefix } : {}),
    ...(meta.legacy ? { legacy: meta.legacy } : {}),
    ...(meta.exportScenario ? { exportScenario: meta.exportScenario } : {}),
    moment: wording.moment,
  });
}
