import { describe, expect, it } from "vitest";
import { riskCommandSchema } from "../../../../src/rulesets/risk-variant-one/commands.ts";
import { parseRiskOrders } from "../../../../src/rulesets/risk-variant-one/language/parse.ts";
import { classicGraph, loadRiskCorpus, riskCommandOf } from "./corpus.ts";

const corpus = loadRiskCorpus();
const map = classicGraph();

describe("Risk order corpus (fixtures/orders/risk-corpus.yaml) on the classic map", () => {
  const all = Object.values(corpus).flat();

  it("has at least 150 distinct phrasings, with typos, ties and non-orders among them", () => {
    const keys = new Set(all.map((e) => `${e.t}|${e.phase ?? ""}`));
    expect(keys.size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((e) => e.ign !== undefined).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((e) => e.err !== undefined).length).toBeGreaterThanOrEqual(30);
    expect(all.filter((e) => (e.s?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(10);
  });

  for (const [section, entries] of Object.entries(corpus)) {
    describe(section, () => {
      for (const entry of entries) {
        const label = `${entry.rule ? `${entry.rule} ` : ""}${JSON.stringify(entry.t)}${entry.phase ? ` (${entry.phase} phase)` : ""}`;
        it(label, () => {
          const lines = parseRiskOrders([entry.t], map, entry.phase ? { phase: entry.phase } : {});
          if (entry.e !== undefined) {
            const expected = (Array.isArray(entry.e) ? entry.e : [entry.e]).map(riskCommandOf);
            for (const c of expected) riskCommandSchema.parse(c);
            const headings = lines.filter((l) => l.kind === "ignored");
            for (const h of headings) expect(h).toMatchObject({ reason: "a heading" });
            expect(
              lines.filter((l) => l.kind !== "ignored").map((l) => (l.kind === "command" ? l.command : l)),
            ).toEqual(expected);
          } else if (entry.err !== undefined) {
            expect(lines).toHaveLength(1);
            const line = lines[0];
            expect(line?.kind === "error" ? line.message : line).toContain(entry.err);
            if (entry.s !== undefined)
              expect(line?.kind === "error" ? line.suggestions : []).toEqual(entry.s);
          } else if (entry.ign !== undefined) {
            expect(lines.length).toBeGreaterThan(0);
            for (const l of lines) expect(l.kind === "ignored" ? l.reason : l).toContain(entry.ign);
          } else {
            throw new Error("corpus entry without an expectation");
          }
        });
      }
    });
  }
});
