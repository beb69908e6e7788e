import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadHtml } from "../../../parsers/html/dom.ts";
import { readForumPage, SLICE_THRESHOLD, slicePosts } from "../../../parsers/html/forum-page.ts";
import { forumProfiles, parsePage } from "../../../parsers/index.ts";

const ctx = { timeZone: "America/New_York", fetchedAt: "2026-11-20T18:00:00Z" };
const fixture = path.resolve(import.meta.dirname, "../../../fixtures/forums/smf/ww1907-smf2-moderated.html");
const sharedSmf = path.resolve(import.meta.dirname, "../../../../shared/fixtures/forums/smf");

describe("SMF 2 big pages are read a slice of posts at a time", () => {
  it("reading in slices gives the same posts as reading the whole page", () => {
    const page = readFileSync(fixture, "latin1");
    const big = page.repeat(Math.ceil((SLICE_THRESHOLD * 1.2) / page.length));
    expect(slicePosts(big, forumProfiles.smf.postStart as RegExp).length).toBeGreaterThan(10);
    const r = parsePage(big, { platform: "smf", timezone: ctx.timeZone, fetchedAt: ctx.fetchedAt });
    if (!r.ok) throw new Error(r.error.message);
    const whole = readForumPage(loadHtml(big), forumProfiles.smf, ctx);
    expect(r.value.posts.length).toBeGreaterThan(100);
    expect(r.value.posts).toEqual(whole.posts);
  });

  it("SMF 1 table pages have no post start, so they are read whole", () => {
    const files = existsSync(sharedSmf) ? readdirSync(sharedSmf).filter((f) => f.endsWith(".html")) : [];
    if (files.length === 0) {
      console.warn(
        `smf-slices: ${sharedSmf} is absent, so only the project's own SMF 1 page was checked (real pages SKIPPED).`,
      );
    }
    const smf1 = `<table><tr><td class="poster_info"><b><a href="index.php?action=profile;u=1">A</a></b></td><td><div class="post">x</div></td></tr></table>`;
    const pages = [smf1.repeat(3), ...files.map((f) => readFileSync(path.join(sharedSmf, f), "latin1"))];
    for (const page of pages) expect(slicePosts(page, forumProfiles.smf.postStart as RegExp)).toEqual([]);
  });
});
