import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeScrapeProblem } from "../../src/forum/failure.ts";
import { createHttpClient, isPrivateHost } from "../../src/forum/http-client.ts";
import { scrapeThread } from "../../src/forum/scraper.ts";
import { startServer } from "./cli-env.ts";
import { createFakeParser } from "./fake-parser.ts";
import { fixtureBytes } from "./thread-server.ts";

/** The forum, on one port of 127.0.0.1, and another site on another port that must never be read as the forum. */
let forum: { base: string; close: () => Promise<void> };
let other: { base: string; close: () => Promise<void> };
const otherHits: string[] = [];
/** When true, the forum's robots.txt redirects to the other site. */
let robotsAway = false;

const page = (res: ServerResponse, body: Buffer | string) => {
  res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
  res.end(body);
};
const redirect = (res: ServerResponse, status: number, location: string) => {
  res.writeHead(status, { location, "content-type": "text/plain" });
  res.end("moved");
};

beforeAll(async () => {
  other = await startServer((req, res) => {
    otherHits.push(req.url ?? "/");
    if (req.url === "/robots.txt") return redirect(res, 404, "/");
    page(res, fixtureBytes("phpbb-spring-1907", 1));
  });
  forum = await startServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/robots.txt") {
      if (robotsAway) return redirect(res, 301, `${other.base}/robots.txt`);
      res.writeHead(404);
      return res.end();
    }
    if (path === "/old-topic") return redirect(res, 301, "/viewtopic.php?f=2&t=7");
    if (path === "/hop1") return redirect(res, 302, `${forum.base}/hop2`);
    if (path === "/hop2") return redirect(res, 307, "/viewtopic.php?f=2&t=7");
    if (path === "/away") return redirect(res, 302, `${other.base}/viewtopic.php?f=2&t=7`);
    if (path === "/loop") return redirect(res, 302, "/loop");
    if (path.startsWith("/viewtopic.php")) return page(res, fixtureBytes("phpbb-spring-1907", 3));
    res.writeHead(404);
    res.end();
  });
});
afterAll(async () => {
  await forum.close();
  await other.close();
});

const quick = { delayMs: 0, timeoutMs: 1000, backoffBaseMs: 10, maxAttempts: 2 };
const noSleep = async () => {};

describe("redirects stay on the thread's own site", () => {
  it("follows a redirect within the same scheme, host and port, and says where the page came from", async () => {
    const client = createHttpClient(quick, { sleep: noSleep });
    const got = await client.get(`${forum.base}/old-topic`);
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(got.value.finalUrl).toBe(`${forum.base}/viewtopic.php?f=2&t=7`);
    const chain = await client.get(`${forum.base}/hop1`);
    expect(chain.ok && chain.value.finalUrl).toBe(`${forum.base}/viewtopic.php?f=2&t=7`);
  });

  it("refuses a redirect to another port of the same host without requesting it, at once", async () => {
    otherHits.length = 0;
    const client = createHttpClient(quick, { sleep: noSleep });
    const got = await client.get(`${forum.base}/away`);
    expect(otherHits).toEqual([]);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toMatchObject({
      kind: "redirect-refused",
      url: `${forum.base}/away`,
      to: `${other.base}/viewtopic.php?f=2&t=7`,
      attempts: 1,
    });
    expect(got.error.message).toBe(
      `${forum.base}/away redirects to ${other.base}/viewtopic.php?f=2&t=7, outside ${forum.base}; Adjutant follows redirects only within the thread's own site`,
    );
  });

  it("gives up on a redirect loop after maxRedirects hops", async () => {
    const client = createHttpClient({ ...quick, maxRedirects: 3 }, { sleep: noSleep });
    const got = await client.get(`${forum.base}/loop`);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toMatchObject({ kind: "too-many-redirects", hops: 3, attempts: 1 });
  });

  it("never follows a public forum's redirect to a loopback or private address (fake fetch, no network)", async () => {
    const asked: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      const url = String(input);
      asked.push(url);
      return new Response("moved", { status: 302, headers: { location: "http://127.0.0.1:8080/admin" } });
    };
    const client = createHttpClient(quick, { sleep: noSleep, fetch: fakeFetch });
    const got = await client.get("https://forum.example.org/viewtopic.php?t=1");
    expect(asked).toEqual(["https://forum.example.org/viewtopic.php?t=1"]);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toMatchObject({ kind: "redirect-refused", to: "http://127.0.0.1:8080/admin" });
    expect(got.error.message).toContain("a loopback or private address");
  });

  it("knows loopback, private and link-local addresses", () => {
    for (const host of [
      "127.0.0.1",
      "127.8.9.10",
      "localhost",
      "a.localhost",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "[::1]",
      "[fc00::1]",
      "[fe80::1]",
      "[::ffff:127.0.0.1]",
    ]) {
      expect(isPrivateHost(host), host).toBe(true);
    }
    for (const host of ["forum.example.org", "8.8.8.8", "172.32.0.1", "192.169.0.1", "[2001:db8::1]"]) {
      expect(isPrivateHost(host), host).toBe(false);
    }
  });

  it("a scrape whose thread redirects to another port stores nothing from it and tells the GM what to do", async () => {
    otherHits.length = 0;
    const fake = createFakeParser();
    const result = await scrapeThread(
      `${forum.base}/away`,
      { http: quick },
      { parsePage: fake.parsePage, clock: () => new Date("2026-12-01T10:00:00Z"), sleep: noSleep },
    );
    expect(otherHits).toEqual([]);
    expect(fake.calls).toHaveLength(0);
    expect(result.posts).toEqual([]);
    expect(result.problems).toHaveLength(1);
    const [problem] = result.problems;
    if (!problem) return;
    expect(describeScrapeProblem(problem)).toBe(
      `cannot read ${forum.base}/away: the forum redirects it to ${other.base}/viewtopic.php?f=2&t=7, another site, and Adjutant follows redirects only within the thread's own site (same scheme, host and port). If the thread has moved there, set its new address with \`adjutant game set --forum URL\`.`,
    );
  });

  it("a robots.txt that redirects to another site is not read there, and counts as missing (RFC 9309 2.3.1.2)", async () => {
    otherHits.length = 0;
    robotsAway = true;
    try {
      const fake = createFakeParser();
      const result = await scrapeThread(
        `${forum.base}/old-topic`,
        { http: quick },
        { parsePage: fake.parsePage, clock: () => new Date("2026-12-01T10:00:00Z"), sleep: noSleep },
      );
      expect(otherHits).toEqual([]);
      // Later pages are built from where page 1 was answered, not from the old address that redirected.
      expect(result.problems.filter((p) => p.kind !== "loop")).toEqual([]);
      expect(result.pages[0]?.posts.length).toBeGreaterThan(0);
    } finally {
      robotsAway = false;
    }
  });
});
