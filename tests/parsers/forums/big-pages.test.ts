import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ForumPlatform } from "../../../parsers/detect.ts";
import { loadHtml } from "../../../parsers/html/dom.ts";
import { readForumPage, SLICE_THRESHOLD, slicePosts } from "../../../parsers/html/forum-page.ts";
import { forumProfiles, parsePage } from "../../../parsers/index.ts";

const root = path.resolve(import.meta.dirname, "../../../fixtures/forums");
const ctx = { timeZone: "America/New_York", fetchedAt: "2026-11-20T18:00:00Z" };

/** Fixture pages whose engines read big pages in slices. */
const sliced: [ForumPlatform, string][] = [
  ["vbulletin3", "ww1907-spring-orders.html"],
  ["vbulletin4", "ww1907-nested-quotes.html"],
  ["vbulletin5", "ww1907-emoji-and-edit.html"],
  ["phpbb2", "ww1907-subsilver.html"],
  ["phpbb2", "ww1907-td-postbody-strong.html"],
  ["phpbb3", "ww1907-prosilver-quotes.html"],
  ["phpbb3", "ww1907-author-line-only.html"],
  ["xenforo1", "ww1907-xf1-spoilers.html"],
  ["xenforo2", "ww1907-xf2-moderator-edit.html"],
  ["invision", "ww1907-ips4-edit-notice.html"],
  ["mybb", "ww1907-mybb-yesterday.html"],
  ["discourse", "ww1907-crawler-view.html"],
  ["nodebb", "ww1907-persona.html"],
];

describe("big pages are read a slice of posts at a time", () => {
  for (const [platform, file] of sliced) {
    it(`${platform} (${file}): reading in slices gives the same posts as reading the whole page`, () => {
      const page = readFileSync(path.join(root, platform, file), "latin1");
      const big = page.repeat(Math.ceil((SLICE_THRESHOLD * 1.2) / page.length));
      const r = parsePage(big, { platform, timezone: ctx.timeZone, fetchedAt: ctx.fetchedAt });
      if (!r.ok) throw new Error(r.error.message);
      const whole = readForumPage(loadHtml(big), forumProfiles[platform], ctx);
      expect(r.value.posts.length).toBeGreaterThan(100);
      expect(r.value.posts).toEqual(whole.posts);
    });
  }

  it("slices start at post starts, hold whole posts and stay near the target size", () => {
    const post = (i: number) => `<div id="edit${i}">${"x".repeat(1000)}</div>`;
    const page = `<head></head>${Array.from({ length: 3000 }, (_, i) => post(i)).join("")}`;
    const slices = slicePosts(page, /<div id="edit\d+"/, 64 << 10);
    expect(slices.join("")).toBe(page.slice(page.indexOf("<div")));
    for (const s of slices) {
      expect(s.startsWith('<div id="edit')).toBe(true);
      expect(s.length).toBeLessThan((64 << 10) + 1100);
    }
  });

  it("a page with fewer than two post starts is not sliced", () => {
    expect(slicePosts("<div id=edit1>x</div>", /<div id="edit\d+"/)).toEqual([]);
  });

  it("a 20 MB page parses, in slices of bounded size", () => {
    const post = (i: number) =>
      `<div id="edit${i}"><table id="post${i}"><tr><td class="thead"><!-- status icon and date -->03-14-2008, 09:05 PM<!-- / status icon and date --></td></tr><tr><td><a class="bigusername" href="member.php?u=${i % 50}">Player ${i % 50}</a></td><td><div id="post_message_${i}">Words. <b>Attack Vienna with 3 from Krakow</b><br /><div style="margin:20px; margin-top:5px; "><div class="smallfont">Quote:</div><table><tr><td class="alt2">Originally Posted by <strong>X</strong><div><b>Build 2 divisions in Moscow</b></div></td></tr></table></div>${"Filler with <i>markup</i>. ".repeat(40)}</div></td></tr></table></div>\n`;
    const parts = ['<html><head><meta name="generator" content="vBulletin 3.8.7"></head><body>'];
    let size = 0;
    let n = 0;
    while (size < 20 * 1024 * 1024) {
      const p = post(n++);
      parts.push(p);
      size += p.length;
    }
    const page = `${parts.join("")}</body></html>`;
    const slices = slicePosts(page, forumProfiles.vbulletin3.postStart as RegExp);
    expect(Math.max(...slices.map((s) => s.length))).toBeLessThan(300 << 10);
    const r = parsePage(page);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.posts).toHaveLength(n);
    expect(r.value.posts[n - 1]?.bold).toEqual(["Attack Vienna with 3 from Krakow"]);
    expect(r.value.posts[n - 1]?.postId).toBe(String(n - 1));
  }, 120_000);
});
