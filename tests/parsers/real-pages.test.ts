import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePage } from "../../parsers/index.ts";
import type { ParsedThread } from "../../parsers/post.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const shared = path.resolve(repoRoot, "../shared/fixtures");
const forums = path.join(shared, "forums");
const exists = existsSync(forums);

if (!exists) {
  console.warn(
    `real-pages: ${forums} is absent, so the real forum pages were SKIPPED (not checked); the same checks run on the project's own pages (fixtures/forums) instead.`,
  );
}

/** The platform each folder of ../shared/fixtures/forums holds (SOURCES.md calls Invision "ipb"). */
const folderPlatform: Record<string, string> = { ipb: "invision" };

/** What SOURCES.md says about each page: how many posts, how many are edited, who edited as a moderator. */
const known: Record<string, { posts: number; edited: number; boldOutsideQuotes?: number }> = {
  "ubb/magichtml-ubbthreads775-bellaonline-dreams.html": { posts: 10, edited: 0, boldOutsideQuotes: 0 },
  "vbulletin3/nettally-animesuki-hibike-p152.html": { posts: 20, edited: 3 },
  "vbulletin3/llmwebkit-physicsforums-laplacian-2-form.html": { posts: 5, edited: 0, boldOutsideQuotes: 0 },
  "vbulletin4/nettally-bob-dorr.html": { posts: 10, edited: 0 },
  "vbulletin4/llmwebkit-mathhelpforum-integral-question.html": { posts: 11, edited: 1, boldOutsideQuotes: 1 },
  "vbulletin4/llmwebkit-blu-epic-thread-lols.html": { posts: 25, edited: 2 },
  "vbulletin5/nettally-fandompost-isekai-quartet.html": { posts: 15, edited: 0, boldOutsideQuotes: 2 },
  "vbulletin5/magichtml-worldaffairsboard-small-victory-dance.html": { posts: 6, edited: 2 },
  "phpbb3/nettally-ilovephilosophy-biological-will.html": { posts: 25, edited: 2, boldOutsideQuotes: 0 },
  "phpbb3/magichtml-debian-nginx-module-rebuild.html": { posts: 4, edited: 0, boldOutsideQuotes: 8 },
  "smf/bitcointalk-scraper-smf1119-vericoin-ann-p12400.html": { posts: 11, edited: 0 },
  "smf/bitcointalk-scraper-smf1119-topic14-supply-increase.html": {
    posts: 7,
    edited: 0,
    boldOutsideQuotes: 0,
  },
  "xenforo1/nettally-sufficientvelocity-renascence-p54.html": { posts: 25, edited: 1 },
  "xenforo1/llmwebkit-physicsforums-review-exam.html": { posts: 5, edited: 1, boldOutsideQuotes: 3 },
  "xenforo1/llmwebkit-physicsforums-evaporator-condenser.html": { posts: 1, edited: 1, boldOutsideQuotes: 1 },
  "xenforo2/nettally-xenforo-dark-theme.html": { posts: 8, edited: 0, boldOutsideQuotes: 1 },
  "xenforo2/llmwebkit-physicsforums-latex-upgrade.html": { posts: 7, edited: 1, boldOutsideQuotes: 15 },
  "xenforo2/trafilatura-villagersandheroes-patchnotes.html": { posts: 9, edited: 1 },
  "xenforo2/trafilatura-katzen-forum-pepe.html": { posts: 18, edited: 0, boldOutsideQuotes: 0 },
  "xenforo2/magichtml-marshallforum-pilot-light.html": { posts: 10, edited: 0, boldOutsideQuotes: 0 },
  "ipb/magichtml-scienceforums-sum-of-primes.html": { posts: 7, edited: 3 },
  "ipb/magichtml-scienceforums-photon-absorption.html": { posts: 10, edited: 0, boldOutsideQuotes: 1 },
  "ipb/magichtml-squarespace-same-image-blog.html": { posts: 4, edited: 0, boldOutsideQuotes: 3 },
  "mybb/llmwebkit-tetrationforum-parabolic-fix.html": { posts: 6, edited: 3, boldOutsideQuotes: 0 },
  "mybb/magichtml-theultimatetone-sv-update.html": { posts: 4, edited: 0, boldOutsideQuotes: 0 },
  "discourse/onebox-meta-octoverse-12483.html": { posts: 2, edited: 1, boldOutsideQuotes: 1 },
  "discourse/magichtml-uipath-load-testing.html": { posts: 7, edited: 2, boldOutsideQuotes: 2 },
  // SOURCES.md counts 6 `div.cooked`: two of them are quoted posts inside `aside.quote`, so 4 authored posts.
  "discourse/magichtml-uipath-studio-studiox.html": { posts: 4, edited: 0, boldOutsideQuotes: 0 },
  "nodebb/nettally-nodebb-chat-design.html": { posts: 13, edited: 4, boldOutsideQuotes: 0 },
  "nodebb/magichtml-thedailywtf-rocky-lobster.html": { posts: 5, edited: 1 },
  "nodebb/magichtml-thedailywtf-side-bar-wtf.html": { posts: 19, edited: 3 },
};

function read(rel: string, root = forums): ParsedThread {
  const r = parsePage(new Uint8Array(readFileSync(path.join(root, rel))), {
    fetchedAt: "2024-06-01T00:00:00Z",
  });
  if (!r.ok) throw new Error(`${rel}: ${r.error.message}`);
  return r.value;
}

