import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ORDER_ARMIES, riskCommandSchema } from "../../../../src/rulesets/risk-variant-one/commands.ts";
import {
  parseRiskOrders,
  type RiskOrderLine,
} from "../../../../src/rulesets/risk-variant-one/language/parse.ts";
import { classicGraph } from "./corpus.ts";

const map = classicGraph();
const HUGE = "99999999999999999999";

function messageOf(text: string): string {
  const lines = parseRiskOrders([text], map, { phase: "actions" });
  expect(lines).toHaveLength(1);
  const line = lines[0] as RiskOrderLine;
  return line.kind === "error" ? line.message : `not an error: ${JSON.stringify(line)}`;
}

describe("Risk Variant One counts are bounded when an order is read (issue 18: numbers)", () => {
  it("V5, V6, V7: a count over MAX_ORDER_ARMIES is an error giving the limit", () => {
    const limit = `at most ${MAX_ORDER_ARMIES}.`;
    expect(messageOf(`Place ${HUGE} in Brazil`)).toBe(
      `${HUGE} is more armies than any order can move: ${limit}`,
    );
    expect(messageOf("Attack Peru from Brazil with 100001")).toBe(
      `100001 is more armies than any order can move: ${limit}`,
    );
    expect(messageOf(`Attack Peru from Brazil with 6, stop at ${HUGE}`)).toContain(limit);
    expect(messageOf(`Move ${HUGE} from Brazil to Peru`)).toContain(limit);
    expect(messageOf(`Hold, retreat to Venezuela at ${HUGE}`)).toContain(limit);
  });

  it("the command schema refuses what the language refuses (the constant is shared)", () => {
    expect(
      riskCommandSchema.safeParse({ kind: "place", territory: "brazil", count: MAX_ORDER_ARMIES }).success,
    ).toBe(true);
    expect(
      riskCommandSchema.safeParse({ kind: "place", territory: "brazil", count: MAX_ORDER_ARMIES + 1 })
        .success,
    ).toBe(false);
    expect(
      riskCommandSchema.safeParse({ kind: "respond", response: "hold", to: "peru", at: 1e20 }).success,
    ).toBe(false);
  });
});

const numbers = fc.oneof(
  fc.integer({ min: 0, max: 12 }).map(String),
  fc.integer({ min: 99_990, max: 100_010 }).map(String),
  fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String),
  fc.stringMatching(/^[0-9]{1,400}$/),
  fc.tuple(fc.nat(2000), fc.nat(99)).map(([a, b]) => `${a}.${b}`),
);
const words = fc.constantFrom(
  "Buy",
  "Place",
  "Attack",
  "Move",
  "Hold",
  "retreat",
  "standing",
  "Brazil",
  "Peru",
  "Venezuela",
  "Argentina",
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
  "(",
  ")",
  ",",
  "-",
);
const text = fc
  .array(fc.oneof({ weight: 3, arbitrary: words }, { weight: 2, arbitrary: numbers }), { maxLength: 14 })
  .map((xs) => xs.join(" "));

describe("every command the Risk Variant One order language produces passes riskCommandSchema (property)", () => {
  it("on order words mixed with numbers of any size, in every phase", () => {
    fc.assert(
      fc.property(text, fc.constantFrom(undefined, "setup", "income", "actions" as const), (t, phase) => {
        for (const l of parseRiskOrders([t], map, { phase })) {
          if (l.kind === "command") expect(riskCommandSchema.safeParse(l.command).success).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
