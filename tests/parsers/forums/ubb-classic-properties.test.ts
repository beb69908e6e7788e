import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePage } from "../../../parsers/index.ts";

/**
 * UBB.classic rows built from the parts every version writes: an author cell, a post cell with a "posted DATE"
 * header ending at `<hr>`, the post's anchor in either cell, a date in any of the UBB 5/6 styles and an edit note in
 * any of the wordings. Whatever the combination, the post reads the same.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

interface Stamp {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
}

const stamp = fc.record({
  y: fc.integer({ min: 1999, max: 2009 }),
  mo: fc.integer({ min: 1, max: 12 }),
  d: fc.integer({ min: 1, max: 28 }),
  h: fc.integer({ min: 0, max: 23 }),
  mi: fc.integer({ min: 0, max: 59 }),
});

const two = (n: number): string => String(n).padStart(2, "0");
const clock = (s: Stamp): string =>
  `${two(s.h % 12 === 0 ? 12 : s.h % 12)}:${two(s.mi)} ${s.h < 12 ? "AM" : "PM"}`;
const numeric = (s: Stamp): string => `${two(s.mo)}-${two(s.d)}-${s.y}`;
const iso = (s: Stamp, time = true): string =>
  new Date(Date.UTC(s.y, s.mo - 1, s.d, time ? s.h : 0, time ? s.mi : 0)).toISOString();

/** The three header styles: UBB 6 numeric, UBB 5 month names, "Posted:" with the weekday. */
function posted(style: number, s: Stamp): string {
  if (style === 0) return `posted <font color="#000000">${numeric(s)} ${clock(s)}</font>`;
  if (style === 1) return `posted ${MONTHS[s.mo - 1]} ${s.d}, ${s.y} ${clock(s)}`;
  const weekday = DAYS[new Date(Date.UTC(s.y, s.mo - 1, s.d)).getUTCDay()];
  return `Posted: ${weekday} ${MONTHS[s.mo - 1]?.slice(0, 3)} ${two(s.d)} ${s.y} ${clock(s)}`;
}

/** The edit note wordings; the second value says whether the note gives a time. */
function editNote(style: number, by: string, s: Stamp): [string, boolean] {
  if (style === 0)
    return [`[This message has been edited by ${by} (edited ${numeric(s)} @ ${clock(s)}).]`, true];
  if (style === 1) return [`[This message has been edited by ${by} (edited ${numeric(s)}).]`, false];
  return [`[ ${numeric(s)}, ${clock(s)}: Message edited by: ${by} ]`, true];
}

const post = fc.record({
  name: fc.constantFrom("Osmano", "Tsar Nicholas", "Georges Clémenceau", "Graf Ährenthal", "東郷平八郎"),
  orders: fc.subarray(
    ["Build 2 divisions in Berlin", "Attack Sofia with 3 from Adrianople", "Move 1 from Vienna to Prague"],
    {
      minLength: 1,
    },
  ),
  anchorInAuthorCell: fc.boolean(),
  dateStyle: fc.integer({ min: 0, max: 2 }),
  at: stamp,
  edit: fc.option(fc.record({ style: fc.integer({ min: 0, max: 2 }), byGm: fc.boolean(), at: stamp }), {
    nil: null,
  }),
});

type Post = typeof post extends fc.Arbitrary<infer T> ? T : never;

function row(p: Post, i: number): string {
  const id = String(100 + i).padStart(6, "0");
  const anchor = `<a name="${id}"></a>`;
  const note = p.edit
    ? `<br /><br />${editNote(p.edit.style, p.edit.byGm ? "GM Bertha" : p.name, p.edit.at)[0]}`
    : "";
  return (
    `<tr bgcolor="#F7F7F7"><td valign="top" width="18%">${p.anchorInAuthorCell ? anchor : ""}` +
    `<font size="2" face="Verdana, Arial"><b>${p.name}</b></font><br /><font size="1">Member<br />Member # ${i + 1}</font></td>` +
    `<td valign="top" width="82%"><font size="1" face="Verdana, Arial">${p.anchorInAuthorCell ? "" : anchor}` +
    `<img src="http://example.org/ubb/icon1.gif" alt="Icon 1" /> ${posted(p.dateStyle, p.at)} &nbsp; &nbsp; ` +
    `<a href="http://example.org/cgi-bin/ultimatebb.cgi?ubb=get_profile;u=${String(i + 1).padStart(8, "0")}"><img src="profile.gif" alt="Profile for ${p.name}" /></a></font><hr />` +
    `<font size="2" face="Verdana, Arial">Orders:<br />${p.orders.map((o) => `<b>${o}</b>`).join("<br />")}${note}</font></td></tr>`
  );
}

function page(posts: Post[]): string {
  return (
    '<html><head><meta charset="utf-8"><title>World War 1907</title></head><body>' +
    '<a href="http://example.org/cgi-bin/ultimatebb.cgi">Strategy Games</a>' +
    `<table border="0" width="100%" cellpadding="4" cellspacing="1">${posts.map(row).join("\n")}</table>` +
    "<center>Powered by Infopop Corporation UBB.classic&trade; 6.7.3</center></body></html>"
  );
}

describe("UBB.classic rows, whatever the version's layout and wording", () => {
  it("W32/W33 each post keeps its id, author, date, bold orders and edit, wherever its anchor sits", () => {
    fc.assert(
      fc.property(fc.array(post, { minLength: 1, maxLength: 6 }), (posts) => {
        const r = parsePage(page(posts), { timezone: "UTC" });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.platform).toBe("ubb");
        expect(r.value.warnings).toBeUndefined();
        expect(r.value.posts).toHaveLength(posts.length);
        posts.forEach((p, i) => {
          const got = r.value.posts[i];
          expect(got?.postId).toBe(String(100 + i).padStart(6, "0"));
          expect(got?.author).toEqual({ name: p.name, id: String(i + 1).padStart(8, "0") });
          expect(got?.postedAt).toBe(iso(p.at));
          expect(got?.bold).toEqual(p.orders);
          expect(got?.text).toBe(`Orders:\n${p.orders.join("\n")}`);
          if (p.edit) {
            const timed = editNote(p.edit.style, "", p.edit.at)[1];
            expect(got?.edited).toEqual({
              by: p.edit.byGm ? "GM Bertha" : p.name,
              at: iso(p.edit.at, timed),
              byModerator: p.edit.byGm,
            });
          } else {
            expect(got?.edited).toBeNull();
          }
        });
      }),
      { numRuns: 150 },
    );
  });
});
