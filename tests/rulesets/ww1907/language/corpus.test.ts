import { describe, expect, it } from "vitest";
import { commandSchema } from "../../../../src/rulesets/ww1907/commands.ts";
import { orderLineSchema } from "../../../../src/rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../../../src/rulesets/ww1907/language/parse-orders.ts";
import { commandOf, europeLexicon, loadCorpus } from "./corpus.ts";

const corpus = loadCorpus();
const lexicon = europeLexicon();

describe("order corpus (fixtures/orders/corpus.yaml) on Europe 1907", () => {
  const all = Object.values(corpus).flat();

  it("has at least 300 distinct phrasings and 50 non-orders or broken passages", () => {
    const keys = new Set(all.map((e) => `${e.t}|${e.phase ?? ""}|${e.nation ?? ""}`));
    expect(keys.size).toBe(all.length);
    const good = all.filter((e) => e.e !== undefined || e.a !== undefined || e.s !== undefined);
    const bad = all.filter((e) => e.ign !== undefined || (e.err !== undefined && e.s === undefined));
    expect(good.length).toBeGreaterThanOrEqual(300);
    expect(bad.length).toBeGreaterThanOrEqual(50);
  });

  for (const [section, entries] of Object.entries(corpus)) {
    describe(section, () => {
      for (const entry of entries) {
        const label = `${JSON.stringify(entry.t)}${entry.phase ? ` (${entry.phase} phase)` : ""}${entry.nation ? ` by ${entry.nation}` : ""}`;
        it(label, () => {
          const lines = parseOrders([entry.t], lexicon, { phase: entry.phase, nation: entry.nation });
          for (const l of lines) expect(orderLineSchema.safeParse(l).success).toBe(true);
          if (entry.e !== undefined) {
            const expected = (Array.isArray(entry.e) ? entry.e : [entry.e]).map(commandOf);
            for (const c of expected) commandSchema.parse(c);
            const headings = lines.filter((l) => "ignored" in l);
            for (const h of headings) expect(h).toMatchObject({ reason: "a heading" });
            expect(
              lines.filter((l) => !("ignored" in l)).map((l) => ("command" in l ? l.command : l)),
            ).toEqual(expected);
          } else if (entry.a !== undefined) {
            expect(lines).toHaveLength(1);
            expect(lines[0]).toMatchObject({ ok: false, ambiguous: true, readings: entry.a.map(commandOf) });
          } else if (entry.err !== undefined) {
            expect(lines).toHaveLength(1);
            const line = lines[0];
            expect(line && "error" in line ? line.error : line).toContain(entry.err);
            if (entry.s !== undefined)
              expect(line && "suggestions" in line ? line.suggestions : []).toEqual(entry.s);
          } else if (entry.ign !== undefined) {
            expect(lines.length).toBeGreaterThan(0);
            for (const l of lines) {
              expect("ignored" in l ? l.reason : l).toContain(entry.ign);
            }
          } else {
            throw new Error("corpus entry without an expectation");
          }
        });
      }
    });
  }
});
