import { describe, expect, it } from "vitest";
import { forumTime } from "../../src/presenters/forum-time.ts";

describe("post times in the forum's time zone", () => {
  it("shows the forum's local time and its zone, summer and winter", () => {
    expect(forumTime("2026-07-02T17:05:00Z", "Europe/London")).toBe("2 Jul 2026, 18:05 BST");
    expect(forumTime("2026-12-02T17:05:00Z", "Europe/London")).toBe("2 Dec 2026, 17:05 GMT");
    expect(forumTime("2026-12-02T17:05:00Z", "America/New_York")).toBe("2 Dec 2026, 12:05 GMT-5");
    expect(forumTime("2026-12-02T23:30:00Z", "Asia/Tokyo")).toBe("3 Dec 2026, 08:30 GMT+9");
  });

  it("UTC without a zone or with an unknown one; an unreadable time as it is", () => {
    expect(forumTime("2026-12-02T17:05:00Z", null)).toBe("2 Dec 2026, 17:05 UTC");
    expect(forumTime("2026-12-02T17:05:00Z", "Mars/Olympus")).toBe("2 Dec 2026, 17:05 UTC");
    expect(forumTime("yesterday", "Europe/London")).toBe("yesterday");
  });
});
