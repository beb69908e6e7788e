import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractBbcode, parseBbcodeDocument } from "../../parsers/bbcode.ts";
import { decodeBbcodeEntities } from "../../parsers/bbcode-entities.ts";
import { parsedThreadSchema } from "../../parsers/post.ts";

/** True when `part` can be read out of `whole` by deleting characters (whitespace ignored on both sides). */
function isSubsequence(part: string, whole: string): boolean {
  // compared code point by code point: a lone surrogate in `whole` must not match half of a pair in `part`
  const p = [...part.replace(/\s+/g, "")];
  const w = whole.replace(/\s+/g, "");
  let at = 0;
  for (const ch of w) {
    if (at < p.length && p[at] === ch) at += 1;
  }
  return at === p.length;
}

/** Pieces that make BBCode interesting: tags (well-formed, broken, any case), entities, brackets, text. */
const piece = fc.constantFrom(
  "[b]",
  "[/b]",
  "[B]",
  "[/B]",
  "[i]",
  "[/i]",
  "[quote]",
  "[/quote]",
  "[quote=Kaiser]",
  '[quote="A" post_id=1]',
  "[QUOTE]",
  "[s]",
  "[/s]",
  "[strike]",
  "[/strike]",
  "[spoiler]",
  "[/spoiler]",
  "[code]",
  "[/code]",
  "[noparse]",
  "[/noparse]",
  "[color=red]",
  "[/color]",
  "[url=http://x]",
  "[/url]",
  "[*]",
  "[",
  "]",
  "[/",
  "[b=",
  "&amp;",
  "&#39;",
  "&#x",
  "&nbsp;",
  "&",
  "\n",
  "\r\n",
  " ",
  "Build 2 divisions in Moscow",
  "Attack Vienna",
  "Киев",
  "東京",
  "🇷🇺",
  "[This message has been edited by Bob (edited 09-20-2006 @ 05:13 PM).]",
);
const bbcodeLike = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 6 })), { maxLength: 60 })
  .map((parts) => parts.join(""));
const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 100 }),
  bbcodeLike,
);

/** Words an order may contain: no markup characters, so the bold passage must come back exactly. */
const orderWord = fc.constantFrom(
  "Build",
  "2",
  "divisions",
  "in",
  "Moscow",
  "Attack",
  "Vienna",
  "with",
  "3",
  "from",
  "Krakow",
  "Hold",
  "Київ",
  "Санкт-Петербург",
  "東京",
  "⚔️",
  "Zürich",
);
const order = fc.array(orderWord, { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));
const wrap = fc.constantFrom(
  (s: string) => s,
  (s: string) => `[i]${s}[/i]`,
  (s: string) => `[color=#f00]${s}[/color]`,
  (s: string) => `[size=4][u]${s}[/u][/size]`,
);
const filler = fc.constantFrom("", " ", "\n", "My orders:\n", " and ", "[i]then[/i] ", "Hold on.");
const hiddenBlock = fc.constantFrom(
  "[quote][b]Attack Berlin[/b][/quote]",
  "[quote=Kaiser][quote][b]Build 9 fleets[/b][/quote][b]Hold Berlin[/b][/quote]",
  "[s][b]Attack Paris[/b][/s]",
  "[spoiler][b]Secret plan[/b][/spoiler]",
  "[code][b]not an order[/b][/code]",
  "[strike][i][b]old[/b][/i][/strike]",
);

const fixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/bbcode");
const fixturePosts = readdirSync(fixtureDir)
  .filter((file) => file.endsWith(".bbcode"))
  .map((file) => readFileSync(path.join(fixtureDir, file), "utf8"));

/** A fixture post with random cuts and insertions (markup fragments or any text) at random places. */
const mutatedPost = fc
  .tuple(
    fc.constantFrom(...fixturePosts),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.oneof(piece, fc.string({ maxLength: 4 }))), {
      maxLength: 10,
    }),
  )
  .map(([post, edits]) =>
    edits.reduce((text, [at, cut, insert]) => {
      const where = text.length === 0 ? 0 : at % text.length;
      return text.slice(0, where) + insert + text.slice(where + cut);
    }, post),
  );

describe("BBCode parser properties", () => {
  it("never throws on mutated fixture posts, and never invents bold text in them", () => {
    fc.assert(
      fc.property(mutatedPost, (source) => {
        const thread = parseBbcodeDocument(source, { author: "Tsar Nicholas" });
        expect(parsedThreadSchema.safeParse(thread).success).toBe(true);
        const whole = decodeBbcodeEntities(source);
        for (const passage of thread.posts[0]?.bold ?? []) expect(isSubsequence(passage, whole)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on any text and always gives a valid post", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const thread = parseBbcodeDocument(source);
        expect(parsedThreadSchema.safeParse(thread).success).toBe(true);
        expect(thread.posts).toHaveLength(1);
      }),
      { numRuns: 1000 },
    );
  });

  it("W32 never invents bold text: each passage is the input with characters removed", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        const whole = decodeBbcodeEntities(source);
        for (const passage of extractBbcode(source).bold) {
          expect(passage.trim()).toBe(passage);
          expect(passage).not.toBe("");
          expect(isSubsequence(passage, whole)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("W32 gives back exactly the author's bold orders, whatever quotes, strikes, spoilers and code surround them", () => {
    const post = fc.array(
      fc.oneof(
        fc.record({ own: order, wrap, filler }).map(({ own, wrap: w, filler: f }) => ({
          own,
          source: `${f}[b]${w(own)}[/b]${f}`,
        })),
        hiddenBlock.map((source) => ({ own: null, source })),
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(post, (parts) => {
        const source = parts.map((part) => part.source).join("\n");
        const expected = parts.flatMap((part) => (part.own === null ? [] : [part.own]));
        expect(extractBbcode(source).bold).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("finishes on large adversarial posts (unclosed tags, bracket floods, deep nesting)", () => {
    const inputs = [
      "[b]".repeat(50_000),
      "[/b]".repeat(50_000),
      `${"[quote]".repeat(20_000)}[b]x[/b]`,
      "[".repeat(200_000),
      `[url=${"a".repeat(200_000)}`,
      "[code]".repeat(20_000),
      "&#".repeat(100_000),
      "[This message has been edited by ".repeat(5_000),
      "[i]".repeat(50_000) + "[/b]".repeat(50_000),
      "[quote]".repeat(50_000) + "[/spoiler]".repeat(50_000),
    ];
    for (const source of inputs) {
      const thread = parseBbcodeDocument(source);
      expect(thread.posts).toHaveLength(1);
    }
    expect(extractBbcode(`[quote]${"[quote]".repeat(20_000)}[b]x[/b]`).bold).toEqual([]);
  });
});
