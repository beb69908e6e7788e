import { describe, expect, it } from "vitest";
import { testService } from "./helpers.ts";

/** Seats of a Risk Variant One game are assigned like nations: one handle plays one seat (V1 seats). */
describe("assigning handles to Risk Variant One seats", () => {
  function riskGame() {
    const { service } = testService();
    const game = service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
    if (!game.ok) throw new Error(game.error);
    return { service, id: game.value.id };
  }

  it("V1 finds the seat by its folded name and names it in the answer", () => {
    const { service, id } = riskGame();
    const seat = service.assignPlayer(id, "alice", "AliceOnTheForum");
    expect(seat).toEqual({ ok: true, value: "Alice" });
    expect(service.nationOf(id, "AliceOnTheForum")).toBe("Alice");
  });

  it("V1 refuses a handle that already plays another seat unless forced, then moves it", () => {
    const { service, id } = riskGame();
    service.assignPlayer(id, "Alice", "Shared");
    const refused = service.assignPlayer(id, "Bob", "Shared");
    expect(refused).toEqual({
      ok: false,
      error:
        "Shared already plays Alice; run again with --force to move them to Bob (Alice then has no player under that name)",
    });
    expect(service.assignPlayer(id, "Bob", "Shared", { force: true }).ok).toBe(true);
    expect(service.nationOf(id, "Shared")).toBe("Bob");
  });

  it("V1 an unknown seat is refused with the seats in order", () => {
    const { service, id } = riskGame();
    const result = service.assignPlayer(id, "Dora", "x");
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toBe('no player "Dora" in this game (players, in seat order: Alice, Bob, Cleo)');
  });
});
