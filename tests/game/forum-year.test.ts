import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { render } from "../../src/presenters/render.ts";
import { type LocalForum, startLocalForum } from "../helpers/local-forum.ts";
import { boldLines, phpbbThreadPage, type ThreadPost } from "../helpers/phpbb-thread.ts";
import { testService } from "./helpers.ts";

/**
 * A GM runs a whole year of World War 1907 (Deployment and Attack phases) from a phpBB thread served on 127.0.0.1:
 * one post written before the game, one edited, one late, and an undo in the middle. The report and the summary
 * are checked at every step (W32, W33 and its ruling).
 */
let forum: LocalForum;
let base = "";
const posts: ThreadPost[] = [];
const title = "World War 1907 - the 1907 orders";

beforeAll(async () => {
  forum = await startLocalForum((url) =>
    url.pathname === "/viewtopic.php" ? phpbbThreadPage(title, posts) : null,
  );
  base = forum.base;
});

afterAll(() => forum.close());

const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };
const user = { Osmano: 2, Shrink: 8, Sassenach: 5, Jax: 3, Admiral_Nelson: 1 } as const;
function add(id: number, author: keyof typeof user, at: string, ...lines: string[]): ThreadPost {
  const p: ThreadPost = { id, author, userId: user[author], at, html: boldLines(...lines) };
  posts.push(p);
  return p;
}

describe("a year of World War 1907 from a forum thread, with an undo in the middle", () => {
  it("W32 W33 the report and the summary are right at every step", async () => {
    // A thread with history: an old post of 2006 by a player of today.
    add(100, "Osmano", "2006-05-01T10:00:00Z", "Build 3 divisions in Moscow");

    const { service, store, clock } = testService();
    clock.now = new Date("2026-12-01T12:00:00Z");
    const game = await service.createGame({
      scenario: "ww1907",
      forumUrl: `${base}/viewtopic.php?f=3&t=1907`,
      platform: "phpbb3",
    });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    expect((await service.setDeadline(id, "2026-12-02T12:00:00Z")).ok).toBe(true);

    // --- 1907 Deployment
    add(101, "Osmano", "2026-12-01T13:00:00Z", "Build 2 divisions in Moscow");
    const edited = add(102, "Shrink", "2026-12-01T14:00:00Z", "Build 1 division in Berlin");
    add(103, "Sassenach", "2026-12-01T15:00:00Z", "Build 2 divisions in Barcelona");
    clock.now = new Date("2026-12-01T16:00:00Z");
    await syncForum(service, store, id, options);

    // Shrink edits post 102; Jax posts after the deadline.
    edited.html = boldLines("Build 3 divisions in Berlin");
    edited.editedBy = { name: "Shrink", userId: user.Shrink, on: "Tue Dec 01, 2026 5:00 pm" };
    add(104, "Jax", "2026-12-02T13:00:00Z", "Build 1 division in London");
    clock.now = new Date("2026-12-02T13:30:00Z");
    const second = await syncForum(service, store, id, options);
    expect(second.results.find((r) => r.postId === "102")).toMatchObject({ kind: "edited", voided: true });
    expect(second.results.find((r) => r.postId === "104")).toMatchObject({ kind: "outside-phase" });

    const report1 = await service.report(id);
    if (!report1.ok) throw new Error(report1.error);
    const text1 = render(report1.value, "text");
    expect(text1).toContain("Post in force: 101");
    expect(text1).toContain("Post in force: 103");
    expect(text1).toMatch(/post 102 ignored: edited/);
    expect(text1).toMatch(
      /post 104 ignored: posted 2026-12-02T13:00:00.000Z, after this phase's window closed/,
    );
    expect(text1).not.toContain("post 100");
    expect(text1).toContain("1 post was written before this phase opened");

    clock.now = new Date("2026-12-02T14:00:00Z");
    const deployment = await service.resolve(id, { name: "Admiral_Nelson" }, { phase: "1907-deployment" });
    if (!deployment.ok) throw new Error(deployment.error);
    const summary1 = render(deployment.value.summary, "text");
    expect(summary1).toContain("Russian Empire built 2 divisions in Moscow");
    expect(summary1).toContain("Spain built 2 divisions in Barcelona");
    expect(summary1).not.toContain("Berlin");
    expect(summary1).not.toContain("London");
    const afterDeployment = await ww1907Of(service).state(id);

    // --- 1907 Attack: Osmano attacks; then the GM undoes the Deployment resolution by mistake and redoes it.
    add(105, "Osmano", "2026-12-02T15:00:00Z", "Attack Transylvania with 2 from Lemberg and 3 from Budapest");
    clock.now = new Date("2026-12-02T15:30:00Z");
    await syncForum(service, store, id, options);
    expect((await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia")?.postId).toBe("105");

    clock.now = new Date("2026-12-02T16:00:00Z");
    expect((await service.undo(id, { name: "Admiral_Nelson" })).ok).toBe(true);
    const reopened = await service.report(id);
    if (!reopened.ok) throw new Error(reopened.error);
    const text2 = render(reopened.value, "text");
    expect(text2).toContain("Post in force: 101"); // the build, not the attack posted after the resolution
    expect(text2).not.toContain("Post in force: 105");

    clock.now = new Date("2026-12-02T16:30:00Z");
    const redo = await service.resolve(id, { name: "Admiral_Nelson" }, { phase: "1907-deployment" });
    if (!redo.ok) throw new Error(redo.error);
    expect(render(redo.value.summary, "text")).toContain("Russian Empire built 2 divisions in Moscow");
    expect(await ww1907Of(service).state(id)).toEqual(afterDeployment);
    expect((await ww1907Of(service).book(id)).nations.find((n) => n.nation === "russia")?.postId).toBe("105");

    // Resolving the Deployment phase again by accident is refused.
    const twice = await service.resolve(id, { name: "Admiral_Nelson" }, { phase: "1907-deployment" });
    expect(twice.ok).toBe(false);

    clock.now = new Date("2026-12-03T12:00:00Z");
    const attack = await service.resolve(id, { name: "Admiral_Nelson" }, { phase: "1907-attack" });
    if (!attack.ok) throw new Error(attack.error);
    expect(render(attack.value.summary, "text")).toMatch(/Lemberg \+ Budapest → Transylvania: 5 v 3/);
    const info = await service.info(id);
    expect(info.ok && [info.value.year, info.value.phase]).toEqual([1908, "deployment"]);

    // The 1908 report lists no post of 1907 one by one.
    const report3 = await service.report(id);
    if (!report3.ok) throw new Error(report3.error);
    const text3 = render(report3.value, "text");
    expect(text3).not.toMatch(/post 10\d/);
    expect(text3).toContain("6 posts were written before this phase opened");
  });
});
