import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePage } from "../../../parsers/index.ts";
import type { ParsedThread } from "../../../parsers/post.ts";

/**
 * Themes and versions that move a post's parts: each reader finds them by several cues (structure, ids, classes,
 * the header line's wording), not by one theme's class names. Read like the golden fixtures: New York time.
 */
const root = path.resolve(import.meta.dirname, "../../../fixtures/forums");
const options = { timezone: "America/New_York", fetchedAt: "2026-11-20T18:00:00Z" };

function read(rel: string, edit: (page: string) => string = (page) => page): ParsedThread {
  const page = readFileSync(path.join(root, rel), "utf8");
  const r = parsePage(edit(page), options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("phpBB 2 theme with the message in td.postbody and the name in <strong>", () => {
  const t = read("phpbb2/ww1907-td-postbody-strong.html");

  it("finds every post, its id from the a[name] anchor and its author from the author cell's <strong>", () => {
    expect(t.platform).toBe("phpbb2");
    expect(t.posts.map((p) => [p.postId, p.author.name])).toEqual([
      ["44101", "Kaiser Wilhelm"],
      ["44102", "Raymond Poincaré"],
    ]);
  });

  it("W32 reads the bold orders, not the signature's nor the quote's", () => {
    expect(t.posts[0]?.bold).toEqual(["Build 2 divisions in Berlin", "Build 1 fleet in Kiel"]);
    expect(t.posts[1]?.bold).toEqual(["Build 1 division in Nancy", "Move 2 from Paris to Reims"]);
  });

  it("reads the 'Posted:' line of a td.postdetails header", () => {
    expect(t.posts.map((p) => p.postedAt)).toEqual(["2006-12-05T01:14:00.000Z", "2006-12-05T12:02:00.000Z"]);
  });

  it("W33 sees both edits: the author's own voids the post, the GM's does not", () => {
    expect(t.posts[0]?.edited).toEqual({
      by: "Kaiser Wilhelm",
      at: "2006-12-05T01:31:00.000Z",
      byModerator: false,
    });
    expect(t.posts[1]?.edited).toEqual({
      by: "Game Master",
      at: "2006-12-05T14:15:00.000Z",
      byModerator: true,
    });
    expect(t.posts[0]?.text).not.toContain("Last edited");
  });
});

describe("edit notes found by their wording when a theme drops the usual class", () => {
  it("W33 phpBB 2: a note outside span.gensmall is still an edit, and not the author's words", () => {
    const t = read("phpbb2/ww1907-td-postbody-strong.html", (page) =>
      page.replaceAll('<span class="gensmall">Last edited', '<span class="edited">Last edited'),
    );
    expect(t.posts.map((p) => p.edited?.by)).toEqual(["Kaiser Wilhelm", "Game Master"]);
    expect(t.posts[1]?.edited?.byModerator).toBe(true);
    for (const p of t.posts) expect(p.text).not.toContain("Last edited");
  });

  it("W33 phpBB 3: a note in a div of another class is still an edit", () => {
    const t = read("phpbb3/ww1907-author-line-only.html", (page) =>
      page.replaceAll('<div class="notice">', '<div class="post-edited">'),
    );
    expect(t.posts.map((p) => p.edited?.by ?? null)).toEqual(["Vittorio Emanuele", null, "Game Master"]);
    expect(t.posts[2]?.edited?.byModerator).toBe(true);
  });
});

describe("phpBB 3 style whose only author name is the 'by NAME »' line", () => {
  const t = read("phpbb3/ww1907-author-line-only.html");

  it("reads the name from the p.author line: a profile link without a class, or a guest's plain name", () => {
    expect(t.posts.map((p) => p.author)).toEqual([
      { name: "Vittorio Emanuele", id: "54" },
      { name: "Wanderer of Ragusa" },
      { name: "Franz Joseph", id: "12" },
    ]);
  });

  it("W33 with the author known, the GM's edit is a moderator's edit and the author's own is not", () => {
    expect(t.posts[0]?.edited).toEqual({
      by: "Vittorio Emanuele",
      at: "2006-10-15T01:20:00.000Z",
      byModerator: false,
    });
    expect(t.posts[2]?.edited).toEqual({
      by: "Game Master",
      at: "2006-10-15T15:00:00.000Z",
      byModerator: true,
    });
  });

  it("W32 the quoted order is not the replier's", () => {
    expect(t.posts[2]?.bold).toEqual(["Defend Trieste with 4"]);
  });
});

describe("SMF 2.0 release candidate: no div.post_wrapper", () => {
  const t = read("smf/ww1907-smf20-rc-no-wrapper.html");

  it("reads the poster from div.poster h4: a profile link, or a guest's plain name", () => {
    expect(t.posts.map((p) => [p.postId, p.author])).toEqual([
      ["8150", { name: "Osmano", id: "31" }],
      ["8151", { name: "Tsar Nicholas", id: "38" }],
      ["8152", { name: "King George" }],
    ]);
  });

  it("W33 sees the edit note in div#modified_N.smalltext.floatleft.modified (author's own, then the GM's)", () => {
    expect(t.posts[0]?.edited).toEqual({ by: "Osmano", at: "2010-03-10T03:31:40.000Z", byModerator: false });
    expect(t.posts[1]?.edited).toEqual({
      by: "Game Master",
      at: "2010-03-10T13:15:00.000Z",
      byModerator: true,
    });
    expect(t.posts[2]?.edited).toBeNull();
  });

  it("W32 keeps the orders and drops the quote and the signature", () => {
    expect(t.posts.map((p) => p.bold)).toEqual([
      ["Attack Sofia with 3 from Adrianople", "Build 1 division in Smyrna"],
      ["Move 2 from Odessa to Bucharest"],
      ["Build 1 fleet in Liverpool"],
    ]);
  });

  it("reads the keyinfo date", () => {
    expect(t.posts.map((p) => p.postedAt)).toEqual([
      "2010-03-10T03:05:11.000Z",
      "2010-03-10T12:40:02.000Z",
      "2010-03-10T16:02:45.000Z",
    ]);
  });
});
