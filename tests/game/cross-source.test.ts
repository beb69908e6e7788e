import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

describe("one player, one timeline across the forum and Discord", () => {
  it("W33 the latest valid post wins whatever its source; deleting the Discord message brings the forum post back", async () => {
    const { service } = testService();
    const game = await service.createGame({ scenario: "ww1907", startsAt: "2026-01-01T00:00:00Z" });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    expect(await service.assignPlayer(id, "Russia", "555000111222333444", { discord: true })).toEqual({
      ok: true,
      value: "russia",
    });
    await service.ingest(id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "f1", postedAt: "2026-12-01T09:00:00.000Z" }),
    ]);
    const [fromDiscord] = await service.ingest(id, "discord", [
      post("osmano_on_discord", ["Build 1 division in Kiev"], {
        platform: "discord",
        postId: "d1",
        author: { name: "osmano_on_discord", id: "555000111222333444" },
        postedAt: "2026-12-01T10:00:00.000Z",
      }),
    ]);
    expect(fromDiscord).toMatchObject({ kind: "orders", nation: "russia", receipt: { replaces: "f1" } });
    expect(await service.nationOf(id, "555000111222333444")).toBe("russia");

    const deleted = await service.deletePost(id, "discord", "d1");
    expect(deleted).toMatchObject({ kind: "deleted", voided: true, inForce: "f1" });
    const orders = await service.ordersInForce(id, "russia");
    expect(orders.ok && render(orders.value, "text")).toContain("build 2 divisions in Moscow");
  });
});
