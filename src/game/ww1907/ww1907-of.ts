import { err, ok } from "../../result.ts";
import type { Command } from "../../rulesets/ww1907/commands.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import { type ResolutionRecord, resolutionRecordSchema } from "../../rulesets/ww1907/verify.ts";
import type { GamePlay } from "../game-play.ts";
import type { GenericPlay } from "../generic-play/generic-play.ts";
import { commandsOf, type OrderBook as GenericOrderBook } from "../generic-play/order-book.ts";
import { genericPlayOf } from "../generic-play/per-game.ts";
import type { ServiceResult } from "../types.ts";
import { buildContext, type GameContext } from "./context.ts";
import { WW1907_RULESET } from "./entry.ts";

/** What World War 1907 reads from a game service: the play of a game (`GameService.gamePlay`). */
export interface PlaysGames {
  gamePlay(gameId: string): Promise<ServiceResult<GamePlay>>;
}

/**
 * A World War 1907 game's order book of the open phase: each nation's post in force with its commands, and the posts
 * that count for nothing.
 */
export interface Ww1907Book {
  nations: { nation: string; postId: string | null; commands: Command[] }[];
  ignored: {
    postId: string;
    author: string;
    nation: string | null;
    reason: string;
    outside?: "before" | "after";
  }[];
  notes: { postId: string; nation: string; note: string }[];
}

/**
 * What only World War 1907 has, for a game of a service: its setup, its state, the order book of its open phase
 * and its typed resolution records. The service speaks of every game alike; tests and World War 1907's own tools
 * reach these through here, never through the service.
 */
export interface Ww1907View {
  /** A World War 1907 game's loaded setup (map graph, lexicon, names). */
  context(gameId: string): Promise<ServiceResult<GameContext>>;
  /** A World War 1907 game's current state. */
  state(gameId: string): Promise<ServiceResult<GameState>>;
  /** A World War 1907 game's order book of the open phase (empty for another game, or no game). */
  book(gameId: string): Promise<Ww1907Book>;
  /** A World War 1907 game's resolution record (the typed form of `GameService.publishedRecord`). */
  resolutionRecord(gameId: string, phaseSeq?: number): Promise<ServiceResult<ResolutionRecord>>;
}

/**
 * World War 1907's own pieces of the games a service plays (an error for a game of another ruleset): what the generic
 * play keeps of a game (`genericPlayOf`: the ruleset's state, the scenario and map stored with the game, the open
 * phase's order book) and the records it publishes in World War 1907's form (adjutant/resolution/v1).
 */
export function ww1907Of(service: PlaysGames): Ww1907View {
  /** The game's play: the generic play of World War 1907's ruleset (`genericPlayOf`). */
  const playOf = async (
    gameId: string,
  ): Promise<ServiceResult<GenericPlay<unknown, unknown, unknown, unknown>>> => {
    const play = await service.gamePlay(gameId);
    if (!play.ok) return play;
    if (play.value.ruleset === WW1907_RULESET) {
      const generic = await genericPlayOf(play.value, gameId);
      if (generic) return generic;
    }
    return err(`game "${gameId}" is not a World War 1907 game`);
  };
  return {
    context: async (gameId) => {
      const play = await playOf(gameId);
      if (!play.ok) return play;
      // the generic play keeps the game's scenario and map as its fixed part
      const game = await play.value.game(gameId);
      return game ? buildContext(play.value.fixedOf(game)) : err(`no game "${gameId}"`);
    },
    state: async (gameId) => {
      const play = await playOf(gameId);
      if (!play.ok) return play;
      // World War 1907's ruleset plays on its own state (`GameState`)
      return (await play.value.state(gameId)) as ServiceResult<GameState>;
    },
    book: async (gameId) => {
      const play = await playOf(gameId);
      if (!play.ok) return { nations: [], ignored: [], notes: [] };
      return bookOfGeneric(await play.value.book(gameId));
    },
    // the generic play publishes World War 1907's resolutions in the same form (adjutant/resolution/v1)
    resolutionRecord: async (gameId, phaseSeq) => {
      const play = await playOf(gameId);
      if (!play.ok) return play;
      const record = await play.value.record(gameId, phaseSeq);
      // a phase not resolved yet, in World War 1907's words
      if (!record.ok && /has not closed|no window has closed/.test(record.error)) {
        return err(
          phaseSeq === undefined
            ? "no phase has been resolved yet"
            : `phase ${phaseSeq} has not been resolved`,
        );
      }
      if (!record.ok) return record;
      const parsed = resolutionRecordSchema.safeParse(record.value);
      return parsed.success ? ok(parsed.data) : err("not a World War 1907 resolution record");
    },
  };
}

/**
 * The generic play's order book in World War 1907's shape (`OrderBook`, what tests and tools read of it): each
 * nation's post in force with its commands, the posts that do not count, and the notes on those that count (its
 * lines, readings and choices are the generic play's: not given here).
 */
function bookOfGeneric(book: GenericOrderBook<unknown>): OrderBook {
  return {
    nations: book.inForce.map((p) => ({
      nation: p.seat,
      postId: p.postId,
      postedAt: p.postedAt,
      lines: [],
      // World War 1907's ruleset reads its own commands (`Command`)
      commands: commandsOf(p.lines) as Command[],
      pending: [],
      errors: [],
      choices: [],
    })),
    ignored: book.ignored.map((i) => ({
      postId: i.postId,
      author: i.author,
      nation: i.seat,
      reason: i.reason,
      ...(i.outside ? { outside: i.outside } : {}),
    })),
    notes: book.notes.map((n) => ({ postId: n.postId, nation: n.seat, note: n.note })),
  };
}
