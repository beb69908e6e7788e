import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { IngestResult } from "../../src/game/types.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function newGame() {
  const t = testService();
  const game = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  return { ...t, id: game.value.id };
}

function receipt(result: IngestResult | undefined) {
  if (result?.kind !== "orders") throw new Error(`expected orders, got ${result?.kind}`);
  return result.receipt;
}

describe("game service", () => {
  it("creates a game from the opening scenario and commits to the first phase's seed", async () => {
    const { service, id, store } = await newGame();
    const info = await service.info(id);
    expect(info.ok && info.value).toMatchObject({ year: 1907, phase: "deployment", scenario: "ww1907" });
    expect((await store.listPlayers(id)).find((p) => p.nation === "russia")?.forum_name).toBe("Osmano");
    const res = await service.resolve(id, { name: "GM" });
    if (!res.ok) throw new Error(res.error);
    // the revealed seed hashes to the commitment published when the phase opened
    expect(createHash("sha256").update(res.value.seed).digest("hex")).toBe(
      info.ok ? info.value.commitment : "",
    );
  });

  it("W7 W14 answers an order post with a receipt: each line accepted or rejected with its rule", async () => {
    const { service, id } = await newGame();
    const r = receipt(
      (
        await service.ingest(id, "forum", [
          post("Osmano", ["Build 2 divisions in Moscow", "Attack Vienna with 3 from Krakow"], {
            postId: "1",
          }),
        ])
      )[0],
    );
    expect(r.lines.map((l) => [l.outcome, l.rule])).toEqual([
      ["accepted", "W7"],
      ["rejected", "W14"],
    ]);
    expect(r.lines[0]?.canonical).toBe("build 2 divisions in Moscow");
    expect(r.supply[0]).toMatchObject({ spendable: 25, left: 23 });
    expect(r.receiptId).toMatch(/^R-[0-9A-Z]{6}$/);
  });

  it("W33 a later order post replaces the earlier one, and the receipt says so", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1" })]);
    const second = receipt(
      (
        await service.ingest(id, "forum", [
          post("Osmano", ["Build 1 division in Kiev"], { postId: "2", postedAt: "2026-12-01T11:00:00.000Z" }),
        ])
      )[0],
    );
    expect(second.replaces).toBe("1");
    expect(render(second.document, "text")).toContain("Replaces post 1");
  });

  it("W33 posts, posts again, then edits the second post: the first post is in force again (edit seen by hash)", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1" }),
      post("Osmano", ["Build 1 division in Kiev"], { postId: "2", postedAt: "2026-12-01T11:00:00.000Z" }),
    ]);
    // the forum shows no edit notice, but the text changed
    const [edited] = await service.ingest(id, "forum", [
      post("Osmano", ["Build 5 divisions in Kiev"], { postId: "2", postedAt: "2026-12-01T11:00:00.000Z" }),
    ]);
    expect(edited).toMatchObject({ kind: "edited", voided: true, inForce: "1", nation: "russia" });
    const report = await service.report(id);
    expect(report.ok && render(report.value, "text")).toContain("Post in force: 1");
  });

  it("W33 ruling: an edit by a moderator is reported but the post stands", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1" })]);
    const [edited] = await service.ingest(id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], {
        postId: "1",
        edited: { by: "Admiral_Nelson", at: "2026-12-01T11:30:00.000Z", byModerator: true },
      }),
    ]);
    expect(edited).toMatchObject({ kind: "edited", voided: false, inForce: "1" });
  });

  it("ignores posts by non-players and hints once per person and phase", async () => {
    const { service, id } = await newGame();
    const [a, b2] = await service.ingest(id, "forum", [
      post("Lurker", ["Build 9 divisions in Moscow"], { postId: "1" }),
      post("Lurker", ["Attack!"], { postId: "2" }),
    ]);
    expect(a).toMatchObject({ kind: "not-player", firstInPhase: true });
    expect(b2).toMatchObject({ kind: "not-player", firstInPhase: false });
  });

  it("chat without bold orders is left alone and does not replace orders", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1" })]);
    const [chat] = await service.ingest(id, "forum", [
      post("Osmano", ["Good luck everyone!"], { postId: "2" }),
    ]);
    expect(chat?.kind).toBe("no-orders");
    const orders = await service.ordersInForce(id, "russia");
    expect(orders.ok && render(orders.value, "text")).toContain("build 2 divisions in Moscow");
  });

  it("W3 W6 resolves the Deployment phase: builds and moves happen, pp are spent, the Attack phase opens", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow", "Move 1 from Warsaw to Krakow"], { postId: "1" }),
    ]);
    const before = await ww1907Of(service).state(id);
    const res = await service.resolve(id, { name: "GM" });
    if (!res.ok || !before.ok) throw new Error("resolution failed");
    const after = await ww1907Of(service).state(id);
    if (!after.ok) throw new Error(after.error);
    expect(after.value.phase).toBe("attack");
    expect(after.value.provinces.moscow?.divisions).toBe((before.value.provinces.moscow?.divisions ?? 0) + 2);
    expect(after.value.nations.russia?.treasury).toBe(23.5);
    const text = render(res.value.summary, "text");
    expect(text).toContain("Russian Empire built 2 divisions in Moscow");
    expect((await res.value.picture()).subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(res.value.nextCommitment).not.toBe(res.value.commitment);
  });

  it("undo rolls the last resolution back, and resolving again gives the same state", async () => {
    const { service, id } = await newGame();
    await service.ingest(id, "forum", [post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1" })]);
    const opening = await ww1907Of(service).state(id);
    const first = await service.resolve(id, { name: "GM" });
    const afterFirst = await ww1907Of(service).state(id);
    expect((await service.undo(id, { name: "GM" })).ok).toBe(true);
    expect(await ww1907Of(service).state(id)).toEqual(opening);
    const second = await service.resolve(id, { name: "GM" });
    expect(second.ok && first.ok && second.value.seed).toBe(first.ok ? first.value.seed : "");
    expect(await ww1907Of(service).state(id)).toEqual(afterFirst);
    expect((await service.undo(id, { name: "GM" })).ok).toBe(true);
    expect(await service.undo(id, { name: "GM" })).toMatchObject({ ok: false });
  });

  it("GM adjustments change the state, are logged with who and why, and appear in the next summary", async () => {
    const { service, id } = await newGame();
    const adj = await service.adjust(id, { name: "GM" }, "lost in the post", {
      kind: "set-divisions",
      province: "moscow",
      divisions: 9,
    });
    expect(adj.ok).toBe(true);
    const s = await ww1907Of(service).state(id);
    expect(s.ok && s.value.provinces.moscow?.divisions).toBe(9);
    const res = await service.resolve(id, { name: "GM" });
    expect(res.ok && render(res.value.summary, "text")).toContain(
      "GM: Moscow now has 9 divisions — lost in the post",
    );
    expect(
      await service.adjust(id, { name: "GM" }, "", { kind: "set-treasury", nation: "uk", treasury: 1 }),
    ).toMatchObject({
      ok: false,
    });
  });

  it("keeps games independent and survives a restart on the same database file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-game-"));
    dirs.push(dir);
    const file = join(dir, "adjutant.db");
    const one = testService(file);
    const a = await one.service.createGame({ scenario: "ww1907", name: "Game A" });
    const b = await one.service.createGame({ scenario: "ww1907", name: "Game B" });
    if (!a.ok || !b.ok) throw new Error("create failed");
    await one.service.ingest(a.value.id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1" }),
    ]);
    await one.service.resolve(a.value.id, { name: "GM" });
    await one.store.db.close();
    const two = testService(file);
    const sa = await ww1907Of(two.service).state(a.value.id);
    const sb = await ww1907Of(two.service).state(b.value.id);
    expect(sa.ok && sa.value.phase).toBe("attack");
    expect(sb.ok && sb.value.phase).toBe("deployment");
    expect(await two.service.gameId()).toEqual({ ok: true, value: b.value.id });
  });
});
