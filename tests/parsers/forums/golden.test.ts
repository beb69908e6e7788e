import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePage } from "../../../parsers/index.ts";
import { parsedThreadSchema } from "../../../parsers/post.ts";

const root = path.resolve(import.meta.dirname, "../../../fixtures/forums");
/** Every fixture is read as a page fetched on 2026-11-20 from a forum set to New York time. */
const options = { timezone: "America/New_York", fetchedAt: "2026-11-20T18:00:00Z" };

const cases = readdirSync(root).flatMap((platform) =>
  readdirSync(path.join(root, platform))
    .filter((f) => !f.endsWith(".expected.json") && /\.(html|json)$/.test(f))
    .map((file) => ({ platform, file })),
);

describe("forum fixtures: each page gives exactly its expected posts", () => {
  it("has a fixture for every forum engine", () => {
    expect(new Set(cases.map((c) => c.platform))).toEqual(
      new Set([
        "ubb",
        "vbulletin3",
        "vbulletin4",
        "vbulletin5",
        "phpbb2",
        "phpbb3",
        "smf",
        "xenforo1",
        "xenforo2",
        "invision",
        "mybb",
        "discourse",
        "nodebb",
      ]),
    );
  });

  for (const { platform, file } of cases) {
    it(`${platform}/${file} matches its .expected.json`, () => {
      const bytes = new Uint8Array(readFileSync(path.join(root, platform, file)));
      const expected: unknown = JSON.parse(
        readFileSync(path.join(root, platform, file.replace(/\.(html|json)$/, ".expected.json")), "utf8"),
      );
      const result = parsePage(bytes, options);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(parsedThreadSchema.parse(result.value)).toEqual(result.value);
      expect(result.value).toEqual(expected);
      expect(result.value.platform).toBe(platform);
    });
  }
});

describe("what the fixtures pin down", () => {
  const read = (platform: string, file: string) => {
    const r = parsePage(new Uint8Array(readFileSync(path.join(root, platform, file))), options);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it("W32 bold orders spread over several runs and <br> lines keep their line breaks", () => {
    const t = read("vbulletin3", "ww1907-spring-orders.html");
    expect(t.posts[0]?.bold).toEqual([
      "Build 2 divisions in Berlin\nAttack Warsaw with 3 from Posen",
      "Move 1 from Kiel to Hamburg",
    ]);
  });

  it("W33 the author's own edit is reported as such, a moderator's as byModerator", () => {
    const t = read("vbulletin3", "ww1907-spring-orders.html");
    expect(t.posts[1]?.edited).toEqual({
      by: "Game Master",
      at: "2008-03-15T12:12:00.000Z",
      byModerator: true,
    });
    expect(t.posts[2]?.edited?.byModerator).toBe(false);
  });

  it("reads a windows-1252 page declared in its meta tag (curly quotes, umlauts)", () => {
    const t = read("vbulletin3", "ww1907-spring-orders.html");
    expect(t.posts[1]?.text).toContain("“never”");
    expect(t.posts[2]?.bold).toContain("Fortify Königsberg");
  });

  it("W33 UBB.classic's text edit marker is an edit, and is removed from the post text", () => {
    const t = read("ubb", "ww1907-classic-turn-3.html");
    expect(t.posts[0]?.edited).toEqual({
      by: "Franz Joseph",
      at: "2006-09-20T21:13:00.000Z",
      byModerator: false,
    });
    expect(t.posts[0]?.text).not.toContain("This message has been edited");
    expect(t.posts[2]?.edited?.byModerator).toBe(true);
  });

  it("Invision's bold edit notice is an edit, never a bold order, and a quoted notice marks nobody", () => {
    const t = read("invision", "ww1907-ips4-edit-notice.html");
    expect(t.posts[0]?.bold).toEqual(["Attack Trieste with 3 from Venice", "Build 1 fleet in Naples"]);
    expect(t.posts[0]?.edited?.by).toBe("Vittorio Emanuele");
    expect(t.posts[1]?.edited).toBeNull();
    expect(t.posts.flatMap((p) => p.bold).some((b) => b.startsWith("Edited"))).toBe(false);
  });

  it("bold inside nested quotes, spoilers, code, signatures and struck-out text never counts", () => {
    const all = cases
      .map((c) => read(c.platform, c.file))
      .flatMap((t) => t.posts.flatMap((p) => p.bold))
      .join("\n");
    for (const hidden of [
      "Attack Paris with 4 from Alsace", // <strike>
      "Attack Vladivostok with 2 from Seoul", // XenForo 2 spoiler
      "Secret: Attack Berlin next year", // phpBB spoiler
      "Attack Riga with 9", // code box
      "Gott mit uns", // vB3 signature
      "The Sublime Porte never sleeps", // vB4 signature
      "Support Constantinople with 2 from Sofia", // quote inside a quote
      "Attack Berlin with 9 from Brest", // Discourse details
      "Attack Dalny with 3", // line-through style
    ]) {
      expect(all).not.toContain(hidden);
    }
  });

  it("keeps emoji and non-Latin names", () => {
    expect(read("xenforo2", "ww1907-xf2-moderator-edit.html").posts[0]?.author.name).toBe("東郷平八郎");
    expect(read("phpbb3", "ww1907-prosilver-quotes.html").posts[0]?.author.name).toBe("Николай");
    expect(read("vbulletin5", "ww1907-emoji-and-edit.html").posts[0]?.text).toContain("🎉");
  });

  it("relative dates are read against the fetch time in the forum's zone", () => {
    // Fetched 2026-11-20 13:00 in New York: "Yesterday, 05:13 PM" is 2026-11-19 17:13 EST.
    expect(read("mybb", "ww1907-mybb-yesterday.html").posts[0]?.postedAt).toBe("2026-11-19T22:13:00.000Z");
    expect(read("smf", "ww1907-smf2-moderated.html").posts[1]?.postedAt).toBe("2026-11-20T13:02:45.000Z");
  });
});
