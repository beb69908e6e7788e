import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riskCommandSchema } from "../../../../src/rulesets/risk-variant-one/commands.ts";
import {
  parseRiskOrders,
  type RiskOrderLine,
  type RiskPhase,
} from "../../../../src/rulesets/risk-variant-one/language/parse.ts";
import { classicGraph } from "./corpus.ts";

const map = classicGraph();
const territoryNames = new Set(map.provinces.map((p) => p.name));
const territoryIds = new Set(map.provinces.map((p) => p.id));

/** Pieces players' text is made of, so random strings also reach the grammar's deeper paths. */
const pieces = fc.constantFrom(
  "Buy",
  "Place",
  "Attack",
  "attacks",
  "Move",
  "fortify",
  "Salt",
  "Improve",
  "pass",
  "done",
  "end turn",
  "hold",
  "Hold,",
  "retreat",
  "fall back",
  "and salt",
  "If",
  "is attacked",
  "standing order",
  "cancel",
  "withdraw",
  "Brazil",
  "Peru",
  "Venezuela",
  "Argentina",
  "W. US",
  "E US",
  "NA",
  "SA",
  "Aus",
  "EA",
  "Kam",
  "South America",
  "Brazl",
  "Peur",
  "Atack",
  "3",
  "three",
  "0",
  "-1",
  "2.5",
  "99999999999999999999",
  "don't",
  "not",
  "armies",
  "from",
  "to",
  "with",
  "in",
  "at",
  "stop at",
  "call off at",
  "all",
  "but",
  "each",
  "x",
  "vs",
  "and",
  "then",
  "->",
  "<-",
  "→",
  "—>",
  "-",
  "+",
  "(",
  ")",
  ":",
  ",",
  ";",
  "\n",
  "1.",
  "•",
  "Turn 3 orders:",
  "Attacks:",
  "Standing orders:",
  "please",
  "&amp;",
  "**",
  "[b]",
);
const orderish = fc.array(pieces, { maxLength: 30 }).map((xs) => xs.join(" "));
const phases = fc.constantFrom<RiskPhase | undefined>(undefined, "setup", "income", "actions");

function checkLines(lines: readonly RiskOrderLine[]): void {
  for (const l of lines) {
    if (l.kind === "command") {
      expect(riskCommandSchema.safeParse(l.command).success).toBe(true);
      for (const [key, value] of Object.entries(l.command)) {
        if (key === "territory" || key === "from" || key === "to")
          expect(territoryIds.has(String(value))).toBe(true);
      }
    } else if (l.kind === "error") {
      expect(l.message.length).toBeGreaterThan(0);
      for (const s of l.suggestions) expect(territoryNames.has(s)).toBe(true);
    } else expect(l.reason.length).toBeGreaterThan(0);
  }
}

describe("parseRiskOrders on any text (V3, V5–V7 order language)", () => {
  it("never throws on arbitrary strings, and every line is well-formed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 200, unit: "grapheme" }), { maxLength: 4 }),
        phases,
        (passages, phase) => {
          checkLines(parseRiskOrders(passages, map, { phase }));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("every command validates against riskCommandSchema and names map territories; every suggestion is a territory's display name", () => {
    fc.assert(
      fc.property(orderish, phases, (text, phase) => {
        checkLines(parseRiskOrders([text], map, { phase }));
      }),
      { numRuns: 1500 },
    );
  });

  it("is deterministic: the same text gives the same lines, on the same map or a freshly loaded one", () => {
    const fresh = classicGraph();
    fc.assert(
      fc.property(orderish, phases, (text, phase) => {
        const first = parseRiskOrders([text], map, { phase });
        expect(parseRiskOrders([text], map, { phase })).toEqual(first);
        expect(parseRiskOrders([text], fresh, { phase })).toEqual(first);
      }),
      { numRuns: 400 },
    );
  });

  it("never reads a negated line as a command ('don't', 'not', 'never')", () => {
    const negation = fc.constantFrom("Don't", "do not", "never", "No");
    fc.assert(
      fc.property(negation, orderish, (no, text) => {
        for (const l of parseRiskOrders([`${no} ${text}`], map)) {
          if (l.kind === "command")
            expect(l.text.toLowerCase()).not.toMatch(
              /^(?:don'?t|do not|never|no)\b(?! action| retreat| move)/,
            );
        }
      }),
      { numRuns: 500 },
    );
  });

  it("keeps every piece of text: each line's text comes from the passage", () => {
    fc.assert(
      fc.property(orderish, (text) => {
        for (const l of parseRiskOrders([text], map)) expect(l.text.trim()).not.toBe("");
      }),
      { numRuns: 300 },
    );
  });

  it("stays fast on a very long passage", () => {
    const long = `Buy ${"Brazil, Peru and ".repeat(2000)}Argentina`;
    const started = performance.now();
    const lines = parseRiskOrders([long, "x".repeat(50_000)], map);
    expect(lines.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
