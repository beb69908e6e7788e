import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ParsePageFn, type ScrapeDeps, scrapeThread } from "../../src/forum/scraper.ts";
import { ok } from "../../src/result.ts";
import { createFakeParser } from "./fake-parser.ts";
import { fixturePath, startThreadServer, type ThreadServer } from "./thread-server.ts";

let server: ThreadServer;
beforeAll(async () => {
  server = await startThreadServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  server.validators = "etag";
});

const phpbb = (page: number) => `${server.baseUrl}${fixturePath("phpbb-spring-1907", page)}`;
const http = { delayMs: 0, timeoutMs: 2000, backoffBaseMs: 0, maxAttempts: 2 };

function deps(parsePage: ParsePageFn): ScrapeDeps {
  return { parsePage, clock: () => new Date("2026-12-01T10:00:00Z"), sleep: async () => {} };
}

describe("problems of a page are reported on every run, not only when the page changed", () => {
  it("a page the parser cannot read is parsed again on the next run although the server answers 304", async () => {
    const fake = createFakeParser();
    server.transform = (fixture, page, html) =>
      fixture === "phpbb-spring-1907" && page === 3 ? html.replace('id="phpbb"', 'id="other"') : html;
    const first = await scrapeThread(phpbb(1), { http }, deps(fake.parsePage));
    expect(first.problems).toMatchObject([{ kind: "parse", url: phpbb(3) }]);

    server.requests.length = 0;
    const second = await scrapeThread(phpbb(1), { http, previous: first }, deps(fake.parsePage));
    const page3 = server.requests.find((r) => r.path === fixturePath("phpbb-spring-1907", 3));
    expect(page3?.status).toBe(304);
    expect(second.problems).toMatchObject([{ kind: "parse", url: phpbb(3) }]);
  });

  it("the parser's warnings become problems of kind warning, repeated on a 304 without parsing again", async () => {
    const fake = createFakeParser();
    const warning = "post 104: the edit notice's date cannot be read";
    const parsePage: ParsePageFn = (input, options) => {
      const parsed = fake.parsePage(input, options);
      const html = typeof input === "string" ? input : new TextDecoder().decode(input);
      if (!parsed.ok || !html.includes('id="p104"')) return parsed;
      return ok(Object.assign({}, parsed.value, { warnings: [warning] }));
    };
    const first = await scrapeThread(phpbb(1), { http }, deps(parsePage));
    expect(first.problems).toEqual([{ kind: "warning", url: phpbb(2), message: warning }]);

    const parses = fake.calls.length;
    const second = await scrapeThread(phpbb(1), { http, previous: first }, deps(parsePage));
    expect(second.pages.map((p) => p.status)).toEqual(["kept", "not-modified", "not-modified"]);
    expect(fake.calls.length).toBe(parses);
    expect(second.problems).toEqual([{ kind: "warning", url: phpbb(2), message: warning }]);
  });

  it("a parser without warnings (no such field) gives none", async () => {
    const fake = createFakeParser();
    const result = await scrapeThread(phpbb(1), { http }, deps(fake.parsePage));
    expect(result.problems).toEqual([]);
    expect(result.pages.every((p) => p.warnings === undefined)).toBe(true);
  });
});
