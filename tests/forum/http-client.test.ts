import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backoffDelay, createHttpClient, parseRetryAfter } from "../../src/forum/http-client.ts";
import { fixtureBytes, fixturePath, startThreadServer, type ThreadServer } from "./thread-server.ts";

let server: ThreadServer;
beforeAll(async () => {
  server = await startThreadServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

const quick = { delayMs: 0, timeoutMs: 1000, backoffBaseMs: 10, maxAttempts: 3 };
const noSleep = async () => {};

describe("back-off and Retry-After", () => {
  it("doubles the step per retry, capped, with half of it jittered by the injected random source", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 100, 1000, () => 0))).toEqual([50, 100, 200, 400]);
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 100, 1000, () => 0.999999))).toEqual([100, 200, 400, 800]);
    expect(backoffDelay(10, 100, 1000, () => 0)).toBe(500);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-12-01T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Tue, 01 Dec 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe("the HTTP client", () => {
  it("returns the raw bytes and content type, so the parser decodes legacy encodings", async () => {
    const client = createHttpClient(quick, { sleep: noSleep });
    const got = await client.get(`${server.baseUrl}${fixturePath("phpbb-cp1252", 1)}`);
    expect(got.ok).toBe(true);
    if (!got.ok) return;
    expect(got.value.contentType).toBe("text/html; charset=windows-1252");
    expect(Buffer.from(got.value.body).equals(fixtureBytes("phpbb-cp1252", 1))).toBe(true);
    expect(got.value.body.includes(0x93)).toBe(true);
  });

  it("waits the configured delay between two requests", async () => {
    const sleeps: number[] = [];
    let now = 1_000_000;
    const client = createHttpClient(
      { ...quick, delayMs: 700 },
      {
        sleep: async (ms) => {
          sleeps.push(ms);
          now += ms;
        },
        now: () => now,
      },
    );
    await client.get(`${server.baseUrl}/robots.txt`);
    now += 200;
    await client.get(`${server.baseUrl}/robots.txt`);
    expect(sleeps).toEqual([500]);
  });

  it("does not retry a 404 and says so precisely", async () => {
    const client = createHttpClient(quick, { sleep: noSleep });
    const got = await client.get(`${server.baseUrl}/nowhere`);
    expect(got).toEqual({
      ok: false,
      error: {
        kind: "http-status",
        url: `${server.baseUrl}/nowhere`,
        status: 404,
        attempts: 1,
        message: expect.stringContaining("HTTP 404"),
      },
    });
    expect(server.requests).toHaveLength(1);
  });

  it("gives up on a time-out after the configured attempts", async () => {
    const path = fixturePath("phpbb-spring-1907", 1);
    for (let i = 0; i < 2; i++) server.faults.push({ pathPrefix: path, kind: "hang" });
    const client = createHttpClient({ ...quick, timeoutMs: 100, maxAttempts: 2 }, { sleep: noSleep });
    const got = await client.get(`${server.baseUrl}${path}`);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toMatchObject({ kind: "timeout", timeoutMs: 100, attempts: 2 });
    expect(got.error.message).toContain("gave up after 2 attempts");
  });

  it("reports a truncated body with the byte counts when every attempt is cut off", async () => {
    const path = fixturePath("phpbb-spring-1907", 2);
    for (let i = 0; i < 3; i++) server.faults.push({ pathPrefix: path, kind: "truncate" });
    const client = createHttpClient(quick, { sleep: noSleep });
    const got = await client.get(`${server.baseUrl}${path}`);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    const full = fixtureBytes("phpbb-spring-1907", 2).length;
    expect(got.error).toMatchObject({ kind: "truncated", attempts: 3, expected: full });
    if (got.error.kind !== "truncated") return;
    expect(got.error.received).toBeLessThan(full);
  });

  it("detects a body shorter than its Content-Length even when the transport does not complain", async () => {
    const body = new TextEncoder().encode("<html>half");
    const fakeFetch: typeof fetch = async () =>
      new Response(body, { status: 200, headers: { "content-length": "100", "content-type": "text/html" } });
    const client = createHttpClient({ ...quick, maxAttempts: 2 }, { fetch: fakeFetch, sleep: noSleep });
    const got = await client.get("http://127.0.0.1:9/t");
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toMatchObject({ kind: "truncated", expected: 100, received: body.length, attempts: 2 });
  });

  it("gives up at once when Retry-After asks for longer than allowed", async () => {
    const path = fixturePath("phpbb-spring-1907", 1);
    server.faults.push({ pathPrefix: path, kind: "status-429", retryAfter: "3600" });
    const client = createHttpClient({ ...quick, maxRetryAfterMs: 60_000 }, { sleep: noSleep });
    const got = await client.get(`${server.baseUrl}${path}`);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toMatchObject({ kind: "retry-after-too-long", retryAfterMs: 3_600_000, attempts: 1 });
  });

  it("reports a refused connection as a network problem at once: nothing listens there, retrying cannot help", async () => {
    const closed = await startThreadServer();
    const url = `${closed.baseUrl}/robots.txt`;
    await closed.close();
    const client = createHttpClient({ ...quick, maxAttempts: 2 }, { sleep: noSleep });
    const got = await client.get(url);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toMatchObject({ kind: "network", code: "ECONNREFUSED", attempts: 1 });
  });

  it("reports a host that does not resolve at once, with its code (undici's error shape)", async () => {
    let calls = 0;
    const failing: typeof fetch = async () => {
      calls++;
      const cause = Object.assign(new Error("getaddrinfo ENOTFOUND forum.example.org"), {
        code: "ENOTFOUND",
      });
      throw new TypeError("fetch failed", { cause });
    };
    const client = createHttpClient(quick, { fetch: failing, sleep: noSleep });
    const got = await client.get("http://forum.example.org/viewtopic.php?t=1");
    expect(calls).toBe(1);
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error).toMatchObject({
      kind: "network",
      code: "ENOTFOUND",
      attempts: 1,
      message:
        "http://forum.example.org/viewtopic.php?t=1: fetch failed: getaddrinfo ENOTFOUND forum.example.org",
    });
  });

  it("still retries other network failures (a reset connection), finding the code inside an AggregateError", async () => {
    let calls = 0;
    const failing: typeof fetch = async () => {
      calls++;
      const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
      throw new TypeError("fetch failed", { cause: new AggregateError([reset], "all attempts failed") });
    };
    const client = createHttpClient(quick, { fetch: failing, sleep: noSleep });
    const got = await client.get("http://forum.example.org/viewtopic.php?t=1");
    expect(calls).toBe(3);
    expect(!got.ok && got.error).toMatchObject({ kind: "network", code: "ECONNRESET", attempts: 3 });
  });

  it("answers a host under .invalid as not found without asking any resolver (RFC 6761 6.4)", async () => {
    let calls = 0;
    const never: typeof fetch = async () => {
      calls++;
      throw new Error("no request may be made");
    };
    const client = createHttpClient(quick, { fetch: never, sleep: noSleep });
    for (const host of ["forum.example.invalid", "INVALID", "a.b.invalid."]) {
      const got = await client.get(`https://${host}/t/1`);
      expect(!got.ok && got.error).toMatchObject({ kind: "network", code: "ENOTFOUND", attempts: 1 });
    }
    expect(calls).toBe(0);
  });

  it("remembers validators, answers a 304 from its cache, and raises but never lowers its delay", async () => {
    const client = createHttpClient(quick, { sleep: noSleep });
    const url = `${server.baseUrl}${fixturePath("xenforo-autumn-1907", 1)}`;
    const first = await client.get(url);
    const second = await client.get(url);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.value).toMatchObject({
      status: 304,
      fromCache: true,
      contentType: first.value.contentType,
    });
    expect(Buffer.from(second.value.body).equals(Buffer.from(first.value.body))).toBe(true);
    expect(Object.keys(client.cache)).toEqual([url]);
    const third = await client.get(url, { conditional: false });
    expect(third.ok && third.value.status).toBe(200);
    client.raiseDelay(900);
    client.raiseDelay(100);
    expect(client.delayMs).toBe(900);
  });

  it("rejects an invalid URL without a request", async () => {
    const client = createHttpClient(quick, { sleep: noSleep });
    const got = await client.get("not a url");
    expect(got).toMatchObject({ ok: false, error: { kind: "invalid-url" } });
  });
});

