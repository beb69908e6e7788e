import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { b, type Document, heading, list, para, s, table } from "../../src/presenters/document.ts";
import { alignedTable, render, splitForLimit } from "../../src/presenters/render.ts";

const doc: Document = {
  title: "Spring 1907 — Deployment",
  blocks: [
    heading(2, "Russian Empire (Osmano)"),
    para("Post ", b("#42"), " replaces post #17."),
    list([
      ["accepted: ", b("build 2 divisions in Moscow")],
      ["rejected: ", s("move 3 Warsaw -> Vienna")],
    ]),
    table(["Nation", "pp"], [["Russia", "25.5"]]),
  ],
};

describe("render", () => {
  it("writes forum BBCode ready to paste", () => {
    const out = render(doc, "bbcode");
    expect(out).toContain("[size=150][b]Spring 1907 — Deployment[/b][/size]");
    expect(out).toContain("[list]\n[*]accepted: [b]build 2 divisions in Moscow[/b]\n[*]rejected: [s]");
    expect(out).toContain("[code]\nNation  pp");
  });

  it("writes Discord Markdown with player text escaped", () => {
    const out = render({ blocks: [para("a *b* ", b("c_d"))] }, "markdown");
    expect(out).toBe("a \\*b\\* **c\\_d**\n");
  });

  it("writes plain text without markup", () => {
    const out = render(doc, "text");
    expect(out).not.toMatch(/\[b\]|\*\*/);
    expect(out).toContain("- accepted: build 2 divisions in Moscow");
  });

  it("does not let player text open BBCode tags", () => {
    expect(render({ blocks: [para("[b]fake[/b]")] }, "bbcode")).not.toContain("[b]fake");
  });

  it("pads table columns", () => {
    expect(alignedTable(["a", "bbb"], [["cc", "d"]])).toBe("a   bbb\n--  ---\ncc  d");
  });
});

describe("splitForLimit", () => {
  it("cuts at line ends and keeps every character", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 60 }), { maxLength: 80 }),
        fc.integer({ min: 20, max: 300 }),
        (lines, limit) => {
          const text = lines.join("\n");
          const chunks = splitForLimit(text, limit);
          for (const c of chunks) expect(c.length).toBeLessThanOrEqual(limit);
          expect(chunks.join("").replace(/\s/g, "")).toBe(text.replace(/\s/g, ""));
        },
      ),
    );
  });
});
