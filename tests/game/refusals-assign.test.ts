import { describe, expect, it } from "vitest";
import { post, testService } from "./helpers.ts";

/** A handle plays one nation: assigning it to a second one is refused unless forced, then it moves (W33 book). */
async function newGame() {
  const { service, store } = testService();
  const game = await service.createGame({ scenario: "ww1907", startsAt: "2020-01-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  return { service, store, id: game.value.id };
}

describe("assigning a player who already plays another nation", () => {
  it("W33 refuses, naming the nation they play and how to move them, in display names", async () => {
    const { service, id } = await newGame();
    const refused = await service.assignPlayer(id, "France", "osmano");
    expect(refused).toEqual({
      ok: false,
      error:
        "osmano already plays Russian Empire; run again with --force to move them to French Third Republic (Russian Empire then has no player under that name)",
    });
    expect(await service.nationOf(id, "Osmano")).toBe("russia");
  });

  it("W33 with force the name moves: its posts become the new nation's orders, the old nation has no player by it", async () => {
    const { service, store, id } = await newGame();
    expect(await service.assignPlayer(id, "France", "Osmano", { force: true })).toEqual({
      ok: true,
      value: "france",
    });
    expect(await service.nationOf(id, "Osmano")).toBe("france");
    expect((await store.listPlayers(id)).find((p) => p.nation === "russia")?.forum_name).toBeNull();
    const [result] = await service.ingest(id, "forum", [post("Osmano", ["Build 2 divisions in Paris"])]);
    expect(result).toMatchObject({
      kind: "orders",
      nation: "france",
      receipt: { nationName: "French Third Republic" },
    });
  });

  it("W33 a Discord user already assigned is refused the same way, with the hint the caller gives", async () => {
    const { service, id } = await newGame();
    expect((await service.assignPlayer(id, "Russia", "1100", { discord: true })).ok).toBe(true);
    const refused = await service.assignPlayer(id, "UK", "1100", { discord: true, forceHint: "force:True" });
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringContaining(
        "Discord user 1100 already plays Russian Empire; run again with force:True to move them to United Kingdom",
      ),
    });
  });

  it("assigning a player to the nation they already play is no conflict", async () => {
    const { service, id } = await newGame();
    expect(await service.assignPlayer(id, "russia", "Osmano")).toEqual({ ok: true, value: "russia" });
  });

  it("an unknown nation is refused with a suggestion and the nations' display names", async () => {
    const { service, id } = await newGame();
    const refused = await service.assignPlayer(id, "Frnace", "Someone");
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toContain('no nation "Frnace" in this game: did you mean France?');
    expect(refused.error).toContain("Russian Empire");
    expect(refused.error).not.toMatch(/austria-hungary/);
  });
});
