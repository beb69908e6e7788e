import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/** `/orders`, `/preview` and `/status` explain their refusals too, and show order-like lines as not read. */
async function newGame() {
  const { service } = testService();
  const game = await service.createGame({ scenario: "ww1907", startsAt: "2020-01-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  return { service, id: game.value.id };
}

describe("the orders in force and nation look-ups", () => {
  it("W33 the orders in force list 'Hold Warsaw' as not read, with the hint, as the receipt did", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [post("Osmano", ["Build 2 divisions in Moscow", "Hold Warsaw"])]);
    const orders = await service.ordersInForce(id, "Russia");
    if (!orders.ok) throw new Error(orders.error);
    const text = render(orders.value, "text");
    expect(text).toContain("✅ build 2 divisions in Moscow");
    expect(text).toContain("❓ Hold Warsaw — not read as an order");
    expect(text).toContain("there is no hold order");
  });

  it("an unknown nation in /orders, /preview and /status is refused with the nearest name", async () => {
    const { service, id } = await newGame();
    for (const r of [
      await service.ordersInForce(id, "Rusia"),
      await service.preview(id, "Rusia"),
      await service.status(id, "Rusia"),
    ]) {
      expect(r).toMatchObject({
        ok: false,
        error: expect.stringContaining('no nation "Rusia" in this game: did you mean Russia?'),
      });
    }
  });
});
