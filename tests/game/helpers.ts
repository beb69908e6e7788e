import type { ParsedPost } from "../../parsers/post.ts";
import { GameService } from "../../src/game/game-service.ts";
import { type RiskState, riskStateSchema } from "../../src/rulesets/risk-variant-one/state.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";

/** A game service on an in-memory database with a settable clock. */
export function testService(file = ":memory:"): {
  service: GameService;
  store: GameStore;
  clock: { now: Date };
} {
  const clock = { now: new Date("2026-12-01T12:00:00.000Z") };
  const store = new GameStore(openDatabase(file));
  const service = new GameService({
    store,
    now: () => clock.now,
    newSecret: () => "test-secret-0123456789abcdef",
    loadScenario,
  });
  return { service, store, clock };
}

let counter = 0;

/** A forum post with bold passages. */
export function post(author: string, bold: string[], extra: Partial<ParsedPost> = {}): ParsedPost {
  counter++;
  return {
    platform: "phpbb3",
    postId: extra.postId ?? `p${counter}`,
    author: { name: author },
    postedAt: "2026-12-01T10:00:00.000Z",
    edited: null,
    bold,
    text: bold.join("\n"),
    ...extra,
  };
}

/** The current state of a Risk Variant One game, as the store keeps it (a snapshot after every logged order). */
export function riskStateOf(store: GameStore, gameId: string): RiskState {
  const snap = store.latestSnapshot(gameId, Number.MAX_SAFE_INTEGER);
  return riskStateSchema.parse(snap?.state);
}
