import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ScrapeDeps, scrapeThread } from "../../src/forum/scraper.ts";
import { fixturePath, startThreadServer, type ThreadServer } from "./thread-server.ts";

let server: ThreadServer;
beforeAll(async () => {
  server = await startThreadServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const http = { delayMs: 0, timeoutMs: 2000, backoffBaseMs: 10, maxAttempts: 3 };
// No parsePage given: the scraper uses the real one from parsers/index.ts.
const deps: ScrapeDeps = {
  clock: () => new Date("2026-12-01T10:00:00Z"),
  sleep: async () => {},
  random: () => 0,
};
const url = (fixture: Parameters<typeof fixturePath>[0], page = 1) =>
  `${server.baseUrl}${fixturePath(fixture, page)}`;

describe("scrapeThread with the real page parser", () => {
  it("decodes a windows-1252 page from its bytes and Content-Type", async () => {
    const result = await scrapeThread(url("phpbb-cp1252"), { http }, deps);
    expect(result.problems).toEqual([]);
    expect(result.platform).toBe("phpbb3");
    expect(result.posts.map((p) => p.author.name)).toEqual(["Générale Dupré", "Générale Dupré"]);
    expect(result.posts[0]?.text).toBe("On y va “à la française” – here are my orders.");
    expect(result.posts[1]?.bold).toEqual(["Army Paris to Picardie", "Fleet Brest to Côte d’Émeraude"]);
  });

  it("detects phpBB and XenForo and reads every bold order of the three pages, quotes excluded", async () => {
    const phpbb = await scrapeThread(url("phpbb-spring-1907"), { http }, deps);
    expect(phpbb.problems).toEqual([]);
    expect(phpbb.posts.map((p) => p.postId)).toEqual([
      "101",
      "102",
      "103",
      "104",
      "105",
      "106",
      "107",
      "108",
      "109",
    ]);
    expect(phpbb.posts.find((p) => p.postId === "105")?.bold).toEqual([]);
    const xf = await scrapeThread(url("xenforo-autumn-1907"), { http }, deps);
    expect(xf.problems).toEqual([]);
    expect(xf.platform).toBe("xenforo2");
    expect(xf.posts).toHaveLength(9);
    expect(xf.posts.find((p) => p.postId === "2005")?.bold).toEqual(["Fleet North Sea to Skagerrak"]);
  });

  it("W33 an order edited between two runs is read again with its new text", async () => {
    const first = await scrapeThread(url("xenforo-autumn-1907"), { http }, deps);
    server.transform = (fixture, page, html) =>
      fixture === "xenforo-autumn-1907" && page === 3
        ? html.replace("Army Rome holds", "Army Rome to Naples")
        : html;
    const second = await scrapeThread(url("xenforo-autumn-1907"), { http, previous: first }, deps);
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "not-modified", "fetched"]);
    expect(second.posts.find((p) => p.postId === "2009")?.bold).toEqual(["Army Rome to Naples"]);
    expect(first.posts.find((p) => p.postId === "2009")?.bold).toEqual(["Army Rome holds"]);
  });
});
