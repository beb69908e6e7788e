import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import { scrapeThread } from "../../src/forum/scraper.ts";
import { testService } from "../game/helpers.ts";
import { type PhpbbPost, phpbbPage, startServer } from "./cli-env.ts";

/**
 * A live phpBB thread of two posts a page: deleting a post moves every later post one place up, so the first post
 * of each later page moves to the end of the page before, as on a real forum.
 */
const PER_PAGE = 2;
let posts: PhpbbPost[] = [];
let failing = new Set<number>();
/** False: a page past the end answers 404 (most engines) instead of the last page again (phpBB). */
let clamp = true;
/** True: pages show no next link (a pager the reader no longer understands), though later pages exist. */
let hideNext = false;
const requests: string[] = [];
let server: { base: string; close: () => Promise<void> };

const post = (id: number, author = "Admiral_Nelson", content = `Post ${id}, no orders.`): PhpbbPost => ({
  id,
  author,
  postedAt: `2026-12-01T0${Math.floor((id - 300) / 6)}:${String(((id - 300) % 6) * 10).padStart(2, "0")}:00+00:00`,
  content,
});
const ORDERS = '<strong class="text-strong">Build 2 divisions in Moscow</strong>';
const pagePath = (page: number) =>
  page === 1 ? "/viewtopic.php?t=1" : `/viewtopic.php?t=1&start=${(page - 1) * PER_PAGE}`;

beforeAll(async () => {
  server = await startServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://forum.invalid");
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname !== "/viewtopic.php") {
      res.writeHead(404);
      return res.end();
    }
    const start = Number(url.searchParams.get("start") ?? "0");
    const pages = Math.max(1, Math.ceil(posts.length / PER_PAGE));
    const asked = Math.floor(start / PER_PAGE) + 1;
    if (!clamp && asked > pages) {
      res.writeHead(404);
      return res.end("no such page");
    }
    const page = Math.min(pages, asked);
    if (failing.has(page)) {
      res.writeHead(500);
      return res.end("database error");
    }
    const shown = posts.slice((page - 1) * PER_PAGE, page * PER_PAGE);
    const next =
      page < pages && !hideNext
        ? `<a rel="next" href="./viewtopic.php?t=1&amp;start=${page * PER_PAGE}">Next</a>`
        : "";
    const html = phpbbPage("World War 1907 - Deployment", shown).replace("</body>", `${next}</body>`);
    res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
    res.end(html);
  });
});
afterAll(async () => {
  await server.close();
});
function fresh(): void {
  posts = [301, 302, 303, 304, 305, 306].map((id) => post(id));
  failing = new Set();
  clamp = true;
  hideNext = false;
  requests.length = 0;
}
beforeEach(fresh);

const deps = { clock: () => new Date("2026-12-01T12:00:00Z"), sleep: async () => {} };
const options = { http: { delayMs: 0, timeoutMs: 2000, maxAttempts: 1 }, respectRobots: false };
const thread = () => `${server.base}${pagePath(1)}`;
const remove = (id: number) => {
  posts = posts.filter((p) => p.id !== id);
};

/** A game on the served thread, synced once (every post on its pages read). */
async function gameSyncedOnce() {
  const { service, store } = testService();
  const created = await service.createGame({
    scenario: "ww1907",
    forumUrl: thread(),
    startsAt: "2026-11-01T00:00:00Z",
  });
  if (!created.ok) throw new Error(created.error);
  const sync = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };
  await syncForum(service, store, created.value.id, sync);
  return { service, store, game: created, sync };
}

async function twoRuns(change: () => void) {
  const first = await scrapeThread(thread(), options, deps);
  expect(first.posts.map((p) => p.postId)).toEqual(["301", "302", "303", "304", "305", "306"]);
  change();
  requests.length = 0;
  return scrapeThread(thread(), { ...options, previous: first }, deps);
}

