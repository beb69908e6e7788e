import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/**
 * The open phase's posts are kept between order books (src/game/generic-play/book-kept.ts), so one new post costs the
 * same however many the phase holds (issue 14); what is kept must never hide a change (W33: an edit or a deletion
 * voids a post, by this process or another one writing the same database).
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const at = (minute: number) => `2026-12-01T10:${String(minute).padStart(2, "0")}:00.000Z`;

async function newGame(file = ":memory:") {
  const t = testService(file);
  const game = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  return { ...t, id: game.value.id };
}

async function inForce(t: Awaited<ReturnType<typeof newGame>>): Promise<string> {
  const report = await t.service.report(t.id);
  if (!report.ok) throw new Error(report.error);
  return /Post in force: ([^\s,]+)/.exec(render(report.value, "text"))?.[1] ?? "none";
}

describe("the open phase's posts kept between order books", () => {
  it("a new post is the only one read: the phase's earlier posts are not read again", async () => {
    const t = await newGame();
    const earlier = Array.from({ length: 30 }, (_, n) =>
      post("Osmano", ["Build 1 division in Moscow"], { postId: `e${n}`, postedAt: at(n) }),
    );
    await t.service.ingest(t.id, "forum", earlier);
    const all = vi.spyOn(t.store, "listPostsSince");
    const book = vi.spyOn(t.store, "listBookPostsSince");
    const [result] = await t.service.ingest(t.id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "new", postedAt: at(40) }),
    ]);
    expect(result).toMatchObject({ kind: "orders", nation: "russia" });
    expect(all).not.toHaveBeenCalled();
    // every read goes on after the posts kept (a sequence bound), never from the phase's start
    expect(book.mock.calls.every((call) => call[2] !== undefined)).toBe(true);
    // the book before the post (nothing new); after it, the new post is folded as stored, not read back
    const read = (await Promise.all(book.mock.results.map((r) => r.value))) as { post_id: string }[][];
    expect(read.map((rows) => rows.map((p) => p.post_id))).toEqual([[]]);
    expect(await inForce(t)).toBe("new");
  });

  it("W33 an edit or a deletion of a kept post voids it: the earlier post is in force again", async () => {
    const t = await newGame();
    await t.service.ingest(t.id, "discord", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1", postedAt: at(1) }),
      post("Osmano", ["Build 1 division in Kiev"], { postId: "2", postedAt: at(2) }),
      post("Osmano", ["Build 1 division in Warsaw"], { postId: "3", postedAt: at(3) }),
    ]);
    expect(await inForce(t)).toBe("3");
    const [edited] = await t.service.ingest(t.id, "discord", [
      post("Osmano", ["Build 5 divisions in Warsaw"], { postId: "3", postedAt: at(3) }),
    ]);
    expect(edited).toMatchObject({ kind: "edited", voided: true, inForce: "2" });
    expect(await inForce(t)).toBe("2");
    expect(await t.service.deletePost(t.id, "discord", "2")).toMatchObject({ kind: "deleted", inForce: "1" });
    expect(await inForce(t)).toBe("1");
  });

  it("W33 another process's new post and edit on the same database are seen", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-kept-"));
    dirs.push(dir);
    const file = join(dir, "adjutant.db");
    const bot = await newGame(file);
    const cli = testService(file);
    await bot.service.ingest(bot.id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1", postedAt: at(1) }),
      post("Osmano", ["Build 1 division in Kiev"], { postId: "2", postedAt: at(2) }),
    ]);
    expect(await inForce(bot)).toBe("2");
    // a forum sync in another process sees post 2 edited (its text changed)
    await cli.service.ingest(bot.id, "forum", [
      post("Osmano", ["Build 3 divisions in Kiev"], { postId: "2", postedAt: at(2) }),
    ]);
    expect(await inForce(bot)).toBe("1");
    await cli.service.ingest(bot.id, "forum", [
      post("Osmano", ["Build 1 division in Warsaw"], { postId: "3", postedAt: at(3) }),
    ]);
    expect(await inForce(bot)).toBe("3");
    await bot.store.db.close();
    await cli.store.db.close();
  });
});
