import { describe, expect, it } from "vitest";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { post, testService } from "./helpers.ts";

/** Who posted (W33): one identity rule for receipts and the order book; folding is never identity. */
describe("identity of a post's author", () => {
  async function game() {
    const t = testService();
    const created = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const assigned = await t.service.assignPlayer(id, "Russia", "555000111222333444", { discord: true });
    if (!assigned.ok) throw new Error(assigned.error);
    return { ...t, id };
  }

  it("W33 a Discord user who is no player, with a player's name as display name, gets no orders in", async () => {
    const { service, id } = await game();
    const [r] = await service.ingest(id, "discord", [
      post("Osmano", ["Build 3 divisions in Moscow"], {
        platform: "discord",
        postId: "m1",
        author: { name: "Osmano", id: "999999999999999999" },
      }),
    ]);
    expect(r?.kind).toBe("not-player");
    expect(
      (await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia")?.postId ?? null,
    ).toBeNull();
    const [mine] = await service.ingest(id, "discord", [
      post("Some nickname", ["Build 1 division in Moscow"], {
        platform: "discord",
        postId: "m2",
        author: { name: "Some nickname", id: "555000111222333444" },
      }),
    ]);
    expect(mine).toMatchObject({ kind: "orders", nation: "russia" });
  });

  it("W33 forum accounts named like a player, but not exactly, are told they are not players, and the book agrees", async () => {
    const { service, id } = await game();
    const results = await service.ingest(
      id,
      "forum",
      ["Osmanó", "ＯＳＭＡＮＯ", "osmano", "555000111222333444"].map((name, k) =>
        post(name, ["Build 3 divisions in Moscow"], { postId: `f${k}` }),
      ),
    );
    expect(results.map((r) => r.kind)).toEqual(["not-player", "not-player", "not-player", "not-player"]);
    expect(
      (await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia")?.postId ?? null,
    ).toBeNull();
  });
  it("W33 V1 a Risk forum author 'Alice ' or 'Alice\u00a0' is not Alice: names compare exactly after the platform's own trimming", async () => {
    const t = testService();
    const created = await t.service.createGame({
      scenario: "risk-v1",
      players: ["Alice", "Bob"],
      startsAt: "2026-12-01T00:00:00Z",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const results = await t.service.ingest(
      id,
      "forum",
      ["Alice ", "Alice\u00a0", " Alice", "alice"].map((name, k) =>
        post(name, ["Done"], { postId: `a${k}`, postedAt: "2026-12-01T12:00:00Z" }),
      ),
    );
    expect(results.map((r) => r.kind)).toEqual(["not-player", "not-player", "not-player", "not-player"]);
    const [alice] = await t.service.ingest(id, "forum", [
      post("Alice", ["Done"], { postId: "a9", postedAt: "2026-12-01T12:00:00Z" }),
    ]);
    expect(alice).toMatchObject({ kind: "orders", nation: "Alice" });
  });
});
