import { describe, expect, it } from "vitest";
import {
  b,
  code,
  type Document,
  heading,
  link,
  list,
  para,
  rule,
  s,
  table,
} from "../../src/presenters/document.ts";
import {
  FORUM_BBCODE,
  type ForumBbcode,
  type ForumEngine,
  forumBbcode,
} from "../../src/presenters/forum-bbcode.ts";
import { render, toAscii } from "../../src/presenters/render.ts";

const doc: Document = {
  title: "World War 1907 — 1907, Attack phase",
  blocks: [
    heading(
      2,
      "Russian Empire (Osmano) — orders of ",
      link("https://f.example/viewtopic.php?p=5#p5", "post 5"),
    ),
    para("✅ ", b("attack Vienna"), " → ", s("move 3"), " … seed ", code("abc")),
    list([["one"], ["two"]]),
    list([["first"], ["second"]], true),
    table(["Nation", "pp"], [["Russian Empire", "23.5"]]),
    rule(),
  ],
};

/** The tags a forum's stock set has, by the table. */
function allowedTags(f: ForumBbcode): Set<string> {
  const tags = new Set<string>();
  if (f.bold) tags.add("b");
  if (f.italic) tags.add("i");
  if (f.underline) tags.add("u");
  if (f.strike) tags.add(f.strike);
  if (f.size) tags.add("size");
  if (f.font) tags.add("font");
  if (f.inlineCode) tags.add(f.inlineCode);
  if (f.list) for (const t of ["list", "*"]) tags.add(t);
  if (f.table) for (const t of ["table", "tr", "td", f.table]) tags.add(t);
  if (f.code) tags.add("code");
  if (f.hr) tags.add("hr");
  if (f.url) tags.add("url");
  return tags;
}

const tagsIn = (out: string) => new Set([...out.matchAll(/\[\/?([a-z*]+)[=\]]/g)].map((m) => m[1] ?? ""));

