import { describe, expect, it } from "vitest";
import { fromEpoch, isValidTimeZone, parseForumDate } from "../../../parsers/html/dates.ts";

const utc = { timeZone: "UTC" };
const ny = { timeZone: "America/New_York", fetchedAt: "2026-11-20T18:00:00Z" };

describe("forum dates become ISO 8601 UTC", () => {
  it.each([
    ["09-20-2006 @ 05:13 PM", "2006-09-20T17:13:00.000Z"], // UBB.classic edit marker
    ["09-20-2006 05:13 PM", "2006-09-20T17:13:00.000Z"], // UBB.classic posted
    ["2016-02-01, 03:31", "2016-02-01T03:31:00.000Z"], // vBulletin 3 ISO-ish
    ["March 3rd 2009, 03:36 PM", "2009-03-03T15:36:00.000Z"], // vBulletin 4
    ["22 Apr 22,, 09:08", "2022-04-22T09:08:00.000Z"], // vBulletin 5 custom
    ["Sun May 26, 2019 5:35 pm", "2019-05-26T17:35:00.000Z"], // phpBB 3
    ["Sat Sep 23, 2006 5:13 pm", "2006-09-23T17:13:00.000Z"], // phpBB 2
    ["July 31, 2014, 10:26:29 PM", "2014-07-31T22:26:29.000Z"], // SMF
    ["Oct 31, 2013 at 4:16 PM", "2013-10-31T16:16:00.000Z"], // XenForo 1 title
    ["03/20/2015, 11:45 AM", "2015-03-20T11:45:00.000Z"], // MyBB
    ["03/12/15 03:28 PM", "2015-03-12T15:28:00.000Z"], // UBB.threads
    ["2024 年 5 月 15 日 20:28", "2024-05-15T20:28:00.000Z"], // Discourse, Chinese UI
    ["2024年5月2日 21:51", "2024-05-02T21:51:00.000Z"], // NodeBB, Chinese UI
    ["12:00 AM 01-01-2020", "2020-01-01T00:00:00.000Z"],
    ["01-01-2020 12:30 PM", "2020-01-01T12:30:00.000Z"],
  ])("reads %s", (input, expected) => {
    expect(parseForumDate(input, utc)).toBe(expected);
  });

  it("reads ISO 8601 with a zone as that instant, and without one in the forum's zone", () => {
    expect(parseForumDate("2020-09-18T08:56:40-0700", utc)).toBe("2020-09-18T15:56:40.000Z");
    expect(parseForumDate("2023-07-05T11:59:12Z", ny)).toBe("2023-07-05T11:59:12.000Z");
    expect(parseForumDate("2019-04-09T08:37:23", ny)).toBe("2019-04-09T12:37:23.000Z");
  });

  it("applies the forum's time zone with its daylight-saving rules", () => {
    expect(parseForumDate("07-01-2026, 12:00 PM", ny)).toBe("2026-07-01T16:00:00.000Z");
    expect(parseForumDate("01-15-2026, 12:00 PM", ny)).toBe("2026-01-15T17:00:00.000Z");
    expect(parseForumDate("15.01.2026 12:00", { timeZone: "Europe/Berlin", numericOrder: "dmy" })).toBe(
      "2026-01-15T11:00:00.000Z",
    );
  });

  it("reads Today and Yesterday against the fetch time in the forum's zone", () => {
    // 18:00 UTC is 13:00 in New York on 2026-11-20.
    expect(parseForumDate("Today, 05:13 PM", ny)).toBe("2026-11-20T22:13:00.000Z");
    expect(parseForumDate("Yesterday, 11:00 AM", ny)).toBe("2026-11-19T16:00:00.000Z");
    expect(parseForumDate("Today at 08:02:45 AM", ny)).toBe("2026-11-20T13:02:45.000Z");
  });

  it("reads 'N units ago' against the fetch time", () => {
    expect(parseForumDate("5 minutes ago", ny)).toBe("2026-11-20T17:55:00.000Z");
    expect(parseForumDate("an hour ago", ny)).toBe("2026-11-20T17:00:00.000Z");
    expect(parseForumDate("2 days ago", ny)).toBe("2026-11-18T18:00:00.000Z");
    expect(parseForumDate("25天之前", ny)).toBe("2026-10-26T18:00:00.000Z");
  });

  it("gives null for relative dates without a fetch time, never a guess", () => {
    expect(parseForumDate("Today, 05:13 PM", utc)).toBeNull();
    expect(parseForumDate("5 minutes ago", utc)).toBeNull();
  });

  it("gives null for text that is not a date", () => {
    for (const bad of [
      "",
      "soon",
      "13/45/2020",
      "02-30-2021 10:00",
      "99:99",
      "Mayday 5, 2020",
      "x".repeat(500),
    ]) {
      expect(parseForumDate(bad, utc)).toBeNull();
    }
  });

  it("reads Unix times in seconds and milliseconds", () => {
    expect(fromEpoch("1600444600")).toBe("2020-09-18T15:56:40.000Z");
    expect(fromEpoch(1553457251505)).toBe("2019-03-24T19:54:11.505Z");
    expect(fromEpoch("abc")).toBeNull();
    expect(fromEpoch(null)).toBeNull();
  });

  it("knows valid and invalid time zones", () => {
    expect(isValidTimeZone("Europe/Berlin")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});
