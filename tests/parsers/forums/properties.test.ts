import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parsePage } from "../../../parsers/index.ts";
import { parsedThreadSchema, platformSchema } from "../../../parsers/post.ts";

const root = path.resolve(import.meta.dirname, "../../../fixtures/forums");
const fixtures = readdirSync(root).flatMap((dir) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith(".html"))
    .map((f) => readFileSync(path.join(root, dir, f), "latin1")),
);

/** parsePage must return a value (never throw), and a thread must always fit the post schema. */
function checkNeverThrows(input: string | Uint8Array, platform?: string): void {
  const options = platform ? { platform: platform as never } : {};
  const r = parsePage(input, { ...options, fetchedAt: "2026-11-20T18:00:00Z", timezone: "Europe/Paris" });
  if (r.ok) expect(parsedThreadSchema.safeParse(r.value).success).toBe(true);
  else expect(r.error.code).not.toBe("parse/internal");
}

const tags = [
  "b",
  "strong",
  "i",
  "s",
  "del",
  "div",
  "span",
  "p",
  "blockquote",
  "table",
  "tr",
  "td",
  "li",
  "br",
  "aside",
];
const fragment = fc.oneof(
  fc.constantFrom(...tags).map((t) => `<${t}>`),
  fc.constantFrom(...tags).map((t) => `</${t}>`),
  fc.constantFrom(
    '<div id="post_message_1">',
    '<li id="post-2" class="message" data-author="A">',
    '<blockquote class="messageText">',
    '<article class="message message--post" data-author="B">',
    '<div class="bbWrapper">',
    '<div class="post" id="p3">',
    '<div class="content">',
    '<span style="font-weight:bold">',
    '<span style="text-decoration:line-through">',
    '<div class="notice">Last edited by X on Sun May 26, 2019 5:35 pm</div>',
    "[This message has been edited by Y (edited 09-20-2006 @ 05:13 PM).]",
    '<li component="post" data-pid="4"><div component="post/content">',
    "<!-- status icon and date -->",
    "<html>",
    "<body>",
    "&amp;",
    "&#x1F600;",
    "<",
    ">",
    '"',
  ),
  fc.string({ maxLength: 12 }),
);

describe("robustness: parsePage never throws", () => {
  it("on random strings, forced to any platform", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.option(fc.constantFrom(...platformSchema.options)),
        (s, p) => {
          checkNeverThrows(s, p ?? undefined);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("on random bytes (any encoding)", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 400 }),
        fc.option(fc.constantFrom("utf-8", "windows-1252", "bogus")),
        (b, cs) => {
          const r = parsePage(b, cs ? { contentType: `text/html; charset=${cs}` } : {});
          expect(typeof r.ok).toBe("boolean");
        },
      ),
      { numRuns: 200 },
    );
  });

  it("on random tag soup built from forum markup", () => {
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 80 }),
        fc.option(fc.constantFrom(...platformSchema.options)),
        (parts, p) => {
          checkNeverThrows(parts.join(""), p ?? undefined);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("on mutated fixture pages (cut, spliced, truncated)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: fixtures.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 400 }), fragment), { minLength: 1, maxLength: 8 }),
        (which, edits) => {
          let page = fixtures[which] as string;
          for (const [at, cut, insert] of edits) {
            const i = at % (page.length + 1);
            page = page.slice(0, i) + insert + page.slice(i + cut);
          }
          checkNeverThrows(page);
        },
      ),
      { numRuns: 150 },
    );
  });
});
