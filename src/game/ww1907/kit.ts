import type { ParsedPost } from "../../../parsers/post.ts";
import type { Result } from "../../result.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import type { OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import type { LoadedScenario } from "../../rulesets/ww1907/scenario/load.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { ScenarioProblem } from "../../scenario/problem.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { ServiceResult } from "../types.ts";
import type { GameContext } from "./context.ts";

/**
 * What World War 1907's use cases share (`Ww1907Games` provides it): storage, the clock, and each game's setup,
 * current state and open order book, cached so that a post costs the same however long a game has run.
 */
export interface Ww1907Kit {
  readonly store: GameStore;
  nowIso(): string;
  newSecret(): string;
  loadScenario(ref: string): Result<LoadedScenario, ScenarioProblem[]>;
  /** The game's loaded setup (map graph, lexicon, names). */
  context(gameId: string): Promise<ServiceResult<GameContext>>;
  /** The current state: the latest snapshot with the events after it folded over it. */
  state(gameId: string): Promise<ServiceResult<GameState>>;
  /**
   * The order book of the open phase. With `partial` (an ingest's), its `nations` are exact but its `ignored` and
   * `notes` may hold only the posts after the head stored with the game (see `phaseBook`).
   */
  book(gameId: string, options?: { partial?: boolean }): Promise<OrderBook>;
  /** A post's order lines, parsed once per text, nation and phase. */
  readOrders(
    ctx: GameContext,
    post: ParsedPost,
    nation: string,
    phase: "deployment" | "attack" | undefined,
  ): OrderLine[];
  /** Keeps the state a use case just computed (after a resolution), or forgets it (null: read it again). */
  rememberState(gameId: string, state: GameState | null): Promise<void>;
}
