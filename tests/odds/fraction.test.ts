import { describe, expect, it } from "vitest";
import {
  addFractions,
  divideFractions,
  formatFraction,
  fraction,
  fractionToNumber,
  multiplyFractions,
  parseFraction,
  subtractFractions,
} from "../../src/odds/fraction.ts";

describe("exact fractions", () => {
  it("are always reduced with a positive denominator", () => {
    expect(fraction(2890n, 7776n)).toEqual({ num: 1445n, den: 3888n });
    expect(fraction(3n, -6n)).toEqual({ num: -1n, den: 2n });
    expect(fraction(0n, 5n)).toEqual({ num: 0n, den: 1n });
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
  });

  it("add, subtract, multiply and divide exactly", () => {
    const third = fraction(1n, 3n);
    const sixth = fraction(1n, 6n);
    expect(addFractions(third, sixth)).toEqual(fraction(1n, 2n));
    expect(subtractFractions(third, sixth)).toEqual(sixth);
    expect(multiplyFractions(third, sixth)).toEqual(fraction(1n, 18n));
    expect(divideFractions(third, sixth)).toEqual(fraction(2n));
  });

  it("print as p/q and parse back", () => {
    expect(formatFraction(fraction(420n, 1296n))).toBe("35/108");
    expect(formatFraction(fraction(4n))).toBe("4/1");
    expect(parseFraction(" 35 / 108 ")).toEqual(fraction(35n, 108n));
    expect(parseFraction("7")).toEqual(fraction(7n));
    expect(parseFraction("1/0")).toBeNull();
    expect(parseFraction("a/b")).toBeNull();
  });

  it("convert to doubles, even past 2^1024", () => {
    expect(fractionToNumber(fraction(15n, 36n))).toBeCloseTo(0.416667, 6);
    const huge = fraction(2n ** 1500n + 1n, 3n * 2n ** 1500n);
    expect(fractionToNumber(huge)).toBeCloseTo(1 / 3, 12);
  });
});
