import { describe, expect, it } from "vitest";
import { testService } from "./helpers.ts";

/** Seats of a Risk Variant One game are assigned like nations: one handle plays one seat (V1 seats). */
describe("assigning handles to Risk Variant One seats", () => {
  async function riskGame() {
    const { service } = testService();
    const game = await service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
    if (!game.ok) throw new Error(game.error);
    return { service, id: game.value.id };
  }

  it("V1 finds the seat by its folded name and names it in the answer", async () => {
    const { service, id } = await riskGame();
    const seat = await service.assignPlayer(id, "alice", "AliceOnTheForum");
    expect(seat).toEqual({ ok: true, value: "Alice" });
    expect(await service.nationOf(id, "AliceOnTheForum")).toBe("Alice");
  });

  it("V1 refuses a handle that already plays another seat unless forced, then moves it", async () => {
    const { service, id } = await riskGame();
    await service.assignPlayer(id, "Alice", "Shared");
    const refused = await service.assignPlayer(id, "Bob", "Shared");
    expect(refused).toEqual({
      ok: false,
      error:
        "Shared already plays Alice; run again with --force to move them to Bob (Alice then has no player under that name)",
    });
    expect((await service.assignPlayer(id, "Bob", "Shared", { force: true })).ok).toBe(true);
    expect(await service.nationOf(id, "Shared")).toBe("Bob");
  });

  it("V1 an unknown seat is refused with the seats in order", async () => {
    const { service, id } = await riskGame();
    const result = await service.assignPlayer(id, "Dora", "x");
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toBe('no player "Dora" in this game (players, in seat order: Alice, Bob, Cleo)');
  });
});
