import type { Ruleset } from "../../core/ruleset.ts";
import type { OddsRulesName } from "../../odds/battle-odds.ts";
import type { EngineMode } from "../engine-run.ts";
import type { PlayableRuleset } from "../game-play.ts";
import type { GameWording } from "../game-wording.ts";
import { genericEngineMode } from "./engine-mode.ts";
import type { GenericPlayOptions } from "./generic-play.ts";
import { playableGame, playableWording } from "./play-of.ts";

/** What the registry needs besides the ruleset: how the console, the CLI and the bot speak of its games. */
export interface PlayableMeta {
  /** The dice `/odds` throws in its games' channels (default "classic"). */
  oddsRules?: OddsRulesName;
  /** Whether the game counts turns (default true). */
  turnBased?: boolean;
  /** The console's `/help` (default: the orders help and the common commands). */
  consoleHelp?: string;
  /** Discord's `/help` in a channel of this game. */
  discordHelp?: string;
  /** What a seat is called in sentences about any seat (default "player"). */
  seatNoun?: string;
  /** A seat as a GM types it in an example command (default: the author of the example post, in lower case). */
  seatExample?: string;
  /** Why the GM's standing orders are refused, for a game that takes none (see `GameWording.noStandingOrders`). */
  noStandingOrders?: string;
  /** Whether a new game needs its players named, and how to say so (default: it does not). */
  playersNeeded?: ((scenario: string) => string) | null;
  /**
   * The game's own wording, whole (a game whose help, guide and standings the registry lists before its rules are
   * loaded, as `src/game/<game>/entry.ts` keeps them): used instead of the one made from the ruleset's words and the
   * fields above.
   */
  wording?: GameWording;
  /** Which scenario references are the game's (default: its built-in scenarios' ids). */
  handlesScenario?: (ref: string) => boolean;
  /** Reads the game's scenario files (a reference none of its built-in scenarios is): see `GenericPlayOptions`. */
  readScenario?: GenericPlayOptions["readScenario"];
  /** The start of a new game's id where `game new` gives no name: see `GenericPlayOptions`. */
  idPrefix?: string;
  /** Games stored by an older play of the ruleset: see `GenericPlayOptions`. */
  legacy?: GenericPlayOptions["legacy"];
  /** `state export`, the game's own scenario writer: see `GenericPlayOptions`. */
  exportScenario?: GenericPlayOptions["exportScenario"];
  /**
   * The game's own engine without a game (its engine-mode runs, order parsing, `state init`, `check`, its case
   * runner, its older published records): the generic play's records are still verified by the generic engine.
   */
  engine?: EngineMode;
}

/** A game's own engine, which also verifies the generic play's published records of its ruleset. */
function withGenericRecords(own: EngineMode, generic: EngineMode): EngineMode {
  return {
    ...own,
    handlesRecord: (raw) => generic.handlesRecord(raw) || own.handlesRecord(raw),
    verifyRecord: (raw) => (generic.handlesRecord(raw) ? generic.verifyRecord(raw) : own.verifyRecord(raw)),
  };
}

/**
 * A game as the registry lists it, made from its pure ruleset: its id, name and scenarios, its wording, the
 * generic play and the generic engine mode. A game is its ruleset folder plus one line in `src/game/rulesets.ts`.
 */
export function playable<S, C, E, R>(rules: Ruleset<S, C, E, R>, meta: PlayableMeta = {}): PlayableRuleset {
  const wording = playableWording(rules, meta);
  const game: PlayableRuleset = {
    ruleset: rules.id,
    name: rules.name,
    handlesScenario: meta.handlesScenario ?? ((ref) => rules.scenarios.some((s) => s.id === ref)),
    scenarios: rules.scenarios,
    wording,
    load: async () => game,
    loadPlay: async () => game.play,
    play: playableGame(rules, meta, wording),
    engine: meta.engine
      ? withGenericRecords(meta.engine, genericEngineMode(rules))
      : genericEngineMode(rules),
  };
  return game;
}
