import { describe, expect, it } from "vitest";
import { GameKeys } from "../../src/web/game-key.ts";
import { webService } from "./web-games.ts";

/** Issue #27: which game a web address names; a new game is found at once, made-up addresses are cheap. */
describe("#27 game keys", () => {
  it("finds a game created after the games were listed, an unlisted one only by its token", async () => {
    const t = webService(":memory:");
    let now = 0;
    const keys = new GameKeys(t.service, 2000, () => now);
    expect(await keys.gameOf("ww1907-1")).toBeUndefined();
    const created = await t.service.createGame({ scenario: "ww1907" });
    expect(created.ok).toBe(true);
    // asked again at once after a miss: the list is not read again yet
    expect(await keys.gameOf("ww1907-1")).toBeUndefined();
    now += 300;
    expect(await keys.gameOf("ww1907-1")).toBe("ww1907-1");
    const token = "k".repeat(32);
    await t.service.setUnlisted("ww1907-1", token);
    now += 3000;
    expect(await keys.gameOf("ww1907-1")).toBeUndefined();
    expect(await keys.gameOf(token)).toBe("ww1907-1");
    expect(await keys.listed()).toEqual([]);
    await t.store.close();
  });
});
