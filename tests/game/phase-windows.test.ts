import { describe, expect, it } from "vitest";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/**
 * A phase keeps its posting window through undo and re-resolution (W33 ruling: posts outside the phase are not its
 * orders): orders are never lost to, nor borrowed from, the next phase.
 */
async function game(startsAt?: string) {
  const t = testService();
  const created = await t.service.createGame({ scenario: "ww1907", ...(startsAt ? { startsAt } : {}) });
  if (!created.ok) throw new Error(created.error);
  return { ...t, id: created.value.id };
}

const at = (iso: string) => new Date(iso);

describe("phase windows through undo", () => {
  it("W33 after undo, a post made after the first resolution does not replace the undone phase's orders", async () => {
    const { service, clock, id } = await game();
    clock.now = at("2026-12-01T12:05:00Z");
    await service.ingest(id, "forum", [
      post("Osmano", ["Build 3 divisions in Moscow"], { postId: "build", postedAt: "2026-12-01T12:05:00Z" }),
    ]);
    clock.now = at("2026-12-01T13:00:00Z");
    const first = await service.resolve(id, { name: "GM" });
    if (!first.ok) throw new Error(first.error);
    clock.now = at("2026-12-01T14:00:00Z");
    await service.ingest(id, "forum", [
      post("Osmano", ["Attack Transylvania from Budapest with 3"], {
        postId: "attack",
        postedAt: "2026-12-01T14:00:00Z",
      }),
    ]);
    clock.now = at("2026-12-01T15:00:00Z");
    expect((await service.undo(id, { name: "GM" })).ok).toBe(true);

    const book = await ww1907Of(service).book(id);
    const russia = book.nations.find((n) => n.nation === "russia");
    expect(russia?.postId).toBe("build");
    expect(russia?.commands).toMatchObject([{ kind: "build", province: "moscow", count: 3 }]);
    const attack = book.ignored.find((x) => x.postId === "attack");
    expect(attack?.outside).toBe("after");
    const report = await service.report(id);
    if (!report.ok) throw new Error(report.error);
    expect(render(report.value, "text")).toContain("build 3 divisions in Moscow");
  });

  it("W33 re-resolving after undo with the same posts gives the same result, and the next phase gets its posts back", async () => {
    const { service, clock, id } = await game();
    clock.now = at("2026-12-01T12:05:00Z");
    await service.ingest(id, "forum", [
      post("Osmano", ["Build 3 divisions in Moscow"], { postId: "build", postedAt: "2026-12-01T12:05:00Z" }),
    ]);
    clock.now = at("2026-12-01T13:00:00Z");
    const first = await service.resolve(id, { name: "GM" });
    if (!first.ok) throw new Error(first.error);
    const firstState = await ww1907Of(service).state(id);
    clock.now = at("2026-12-01T14:00:00Z");
    await service.ingest(id, "forum", [
      post("Osmano", ["Move 1 division from Moscow to Kiev"], {
        postId: "next",
        postedAt: "2026-12-01T14:00:00Z",
      }),
    ]);
    clock.now = at("2026-12-01T15:00:00Z");
    await service.undo(id, { name: "GM" });
    clock.now = at("2026-12-01T16:00:00Z");
    const again = await service.resolve(id, { name: "GM" });
    if (!again.ok) throw new Error(again.error);
    expect(again.value.seed).toBe(first.value.seed);
    expect(again.value.nextCommitment).toBe(first.value.nextCommitment);
    expect(await ww1907Of(service).state(id)).toEqual(firstState);
    // the post made after the first resolution is the next phase's order post again
    const next = (await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia");
    expect(next?.postId).toBe("next");
  });

  it("W33 a deadline set on the reopened phase is its new window end (the GM chose to take later posts)", async () => {
    const { service, clock, id } = await game();
    clock.now = at("2026-12-01T13:00:00Z");
    await service.resolve(id, { name: "GM" });
    clock.now = at("2026-12-01T14:00:00Z");
    await service.ingest(id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "late", postedAt: "2026-12-01T14:00:00Z" }),
    ]);
    await service.undo(id, { name: "GM" });
    expect(
      (await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia")?.postId ?? null,
    ).toBeNull();
    expect((await service.setDeadline(id, "2026-12-01T18:00:00Z")).ok).toBe(true);
    expect((await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia")?.postId).toBe(
      "late",
    );
  });

  it("W33 ruling: a game starts when it is created, so a thread's older posts are not orders", async () => {
    const { service, id } = await game();
    const results = await service.ingest(id, "forum", [
      post("Osmano", ["Build 3 divisions in Moscow"], { postId: "old", postedAt: "2006-05-01T10:00:00Z" }),
    ]);
    expect(results[0]).toMatchObject({ kind: "outside-phase", reason: "posted before the phase opened" });
    expect(
      (await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia")?.postId ?? null,
    ).toBeNull();
  });

  it("W33 ruling: a GM adopting a running thread starts the game at a chosen time", async () => {
    const { service, id } = await game("2006-05-01T00:00:00Z");
    await service.ingest(id, "forum", [
      post("Osmano", ["Build 3 divisions in Moscow"], { postId: "old", postedAt: "2006-05-01T10:00:00Z" }),
    ]);
    expect((await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia")?.postId).toBe("old");
    const info = await service.info(id);
    expect(info.ok && info.value.startsAt).toBe("2006-05-01T00:00:00.000Z");
  });

  it("the report lists the open phase's posts and counts the earlier phases' posts in one line", async () => {
    const { service, clock, id } = await game();
    clock.now = at("2026-12-01T12:05:00Z");
    await service.ingest(id, "forum", [
      post("Osmano", ["Build 3 divisions in Moscow"], {
        postId: "p-build",
        postedAt: "2026-12-01T12:05:00Z",
      }),
      post("Stranger", ["Build 1 division in Paris"], { postId: "p-chat", postedAt: "2026-12-01T12:06:00Z" }),
    ]);
    clock.now = at("2026-12-01T13:00:00Z");
    await service.resolve(id, { name: "GM" });
    clock.now = at("2026-12-01T14:00:00Z");
    await service.ingest(id, "forum", [
      post("Osmano", ["Attack Transylvania from Budapest with 3"], {
        postId: "p-attack",
        postedAt: "2026-12-01T14:00:00Z",
      }),
    ]);
    const report = await service.report(id);
    if (!report.ok) throw new Error(report.error);
    const text = render(report.value, "text");
    expect(text).toContain("p-attack");
    expect(text).not.toContain("p-build");
    expect(text).not.toContain("p-chat");
    expect(text).toContain("2 posts were written before this phase opened");
  });
});
