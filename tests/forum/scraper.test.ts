import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ScrapeDeps, type ScrapeOptions, scrapeThread } from "../../src/forum/scraper.ts";
import { createFakeParser } from "./fake-parser.ts";
import { fixtureBytes, fixturePath, startThreadServer, type ThreadServer } from "./thread-server.ts";

let server: ThreadServer;
beforeAll(async () => {
  server = await startThreadServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const UA = "AdjutantBot/0.1 (+play-by-post game master assistant)";

/** Test wiring: a fake parser, a clock that ticks one second per reading, sleeps recorded and skipped. */
function harness() {
  const fake = createFakeParser();
  const sleeps: number[] = [];
  let tick = Date.parse("2026-12-01T10:00:00Z");
  const deps: ScrapeDeps = {
    parsePage: fake.parsePage,
    clock: () => {
      tick += 1000;
      return new Date(tick);
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0,
  };
  const options = (extra: Partial<ScrapeOptions> = {}): ScrapeOptions => ({
    ...extra,
    http: { delayMs: 0, timeoutMs: 2000, backoffBaseMs: 100, maxAttempts: 3, ...extra.http },
  });
  return { fake, sleeps, deps, options };
}

const phpbb = (page: number) => `${server.baseUrl}${fixturePath("phpbb-spring-1907", page)}`;
const xf = (page: number) => `${server.baseUrl}${fixturePath("xenforo-autumn-1907", page)}`;
const pagePaths = () => server.requests.map((r) => r.path).filter((p) => p !== "/robots.txt");

describe("scrapeThread against a local forum", () => {
  it("follows a phpBB thread's next links to the last page, posts in page order", async () => {
    const { deps, options } = harness();
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.problems).toEqual([]);
    expect(result.platform).toBe("phpbb3");
    expect(result.pages.map((p) => p.url)).toEqual([phpbb(1), phpbb(2), phpbb(3)]);
    expect(result.pages.map((p) => p.status)).toEqual(["fetched", "fetched", "fetched"]);
    expect(result.posts.map((p) => p.postId)).toEqual([
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
    expect(result.posts.find((p) => p.postId === "102")?.bold).toEqual(["Build 2 divisions in Moscow"]);
  });

  it("follows a XenForo thread to the end and stamps each page with the injected clock", async () => {
    const { deps, options } = harness();
    const result = await scrapeThread(xf(1), options(), deps);
    expect(result.problems).toEqual([]);
    expect(result.pages.map((p) => p.url)).toEqual([xf(1), xf(2), xf(3)]);
    expect(result.posts).toHaveLength(9);
    expect(result.posts.at(-1)?.bold).toEqual(["Army Rome holds"]);
    const stamps = result.pages.map((p) => p.fetchedAt);
    expect(stamps.every((s) => s.startsWith("2026-12-01T10:00:"))).toBe(true);
    expect(new Set(stamps).size).toBe(3);
  });

  it("falls back to the platform's URL pattern when the pager shows later pages but no next link", async () => {
    const { deps, options } = harness();
    server.transform = (_fixture, _page, html) =>
      html.replace(/<link rel="next"[^>]*>/, "").replace(/<a [^>]*pageNav-jump--next[^>]*>Next<\/a>/g, "");
    const result = await scrapeThread(xf(1), options({ platform: "xenforo2" }), deps);
    expect(result.problems).toEqual([]);
    expect(result.pages.map((p) => p.url)).toEqual([xf(1), xf(2), xf(3)]);
  });

  it("infers phpBB's page size from the first page when it must build offset URLs itself", async () => {
    const { deps, options } = harness();
    server.transform = (_fixture, _page, html) => html.replace(/<li class="arrow next">[\s\S]*?<\/li>/g, "");
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.problems).toEqual([]);
    expect(result.pages.map((p) => p.url)).toEqual([phpbb(1), phpbb(2), phpbb(3)]);
  });

  it("stops when a page only repeats posts already read (a forum clamping an out-of-range page)", async () => {
    const { deps, options } = harness();
    server.transform = (fixture, page, html) =>
      fixture === "phpbb-spring-1907" && page === 3
        ? html.replace(
            "</body>",
            '<a rel="next" href="./viewtopic.php?f=2&amp;t=7&amp;start=9">Next</a></body>',
          )
        : html;
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.pages).toHaveLength(3);
    expect(result.posts).toHaveLength(9);
    expect(result.problems).toMatchObject([{ kind: "loop", url: `${phpbb(1)}&start=9` }]);
  });

  it("stops at the page limit and says where", async () => {
    const { deps, options } = harness();
    const result = await scrapeThread(phpbb(1), options({ maxPages: 2 }), deps);
    expect(result.pages).toHaveLength(2);
    expect(result.problems).toMatchObject([{ kind: "page-limit", url: phpbb(3) }]);
  });

  it("reports a page the parser cannot read and still follows the pager past it", async () => {
    const { deps, options } = harness();
    server.transform = (fixture, page, html) =>
      fixture === "phpbb-spring-1907" && page === 2 ? html.replace('id="phpbb"', 'id="other"') : html;
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.pages.map((p) => p.posts.length)).toEqual([3, 0, 3]);
    expect(result.problems).toMatchObject([
      { kind: "parse", url: phpbb(2), cause: { code: "parse/unknown_platform" } },
    ]);
  });

  it("passes platform, fetchedAt and the content type to parsePage", async () => {
    const { deps, options, fake } = harness();
    await scrapeThread(phpbb(1), options({ timezone: "Europe/Paris" }), deps);
    expect(fake.calls).toHaveLength(3);
    expect(fake.calls[0]?.options.platform).toBeUndefined();
    expect(fake.calls[0]?.options.contentType).toBe("text/html; charset=UTF-8");
    expect(fake.calls[0]?.options.timezone).toBe("Europe/Paris");
    expect(fake.calls[1]?.options.platform).toBe("phpbb3");
    expect(fake.calls[2]?.options.fetchedAt).toMatch(/^2026-12-01T10:00:\d\d\.000Z$/);
  });

  it("sends its User-Agent on every request, robots.txt included", async () => {
    const { deps, options } = harness();
    await scrapeThread(phpbb(1), options(), deps);
    expect(server.requests.length).toBe(4);
    expect(server.requests[0]?.path).toBe("/robots.txt");
    for (const r of server.requests) expect(r.headers["user-agent"]).toBe(UA);
  });

  it("sends a configured User-Agent instead of the default", async () => {
    const { deps, options } = harness();
    await scrapeThread(phpbb(1), options({ http: { userAgent: "AdjutantBot/9.9 (test)" } }), deps);
    expect(server.requests.map((r) => r.headers["user-agent"])).toEqual(
      Array(4).fill("AdjutantBot/9.9 (test)"),
    );
  });

  it("retries a page that answered 500 and then reads it", async () => {
    const { deps, options, sleeps } = harness();
    server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 2), kind: "status-500" });
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.problems).toEqual([]);
    expect(result.posts).toHaveLength(9);
    expect(
      server.requests.filter((r) => r.path === fixturePath("phpbb-spring-1907", 2)).map((r) => r.status),
    ).toEqual([500, 200]);
    // First retry of a 100 ms base with jitter 0: half the step.
    expect(sleeps).toContain(50);
  });

  it("retries a page that timed out and then reads it", async () => {
    const { deps, options } = harness();
    server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 3), kind: "hang" });
    const result = await scrapeThread(phpbb(1), options({ http: { timeoutMs: 150 } }), deps);
    expect(result.problems).toEqual([]);
    expect(result.posts).toHaveLength(9);
    expect(
      server.requests.filter((r) => r.path === fixturePath("phpbb-spring-1907", 3)).map((r) => r.status),
    ).toEqual([-1, 200]);
  });

  it("waits as long as a 429's Retry-After says, then reads the page", async () => {
    const { deps, options, sleeps } = harness();
    server.faults.push({
      pathPrefix: fixturePath("phpbb-spring-1907", 2),
      kind: "status-429",
      retryAfter: "3",
    });
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.problems).toEqual([]);
    expect(sleeps).toContain(3000);
    expect(result.posts).toHaveLength(9);
  });

  it("retries a truncated page (connection closed mid-body) and keeps only the complete copy", async () => {
    const { deps, options, fake } = harness();
    server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 2), kind: "truncate" });
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.problems).toEqual([]);
    expect(
      server.requests.filter((r) => r.path === fixturePath("phpbb-spring-1907", 2)).map((r) => r.status),
    ).toEqual([-2, 200]);
    expect(fake.calls).toHaveLength(3);
    expect(result.posts.map((p) => p.postId)).toContain("106");
  });

  it("gives up after the configured attempts with a precise problem and returns the pages read so far", async () => {
    const { deps, options } = harness();
    for (let i = 0; i < 3; i++)
      server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 2), kind: "status-500" });
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.pages.map((p) => p.url)).toEqual([phpbb(1)]);
    expect(result.problems).toHaveLength(1);
    const problem = result.problems[0];
    expect(problem?.kind).toBe("fetch");
    if (problem?.kind !== "fetch") return;
    expect(problem.cause).toMatchObject({ kind: "http-status", status: 500, attempts: 3, url: phpbb(2) });
    expect(problem.message).toContain("HTTP 500");
    expect(problem.message).toContain("gave up after 3 attempts");
  });

  it("does not request a thread that robots.txt disallows for its User-Agent", async () => {
    const { deps, options, fake } = harness();
    server.robots = "User-agent: *\nAllow: /\n\nUser-agent: AdjutantBot\nDisallow: /viewtopic.php\n";
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(server.requests.map((r) => r.path)).toEqual(["/robots.txt"]);
    expect(fake.calls).toHaveLength(0);
    expect(result.pages).toEqual([]);
    expect(result.problems[0]).toMatchObject({
      kind: "robots",
      cause: { kind: "disallowed", url: phpbb(1) },
    });
    expect(result.problems[0]?.message).toContain("forbids adjutantbot");
  });

  it("does not crawl a site whose robots.txt cannot be read (5xx after retries), as RFC 9309 says", async () => {
    const { deps, options } = harness();
    for (let i = 0; i < 3; i++) server.faults.push({ pathPrefix: "/robots.txt", kind: "status-500" });
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(server.requests.map((r) => r.path)).toEqual(["/robots.txt", "/robots.txt", "/robots.txt"]);
    expect(result.problems[0]).toMatchObject({ kind: "robots", cause: { kind: "robots-unreachable" } });
    expect(result.pages).toEqual([]);
  });

  it("keeps robots.txt out of the page cache it returns", async () => {
    const { deps, options } = harness();
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(Object.keys(result.cache).sort()).toEqual([phpbb(1), phpbb(2), phpbb(3)].sort());
  });

  it("reads a thread when only other crawlers are disallowed, and a missing robots.txt allows all", async () => {
    const { deps, options } = harness();
    server.robots = "User-agent: OtherBot\nDisallow: /\n";
    expect((await scrapeThread(phpbb(1), options(), deps)).posts).toHaveLength(9);
    server.robots = null;
    expect((await scrapeThread(phpbb(1), options(), deps)).posts).toHaveLength(9);
  });

  it("raises the pause between requests to robots.txt's Crawl-delay", async () => {
    const { deps, options, sleeps } = harness();
    server.robots = "User-agent: *\nCrawl-delay: 2\n";
    const frozen = new Date("2026-12-01T10:00:00Z");
    const result = await scrapeThread(phpbb(1), options(), { ...deps, clock: () => frozen });
    expect(result.posts).toHaveLength(9);
    expect(sleeps.filter((ms) => ms === 2000)).toHaveLength(3);
  });

  it("caps robots.txt's Crawl-delay (a day) at maxCrawlDelayMs (60 s by default) and says so", async () => {
    const { deps, options, sleeps } = harness();
    server.robots = "User-agent: *\nCrawl-delay: 86400\n";
    const frozen = new Date("2026-12-01T10:00:00Z");
    const result = await scrapeThread(phpbb(1), options(), { ...deps, clock: () => frozen });
    expect(result.posts).toHaveLength(9);
    expect(Math.max(...sleeps)).toBe(60_000);
    expect(sleeps.filter((ms) => ms === 60_000)).toHaveLength(3);
    expect(result.problems).toEqual([
      {
        kind: "crawl-delay",
        url: phpbb(1),
        askedMs: 86_400_000,
        capMs: 60_000,
        message:
          "the forum asks for 86,400 s between requests (robots.txt Crawl-delay); Adjutant waits at most 60 s (FORUM_MAX_CRAWL_DELAY_SECONDS)",
      },
    ]);
  });

  it("honours a configured Crawl-delay cap, and a Crawl-delay under the cap is said nothing about", async () => {
    const { deps, options, sleeps } = harness();
    server.robots = "User-agent: *\nCrawl-delay: 30\n";
    const frozen = new Date("2026-12-01T10:00:00Z");
    const capped = await scrapeThread(phpbb(1), options({ maxCrawlDelayMs: 5000 }), {
      ...deps,
      clock: () => frozen,
    });
    expect(sleeps.filter((ms) => ms === 5000)).toHaveLength(3);
    expect(capped.problems).toMatchObject([{ kind: "crawl-delay", askedMs: 30_000, capMs: 5000 }]);
    sleeps.length = 0;
    const under = await scrapeThread(phpbb(1), options(), { ...deps, clock: () => frozen });
    expect(sleeps.filter((ms) => ms === 30_000)).toHaveLength(3);
    expect(under.problems).toEqual([]);
  });

  it("reports progress page by page, then done", async () => {
    const { deps, options } = harness();
    const events: string[] = [];
    await scrapeThread(phpbb(1), options(), {
      ...deps,
      onProgress: (p) => events.push(`${p.phase} ${p.page}/${p.lastPage ?? "?"} done=${p.done}`),
    });
    expect(events).toEqual([
      "fetching 1/? done=0",
      "fetching 2/3 done=1",
      "fetching 3/3 done=2",
      "done 3/3 done=3",
    ]);
  });
});

