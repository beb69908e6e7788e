import { describe, expect, it } from "vitest";
import { GAMES_IN_MEMORY } from "../../src/cache/games-in-memory.ts";
import { render } from "../../src/presenters/render.ts";
import { gameStateSchema } from "../../src/rulesets/ww1907/state.ts";
import type { GameStore } from "../../src/storage/game-store.ts";
import { post, testService } from "./helpers.ts";

/** Moscow's divisions in a World War 1907 game's current state, as the store keeps it (a snapshot after every step). */
async function moscowDivisions(store: GameStore, gameId: string): Promise<number> {
  const snap = await store.latestSnapshot(gameId, Number.MAX_SAFE_INTEGER);
  return gameStateSchema.parse(snap?.state).provinces.moscow?.divisions ?? 0;
}

/** The service keeps only the most recently used games in memory; a game read again gives the same answers. */
describe("more games than are kept in memory", () => {
  it(`W32 W33 ${GAMES_IN_MEMORY + 4} games: the first one, long out of memory, still has its orders in force and resolves`, async () => {
    const t = testService();
    const ids: string[] = [];
    for (let n = 0; n < GAMES_IN_MEMORY + 4; n++) {
      const g = await t.service.createGame({ scenario: "ww1907", name: `Game ${n + 1}` });
      if (!g.ok) throw new Error(g.error);
      ids.push(g.value.id);
      await t.service.assignPlayer(g.value.id, "Russia", "Ivan");
      await t.service.ingest(g.value.id, "forum", [
        post("Ivan", [`Build ${1 + (n % 3)} divisions in Moscow`], {
          postId: `p${n}`,
          postedAt: "2026-12-01T12:30:00.000Z",
        }),
      ]);
    }
    const first = ids[0] ?? "";
    const orders = await t.service.ordersInForce(first, "Russia");
    expect(orders.ok && render(orders.value, "text")).toMatch(/build 1 division in Moscow/i);
    const before = await moscowDivisions(t.store, first);
    const resolved = await t.service.resolve(first, { name: "GM" });
    expect(resolved.ok).toBe(true);
    expect((await moscowDivisions(t.store, first)) - before).toBe(1);
    // The last game, still in memory, is unaffected.
    const last = await t.service.ordersInForce(ids.at(-1) ?? "", "Russia");
    expect(last.ok && render(last.value, "text")).toMatch(/build \d divisions? in Moscow/i);
    // every game of the scenario shares one parsed setup (src/cache/shared-setups.ts), the first as the last
    const setupOf = async (id: string) => (await t.store.getGame(id))?.scenario_json;
    expect(await setupOf(first)).toBe(await setupOf(ids.at(-1) ?? ""));
  });
});
