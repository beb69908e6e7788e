import { describe, expect, it } from "vitest";
import { normalizeText } from "../../src/language/normalize-text.ts";

describe("normalizeText", () => {
  it("turns every kind of arrow into ->", () => {
    for (const arrow of [
      "→",
      "⇒",
      "➔",
      "➜",
      "⟶",
      "=>",
      "-->",
      "==>",
      "–>",
      "—>",
      "&rarr;",
      "&#8594;",
      "&#x2192;",
    ]) {
      expect(normalizeText(`Warsaw ${arrow} Krakow`)).toBe("Warsaw -> Krakow");
    }
  });

  it("turns leftward arrows into <-", () => {
    expect(normalizeText("Krakow ← Warsaw")).toBe("Krakow <- Warsaw");
  });

  it("straightens smart quotes, dashes and odd spaces", () => {
    expect(normalizeText("Ottoman’s\u00a0fleet – “now”")).toBe('Ottoman\'s fleet - "now"');
    expect(normalizeText("A\u2014H")).toBe("A-H");
  });

  it("decodes HTML entities, double-escaped ones too", () => {
    expect(normalizeText("Give 5pp to A&amp;H")).toBe("Give 5pp to A&H");
    expect(normalizeText("Warsaw &amp;rarr; Krakow")).toBe("Warsaw -> Krakow");
    expect(normalizeText("3&nbsp;div")).toBe("3 div");
  });

  it("removes stray markup", () => {
    expect(normalizeText("**Build 3 in Moscow**")).toBe("Build 3 in Moscow");
    expect(normalizeText("[b]Build 3[/b] in <strong>Moscow</strong>")).toBe("Build 3 in Moscow");
    expect(normalizeText("Move 2<br>Attack 3")).toBe("Move 2\nAttack 3");
  });

  it("writes numbers in words as digits", () => {
    expect(normalizeText("Build three divisions")).toBe("Build 3 divisions");
    expect(normalizeText("twenty-one and Forty Two")).toBe("21 and 42");
    expect(normalizeText("a couple of ships")).toBe("2 ships");
    expect(normalizeText("twelve")).toBe("12");
  });

  it("keeps line breaks and trims each line", () => {
    expect(normalizeText("  a  \r\n  b ")).toBe("a\nb");
  });

  it("leaves words that merely contain number words alone", () => {
    expect(normalizeText("Athens often someone")).toBe("Athens often someone");
  });
});
