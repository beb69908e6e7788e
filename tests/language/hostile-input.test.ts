import { describe, expect, it } from "vitest";
import { normalizeText } from "../../src/language/normalize-text.ts";
import { splitOrders } from "../../src/rulesets/ww1907/language/split-orders.ts";

/**
 * Text built to freeze the bot (issue 18): runs of separators and dashes once made the splitter and the arrow
 * pattern backtrack (3.5 s for 2,000 characters, 28.6 s for 4,000). Each input here must be read in linear time;
 * the bound is loose (a hundred times what it takes) so only a return of the quadratic patterns can fail it.
 */
function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

describe("hostile order text", () => {
  it("U+2028 and U+2029 separate lines like a line break", () => {
    expect(splitOrders(normalizeText("Build 2 in Moscow\u2028Move 1 from Warsaw to Krakow"))).toEqual([
      "Build 2 in Moscow",
      "Move 1 from Warsaw to Krakow",
    ]);
    expect(normalizeText("a\u2029b\u0085c")).toBe("a\nb\nc");
  });

  it("a bold passage of thousands of line separators is read at once", () => {
    const text = `a${"\u2028".repeat(3994)}b`;
    const { value, ms } = timed(() => splitOrders(normalizeText(text)));
    expect(value).toEqual(["a", "b"]);
    expect(ms).toBeLessThan(1000);
    const raw = timed(() => splitOrders(`a${" ".repeat(3000)}\u2028 then ${" ".repeat(3000)}b`));
    expect(raw.value).toEqual(["a", "b"]);
    expect(raw.ms).toBeLessThan(1000);
  });

  it("an arrow after 60,000 dashes, and 60,000 dashes with no arrow, are read at once", () => {
    const noArrow = timed(() => normalizeText(`-> ${"-".repeat(60_000)}`));
    expect(noArrow.value.startsWith("->")).toBe(true);
    expect(noArrow.ms).toBeLessThan(1000);
    const longArrow = timed(() => normalizeText(`Krakow ${"-".repeat(60_000)}> Vienna`));
    expect(longArrow.value).toBe("Krakow -> Vienna");
    expect(longArrow.ms).toBeLessThan(1000);
    const unicode = timed(() => normalizeText(`Krakow ${"\u2014".repeat(60_000)}`));
    expect(unicode.ms).toBeLessThan(1000);
  });

  it("arrows keep their meaning: dashes or equals signs, however many, then >", () => {
    expect(normalizeText("Krakow ---> Vienna")).toBe("Krakow -> Vienna");
    expect(normalizeText("Krakow ==>> Vienna")).toBe("Krakow -> Vienna");
    expect(normalizeText("Krakow --=> Vienna")).toBe("Krakow -- -> Vienna");
    expect(normalizeText("Krakow \u2014\u2014> Vienna")).toBe("Krakow -> Vienna");
  });
});

describe("hostile pages for platform detection", () => {
  it("thousands of unclosed generator tags and of [b openers are looked at once", async () => {
    const { detectPlatform } = await import("../../parsers/detect.ts");
    const metas = timed(() => detectPlatform("<meta name=generator ".repeat(1000)));
    expect(metas.ms).toBeLessThan(1000);
    const openers = timed(() => detectPlatform("[b".repeat(50_000)));
    expect(openers.ms).toBeLessThan(1000);
    expect(
      detectPlatform('<html><head><meta content="vBulletin 4.2.5" name="generator"></head></html>'),
    ).toEqual({
      kind: "html",
      platform: "vbulletin4",
    });
    expect(detectPlatform("[b]Build 2 in Moscow[/b]")).toEqual({ kind: "bbcode" });
  });
});
