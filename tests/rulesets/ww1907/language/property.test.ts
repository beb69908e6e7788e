import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderLineSchema } from "../../../../src/rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../../../src/rulesets/ww1907/language/parse-orders.ts";
import { europeLexicon } from "./corpus.ts";

const lexicon = europeLexicon();

/** Pieces players' text is made of, so random strings also hit the grammar's deeper paths. */
const pieces = fc.constantFrom(
  "Build",
  "Move",
  "Attack",
  "Sail",
  "Embark",
  "Land",
  "Declare war on",
  "Ally with",
  "Break alliance with",
  "Give",
  "Place",
  "choose",
  "Warsaw",
  "Krakow",
  "Vienna",
  "Black Sea",
  "Aegean",
  "Odessa",
  "Athens",
  "Austria",
  "A-H",
  "Brusilov",
  "3",
  "two",
  "2.5",
  "0",
  "-1",
  "divisions",
  "ships",
  "fleet",
  "pp",
  "from",
  "to",
  "with",
  "and",
  "then",
  "->",
  "<-",
  "→",
  "(",
  ")",
  ":",
  ",",
  ";",
  "\n",
  "&amp;",
  "**",
  "[b]",
  "&#99999999;",
  "x",
  "each",
  "all",
);
const orderish = fc.array(pieces, { maxLength: 40 }).map((xs) => xs.join(" "));

describe("parseOrders never throws or hangs", () => {
  it("on arbitrary strings (bounded)", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 300, unit: "grapheme" }), { maxLength: 4 }), (passages) => {
        const lines = parseOrders(passages, lexicon);
        for (const l of lines) expect(orderLineSchema.safeParse(l).success).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("on strings made of order words, names, numbers and punctuation", () => {
    fc.assert(
      fc.property(orderish, fc.constantFrom(undefined, "deployment", "attack"), (text, phase) => {
        const lines = parseOrders([text], lexicon, { phase: phase as "deployment" | "attack" | undefined });
        for (const l of lines) expect(orderLineSchema.safeParse(l).success).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it("on a very long passage (time is bounded by the line limit)", () => {
    const long = `Attack Vienna ${"with 4 from Krakow and ".repeat(2000)}`;
    const lines = parseOrders([long, "x".repeat(100_000)], lexicon);
    expect(lines.length).toBeGreaterThan(0);
  });
});
