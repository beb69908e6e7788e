import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riskCommandSchema } from "../../src/rulesets/risk-variant-one/commands.ts";
import { parseRiskOrders } from "../../src/rulesets/risk-variant-one/language/parse.ts";
import { commandSchema } from "../../src/rulesets/ww1907/commands.ts";
import { orderLineSchema } from "../../src/rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../src/rulesets/ww1907/language/parse-orders.ts";
import { classicGraph } from "../rulesets/risk-variant-one/language/corpus.ts";
import { europeLexicon } from "../rulesets/ww1907/language/corpus.ts";
import { MAX_LENGTH, RUNS, TIMEOUT, timed } from "./helpers/budget.ts";

/**
 * Fuzz suite of the two order languages (issue 18, hostile input): arbitrary text, order-like token soup and long
 * runs of repeated pieces (what makes a backtracking regex or a quadratic loop show). Every input must be read
 * without a throw, every line must be well-formed, every command must pass its command schema, and each input must
 * be read within a time bound that grows with its size. `npm test` runs a few thousand cases per language;
 * `FUZZ_RUNS=20000 npx vitest run tests/fuzz` is the nightly size (per generator).
 */

const hostilePieces = [
  "**a",
  "**",
  "\u2028",
  "\u2029",
  "\u0085",
  "\r\n",
  " ",
  "\t",
  "-",
  "=",
  ">",
  "->",
  "<-",
  "then ",
  " and ",
  ", ",
  ".",
  ";",
  "[b]",
  "[/b]",
  "(",
  ")",
  "9",
  "99999999999999999999",
  "2.5",
  "x",
  "&amp;",
  "&#",
  "Attack ",
  "Move 3 from ",
  "Warsaw ",
  "Brazil ",
  "with ",
  "stop at ",
  "a",
  "é",
  "\u0301",
  "'",
  "choose ",
];

/** One to three long runs of a repeated piece, with a little text around them. */
const repeated = fc
  .array(
    fc
      .tuple(fc.constantFrom(...hostilePieces), fc.integer({ min: 1, max: MAX_LENGTH }))
      .map(([piece, n]) => piece.repeat(Math.max(1, Math.floor(n / piece.length)))),
    { minLength: 1, maxLength: 3 },
  )
  .chain((runs) =>
    fc
      .tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }))
      .map(([a, b]) => `${a}${runs.join("")}${b}`),
  )
  .map((text) => text.slice(0, MAX_LENGTH));

const wwWords = fc.constantFrom(
  "Build",
  "Move",
  "Attack",
  "Sail",
  "Embark",
  "Land",
  "Give",
  "Declare war on",
  "Ally with",
  "choose",
  "Warsaw",
  "Krakow",
  "Black Sea",
  "Kiel",
  "North Sea",
  "Italy",
  "Brusilov",
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
  "(",
  ")",
  ":",
  ",",
  "\n",
  "**",
  "Attacks:",
);
const riskWords = fc.constantFrom(
  "Buy",
  "Place",
  "Attack",
  "Move",
  "Hold",
  "retreat",
  "salt",
  "improve",
  "pass",
  "done",
  "standing",
  "Brazil",
  "Peru",
  "W. US",
  "Kam",
  "South America",
  "with",
  "from",
  "to",
  "at",
  "stop at",
  "all but",
  "each",
  "and",
  "->",
  "x",
  "vs",
  "(",
  ")",
  ",",
  "\n",
  "Attacks:",
);
const numbers = fc.oneof(
  fc.nat(12).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  fc.constantFrom("2.5", "-1", "0", "999", "1000", "100000", "100001"),
);
const soup = (words: fc.Arbitrary<string>) =>
  fc
    .array(fc.oneof({ weight: 4, arbitrary: words }, { weight: 1, arbitrary: numbers }), { maxLength: 60 })
    .map((xs) => xs.join(" "));
const arbitraryText = fc.string({ maxLength: 2000, unit: "grapheme" });

const lexicon = europeLexicon();
const map = classicGraph();

function checkWw1907(text: string): void {
  const lines = timed(text, () => parseOrders([text], lexicon));
  for (const l of lines) {
    expect(orderLineSchema.safeParse(l).success).toBe(true);
    if ("command" in l) expect(commandSchema.safeParse(l.command).success).toBe(true);
  }
}

function checkRisk(text: string): void {
  const lines = timed(text, () => parseRiskOrders([text], map, {}));
  for (const l of lines)
    if (l.kind === "command") expect(riskCommandSchema.safeParse(l.command).success).toBe(true);
}

describe(`fuzz: the World War 1907 order language (${RUNS} cases per generator)`, () => {
  it("arbitrary text", () => fc.assert(fc.property(arbitraryText, checkWw1907), { numRuns: RUNS }), TIMEOUT);
  it(
    "order words, names and numbers",
    () => fc.assert(fc.property(soup(wwWords), checkWw1907), { numRuns: RUNS }),
    TIMEOUT,
  );
  it(
    `long runs of repeated pieces (up to ${MAX_LENGTH} characters)`,
    () => fc.assert(fc.property(repeated, checkWw1907), { numRuns: Math.ceil(RUNS / 4), endOnFailure: true }),
    TIMEOUT,
  );
});

describe(`fuzz: the Risk Variant One order language (${RUNS} cases per generator)`, () => {
  it("arbitrary text", () => fc.assert(fc.property(arbitraryText, checkRisk), { numRuns: RUNS }), TIMEOUT);
  it(
    "order words, names and numbers",
    () => fc.assert(fc.property(soup(riskWords), checkRisk), { numRuns: RUNS }),
    TIMEOUT,
  );
  it(
    `long runs of repeated pieces (up to ${MAX_LENGTH} characters)`,
    () => fc.assert(fc.property(repeated, checkRisk), { numRuns: Math.ceil(RUNS / 4), endOnFailure: true }),
    TIMEOUT,
  );
});
