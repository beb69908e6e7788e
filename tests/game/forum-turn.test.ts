import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { render } from "../../src/presenters/render.ts";
import { type LocalForum, startLocalForum } from "../helpers/local-forum.ts";
import { testService } from "./helpers.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/threads/ww1907-turn/${name}`, import.meta.url), "utf8");

/** A phpBB forum on 127.0.0.1 serving the two pages of the thread; page 2 can be swapped for its edited version. */
let forum: LocalForum;
let base = "";
let page2 = fixture("page-2.html");
let requests: string[] = [];

beforeAll(async () => {
  forum = await startLocalForum((url) => {
    if (url.pathname !== "/viewtopic.php") return null;
    return url.searchParams.get("start") === "4" ? page2 : fixture("page-1.html");
  });
  base = forum.base;
  requests = forum.requests;
});

afterAll(() => forum.close());

describe("a whole Deployment phase played from a forum thread (end to end)", () => {
  it("W32 W33 syncs the thread, judges every post, voids the edited one, reports and resolves deterministically", async () => {
    const { service, store, clock } = testService();
    clock.now = new Date("2026-11-30T08:00:00.000Z");
    const game = await service.createGame({
      scenario: "ww1907",
      forumUrl: `${base}/viewtopic.php?f=3&t=1907`,
      platform: "phpbb3",
      startsAt: "2026-11-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };

    const first = await syncForum(service, store, id, options);
    expect(first.problems).toEqual([]);
    expect(first.pages).toBe(2);
    const kinds = Object.fromEntries(first.results.map((r) => [r.postId, r.kind]));
    expect(kinds).toEqual({
      "201": "not-player",
      "202": "orders",
      "203": "no-orders",
      "204": "orders",
      "205": "orders",
      "206": "orders",
      "207": "not-player",
      "208": "orders",
    });
    const spain = first.results.find((r) => r.postId === "205");
    expect(spain?.kind === "orders" && spain.receipt.replaces).toBe("204");

    // Johndisp edits post 206 before the second sync: the forum now shows "Last edited by".
    page2 = fixture("page-2-edited.html");
    const second = await syncForum(service, store, id, options);
    const edited = second.results.find((r) => r.postId === "206");
    expect(edited).toMatchObject({ kind: "edited", voided: true, inForce: null, nation: "ottoman" });
    expect(second.results.filter((r) => r.kind !== "unchanged").map((r) => r.postId)).toEqual(["206"]);

    const report = await service.report(id);
    if (!report.ok) throw new Error(report.error);
    const text = render(report.value, "text");
    expect(text).toContain("Post in force: 202");
    expect(text).toContain("Post in force: 205");
    expect(text).toContain("post 204 ignored");
    expect(text).toMatch(/post 206 ignored: .*edit/i);
    expect(text).toContain("post 207 by Lurker: not a player");
    const bbcode = render(report.value, "bbcode");
    expect(bbcode).toContain("[b]build 2 divisions in Barcelona[/b]");

    const before = await ww1907Of(service).state(id);
    const resolution = await service.resolve(id, { name: "Admiral_Nelson" });
    if (!resolution.ok || !before.ok) throw new Error("resolution failed");
    const after = await ww1907Of(service).state(id);
    if (!after.ok) throw new Error(after.error);
    const divisions = (s: typeof after.value, p: string) => s.provinces[p]?.divisions ?? 0;
    expect(divisions(after.value, "moscow") - divisions(before.value, "moscow")).toBe(2);
    expect(divisions(after.value, "barcelona") - divisions(before.value, "barcelona")).toBe(2);
    expect(divisions(after.value, "madrid")).toBe(divisions(before.value, "madrid"));
    expect(divisions(after.value, "istanbul")).toBe(divisions(before.value, "istanbul"));
    expect(divisions(after.value, "berlin") - divisions(before.value, "berlin")).toBe(1);
    const summary = render(resolution.value.summary, "text");
    expect(summary).toContain("Russian Empire built 2 divisions in Moscow");
    expect(summary).toContain("Spain built 2 divisions in Barcelona");
    expect(summary).not.toContain("Istanbul");

    // the same thread, the same secret: the same resolution
    const again = testService();
    again.clock.now = clock.now;
    const replayGame = await again.service.createGame({
      scenario: "ww1907",
      forumUrl: `${base}/viewtopic.php?f=3&t=1907`,
      platform: "phpbb3",
      startsAt: "2026-11-01T00:00:00Z",
    });
    if (!replayGame.ok) throw new Error(replayGame.error);
    await syncForum(again.service, again.store, replayGame.value.id, options);
    const replayed = await again.service.resolve(replayGame.value.id, { name: "Admiral_Nelson" });
    expect(replayed.ok && replayed.value.seed).toBe(resolution.value.seed);
    expect(await ww1907Of(again.service).state(replayGame.value.id)).toEqual(
      after && { ok: true, value: after.value },
    );
    expect(requests.every((r) => !r.includes("sid="))).toBe(true);
  });
});