describe("scrapeThread on a later run", () => {
  it("re-reads only the last pages with ETag validators: 304s cost no parsing", async () => {
    const { deps, options, fake } = harness();
    server.validators = "etag";
    const first = await scrapeThread(phpbb(1), options(), deps);
    const parsesBefore = fake.calls.length;
    server.requests.length = 0;
    const second = await scrapeThread(phpbb(1), options({ previous: first }), deps);
    expect(pagePaths()).toEqual([fixturePath("phpbb-spring-1907", 2), fixturePath("phpbb-spring-1907", 3)]);
    for (const r of server.requests.filter((q) => q.path !== "/robots.txt")) {
      expect(r.headers["if-none-match"]).toMatch(/^"[0-9a-f]{16}"$/);
      expect(r.status).toBe(304);
    }
    expect(fake.calls.length).toBe(parsesBefore);
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "not-modified", "not-modified"]);
    expect(second.posts).toEqual(first.posts);
    expect(second.problems).toEqual([]);
  });

  it("uses Last-Modified when the server gives no ETag", async () => {
    const { deps, options, fake } = harness();
    server.validators = "last-modified";
    const first = await scrapeThread(phpbb(1), options(), deps);
    server.requests.length = 0;
    const parsesBefore = fake.calls.length;
    const second = await scrapeThread(phpbb(1), options({ previous: first }), deps);
    const pageRequests = server.requests.filter((r) => r.path !== "/robots.txt");
    expect(pageRequests.map((r) => r.headers["if-modified-since"])).toEqual(
      Array(2).fill("Mon, 30 Nov 2026 21:00:00 GMT"),
    );
    expect(pageRequests.map((r) => r.status)).toEqual([304, 304]);
    expect(fake.calls.length).toBe(parsesBefore);
    expect(second.posts).toHaveLength(9);
  });

  it("the cache survives a JSON round trip between runs", async () => {
    const { deps, options } = harness();
    const first = await scrapeThread(phpbb(1), options(), deps);
    const stored = JSON.parse(JSON.stringify({ pages: first.pages, cache: first.cache }));
    server.requests.length = 0;
    const second = await scrapeThread(phpbb(1), options({ previous: stored }), deps);
    expect(server.requests.filter((r) => r.path !== "/robots.txt").map((r) => r.status)).toEqual([304, 304]);
    expect(second.posts).toEqual(first.posts);
  });

  it("W33 a post edited between two runs is seen with its new text when the last pages are re-read", async () => {
    const { deps, options } = harness();
    const first = await scrapeThread(phpbb(1), options(), deps);
    expect(first.posts.find((p) => p.postId === "108")?.bold).toEqual(["Army Rome to Venice"]);
    server.transform = (fixture, page, html) =>
      fixture === "phpbb-spring-1907" && page === 3
        ? html.replace("Army Rome to Venice", "Army Rome to Apulia")
        : html;
    const second = await scrapeThread(phpbb(1), options({ previous: first }), deps);
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "not-modified", "fetched"]);
    expect(second.posts.find((p) => p.postId === "108")?.bold).toEqual(["Army Rome to Apulia"]);
    expect(second.posts.map((p) => p.postId)).toEqual(first.posts.map((p) => p.postId));
  });

  it("fetches only the pages added since the last run (plus the re-read ones)", async () => {
    const { deps, options } = harness();
    // The thread had two pages at the first run.
    server.transform = (fixture, page, html) =>
      fixture === "phpbb-spring-1907" && page <= 2
        ? html
            .replace(page === 2 ? /<li class="arrow next">[\s\S]*?<\/li>/g : /^$/, "")
            .replace(/<li><a class="button" href="[^"]*start=6"[^>]*>3<\/a><\/li>/g, "")
            .replace(/of <strong>3<\/strong>/g, "of <strong>2</strong>")
        : html;
    const first = await scrapeThread(phpbb(1), options(), deps);
    expect(first.pages).toHaveLength(2);
    server.transform = null;
    server.requests.length = 0;
    const second = await scrapeThread(phpbb(1), options({ previous: first, recheckPages: 1 }), deps);
    expect(pagePaths()).toEqual([fixturePath("phpbb-spring-1907", 2), fixturePath("phpbb-spring-1907", 3)]);
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "fetched", "fetched"]);
    expect(second.posts).toHaveLength(9);
  });

  it("keeps the previous copy of a re-read page that fails, with the failure reported", async () => {
    const { deps, options } = harness();
    const first = await scrapeThread(phpbb(1), options(), deps);
    for (let i = 0; i < 3; i++)
      server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 2), kind: "status-500" });
    const second = await scrapeThread(phpbb(1), options({ previous: first }), deps);
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "kept", "kept"]);
    expect(second.posts).toEqual(first.posts);
    expect(second.problems.map((p) => p.kind)).toEqual(["fetch"]);
  });

  it("a re-read page cut off without Content-Length keeps its earlier posts, is reported, and is read whole next time", async () => {
    const { deps, options, fake } = harness();
    const first = await scrapeThread(phpbb(1), options(), deps);
    server.reset();
    server.validators = "none";
    for (let i = 0; i < 2; i++) {
      server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 3), kind: "cut-off" });
    }
    fake.calls.length = 0;
    const second = await scrapeThread(phpbb(1), options({ previous: first }), deps);
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "fetched", "kept"]);
    expect(second.pages[2]?.posts).toEqual(first.pages[2]?.posts);
    expect(second.posts).toEqual(first.posts);
    expect(fake.calls).toHaveLength(1);
    expect(second.problems).toEqual([
      {
        kind: "cut-off",
        url: phpbb(3),
        message: `page 3 arrived cut off (${Math.floor(fixtureBytes("phpbb-spring-1907", 3).length / 2)} bytes, the page does not end with </html>); the posts read from it before are kept, and it is read again on the next sync (${phpbb(3)})`,
      },
    ]);
    expect(second.cache[phpbb(3)]).toBeUndefined();
    const third = await scrapeThread(phpbb(1), options({ previous: second }), deps);
    expect(third.problems).toEqual([]);
    expect(third.pages.map((p) => p.status)).toEqual(["kept", "fetched", "fetched"]);
  });

  it("a new page cut off once is asked for again at once, and the whole copy is read", async () => {
    const { deps, options } = harness();
    server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 2), kind: "cut-off" });
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.problems).toEqual([]);
    expect(result.posts).toHaveLength(9);
    expect(pagePaths().filter((p) => p === fixturePath("phpbb-spring-1907", 2))).toHaveLength(2);
  });

  it("a new page cut off twice is not stored: the scrape stops before it with the pages read so far", async () => {
    const { deps, options } = harness();
    for (let i = 0; i < 2; i++) {
      server.faults.push({ pathPrefix: fixturePath("phpbb-spring-1907", 2), kind: "cut-off" });
    }
    const result = await scrapeThread(phpbb(1), options(), deps);
    expect(result.pages.map((p) => p.url)).toEqual([phpbb(1)]);
    expect(result.posts.map((p) => p.postId)).toEqual(["101", "102", "103"]);
    expect(result.problems).toMatchObject([{ kind: "cut-off", url: phpbb(2) }]);
    expect(result.problems[0]?.message).toContain("page 2 arrived cut off");
  });

  it("ignores a previous result that belongs to another thread", async () => {
    const { deps, options } = harness();
    const other = await scrapeThread(xf(1), options(), deps);
    server.requests.length = 0;
    const result = await scrapeThread(phpbb(1), options({ previous: other }), deps);
    expect(result.problems.map((p) => p.kind)).toEqual(["bad-previous"]);
    expect(result.pages.map((p) => p.status)).toEqual(["fetched", "fetched", "fetched"]);
    expect(result.posts.map((p) => p.platform)).toEqual(Array(9).fill("phpbb3"));
  });

  it("keeps the previous posts of a re-read page that no longer parses", async () => {
    const { deps, options } = harness();
    const first = await scrapeThread(phpbb(1), options(), deps);
    server.transform = (fixture, page, html) =>
      fixture === "phpbb-spring-1907" && page === 3 ? html.replace('id="phpbb"', 'id="broken"') : html;
    const second = await scrapeThread(phpbb(1), options({ previous: first }), deps);
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "not-modified", "kept"]);
    expect(second.posts).toEqual(first.posts);
    expect(second.problems.map((p) => p.kind)).toEqual(["parse"]);
  });

  it("knows the platform from the previous run when every re-read page is a 304", async () => {
    const { deps, options } = harness();
    const first = await scrapeThread(phpbb(1), options(), deps);
    const second = await scrapeThread(phpbb(1), options({ previous: first }), deps);
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "not-modified", "not-modified"]);
    expect(second.platform).toBe("phpbb3");
  });

  it("reads the whole thread again when the previous result is not valid", async () => {
    const { deps, options } = harness();
    const second = await scrapeThread(
      phpbb(1),
      options({ previous: { pages: [{ url: 5 }] } as unknown as ScrapeOptions["previous"] }),
      deps,
    );
    expect(second.problems.map((p) => p.kind)).toEqual(["bad-previous"]);
    expect(second.posts).toHaveLength(9);
  });
});

describe("scrapeThread and oversized pages", () => {
  it("reports a page larger than the cap by its number and names the setting to raise", async () => {
    const { deps, options } = harness();
    const result = await scrapeThread(phpbb(1), options({ http: { maxBodyBytes: 1024 } }), deps);
    expect(result.pages).toEqual([]);
    expect(result.problems.map((p) => p.message)).toEqual([
      `page 1 is larger than 1 KB, not read; raise FORUM_MAX_PAGE_BYTES (${phpbb(1)})`,
    ]);
  });
});