describe("BBCode for each forum engine's stock tag set", () => {
  for (const engine of Object.keys(FORUM_BBCODE) as ForumEngine[]) {
    it(`${engine}: uses only the tags ${FORUM_BBCODE[engine].label} has`, () => {
      const allowed = allowedTags(FORUM_BBCODE[engine]);
      const used = [...tagsIn(render(doc, "bbcode", { platform: engine }))];
      expect(used.filter((t) => !allowed.has(t))).toEqual([]);
    });
  }

  it("phpBB 3: sizes in percent, no [s] or [font], a table in [code], lists as [list]", () => {
    const out = render(doc, "bbcode", { platform: "phpbb3" });
    expect(out).toContain("[size=150][b]World War 1907 — 1907, Attack phase[/b][/size]");
    expect(out).toContain("(struck: move 3)");
    expect(out).toContain(" seed abc");
    expect(out).toContain("[code]\nNation          pp\n");
    expect(out).toContain("[list]\n[*]one\n[*]two\n[/list]");
    expect(out).toContain("[list=1]\n[*]first");
    expect(out).toContain("[url=https://f.example/viewtopic.php?p=5#p5]post 5[/url]");
    expect(out).toContain("✅");
  });

  it("phpBB 2: pixel sizes and ASCII stand-ins (its English pack is ISO-8859-1)", () => {
    const out = render(doc, "bbcode", { platform: "phpbb2" });
    expect(out).toContain("[size=18][b]World War 1907 - 1907, Attack phase[/b][/size]");
    expect(out).toContain("[OK] [b]attack Vienna[/b] -> (struck: move 3) ... seed abc");
    expect(out).toMatch(/^[\n -~]*$/);
  });

  it("vBulletin 3: sizes 1–7, [font], ASCII", () => {
    const out = render(doc, "bbcode", { platform: "vbulletin3" });
    expect(out).toContain("[size=5][b]");
    expect(out).toContain("[font=monospace]abc[/font]");
    expect(out).toMatch(/^[\n -~]*$/);
  });

  it("XenForo 2: sizes 1–7, [s], [icode], a real table with header cells", () => {
    const out = render(doc, "bbcode", { platform: "xenforo2" });
    expect(out).toContain("[size=5][b]");
    expect(out).toContain("[s]move 3[/s]");
    expect(out).toContain("[icode]abc[/icode]");
    expect(out).toContain(
      "[table]\n[tr][th]Nation[/th][th]pp[/th][/tr]\n[tr][td]Russian Empire[/td][td]23.5[/td][/tr]\n[/table]",
    );
  });

  it("SMF: sizes in pt, a table of [td] cells with a bold header, [hr]", () => {
    const out = render(doc, "bbcode", { platform: "smf" });
    expect(out).toContain("[size=16pt][b]");
    expect(out).toContain("[tr][td][b]Nation[/b][/td]");
    expect(out).toContain("[hr]");
  });

  it("MyBB: named sizes, [hr], a table in [code]", () => {
    const out = render(doc, "bbcode", { platform: "mybb" });
    expect(out).toContain("[size=x-large][b]");
    expect(out).toContain("[hr]");
    expect(out).toContain("[code]\nNation");
  });

  it("UBB: no [size]: a bold title; ASCII for its windows-1252 pages", () => {
    const out = render(doc, "bbcode", { platform: "ubb" });
    expect(out.startsWith("[b]World War 1907 - 1907, Attack phase[/b]\n")).toBe(true);
    expect(out).toContain("[list]\n[*]one");
    expect(out).toContain("\n--------------------\n");
  });

  it("Discourse: lists as bullet lines", () => {
    const out = render(doc, "bbcode", { platform: "discourse" });
    expect(out).toContain("• one\n• two");
    expect(out).toContain("1. first\n2. second");
  });

  it("NodeBB: no BBCode at all, the table as plain lines", () => {
    const out = render(doc, "bbcode", { platform: "nodebb" });
    expect(tagsIn(out).size).toBe(0);
    expect(out).toContain("Nation | pp\nRussian Empire | 23.5");
    expect(out).toContain("post 5 (https://f.example/viewtopic.php?p=5#p5)");
  });

  it("a forum without a known engine gets the common set Adjutant always wrote", () => {
    expect(forumBbcode(null).label).toBe("BBCode");
    expect(forumBbcode("PHPBB3").label).toBe("phpBB 3");
    const out = render(doc, "bbcode");
    expect(out).toContain("[size=150][b]");
    expect(out).toContain("[s]move 3[/s]");
    expect(out).toContain("[font=monospace]abc[/font]");
  });

  it("takes the document's own target, and the options over it", () => {
    expect(render({ ...doc, target: { platform: "smf" } }, "bbcode")).toContain("[size=16pt]");
    expect(render({ ...doc, target: { platform: "smf" } }, "bbcode", { platform: "mybb" })).toContain(
      "[size=x-large]",
    );
  });

  it("a page in a legacy character set gets ASCII on any engine; a UTF-8 one keeps the symbols", () => {
    const legacy = render(doc, "bbcode", { platform: "phpbb3", charset: "windows-1252" });
    expect(legacy).toContain("[OK] [b]attack Vienna[/b] ->");
    expect(legacy).toMatch(/^[\n -~]*$/);
    expect(render(doc, "bbcode", { platform: "phpbb2", charset: "UTF-8" })).toContain("✅");
  });

  it("player text cannot open a tag, with or without a zero-width space", () => {
    const fake: Document = { blocks: [para("[b]fake[/b] [url=x]y[/url]")] };
    for (const platform of ["phpbb3", "phpbb2"]) {
      const out = render(fake, "bbcode", { platform });
      expect(out).not.toContain("[b]fake");
      expect(out).not.toContain("[url=x]");
    }
    expect(render(fake, "bbcode", { platform: "phpbb2" })).toBe("[ b]fake[ /b] [ url=x]y[ /url]\n");
  });

  it("ASCII stand-ins: symbols, accents dropped, anything else a question mark", () => {
    expect(toAscii("✅ ❌ → — – … “q” ‘q’ • Tiranë Göteborg Straße 東")).toBe(
      `[OK] [X] -> - - ... "q" 'q' * Tirane Goteborg Strasse ?`,
    );
  });
});
