import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAllowed, parseRobots, patternMatches, policyFor, productToken } from "../../src/forum/robots.ts";

const UA = "AdjutantBot/0.1 (+play-by-post game master assistant)";
const allowed = (robots: string, path: string, ua = UA) =>
  isAllowed(policyFor(parseRobots(robots), ua), path);

describe("robots.txt", () => {
  it("takes the product token of the User-Agent", () => {
    expect(productToken(UA)).toBe("adjutantbot");
  });

  it("uses the group naming our crawler over the * group, case-insensitively", () => {
    const robots = "User-agent: *\nDisallow: /\n\nUser-agent: adjutantBOT\nDisallow: /private/\n";
    expect(allowed(robots, "/viewtopic.php?t=1")).toBe(true);
    expect(allowed(robots, "/private/x")).toBe(false);
    expect(allowed(robots, "/viewtopic.php?t=1", "OtherBot/1.0")).toBe(false);
  });

  it("merges consecutive User-agent lines into one group and repeated groups for the same agent", () => {
    const robots =
      "User-agent: a\nUser-agent: AdjutantBot\nDisallow: /x\n\nUser-agent: adjutantbot\nDisallow: /y\n";
    expect(allowed(robots, "/x1")).toBe(false);
    expect(allowed(robots, "/y1")).toBe(false);
    expect(allowed(robots, "/z")).toBe(true);
  });

  it("the longest matching rule wins, and Allow wins a tie", () => {
    const robots =
      "User-agent: *\nDisallow: /forum/\nAllow: /forum/viewtopic.php\nDisallow: /forum/viewtopic.php?t=9\n";
    expect(allowed(robots, "/forum/index.php")).toBe(false);
    expect(allowed(robots, "/forum/viewtopic.php?t=1")).toBe(true);
    expect(allowed(robots, "/forum/viewtopic.php?t=9")).toBe(false);
    expect(allowed("User-agent: *\nDisallow: /a\nAllow: /a\n", "/a")).toBe(true);
  });

  it("understands * and $ wildcards", () => {
    const robots = "User-agent: *\nDisallow: /*.php$\nDisallow: /*sid=\nAllow: /viewtopic.php$\n";
    expect(allowed(robots, "/memberlist.php")).toBe(false);
    expect(allowed(robots, "/memberlist.php?mode=x")).toBe(true);
    expect(allowed(robots, "/viewtopic.php")).toBe(true);
    expect(allowed(robots, "/viewtopic.php?t=1&sid=abc")).toBe(false);
  });

  it("an empty Disallow allows everything; comments and unknown lines are ignored", () => {
    expect(allowed("User-agent: * # all\nDisallow:\nSitemap: /s.xml\n", "/anything")).toBe(true);
    expect(allowed("# nothing\n", "/anything")).toBe(true);
  });

  it("robots.txt itself is always allowed", () => {
    expect(allowed("User-agent: *\nDisallow: /\n", "/robots.txt")).toBe(true);
  });

  it("reads Crawl-delay in seconds as a minimum delay in milliseconds", () => {
    expect(policyFor(parseRobots("User-agent: *\nCrawl-delay: 1.5\n"), UA).crawlDelayMs).toBe(1500);
    expect(policyFor(parseRobots("User-agent: *\nDisallow: /x\n"), UA).crawlDelayMs).toBeNull();
  });

  it("compares percent-escapes of unreserved characters as their characters", () => {
    expect(allowed("User-agent: *\nDisallow: /%7Euser/\n", "/~user/page")).toBe(false);
  });

  it("a pattern without wildcards matches exactly the paths it starts", () => {
    const segment = fc.stringMatching(/^[a-z0-9/._?=&-]{0,12}$/);
    fc.assert(
      fc.property(segment, segment, (pattern, path) => {
        const p = `/${pattern}`;
        const q = `/${path}`;
        expect(patternMatches(p, q)).toBe(q.startsWith(p));
        expect(patternMatches(`${p}$`, q)).toBe(q === p);
        expect(patternMatches(`${p}*`, q)).toBe(q.startsWith(p));
      }),
    );
  });
});
