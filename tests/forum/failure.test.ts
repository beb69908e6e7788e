import { describe, expect, it } from "vitest";
import { describeNoPosts, describeScrapeProblem } from "../../src/forum/failure.ts";
import type { FetchProblem } from "../../src/forum/http-client.ts";

const url = "https://forum.example.org/viewtopic.php?t=1907";
const fetchLine = (cause: FetchProblem) =>
  describeScrapeProblem({ kind: "fetch", url, message: cause.message, cause });
const CHECK = "Check the thread URL with `adjutant game set --forum URL`.";

describe("each way a thread cannot be read is one line: the URL, what happened, what to do", () => {
  it.each<[string, FetchProblem, string]>([
    [
      "a 404",
      { kind: "http-status", url, status: 404, attempts: 1, message: "" },
      `cannot read ${url}: the server answered 404 Not Found. ${CHECK}`,
    ],
    [
      "a thread closed to guests",
      { kind: "http-status", url, status: 403, attempts: 1, message: "" },
      `cannot read ${url}: the server answered 403 Forbidden: the thread is not open to guests, and Adjutant reads only what a guest can see. ${CHECK}`,
    ],
    [
      "a forum in trouble",
      { kind: "http-status", url, status: 503, attempts: 4, message: "" },
      `cannot read ${url}: the server answered 503 Service Unavailable (gave up after 4 attempts): the forum is in trouble or busy. Try again later; if it goes on, check the thread URL with \`adjutant game set --forum URL\`.`,
    ],
    [
      "a host that does not exist",
      { kind: "network", url, detail: "", code: "ENOTFOUND", attempts: 1, message: "" },
      `cannot read ${url}: there is no host named forum.example.org (the DNS lookup failed). ${CHECK}`,
    ],
    [
      "a port nothing listens on",
      {
        kind: "network",
        url: "http://127.0.0.1:8080/t/1",
        detail: "",
        code: "ECONNREFUSED",
        attempts: 1,
        message: "",
      },
      `cannot read ${url}: nothing answers at 127.0.0.1:8080 (connection refused): the forum is down or the address is wrong. ${CHECK}`,
    ],
    [
      "a reset connection",
      {
        kind: "network",
        url,
        detail: "fetch failed: read ECONNRESET",
        code: "ECONNRESET",
        attempts: 4,
        message: "",
      },
      `cannot read ${url}: the connection failed (fetch failed: read ECONNRESET) (gave up after 4 attempts). Try again later; if it goes on, check the thread URL with \`adjutant game set --forum URL\`.`,
    ],
    [
      "a time-out",
      { kind: "timeout", url, timeoutMs: 30_000, attempts: 4, message: "" },
      `cannot read ${url}: no complete answer within 30 s (gave up after 4 attempts). Try again later; if it goes on, check the thread URL with \`adjutant game set --forum URL\`.`,
    ],
    [
      "a long Retry-After",
      { kind: "retry-after-too-long", url, retryAfterMs: 3_600_000, attempts: 1, message: "" },
      `cannot read ${url}: the server asks to wait 3600 s before trying again. Try again later.`,
    ],
  ])("%s", (_name, cause, line) => {
    expect(fetchLine(cause)).toBe(line);
    expect(line).not.toContain("\n");
  });

  it("robots.txt: a host that does not answer is the thread's problem; a forbidding robots.txt says so", () => {
    const robotsUrl = "https://forum.example.org/robots.txt";
    const refused: FetchProblem = {
      kind: "network",
      url: robotsUrl,
      detail: "",
      code: "ECONNREFUSED",
      attempts: 1,
      message: "",
    };
    expect(
      describeScrapeProblem({
        kind: "robots",
        url,
        message: "",
        cause: { kind: "robots-unreachable", url, robotsUrl, cause: refused, message: "" },
      }),
    ).toBe(
      `cannot read ${url}: nothing answers at forum.example.org (connection refused): the forum is down or the address is wrong. ${CHECK}`,
    );
    const forbids = `${robotsUrl} forbids adjutantbot to fetch /viewtopic.php?t=1907`;
    expect(
      describeScrapeProblem({
        kind: "robots",
        url,
        message: forbids,
        cause: { kind: "disallowed", url, message: forbids },
      }),
    ).toBe(
      `cannot read ${url}: ${forbids}. Ask the forum's administrator to allow Adjutant, or use another thread.`,
    );
  });

  it("a page that is no thread names the URL once and offers --platform", () => {
    const line = describeScrapeProblem({
      kind: "parse",
      url,
      message: `${url}: cannot tell the platform: no forum markup this reader knows (use --platform to force one)`,
      cause: { code: "parse/unknown_platform", message: "" },
    });
    expect(line).toBe(
      `cannot read ${url}: the page does not look like a forum thread; cannot tell the platform: no forum markup this reader knows (use --platform to force one). ${CHECK} If it is one, name the forum software with \`adjutant game set --platform NAME\`.`,
    );
    expect(describeNoPosts(url)).toContain(`cannot read ${url}: the page shows no posts`);
  });

  it("#24.13 a page with no posts under a platform the GM named: what it looks like, and --platform auto", () => {
    const phpbb = describeNoPosts(url, { platform: "xenforo2", looksLike: "phpbb3" });
    expect(phpbb).toBe(
      `cannot read ${url}: the page shows no posts when read as xenforo2, the forum software the game is set to (the page looks like phpbb3). If the setting is wrong, let Adjutant detect the software with \`adjutant game set --platform auto\`; otherwise check the thread URL with \`adjutant game set --forum URL\`.`,
    );
    expect(phpbb).not.toContain("--platform NAME");
    // the page does look like the platform named: the setting is right, the URL is what to check
    expect(describeNoPosts(url, { platform: "phpbb3", looksLike: "phpbb3" })).toBe(
      `cannot read ${url}: the page shows no posts when read as phpbb3, the forum software the game is set to. ${CHECK}`,
    );
  });
});
