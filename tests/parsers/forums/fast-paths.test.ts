import fc from "fast-check";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { fromEpoch, zonedToUtc } from "../../../parsers/html/dates.ts";
import { extractPostContent } from "../../../parsers/html/extract.ts";
import { idIs, literalLead } from "../../../parsers/html/finders.ts";
import { sel } from "../../../parsers/html/selector.ts";
import { buildTree, type HTMLElement } from "../../../parsers/html/tree.ts";

/**
 * The parser's shortcuts (issue 14, parser speed) must give what the long way gives: attribute values read off the
 * first attribute or from offsets (against htmlparser2's own parser), whitespace collapsed without a regex, id
 * patterns' leading letters, ISO text written without a Date, UTC wall-clock times.
 */
function firstElement(html: string): HTMLElement {
  const el = buildTree(html).childNodes[0];
  if (el?.nodeType !== 1) throw new Error(`no element in ${html}`);
  return el as HTMLElement;
}

function reference(html: string): Record<string, string> {
  const el = parseDocument(html, { decodeEntities: true }).children[0] as { attribs: Record<string, string> };
  return el.attribs;
}

describe("attribute values read from the attribute text", () => {
  it("the first of two same names wins, read directly or after another lookup", () => {
    const html = '<div class="first" id="x" class="second">t</div>';
    expect(firstElement(html).getAttribute("class")).toBe("first");
    const el = firstElement(html);
    expect(el.getAttribute("id")).toBe("x");
    expect(el.getAttribute("class")).toBe("first");
  });

  it("a first attribute written in capitals, unquoted or single-quoted is read like any other", () => {
    expect(firstElement('<div CLASS="up">t</div>').getAttribute("class")).toBe("up");
    expect(firstElement("<div class=bare id=y>t</div>").getAttribute("class")).toBe("bare");
    expect(firstElement("<div class='single'>t</div>").getAttribute("class")).toBe("single");
    expect(firstElement('<div classy="no">t</div>').getAttribute("class")).toBeUndefined();
    expect(firstElement('<div class="a&amp;b">t</div>').getAttribute("class")).toBe("a&b");
  });

  it("matches htmlparser2 on generated attribute lists, whichever attribute is asked first", () => {
    const name = fc.constantFrom("class", "id", "Class", "ID", "data-x", "classy", "title");
    const value = fc.stringMatching(/^[a-z &;=/ ]{0,8}$/);
    const quote = fc.constantFrom('"', "'", "");
    const attribute = fc
      .tuple(name, value, quote)
      .map(([n, v, q]) => (q === "" ? `${n}=${v.replace(/[ '"=/&;]/g, "") || "v"}` : `${n}=${q}${v}${q}`));
    fc.assert(
      fc.property(
        fc.array(attribute, { minLength: 1, maxLength: 4 }),
        fc.constantFrom("class", "id", "title"),
        (attrs, asked) => {
          const html = `<div ${attrs.join(" ")}>t</div>`;
          const want = reference(html);
          const el = firstElement(html);
          expect(el.getAttribute(asked)).toBe(want[asked]);
          for (const n of ["class", "id", "data-x", "title"]) expect(el.getAttribute(n)).toBe(want[n]);
          expect(el.getAttribute("CLASS")).toBe(want.class);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("whitespace in a post's words (W32 reads the author's text as a browser shows it)", () => {
  it("a text run reads as its words with each whitespace run one space, trimmed", () => {
    const char = fc.constantFrom("a", "b", " ", "\t", "\n", "\u00a0", "\u2003", "\r", "x");
    fc.assert(
      fc.property(
        fc.array(char, { maxLength: 16 }).map((cs) => cs.join("")),
        (raw) => {
          const body = buildTree(`<div>${raw}</div>`).childNodes[0] as HTMLElement;
          const want = raw.replace(/\s+/g, " ").trim();
          expect(extractPostContent(body).text).toBe(want);
          const bold = buildTree(`<div><b>${raw}</b></div>`).childNodes[0] as HTMLElement;
          expect(extractPostContent(bold).bold).toEqual(want.length > 0 ? [want] : []);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("id patterns turn elements away by their leading letters", () => {
  it("takes only the letters every match starts with", () => {
    expect(literalLead(/^post_message_\d+$/)).toBe("post_message_");
    expect(literalLead(/^elComment_\d+$/)).toBe("elComment_");
    expect(literalLead(/^posts*x$/)).toBe("post");
    expect(literalLead(/^ab?c/)).toBe("a");
    expect(literalLead(/^(subject|msg)_\d+$/)).toBe("");
    expect(literalLead(/^post|^msg/)).toBe("");
    expect(literalLead(/^post/i)).toBe("");
    expect(literalLead(/post_\d+/)).toBe("");
  });

  it("still matches every id the pattern accepts", () => {
    const el = firstElement('<div class="x" id="post_message_12">t</div>');
    expect(idIs(/^post_message_\d+$/)(el)).toBe(true);
    expect(idIs(/^posts?_message_\d+$/)(el)).toBe(true);
    expect(idIs(/^edit\d+$/)(el)).toBe(false);
  });
});

describe("machine dates written as ISO 8601 UTC", () => {
  it("writes what Date's toISOString writes, for every millisecond from 1973 to 9999 and beyond", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e11, max: 8.64e15 }), (ms) => {
        expect(fromEpoch(ms)).toBe(new Date(ms).toISOString());
      }),
      { numRuns: 2000 },
    );
    for (const ms of [1e11, 951782400000, 253402300799999, 253402300800000, 4107542400000]) {
      expect(fromEpoch(ms)).toBe(new Date(ms).toISOString());
    }
    expect(fromEpoch("1700000000")).toBe("2023-11-14T22:13:20.000Z");
  });
});

describe("wall-clock times in UTC", () => {
  it("are the instant itself, as the time-zone search finds for Etc/UTC", () => {
    const wall = fc.record({
      y: fc.integer({ min: 1000, max: 9999 }),
      mo: fc.integer({ min: 1, max: 12 }),
      d: fc.integer({ min: 1, max: 28 }),
      h: fc.integer({ min: 0, max: 23 }),
      mi: fc.integer({ min: 0, max: 59 }),
      s: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(wall, (w) => {
        expect(zonedToUtc(w, "UTC")).toBe(zonedToUtc(w, "Etc/UTC"));
      }),
      { numRuns: 300 },
    );
  });
});

describe("attribute selectors turn elements away by the value's letters", () => {
  it("still match a value written with entities, and only a whole value for =", () => {
    const plain = firstElement('<div data-x="1" component="post/content">t</div>');
    const encoded = firstElement('<div component="post&#47;content">t</div>');
    const other = firstElement('<div component="post/contents">t</div>');
    const match = sel("[component=post/content]");
    expect(match(plain)).toBe(true);
    expect(match(encoded)).toBe(true);
    expect(match(other)).toBe(false);
    expect(sel("[component^=post/]")(encoded)).toBe(true);
    expect(sel("[component*=tent]")(other)).toBe(true);
    expect(sel("[component$=x]")(plain)).toBe(false);
  });
});
