import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEditNotice } from "../../../parsers/html/edit-notice.ts";
import { parsePage } from "../../../parsers/index.ts";
import type { ParsedThread } from "../../../parsers/post.ts";

/**
 * UBB.classic, the rulebook's own forum, as its versions really write a topic page: UBB 5 puts the post's
 * `<a name>` anchor in the post cell, UBB 6 in the author's cell; the header says "posted DATE" in several
 * date styles; the edit note is plain text in one of two wordings. Read like the golden fixtures: New York time.
 */
const dir = path.resolve(import.meta.dirname, "../../../fixtures/forums/ubb");
const options = { timezone: "America/New_York", fetchedAt: "2026-11-20T18:00:00Z" };

function read(file: string): ParsedThread {
  const r = parsePage(new Uint8Array(readFileSync(path.join(dir, file))), options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("UBB.classic 6: the anchor in the author's cell", () => {
  const t = read("ww1907-classic6-anchor-in-author-cell.html");

  it("reads every post of the row structure, whatever cell holds the anchor", () => {
    expect(t.platform).toBe("ubb");
    expect(t.posts.map((p) => [p.postId, p.author.name, p.author.id])).toEqual([
      ["000041", "Osmano", "00004521"],
      ["000042", "Tsar Nicholas", "00004388"],
      ["000043", "King George", "00004602"],
    ]);
  });

  it("W32 the bold orders are the post cell's, never the author's bold name nor the quoted orders", () => {
    expect(t.posts[0]?.bold).toEqual([
      "Build 2 divisions in Constantinople",
      "Attack Sofia with 3 from Adrianople",
    ]);
    expect(t.posts[1]?.bold).toEqual(["Move 2 from Odessa to Bucharest", "Build 1 division in Kiev"]);
    expect(t.posts.flatMap((p) => p.bold)).not.toContain("Osmano");
  });

  it("reads 'posted 03-14-2002 07:15 PM' (the time in its own font tag) in the forum's zone", () => {
    expect(t.posts.map((p) => p.postedAt)).toEqual([
      "2002-03-15T00:15:00.000Z",
      "2002-03-15T01:02:00.000Z",
      "2002-03-15T15:47:00.000Z",
    ]);
  });

  it("W33 '[ 03-14-2002, 07:32 PM: Message edited by: NAME ]' is an edit: the author's voids, the GM's does not", () => {
    expect(t.posts[0]?.edited).toEqual({ by: "Osmano", at: "2002-03-15T00:32:00.000Z", byModerator: false });
    expect(t.posts[1]?.edited).toEqual({
      by: "GM Bertha",
      at: "2002-03-15T14:00:00.000Z",
      byModerator: true,
    });
    expect(t.posts[2]?.edited).toBeNull();
  });

  it("W33 the edit note and the 'posted' header are not the author's words", () => {
    for (const p of t.posts) {
      expect(p.text).not.toMatch(/Message edited by|posted 03-1|Member #/);
    }
    expect(t.posts[0]?.text).toBe(
      "The Sublime Porte, spring 1909:\n\nBuild 2 divisions in Constantinople\nAttack Sofia with 3 from Adrianople",
    );
  });
});

describe("UBB 5: upper-case markup, month-name dates, edit notes without a time", () => {
  const t = read("ww1907-classic5-month-dates.html");

  it("reads 'posted March 14, 2002 07:15 PM' and a bold 'posted' header word", () => {
    expect(t.posts.map((p) => p.postedAt)).toEqual([
      "2002-03-15T00:15:00.000Z",
      "2002-03-15T14:05:00.000Z",
      "2002-03-15T16:40:00.000Z",
    ]);
    expect(t.posts.flatMap((p) => p.bold)).not.toContain("posted");
  });

  it("W33 '(edited 03-14-2002).' without '@ TIME' is an edit dated at the day's start", () => {
    expect(t.posts[0]?.edited).toEqual({
      by: "Raymond Poincare",
      at: "2002-03-14T05:00:00.000Z",
      byModerator: false,
    });
    expect(t.posts[2]?.edited?.byModerator).toBe(true);
  });

  it("W32 a struck-out order and a quoted order never count", () => {
    expect(t.posts[1]?.bold).toEqual(["Move 2 from Essen to Cologne"]);
  });
});

describe("UBB.classic in windows-1252, 'Posted: Thu Mar 14 2002 09:40 PM'", () => {
  const t = read("ww1907-classic-windows-1252.html");

  it("decodes accented names and curly quotes from windows-1252 bytes", () => {
    expect(t.posts.map((p) => p.author.name)).toEqual(["Georges Clémenceau", "Graf Ährenthal"]);
    expect(t.posts[0]?.text).toContain("“pas un pas en arrière”");
    expect(t.posts[1]?.bold).toEqual(["Move 2 from Graz to Innsbruck", "Fortify Königgrätz"]);
  });

  it("reads the 'Posted:' date with a weekday", () => {
    expect(t.posts.map((p) => p.postedAt)).toEqual(["2002-03-15T02:40:00.000Z", "2002-03-15T12:05:00.000Z"]);
  });

  it("W33 an edit by the same accented name is the author's own (voids the post)", () => {
    expect(t.posts[0]?.edited).toEqual({
      by: "Georges Clémenceau",
      at: "2002-03-15T02:55:00.000Z",
      byModerator: false,
    });
  });
});

describe("UBB edit note wordings", () => {
  it.each([
    ["[ 03-14-2002, 07:32 PM: Message edited by: Osmano ]", "Osmano", "03-14-2002, 07:32 PM"],
    ["[ March 14, 2002, 07:32 PM: Message edited by: GM Bertha ]", "GM Bertha", "March 14, 2002, 07:32 PM"],
    ["[This message has been edited by Osmano (edited 03-14-2002).]", "Osmano", "03-14-2002"],
  ])("W33 reads %s", (text, by, when) => {
    expect(readEditNotice(text)).toEqual({ by, when, moderator: false });
  });
});
