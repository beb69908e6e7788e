import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldAny, foldName } from "../../parsers/text/fold.ts";

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

  it("folds printable ASCII (its fast path) exactly as any text is folded", () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    });
    fc.assert(
      fc.property(ascii, (text) => foldName(text) === foldAny(text)),
      { numRuns: 2000 },
    );
    // the characters the one-pass fold treats apart, often and side by side ("&&", "a'&b", "& -", "x`y")
    const tricky = fc.string({
      unit: fc.constantFrom("a", "Q", "7", "&", "'", "`", " ", "-", ".", "~", "é", "\u007f", "\u001f"),
      maxLength: 12,
    });
    fc.assert(
      fc.property(tricky, (text) => foldName(text) === foldAny(text)),
      { numRuns: 5000 },
    );
    for (const text of [
      "St. Peter's",
      "A & B",
      "`quoted`",
      "  -- ",
      "UK",
      "Build 2 in Moscow (3)",
      "&",
      "a&&b ",
    ]) {
      expect(foldName(text)).toBe(foldAny(text));
    }
  });
});