describe("a post gone from a re-read page is reported as deleted", () => {
  it("a post deleted from the last page", async () => {
    const second = await twoRuns(() => remove(306));
    expect(second.vanished).toEqual([
      { postId: "306", author: "Admiral_Nelson", url: `${server.base}${pagePath(3)}` },
    ]);
    expect(requests).toEqual([pagePath(2), pagePath(3)]);
  });

  it("the first post of the first re-read page: the page before is read again to tell a deletion from a shift", async () => {
    const second = await twoRuns(() => remove(303));
    expect(second.vanished.map((v) => v.postId)).toEqual(["303"]);
    expect(requests).toEqual([pagePath(2), pagePath(3), pagePath(1)]);
  });

  it("a post deleted from an earlier page shifts the later ones back: no post that moved is called deleted", async () => {
    const second = await twoRuns(() => remove(301));
    // 303 moved from page 2 to page 1, which is read again to find it there; 301 is gone from page 1.
    expect(second.vanished.map((v) => v.postId)).toEqual(["301"]);
    expect(second.posts.map((p) => p.postId)).toEqual(["302", "303", "304", "305", "306"]);
  });

  it("nothing is called deleted when the thread only grew, or when a re-read page could not be read", async () => {
    expect((await twoRuns(() => posts.push(post(307)))).vanished).toEqual([]);
    fresh();
    const failed = await twoRuns(() => {
      remove(305);
      failing.add(3);
    });
    expect(failed.problems.map((p) => p.kind)).toEqual(["fetch"]);
    expect(failed.vanished).toEqual([]);
  });

  it("nothing is called deleted when the pager loses its next link but the later page is still there", async () => {
    clamp = false;
    const second = await twoRuns(() => {
      hideNext = true;
    });
    expect(second.posts.map((p) => p.postId)).toEqual(["301", "302", "303", "304"]);
    expect(requests).toEqual([pagePath(2), pagePath(3)]);
    expect(second.vanished).toEqual([]);
  });

  it("nothing is called deleted on a first read, where nothing was known", async () => {
    expect((await scrapeThread(thread(), options, deps)).vanished).toEqual([]);
  });
});

describe("W33 a forum post deleted from the thread is ruled like a deleted Discord message", () => {
  it("Russia's deleted order post is void, the GM is told, and it is not reported again", async () => {
    posts[3] = post(304, "Osmano", ORDERS);
    const { service, store } = testService();
    const game = await service.createGame({
      scenario: "ww1907",
      forumUrl: thread(),
      startsAt: "2026-11-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    const sync = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };
    const first = await syncForum(service, store, game.value.id, sync);
    expect(first.results.find((r) => r.postId === "304")).toMatchObject({ kind: "orders", nation: "russia" });

    remove(304);
    const second = await syncForum(service, store, game.value.id, sync);
    expect(second.failure).toBeNull();
    expect(second.results.filter((r) => r.kind === "deleted")).toMatchObject([
      { kind: "deleted", postId: "304", nation: "russia", voided: true, inForce: null },
    ]);
    expect(second.problems).toContain(
      `post 304 by Osmano is no longer in the thread (${server.base}${pagePath(2)}): it counts as deleted, and a deleted order post is void (W33)`,
    );
    expect((await store.getPost(game.value.id, "forum", "304"))?.deleted_at).not.toBeNull();

    const third = await syncForum(service, store, game.value.id, sync);
    expect(third.results.filter((r) => r.kind === "deleted")).toEqual([]);
    expect(third.problems).toEqual([]);
  });
});

describe("W33 posts deleted from the end of a thread whose old last pages are gone (404)", () => {
  it("an old last page no link leads to any more is asked for: a 404 says its posts are deleted", async () => {
    clamp = false;
    posts[5] = post(306, "Osmano", ORDERS);
    const { service, store, game, sync } = await gameSyncedOnce();

    remove(305);
    remove(306);
    requests.length = 0;
    const second = await syncForum(service, store, game.value.id, sync);
    expect(second.failure).toBeNull();
    expect(requests.filter((r) => r !== "/robots.txt")).toEqual([pagePath(2), pagePath(3)]);
    expect(second.results.filter((r) => r.kind === "deleted")).toMatchObject([
      { postId: "305", nation: null },
      { postId: "306", nation: "russia", voided: true },
    ]);
    expect(second.problems).toEqual([
      `post 305 by Admiral_Nelson is no longer in the thread (${server.base}${pagePath(3)}): it counts as deleted`,
      `post 306 by Osmano is no longer in the thread (${server.base}${pagePath(3)}): it counts as deleted, and a deleted order post is void (W33)`,
    ]);
  });

  it("a page read again that is gone (404): the thread read afresh tells which known posts went", async () => {
    clamp = false;
    posts[2] = post(303, "Osmano", ORDERS);
    const { service, store, game, sync } = await gameSyncedOnce();

    for (const id of [303, 304, 305, 306]) remove(id);
    requests.length = 0;
    const second = await syncForum(service, store, game.value.id, sync);
    expect(second).toMatchObject({ failure: null, pages: 1, posts: 2 });
    expect(requests.filter((r) => r !== "/robots.txt")).toEqual([
      pagePath(2),
      pagePath(1),
      pagePath(2),
      pagePath(3),
    ]);
    expect(second.results.filter((r) => r.kind === "deleted").map((r) => r.postId)).toEqual([
      "303",
      "304",
      "305",
      "306",
    ]);
    expect(second.results.find((r) => r.postId === "303")).toMatchObject({
      kind: "deleted",
      nation: "russia",
      voided: true,
    });
  });
});
