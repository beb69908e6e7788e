import { describe, expect, it } from "vitest";
import { notPlayerHint } from "../../src/bot/notices.ts";
import { GameService } from "../../src/game/game-service.ts";
import { pictureFileName } from "../../src/game/picture-name.ts";
import { defaultRuleset, rulesetById } from "../../src/game/rulesets.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { consoleSession } from "../helpers/console-session.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";

/** A service whose only game is Islands, registered through `deps.games` and unknown to the global registry. */
function islandsService(): GameService {
  return new GameService({
    store: new GameStore(new SqliteDatabase(openDatabase(":memory:"))),
    now: () => new Date("2026-12-01T12:00:00Z"),
    newSecret: () => "deps-games-secret-0123456789abcdef",
    games: [islands],
  });
}

/**
 * #25: a game registered only through `deps.games` is spoken of in its own words wherever a game is at hand, never
 * in the global registry's (World War 1907's help and opening line).
 */
describe("a game of deps.games only, in its own words", () => {
  it("the service gives its registered entry and wording, and the games it plays", async () => {
    const service = islandsService();
    const game = await service.createGame({ scenario: "islands", players: ["Rosa", "Bram"] });
    if (!game.ok) throw new Error(game.error);
    expect(service.games).toEqual([islands]);
    expect(await service.rulesetOf(game.value.id)).toBe(islands);
    expect(await service.wordingOf(game.value.id)).toBe(islands.wording);
    expect(await service.wordingOf("no-such-game")).toBeUndefined();
    expect((await service.wordingOf(game.value.id))?.seatNoun).toBe("player");
  });

  it("its pictures are named by its own wording (turns), the turn named once", async () => {
    const service = islandsService();
    const game = await service.createGame({ scenario: "islands", players: ["Rosa", "Bram"] });
    if (!game.ok) throw new Error(game.error);
    const info = await service.info(game.value.id);
    if (!info.ok) throw new Error(info.error);
    expect(info.value.phase).toBe("turn-1");
    expect(pictureFileName(info.value, "png", await service.wordingOf(game.value.id))).toBe(
      `${game.value.id}-turn-1.png`,
    );
  });

  it("with no game yet, the hint names a scenario this service plays", async () => {
    const service = islandsService();
    const none = await service.gameId();
    expect(none).toEqual({
      ok: false,
      error: "no game yet: create one with `adjutant game new --scenario islands`",
    });
  });

  it("the console opens with its example post and answers /help and /help orders with its help", async () => {
    const service = islandsService();
    const game = await service.createGame({ scenario: "islands", players: ["Rosa", "Bram"] });
    if (!game.ok) throw new Error(game.error);
    const session = consoleSession({
      service,
      gameId: game.value.id,
      pictureDir: "unused",
      now: () => new Date("2026-12-01T12:00:00Z"),
    });
    await session.type("/help");
    await session.type("/help orders");
    await session.type("/orders");
    await session.type("no colon here");
    await session.end();
    const out = session.text();
    expect(out).toContain(`Type /help for commands, or a post such as  ${islands.wording.examplePost}`);
    expect(out).toContain(islands.wording.consoleHelp);
    expect(out).toContain(islands.wording.ordersHelp());
    expect(out).toContain("! which player? /orders red");
    expect(out).toContain(`e.g.  ${islands.wording.examplePost}  (/help)`);
    expect(out).toContain("Islands, turn 1");
    // nothing of the default game's
    expect(out).not.toContain(defaultRuleset.wording.consoleHelp);
    expect(out).not.toContain(defaultRuleset.wording.examplePost);
    expect(out).not.toContain("nation");
  });
});

describe("what a seat is called, from the game", () => {
  it("World War 1907's is a nation, Risk Variant One's a player; the not-a-player hint says so", () => {
    expect(defaultRuleset.wording.seatNoun).toBe("nation");
    expect(rulesetById("risk-variant-one")?.wording.seatNoun).toBe("player");
    expect(notPlayerHint("nation")).toBe(
      "You are not a player in this game, so your posts are not read as orders. Ask a GM to `/assign` you a nation; `/help` lists the commands.",
    );
    expect(notPlayerHint("player")).toContain("Ask a GM to `/assign` you a player;");
  });

  it("V6 V7 a Risk game refuses standing orders with its own reason; World War 1907's take them", async () => {
    const service = new GameService({
      store: new GameStore(new SqliteDatabase(openDatabase(":memory:"))),
      now: () => new Date("2026-12-01T12:00:00Z"),
      newSecret: () => "deps-games-secret-0123456789abcdef",
    });
    expect(await service.gameId()).toEqual({
      ok: false,
      error: "no game yet: create one with `adjutant game new --scenario ww1907`",
    });
    const risk = await service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob"] });
    if (!risk.ok) throw new Error(risk.error);
    expect(await service.setStandingOrders(risk.value.id, "Alice", "done")).toEqual({
      ok: false,
      error:
        "this game has no standing orders: an absent player passes and an unanswered attack is a hold (V6, V7)",
    });
    const islandsService = new GameService({
      store: new GameStore(new SqliteDatabase(openDatabase(":memory:"))),
      now: () => new Date("2026-12-01T12:00:00Z"),
      newSecret: () => "deps-games-secret-0123456789abcdef",
      games: [islands],
    });
    const game = await islandsService.createGame({ scenario: "islands", players: ["Rosa", "Bram"] });
    if (!game.ok) throw new Error(game.error);
    const standing = await islandsService.setStandingOrders(game.value.id, "red", "attack Coral from Brisk");
    expect(standing.ok || standing.error).toBe(true);
  });
});