describe.skipIf(!exists)(`real forum pages in ${forums}`, () => {
  const pages = exists
    ? readdirSync(forums).flatMap((dir) =>
        readdirSync(path.join(forums, dir))
          .filter((f) => f.endsWith(".html"))
          .map((f) => `${dir}/${f}`),
      )
    : [];

  it("every page on disk is listed with what SOURCES.md says it holds", () => {
    expect(pages.sort()).toEqual(Object.keys(known).sort());
  });

  for (const rel of pages) {
    it(`${rel}: platform, posts, authors and edits as SOURCES.md describes`, () => {
      const dir = rel.split("/")[0] as string;
      const t = read(rel);
      const facts = known[rel];
      expect(t.platform).toBe(folderPlatform[dir] ?? dir);
      expect(facts).toBeDefined();
      if (!facts) return;
      expect(t.posts).toHaveLength(facts.posts);
      for (const p of t.posts) expect(p.author.name.trim()).not.toBe("");
      expect(t.posts.filter((p) => p.edited !== null)).toHaveLength(facts.edited);
      if (facts.boldOutsideQuotes !== undefined) {
        expect(t.posts.flatMap((p) => p.bold)).toHaveLength(facts.boldOutsideQuotes);
      }
    });
  }

  it("W33 Invision's bold 'Edited … by …' notice is read as an edit, never as bold", () => {
    const t = read("ipb/magichtml-scienceforums-sum-of-primes.html");
    expect(t.posts.flatMap((p) => p.bold).filter((b) => /^Edited\b/.test(b))).toEqual([]);
    expect(t.posts.filter((p) => p.edited).map((p) => p.edited?.by)).toEqual([
      "sethoflagos",
      "Genady",
      "sethoflagos",
    ]);
  });

  it("W33 a moderator's edit is reported as one (vBulletin 4 'Last edited by mr fantastic' on another's post)", () => {
    const t = read("vbulletin4/llmwebkit-mathhelpforum-integral-question.html");
    const edited = t.posts.filter((p) => p.edited);
    expect(edited.map((p) => [p.author.name, p.edited?.by, p.edited?.byModerator])).toEqual([
      ["transgalactic", "mr fantastic", true],
    ]);
    const xf = read("xenforo2/trafilatura-villagersandheroes-patchnotes.html");
    expect(xf.posts.filter((p) => p.edited).map((p) => p.edited?.byModerator)).toEqual([true]);
  });

  it("bold inside quotes is excluded (vBulletin 3 'Originally Posted by' names, vB4 quotes, phpBB cites)", () => {
    const vb3 = read("vbulletin3/nettally-animesuki-hibike-p152.html").posts.flatMap((p) => p.bold);
    // 28 bold runs sit inside quotes on that page, about 9 outside.
    expect(vb3.length).toBeGreaterThan(0);
    expect(vb3.length).toBeLessThanOrEqual(10);
    expect(vb3).not.toContain("TinyRedLeaf");
    const vb4 = read("vbulletin4/nettally-bob-dorr.html").posts.flatMap((p) => p.bold);
    expect(vb4).toEqual([]);
  });

  it("dates are read where the page gives them", () => {
    expect(read("vbulletin3/nettally-animesuki-hibike-p152.html").posts[0]?.postedAt).toBe(
      "2016-02-01T02:21:00.000Z",
    );
    expect(read("phpbb3/nettally-ilovephilosophy-biological-will.html").posts[0]?.postedAt).toBe(
      "2019-05-26T16:34:00.000Z",
    );
    expect(read("nodebb/nettally-nodebb-chat-design.html").posts[0]?.postedAt).toBe(
      "2019-03-24T19:54:11.505Z",
    );
  });
});

/**
 * A clone with nothing beside it: the same checks (platform detected from the page alone, every post found with an
 * author, edits and bold runs as expected) on the project's own pages of every engine, their facts taken from each
 * page's `.expected.json`.
 */
const own = path.join(repoRoot, "fixtures/forums");
describe.skipIf(exists)("the project's own forum pages, in place of the real ones", () => {
  const pages = readdirSync(own).flatMap((dir) =>
    readdirSync(path.join(own, dir))
      .filter((f) => f.endsWith(".html"))
      .map((f) => `${dir}/${f}`),
  );

  it("there is a page of every engine the parsers read", () => {
    expect(new Set(pages.map((rel) => rel.split("/")[0])).size).toBeGreaterThanOrEqual(13);
  });

  for (const rel of pages) {
    it(`${rel}: platform, posts, authors and edits as its expected.json says`, () => {
      const expected = JSON.parse(
        readFileSync(path.join(own, rel.replace(/\.html$/, ".expected.json")), "utf8"),
      ) as ParsedThread;
      const t = read(rel, own);
      expect(t.platform).toBe(rel.split("/")[0]);
      expect(t.posts).toHaveLength(expected.posts.length);
      for (const p of t.posts) expect(p.author.name.trim()).not.toBe("");
      expect(t.posts.filter((p) => p.edited !== null)).toHaveLength(
        expected.posts.filter((p) => p.edited !== null).length,
      );
      expect(t.posts.flatMap((p) => p.bold)).toHaveLength(expected.posts.flatMap((p) => p.bold).length);
    });
  }
});
