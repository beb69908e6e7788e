import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import { render } from "../../src/presenters/render.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { type LocalForum, startLocalForum } from "../helpers/local-forum.ts";
import { boldLines, phpbbThreadPage, type ThreadPost } from "../helpers/phpbb-thread.ts";
import { contractService } from "./contract-games.ts";

/** The test ruleset from a phpBB thread served on 127.0.0.1: syncs read new posts, an edit, then the next turn's. */
let forum: LocalForum;
const posts: ThreadPost[] = [];

beforeAll(async () => {
  forum = await startLocalForum((url) =>
    url.pathname === "/viewtopic.php" ? phpbbThreadPage("Islands - game 1", posts) : null,
  );
});

afterAll(() => forum.close());

const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };
const users = { Rosa: 21, Bram: 22, Lurker: 23 } as const;
const add = (id: number, author: keyof typeof users, at: string, ...lines: string[]) =>
  posts.push({ id, author, userId: users[author], at, html: boldLines(...lines) });

describe("the generic play from a forum thread", () => {
  it("W33 I6 posts across syncs, an edited post voided, resolve, and the next turn's posts", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")));
    const created = t.service.createGame({
      scenario: "islands",
      players: ["Rosa", "Bram"],
      forumUrl: `${forum.base}/viewtopic.php?t=5`,
      platform: "phpbb3",
      startsAt: "2026-12-01T00:00:00Z",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    add(401, "Rosa", "2026-12-01T13:00:00Z", "attack Coral from Brisk");
    add(402, "Bram", "2026-12-01T13:05:00Z", "attack Alba from Dune");
    add(403, "Lurker", "2026-12-01T13:06:00Z", "attack Alba from Dune");
    t.clock.now = new Date("2026-12-01T13:10:00Z");
    const first = await syncForum(t.service, t.store, id, options);
    expect(Object.fromEntries(first.results.map((r) => [r.postId, r.kind]))).toEqual({
      "401": "orders",
      "402": "orders",
      "403": "not-player",
    });
    const bram = posts[1];
    if (bram) bram.html = boldLines("attack Brisk from Coral");
    t.clock.now = new Date("2026-12-01T14:00:00Z");
    const second = await syncForum(t.service, t.store, id, options);
    expect(second.results.find((r) => r.postId === "402")).toMatchObject({
      kind: "edited",
      voided: true,
      inForce: null,
    });
    const report = t.service.report(id);
    expect(report.ok && render(report.value, "bbcode")).toMatch(
      /Bram has no orders in force|Blue has no orders in force/,
    );
    t.clock.now = new Date("2026-12-02T12:00:00Z");
    const resolved = t.service.resolve(id, { name: "GM" });
    expect(resolved.ok && render(resolved.value.summary, "bbcode")).toMatch(/Brisk/);
    expect(t.service.info(id)).toMatchObject({ ok: true, value: { phase: "turn-2" } });
    add(404, "Bram", "2026-12-02T13:00:00Z", "attack Brisk from Coral");
    t.clock.now = new Date("2026-12-02T13:10:00Z");
    const third = await syncForum(t.service, t.store, id, options);
    expect(third.results.find((r) => r.postId === "404")).toMatchObject({ kind: "orders", nation: "blue" });
  });
});
