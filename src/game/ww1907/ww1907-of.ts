import { err, ok } from "../../result.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { ResolutionRecord } from "../../rulesets/ww1907/verify.ts";
import type { GamePlay } from "../game-play.ts";
import type { ServiceResult } from "../types.ts";
import type { GameContext } from "./context.ts";
import { resolutionRecord } from "./resolution-record.ts";
import { Ww1907Games } from "./ww1907-play.ts";

/** What World War 1907 reads from a game service: the play of a game (`GameService.gamePlay`). */
export interface PlaysGames {
  gamePlay(gameId: string): Promise<ServiceResult<GamePlay>>;
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
  book(gameId: string): Promise<OrderBook>;
  /** A World War 1907 game's resolution record (the typed form of `GameService.publishedRecord`). */
  resolutionRecord(gameId: string, phaseSeq?: number): Promise<ServiceResult<ResolutionRecord>>;
}

/** World War 1907's own pieces of the games a service plays (an error for a game of another ruleset). */
export function ww1907Of(service: PlaysGames): Ww1907View {
  const playOf = async (gameId: string): Promise<ServiceResult<Ww1907Games>> => {
    const play = await service.gamePlay(gameId);
    if (!play.ok) return play;
    return play.value instanceof Ww1907Games
      ? ok(play.value)
      : err(`game "${gameId}" is not a World War 1907 game`);
  };
  return {
    context: async (gameId) => {
      const play = await playOf(gameId);
      return play.ok ? await play.value.context(gameId) : play;
    },
    state: async (gameId) => {
      const play = await playOf(gameId);
      return play.ok ? await play.value.state(gameId) : play;
    },
    book: async (gameId) => {
      const play = await playOf(gameId);
      return play.ok ? await play.value.book(gameId) : { nations: [], ignored: [], notes: [] };
    },
    resolutionRecord: async (gameId, phaseSeq) => {
      const play = await playOf(gameId);
      return play.ok ? await resolutionRecord(play.value, gameId, phaseSeq) : play;
    },
  };
}
