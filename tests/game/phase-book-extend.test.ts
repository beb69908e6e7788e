import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ParsedPost } from "../../parsers/post.ts";
import { bookTime, extendOrderBook } from "../../src/game/ww1907/phase-book.ts";
import {
  type BookPlayer,
  buildOrderBook,
  type OrderBook,
} from "../../src/rulesets/ww1907/language/order-book.ts";
import { fixtureLexicon } from "../rulesets/ww1907/language/fixture.ts";

/**
 * The order book goes on from the last one as posts arrive (issue 14: one new post must not re-read the phase):
 * `extendOrderBook` must give exactly the book `buildOrderBook` gives for all the posts (W32, W33 and its rulings:
 * replaced posts, edited posts, moderators' edits, `choose`, non-players, posts outside the window), or decline.
 */

const lexicon = fixtureLexicon();
const window = { opens: "2026-03-01T00:00:00Z", closes: "2026-03-03T00:00:00Z" };
const players: BookPlayer[] = [
  { nation: "russia", names: ["Osmano"] },
  { nation: "austria-hungary", names: ["Dio"] },
];

const BOLD: string[][] = [
  ["Build 3 in Moscow"],
  ["Build 1 in Kiev", "Warsaw -> Krakow (3)"],
  ["Warsaw -> Krakow (3)"],
  ["choose 1"],
  ["choose 2"],
  ["Build 1 in Kiev", "choose 1"],
  ["nice weather"],
  [],
  ["Build 2 in Atlantis"],
];

const postArb = fc.record({
  author: fc.constantFrom("Osmano", "Dio", "Stranger"),
  bold: fc.constantFrom(...BOLD),
  // minutes after the window opens; a few posts undated, before the window or after it
  minute: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 600 }) },
    { weight: 1, arbitrary: fc.constantFrom(null, -60, 5000) },
  ),
  edited: fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant({ by: "Osmano", at: null, byModerator: false }) },
    { weight: 1, arbitrary: fc.constant({ by: "Admiral", at: "2026-03-02T00:00:00Z", byModerator: true }) },
  ),
});

type PostSpec = typeof postArb extends fc.Arbitrary<infer T> ? T : never;

function toPosts(specs: readonly PostSpec[], sorted: boolean): ParsedPost[] {
  const list = sorted
    ? [...specs].sort(
        (a, b) => (a.minute ?? Number.POSITIVE_INFINITY) - (b.minute ?? Number.POSITIVE_INFINITY),
      )
    : specs;
  return list.map((s, i) => ({
    platform: "bbcode",
    postId: `p${i}`,
    author: { name: s.author },
    postedAt: s.minute === null ? null : new Date(Date.parse(window.opens) + s.minute * 60_000).toISOString(),
    edited: s.edited,
    bold: s.bold,
    text: s.bold.join("\n"),
  }));
}

describe("order book extended post by post", () => {
  it("W32 W33 gives the same book as building it from all the posts, whatever arrives in whatever batches", () => {
    let extended = 0;
    fc.assert(
      fc.property(
        fc.array(postArb, { maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 40 }),
        fc.boolean(),
        fc.boolean(),
        (specs, batches, sorted, moderatorEditVoids) => {
          const posts = toPosts(specs, sorted);
          const input = { window, players, lexicon, rulings: { moderatorEditVoids } };
          let book: OrderBook = buildOrderBook({ ...input, posts: [] });
          let latest = Number.NEGATIVE_INFINITY;
          let read = 0;
          const byId = new Map<string, ParsedPost>();
          for (const size of batches) {
            if (read >= posts.length) break;
            const added = posts.slice(read, read + size);
            const next = extendOrderBook({ book, latest, post: (id) => byId.get(id) }, added, input);
            read += added.length;
            for (const p of added) {
              byId.set(p.postId, p);
              latest = Math.max(latest, bookTime(p));
            }
            const whole = buildOrderBook({ ...input, posts: posts.slice(0, read) });
            if (next !== null) {
              extended++;
              expect(next).toEqual(whole);
            }
            book = next ?? whole;
          }
        },
      ),
      { numRuns: 400 },
    );
    // the property is not vacuous: most batches arrive in order and extend the book
    expect(extended).toBeGreaterThan(400);
  });

  it("declines a post dated before one already read (a forum page read late): the book is built again", () => {
    const [late, early] = toPosts(
      [
        { author: "Osmano", bold: ["Build 3 in Moscow"], minute: 30, edited: null },
        { author: "Osmano", bold: ["Build 1 in Kiev"], minute: 10, edited: null },
      ],
      false,
    ) as [ParsedPost, ParsedPost];
    const input = { window, players, lexicon };
    const book = buildOrderBook({ ...input, posts: [late] });
    expect(extendOrderBook({ book, latest: bookTime(late), post: () => late }, [early], input)).toBeNull();
  });
});
