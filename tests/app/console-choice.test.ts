import { describe, expect, it } from "vitest";
import { consoleGame } from "../../src/app/console-choice.ts";
import { testService } from "../game/helpers.ts";

/** The game the console of `npm start` plays (src/app/console-choice.ts); the process itself: tests/bot/main-start. */
describe("the game npm start's console plays", () => {
  const players = ["Alice", "Bob", "Cleo"];

  it("without GAME_SCENARIO: the current game whatever it is, the only one, or a new World War 1907 game", async () => {
    const { service } = testService();
    const first = await consoleGame(service, { scenario: undefined, players: [] });
    expect(first.ok && (await service.listGames()).map((g) => [g.id, g.scenario])).toEqual([
      [first.ok && first.value, "ww1907"],
    ]);
    const risk = await service.createGame({ scenario: "risk-v1", players });
    if (!risk.ok) throw new Error(risk.error);
    expect(await consoleGame(service, { scenario: undefined, players: [] })).toEqual({
      ok: true,
      value: risk.value.id,
    });
    expect(await service.listGames()).toHaveLength(2);
  });

  it("with one game and none current, that game", async () => {
    const { service, store } = testService();
    const risk = await service.createGame({ scenario: "risk-v1", players });
    if (!risk.ok) throw new Error(risk.error);
    await store.db.run("DELETE FROM settings WHERE key = ?", "current_game");
    expect(await consoleGame(service, { scenario: undefined, players: [] })).toEqual({
      ok: true,
      value: risk.value.id,
    });
  });

  it("with GAME_SCENARIO: the current or latest game of that scenario, else a new one (Risk needs its players)", async () => {
    const { service } = testService();
    const ww = await service.createGame({ scenario: "ww1907" });
    const risk = await service.createGame({ scenario: "risk-v1", players });
    if (!ww.ok || !risk.ok) throw new Error("the games were not created");
    expect(await consoleGame(service, { scenario: "ww1907", players: [] })).toEqual({
      ok: true,
      value: ww.value.id,
    });
    expect(await consoleGame(service, { scenario: "risk-v1", players: [] })).toEqual({
      ok: true,
      value: risk.value.id,
    });
    const other = testService().service;
    expect(await consoleGame(other, { scenario: "risk-v1", players: [] })).toEqual({
      ok: false,
      error:
        "a Risk Variant One game needs its players in seat order: GAME_SCENARIO=risk-v1 GAME_PLAYERS=Alice,Bob,Cleo npm start",
    });
    expect(await other.listGames()).toEqual([]);
  });
});
