import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkForumPlatform,
  checkForumUrl,
  checkTimeZone,
  FORUM_PLATFORMS,
  parseGameTime,
} from "../../src/forum/settings.ts";

describe("forum settings are checked before they are stored (game new, game set)", () => {
  it("a thread URL is accepted exactly when it is an absolute http or https URL with a host", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true }), (url) => {
        const checked = checkForumUrl(url);
        expect(checked.ok).toBe(true);
        if (checked.ok) expect(checkForumUrl(checked.value)).toEqual(checked);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const checked = checkForumUrl(text);
        if (checked.ok) expect(["http:", "https:"]).toContain(new URL(checked.value).protocol);
        else expect(checked.error).toContain("https://forum.example.org/viewtopic.php?t=1907");
      }),
    );
    expect(checkForumUrl("mailto:gm@example.org").ok).toBe(false);
    expect(checkForumUrl("//forum.example.org/t/1").ok).toBe(false);
  });

  it("a platform is one of the forum engines the parsers read, in any casing; anything else lists them all", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORUM_PLATFORMS), fc.boolean(), (id, upper) => {
        expect(checkForumPlatform(upper ? id.toUpperCase() : id)).toEqual({ ok: true, value: id });
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(FORUM_PLATFORMS as string[]).includes(s.trim().toLowerCase())),
        (name) => {
          const checked = checkForumPlatform(name);
          expect(checked.ok).toBe(false);
          if (!checked.ok) for (const id of FORUM_PLATFORMS) expect(checked.error).toContain(id);
        },
      ),
    );
    expect(FORUM_PLATFORMS).not.toContain("bbcode");
    expect(FORUM_PLATFORMS).not.toContain("discord");
  });

  it("every IANA zone Intl knows is accepted in its canonical spelling, and checking it again changes nothing", () => {
    for (const zone of Intl.supportedValuesOf("timeZone")) {
      const checked = checkTimeZone(zone);
      expect(checked.ok).toBe(true);
      if (checked.ok) expect(checkTimeZone(checked.value)).toEqual(checked);
    }
    expect(checkTimeZone("europe/london")).toEqual({ ok: true, value: "Europe/London" });
    expect(checkTimeZone("Europe/Londres").ok).toBe(false);
    expect(checkTimeZone("").ok).toBe(false);
  });

  it("--from: a wall time written in the forum's zone reads back as an instant showing that wall time there", () => {
    const zones = ["Europe/London", "America/New_York", "Asia/Tokyo", "Australia/Adelaide", "UTC"];
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2099, 11, 31) / 1000 });
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (seconds, zone) => {
        const wall = (ms: number) =>
          new Intl.DateTimeFormat("sv-SE", {
            timeZone: zone,
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            minute: "2-digit",
            second: "2-digit",
            hourCycle: "h23",
          }).format(ms);
        const written = wall(seconds * 1000);
        const read = parseGameTime(written, zone);
        expect(read.ok).toBe(true);
        if (read.ok) expect(wall(Date.parse(read.value))).toBe(written);
        expect(parseGameTime(new Date(seconds * 1000).toISOString(), zone)).toEqual({
          ok: true,
          value: new Date(seconds * 1000).toISOString(),
        });
      }),
    );
  });
});
