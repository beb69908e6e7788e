import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { canonicalOrder } from "../../src/rulesets/ww1907/language/canonical-order.ts";
import { isCommandLine } from "../../src/rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../src/rulesets/ww1907/language/parse-orders.ts";
import { explainUnread } from "../../src/rulesets/ww1907/language/unread-orders.ts";
import { testService } from "./helpers.ts";

/** The order suggested for an unreadable bold line is never a guess: posted as written, it reads as itself. */
const { service } = testService();
const game = await service.createGame({ scenario: "ww1907" });
if (!game.ok) throw new Error(game.error);
const context = await ww1907Of(service).context(game.value.id);
if (!context.ok) throw new Error(context.error);
const { lexicon, nameOf } = context.value;
const options = { nation: "russia", phase: "deployment" as const };

const verbs = fc.constantFrom("Build", "Bulid", "Biuld", "Buidl", "Move", "Mvoe", "Moev", "Hold", "Support");
const places = fc.constantFrom(
  "Moscow",
  "Moskow",
  "Moscw",
  "Warsaw",
  "Warsw",
  "Kiev",
  "Kie",
  "Krakow",
  "Krakw",
);
const line = fc
  .tuple(verbs, fc.integer({ min: 1, max: 9 }), fc.constantFrom("in", "from", "to", ""), places, places)
  .map(([v, n, prep, a, b]) =>
    [v, String(n), prep, a, ...(prep === "from" ? ["to", b] : [])].filter((w) => w !== "").join(" "),
  );

describe("suggested orders for unreadable lines", () => {
  it("W32 a suggested order reads, as written, as exactly the order it names", () => {
    let suggested = 0;
    fc.assert(
      fc.property(line, (text) => {
        const lines = parseOrders([text], lexicon, options);
        for (const unread of explainUnread(lines, lexicon, options, nameOf)) {
          expect(unread.text).toBe(text);
          if (unread.suggestion === undefined) continue;
          suggested++;
          const reread = parseOrders([unread.suggestion], lexicon, options);
          expect(reread.every(isCommandLine)).toBe(true);
          const canonical = reread.map((l) => (isCommandLine(l) ? canonicalOrder(l.command, nameOf) : ""));
          expect(canonical.join("; ").toLowerCase()).toBe(unread.suggestion.toLowerCase());
          // each replaced word had exactly one suggestion: nothing was picked among equals
          expect(unread.names.every((n) => n.suggestions.length === 1)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    expect(suggested).toBeGreaterThan(10);
  });
});
