import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";

/** A game's stored setup is parsed once per text (issue 14: the bot looks its game up on every message). */

async function store(): Promise<GameStore> {
  const s = new GameStore(openDatabase(":memory:"));
  await s.createGame({
    id: "g1",
    name: "Game",
    ruleset: "ww1907",
    scenarioRef: "ww1907",
    scenario: { scenario: { id: "ww1907" }, map: { provinces: ["moscow"] } },
    gmSecret: "secret",
    createdAt: "2026-12-01T10:00:00.000Z",
    discordChannelId: "c1",
  });
  return s;
}

describe("a game's stored setup", () => {
  it("is parsed once: every look-up (by id, by channel, in the list) shares the value while the text is the same", async () => {
    const s = await store();
    const first = (await s.getGame("g1"))?.scenario_json;
    expect(first).toEqual({ scenario: { id: "ww1907" }, map: { provinces: ["moscow"] } });
    expect((await s.getGame("g1"))?.scenario_json).toBe(first);
    expect((await s.findGameByChannel("c1"))?.scenario_json).toBe(first);
    expect((await s.listGames())[0]?.scenario_json).toBe(first);
  });

  it("is read again when the stored text changed (the application never does: it is written once), and a damaged one is still an error", async () => {
    const s = await store();
    await s.getGame("g1");
    const update = async (json: string) =>
      await s.db.run("UPDATE games SET scenario_json = ? WHERE id = 'g1'", json);
    await update(JSON.stringify({ scenario: { id: "other" } }));
    expect((await s.getGame("g1"))?.scenario_json).toEqual({ scenario: { id: "other" } });
    await update("{ not json");
    await expect(s.getGame("g1")).rejects.toThrow(/stored JSON cannot be read/);
  });

  it("is read with its row by a store that has not read the game yet (one call on a service's first post), and a damaged one is an error there too", async () => {
    const s = await store();
    const reopened = new GameStore(s.db);
    const get = reopened.db.get.bind(reopened.db);
    const reads: string[] = [];
    reopened.db.get = async (sql, ...params) => {
      reads.push(sql);
      return await get(sql, ...params);
    };
    expect((await reopened.getGame("g1"))?.scenario_json).toEqual({
      scenario: { id: "ww1907" },
      map: { provinces: ["moscow"] },
    });
    expect(reads).toHaveLength(1);
    // read again: the row only, the setup kept
    await reopened.getGame("g1");
    expect(reads).toHaveLength(2);
    expect(reads[1]).not.toMatch(/scenario_json FROM/);
    await s.db.run("UPDATE games SET scenario_json = ? WHERE id = 'g1'", "{ not json");
    await expect(new GameStore(s.db).getGame("g1")).rejects.toThrow(/stored JSON cannot be read/);
  });
});
