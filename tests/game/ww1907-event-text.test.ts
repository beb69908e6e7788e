import { describe, expect, it } from "vitest";
import { describeEvent } from "../../src/rulesets/ww1907/words/event-text.ts";

const names: Record<string, string> = { germany: "German Empire", italy: "Italy" };
const nameOf = (id: string) => names[id] ?? id;

describe("World War 1907 events in the summary's words", () => {
  it("W25 an alliance broken straight into war says war was declared, and when it is paid", () => {
    expect(
      describeEvent(
        { type: "alliance-broken", nation: "germany", with: "italy", to: "war", cost: 6, payable: "now" },
        nameOf,
      ),
    ).toBe("German Empire broke the alliance with Italy and declared war (6 pp, W25).");
    expect(
      describeEvent(
        {
          type: "alliance-broken",
          nation: "germany",
          with: "italy",
          to: "peace",
          cost: 3,
          payable: "next-deployment",
        },
        nameOf,
      ),
    ).toBe(
      "German Empire broke the alliance with Italy, now at peace (3 pp, paid next Deployment phase, W25).",
    );
  });
});
