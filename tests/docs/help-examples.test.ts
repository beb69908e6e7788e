import { describe, expect, it } from "vitest";
import { ORDERS_HELP_SECTIONS } from "../../src/game/ww1907/help-text.ts";
import { commandSchema } from "../../src/rulesets/ww1907/commands.ts";
import { parseOrders } from "../../src/rulesets/ww1907/language/parse-orders.ts";
import { europeLexicon } from "../rulesets/ww1907/language/corpus.ts";

const lexicon = europeLexicon();
const kinds = [...commandSchema.options.map((o) => o.shape.kind.value), "choose"];

describe("/help orders: every phrasing it shows is read as the order it stands for", () => {
  for (const section of ORDERS_HELP_SECTIONS) {
    for (const example of section.examples) {
      it(`${section.name}: "${example.text}" (${example.phase} phase) → ${example.kind}`, () => {
        const lines = parseOrders([example.text], lexicon, { phase: example.phase, nation: "russia" });
        expect(lines).toHaveLength(1);
        const [line] = lines;
        const read =
          line && "command" in line ? line.command.kind : line && "choose" in line ? "choose" : line;
        expect(read).toBe(example.kind);
      });
    }
  }

  it("shows every kind of order the language has, and choose", () => {
    const shown = new Set(ORDERS_HELP_SECTIONS.flatMap((s) => s.examples.map((e) => e.kind)));
    expect([...shown].sort()).toEqual([...kinds].sort());
  });
});
