import { describe, expect, it } from "vitest";
import { describeAdjustment } from "../../src/rulesets/ww1907/words/adjustment-text.ts";

const names: Record<string, string> = { uk: "United Kingdom", russia: "Russian Empire", athens: "Athens" };
const n = (id: string) => names[id] ?? id;

describe("GM adjustment lines in the summary: display names, numbers agreed", () => {
  it("names the province and counts its divisions", () => {
    expect(describeAdjustment({ kind: "set-divisions", province: "athens", divisions: 1 }, n)).toBe(
      "Athens now has 1 division",
    );
    expect(describeAdjustment({ kind: "set-divisions", province: "athens", divisions: 4 }, n)).toBe(
      "Athens now has 4 divisions",
    );
    expect(describeAdjustment({ kind: "set-divisions", province: "athens", divisions: 0 }, n)).toBe(
      "Athens now has no divisions",
    );
  });

  it("names the new owner, or says the province is neutral", () => {
    expect(describeAdjustment({ kind: "set-owner", province: "athens", owner: "uk" }, n)).toBe(
      "Athens now belongs to United Kingdom",
    );
    expect(describeAdjustment({ kind: "set-owner", province: "athens", owner: null }, n)).toBe(
      "Athens is now neutral",
    );
  });

  it("W6 names the nation whose treasury is set", () => {
    expect(describeAdjustment({ kind: "set-treasury", nation: "uk", treasury: 12.25 }, n)).toBe(
      "United Kingdom's treasury is now 12.25 pp",
    );
  });

  it("W21 W22 names the nation whose points are set", () => {
    expect(describeAdjustment({ kind: "set-points", nation: "uk", vp: 10 }, n)).toBe(
      "United Kingdom now has 10 VP",
    );
    expect(describeAdjustment({ kind: "set-points", nation: "uk", vp: 10, np: 2 }, n)).toBe(
      "United Kingdom now has 10 VP and 2 NP",
    );
  });

  it("W25 names both nations of a relation", () => {
    expect(describeAdjustment({ kind: "set-relation", a: "uk", b: "russia", relation: "war" }, n)).toBe(
      "United Kingdom and Russian Empire are now at war",
    );
    expect(describeAdjustment({ kind: "set-relation", a: "uk", b: "russia", relation: "alliance" }, n)).toBe(
      "United Kingdom and Russian Empire are now allied",
    );
  });
});
