import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

describe("the game service writes each summary for the game's forum (W33)", () => {
  it("phpBB 3 game: the post in force linked, its time in the forum's zone, phpBB's tags only", async () => {
    const { service } = testService();
    const game = await service.createGame({
      scenario: "ww1907",
      startsAt: "2026-12-01T00:00:00Z",
      forumUrl: "https://forum.example/viewtopic.php?t=1907",
      platform: "phpbb3",
      forumTimezone: "America/New_York",
    });
    if (!game.ok) throw new Error(game.error);
    await service.ingest(game.value.id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "4711" }),
    ]);
    const resolved = await service.resolve(game.value.id, { name: "GM" });
    if (!resolved.ok) throw new Error(resolved.error);
    const out = render(resolved.value.summary, "bbcode");
    expect(out).toContain(
      "orders of [url=https://forum.example/viewtopic.php?p=4711#p4711]post 4711[/url] (1 Dec 2026, 05:00 GMT-5)",
    );
    expect(out).not.toMatch(/\[font=|\[s\]|\[hr\]/);
  });

  it("a game whose engine is detected: the summary is written for the engine its posts were read with", async () => {
    const { service } = testService();
    const game = await service.createGame({
      scenario: "ww1907",
      startsAt: "2026-12-01T00:00:00Z",
      forumUrl: "https://smf.example/index.php?topic=77.0",
    });
    if (!game.ok) throw new Error(game.error);
    await service.ingest(game.value.id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "99", platform: "smf" }),
    ]);
    const resolved = await service.resolve(game.value.id, { name: "GM" });
    if (!resolved.ok) throw new Error(resolved.error);
    const out = render(resolved.value.summary, "bbcode");
    expect(out).toContain("[size=16pt][b]");
    expect(out).toContain("[url=https://smf.example/index.php?topic=77.msg99#msg99]post 99[/url]");
  });
});