describe("the response size cap", () => {
  /** A body of `chunks` chunks of 64 KiB; counts how many the client pulled. */
  function hugeBody(chunks: number): { fetch: typeof fetch; pulled: () => number } {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const fakeFetch: typeof fetch = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled++;
            if (pulled > chunks) controller.close();
            else controller.enqueue(chunk);
          },
        }),
        { status: 200, headers: { "content-type": "text/html" } },
      );
    return { fetch: fakeFetch, pulled: () => pulled };
  }

  it("stops reading a body past maxBodyBytes and reports it as too large, without retrying", async () => {
    const body = hugeBody(4800); // 300 MB if read to the end
    const client = createHttpClient(
      { ...quick, maxBodyBytes: 1024 * 1024 },
      { sleep: noSleep, fetch: body.fetch },
    );
    const got = await client.get("http://127.0.0.1:1/thread?page=3");
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.error.kind).toBe("too-large");
    expect(got.error.attempts).toBe(1);
    expect(got.error.message).toContain("larger than 1 MB");
    expect(body.pulled()).toBeLessThanOrEqual(20);
  });

  it("reads a body under the cap whole", async () => {
    const body = hugeBody(8);
    const client = createHttpClient(
      { ...quick, maxBodyBytes: 1024 * 1024 },
      { sleep: noSleep, fetch: body.fetch },
    );
    const got = await client.get("http://127.0.0.1:1/thread");
    expect(got.ok && got.value.body.byteLength).toBe(8 * 64 * 1024);
  });
});
