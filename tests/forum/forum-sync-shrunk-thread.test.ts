import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import { testService } from "../game/helpers.ts";
import { fixturePath, startThreadServer, type ThreadServer } from "./thread-server.ts";

let server: ThreadServer;
beforeAll(async () => {
  server = await startThreadServer();
});
afterAll(async () => {
  await server.close();
});

const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };

describe("a thread that got shorter does not fail every later sync", () => {
  it("when the pages the last run re-reads are gone (404), the thread is read afresh from its first page", async () => {
    const { service, store } = testService();
    const game = await service.createGame({
      scenario: "ww1907",
      forumUrl: `${server.baseUrl}${fixturePath("phpbb-spring-1907", 1)}`,
      startsAt: "2026-11-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    const first = await syncForum(service, store, game.value.id, options);
    expect(first).toMatchObject({ failure: null, pages: 3 });

    // Posts were deleted: the thread is one page now, its old page 2 answers 404.
    server.transform = (_fixture, page, html) =>
      page === 1 ? html.replace(/<div class="pagination">[\s\S]*?<\/div><\/div>/g, "") : html;
    server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 2), kind: "status-404" });
    server.requests.length = 0;
    const second = await syncForum(service, store, game.value.id, options);
    expect(second).toMatchObject({ failure: null, pages: 1, posts: 3 });
    // The old page 2 is asked for once more to tell whether its posts were deleted: it answers with posts not read
    // on this run, so the pager only lost its link and nothing is called deleted (W33 voids deleted order posts).
    expect(server.requests.map((r) => r.path).filter((p) => p !== "/robots.txt")).toEqual([
      fixturePath("phpbb-spring-1907", 2),
      fixturePath("phpbb-spring-1907", 1),
      fixturePath("phpbb-spring-1907", 2),
    ]);
    expect(second.results.filter((r) => r.kind === "deleted")).toEqual([]);
  });
});
