import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseForumDate } from "../../../parsers/html/dates.ts";

/** "UTC" takes a path without Intl time-zone data; "Etc/UTC" is the same zone read through Intl. */
describe("dates in UTC read the same without Intl time-zone data", () => {
  it("absolute, relative and day-word dates give what the Intl path gives", () => {
    const date = fc.date({ min: new Date("0500-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z") });
    fc.assert(
      fc.property(
        date,
        date,
        fc.constantFrom("iso", "today", "yesterday", "yearless", "us"),
        (d, fetched, kind) => {
          if (Number.isNaN(d.getTime()) || Number.isNaN(fetched.getTime())) return;
          const iso = d.toISOString();
          const text =
            kind === "iso"
              ? iso.slice(0, 19).replace("T", " ")
              : kind === "today"
                ? `Today, ${iso.slice(11, 16)}`
                : kind === "yesterday"
                  ? `Yesterday at ${iso.slice(11, 16)}`
                  : kind === "yearless"
                    ? `Jul ${d.getUTCDate()}, 11:59 AM`
                    : `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)} @ 05:13 PM`;
          const fetchedAt = fetched.toISOString();
          expect(parseForumDate(text, { timeZone: "UTC", fetchedAt })).toBe(
            parseForumDate(text, { timeZone: "Etc/UTC", fetchedAt }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
