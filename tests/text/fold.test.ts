import { describe, expect, it } from "vitest";
import { foldName } from "../../parsers/text/fold.ts";

describe("foldName", () => {
  it("ignores case, accents and punctuation so names compare as players expect", () => {
    expect(foldName("Thessaloníki")).toBe("thessaloniki");
    expect(foldName("  AUSTRIA-Hungary ")).toBe("austria hungary");
    expect(foldName("St. Peter's")).toBe("st peters");
    expect(foldName("Bosnia & Herzegovina")).toBe("bosnia and herzegovina");
    expect(foldName("Großwardein")).toBe("grosswardein");
  });

  it("keeps different names different", () => {
    expect(foldName("Sofia")).not.toBe(foldName("Sofiya"));
  });
});
