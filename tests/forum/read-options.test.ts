import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumReadOptions, syncForum } from "../../src/app/forum-sync.ts";
import { ConfigError, loadEnv } from "../../src/config/env.ts";
import { testService } from "../game/helpers.ts";
import { fixturePath, startThreadServer, type ThreadServer } from "./thread-server.ts";

let server: ThreadServer;
beforeAll(async () => {
  server = await startThreadServer();
});
afterAll(async () => {
  await server.close();
});

describe("FORUM_MAX_CRAWL_DELAY_SECONDS", () => {
  it("is 60 s by default and read from the environment as milliseconds for every forum read", () => {
    expect(forumReadOptions(loadEnv({})).maxCrawlDelayMs).toBe(60_000);
    expect(forumReadOptions(loadEnv({ FORUM_MAX_CRAWL_DELAY_SECONDS: "5" })).maxCrawlDelayMs).toBe(5000);
    expect(forumReadOptions(loadEnv({ FORUM_MAX_PAGE_BYTES: "4096" })).maxPageBytes).toBe(4096);
  });

  it("refuses a value that is no whole number of seconds from 0 to 86400, naming the variable", () => {
    for (const bad of ["soon", "-1", "1.5", "86401"]) {
      expect(() => loadEnv({ FORUM_MAX_CRAWL_DELAY_SECONDS: bad })).toThrow(ConfigError);
      try {
        loadEnv({ FORUM_MAX_CRAWL_DELAY_SECONDS: bad });
      } catch (e) {
        expect((e as ConfigError).problems[0]).toMatch(/^FORUM_MAX_CRAWL_DELAY_SECONDS: /);
      }
    }
  });

  it("a forum sync under Crawl-delay: 86400 waits 60 s between requests and tells the GM so", async () => {
    server.reset();
    server.robots = "User-agent: *\nCrawl-delay: 86400\n";
    const { service, store } = testService();
    const game = await service.createGame({
      scenario: "ww1907",
      forumUrl: `${server.baseUrl}${fixturePath("phpbb-spring-1907", 1)}`,
      startsAt: "2026-11-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    const sleeps: number[] = [];
    const env = loadEnv({ FORUM_REQUEST_DELAY_MS: "0" });
    const result = await syncForum(service, store, game.value.id, {
      ...forumReadOptions(env),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    expect(result.failure).toBeNull();
    expect(result.pages).toBe(3);
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(60_000);
    expect(result.problems).toContain(
      `${server.baseUrl}${fixturePath("phpbb-spring-1907", 1)}: the forum asks for 86,400 s between requests (robots.txt Crawl-delay); Adjutant waits at most 60 s (FORUM_MAX_CRAWL_DELAY_SECONDS)`,
    );
  });
});
