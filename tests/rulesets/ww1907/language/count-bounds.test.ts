import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commandSchema, MAX_ORDER_PP, MAX_ORDER_UNITS } from "../../../../src/rulesets/ww1907/commands.ts";
import { type OrderLine, orderLineSchema } from "../../../../src/rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../../../src/rulesets/ww1907/language/parse-orders.ts";
import { europeLexicon } from "./corpus.ts";

const lexicon = europeLexicon();
const HUGE = "99999999999999999999";

function one(text: string, phase: "deployment" | "attack" = "deployment"): OrderLine {
  const lines = parseOrders([text], lexicon, { phase, nation: "germany" });
  expect(lines).toHaveLength(1);
  return lines[0] as OrderLine;
}

function errorOf(line: OrderLine): string {
  return "error" in line ? line.error : `not an error: ${JSON.stringify(line)}`;
}

describe("counts are bounded when an order is read (issue 18: numbers)", () => {
  it("W11: a ship move carrying 99999999999999999999 divisions is an error giving the limit, not a command failing commandSchema", () => {
    const line = one(`Sail 1 ship from Kiel to North Sea with ${HUGE} divisions`);
    expect(errorOf(line)).toBe(`${HUGE} is more divisions than any order can move: at most 999.`);
    expect(orderLineSchema.safeParse(line).success).toBe(true);
  });

  it("W7, W10: builds of more than 999 divisions or ships are refused with the limit; 999 is read", () => {
    expect(errorOf(one("Build 1000 divisions in Berlin"))).toBe(
      "1000 is more divisions than any order can build: at most 999.",
    );
    expect(errorOf(one(`Build ${HUGE} ships in Kiel`))).toBe(
      `${HUGE} is more ships than any order can build: at most 999.`,
    );
    expect(one("Build 999 divisions in Berlin")).toMatchObject({
      ok: true,
      command: { kind: "build", province: "berlin", count: MAX_ORDER_UNITS },
    });
  });

  it("W8, W14: moves and attacks of more than 999 divisions are refused with the limit", () => {
    expect(errorOf(one("Move 5000 from Berlin to Kiel"))).toBe(
      "5000 is more divisions than any order can move: at most 999.",
    );
    expect(errorOf(one(`Attack Warsaw from Breslau with ${HUGE}`, "attack"))).toBe(
      `${HUGE} is more divisions than any order can move: at most 999.`,
    );
  });

  it("W9: embarking or landing more than 999 divisions is refused with the limit", () => {
    expect(errorOf(one(`Embark ${HUGE} divisions at Kiel`))).toBe(
      `${HUGE} is more divisions than any order can embark: at most 999.`,
    );
  });

  it("W11: a ship move with more than 999 ships, or 999 ships with 1000 divisions, is refused with the limit", () => {
    expect(errorOf(one("Sail 1000 ships from Kiel to North Sea"))).toBe(
      "1000 is more ships than any order can move: at most 999.",
    );
    expect(errorOf(one("Sail 2 ships with 1000 divisions from Kiel to North Sea"))).toBe(
      "1000 is more divisions than any order can move: at most 999.",
    );
  });

  it("W30: giving more than 99999 pp is refused with the limit", () => {
    expect(errorOf(one(`Give ${HUGE} pp to Italy`))).toBe(
      `${HUGE} is more pp than any order can give: at most ${MAX_ORDER_PP}.`,
    );
    expect(one("Give 99999 pp to Italy")).toMatchObject({
      ok: true,
      command: { kind: "give-pp", amount: 99_999 },
    });
  });

  it("the command schema itself refuses counts over the limit (the constant is shared)", () => {
    expect(
      commandSchema.safeParse({
        kind: "build",
        unit: "division",
        province: "berlin",
        count: MAX_ORDER_UNITS + 1,
      }).success,
    ).toBe(false);
    expect(
      commandSchema.safeParse({ kind: "sail", from: "kiel", to: "north-sea", count: 1, divisions: 1e20 })
        .success,
    ).toBe(false);
  });
});

/** Numbers of every size: small, around the limits, unsafe, and digit strings too long for a double. */
const numbers = fc.oneof(
  fc.integer({ min: 0, max: 12 }).map(String),
  fc.integer({ min: 990, max: 1010 }).map(String),
  fc.integer({ min: 99_990, max: 100_010 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
  fc.stringMatching(/^[0-9]{1,400}$/),
  fc.tuple(fc.nat(2000), fc.nat(99)).map(([a, b]) => `${a}.${b}`),
);
const words = fc.constantFrom(
  "Build",
  "Move",
  "Attack",
  "Sail",
  "Embark",
  "Disembark",
  "Land",
  "Give",
  "choose",
  "Berlin",
  "Kiel",
  "Breslau",
  "Warsaw",
  "North Sea",
  "Baltic",
  "Italy",
  "Hindenburg",
  "divisions",
  "division",
  "ships",
  "ship",
  "fleet",
  "pp",
  "from",
  "to",
  "with",
  "at",
  "in",
  "and",
  "->",
  "(",
  ")",
  "x",
  ",",
);
const text = fc
  .array(fc.oneof({ weight: 3, arbitrary: words }, { weight: 2, arbitrary: numbers }), { maxLength: 14 })
  .map((xs) => xs.join(" "));

describe("every command the World War 1907 order language produces passes commandSchema (property)", () => {
  it("on order words mixed with numbers of any size, in either phase", () => {
    fc.assert(
      fc.property(text, fc.constantFrom(undefined, "deployment", "attack"), (t, phase) => {
        const lines = parseOrders([t], lexicon, { phase: phase as "deployment" | "attack" | undefined });
        for (const l of lines) {
          expect(orderLineSchema.safeParse(l).success).toBe(true);
          if ("command" in l) expect(commandSchema.safeParse(l.command).success).toBe(true);
          if ("readings" in l)
            for (const r of l.readings) expect(commandSchema.safeParse(r).success).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: "grapheme" }), (t) => {
        for (const l of parseOrders([t], lexicon)) {
          if ("command" in l) expect(commandSchema.safeParse(l.command).success).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
