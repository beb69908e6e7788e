/**
 * Exact rational numbers over BigInt, always reduced with a positive denominator.
 * Used for single-throw odds and for exact battle odds in tests.
 */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

/** The reduced fraction num/den (den must not be zero). */
export function fraction(num: bigint, den = 1n): Fraction {
  if (den === 0n) throw new RangeError("a fraction cannot have a zero denominator");
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

/** 0 as a fraction. */
export const ZERO: Fraction = { num: 0n, den: 1n };
/** 1 as a fraction. */
export const ONE: Fraction = { num: 1n, den: 1n };

/** x + y. */
export function addFractions(x: Fraction, y: Fraction): Fraction {
  return fraction(x.num * y.den + y.num * x.den, x.den * y.den);
}

/** x − y. */
export function subtractFractions(x: Fraction, y: Fraction): Fraction {
  return fraction(x.num * y.den - y.num * x.den, x.den * y.den);
}

/** x · y. */
export function multiplyFractions(x: Fraction, y: Fraction): Fraction {
  return fraction(x.num * y.num, x.den * y.den);
}

/** x / y (y must not be zero). */
export function divideFractions(x: Fraction, y: Fraction): Fraction {
  return fraction(x.num * y.den, x.den * y.num);
}

/** True when both fractions are the same number. */
export function fractionsEqual(x: Fraction, y: Fraction): boolean {
  return x.num === y.num && x.den === y.den;
}

/** The fraction as text, "p/q" (always with a denominator, e.g. "1/1"). */
export function formatFraction(x: Fraction): string {
  return `${x.num}/${x.den}`;
}

/** Parses "p/q" or "p" into a reduced fraction, or returns null. */
export function parseFraction(text: string): Fraction | null {
  const match = /^\s*(-?\d+)\s*(?:\/\s*(\d+))?\s*$/.exec(text);
  if (!match) return null;
  const den = BigInt(match[2] ?? "1");
  return den === 0n ? null : fraction(BigInt(match[1]!), den);
}

function bitLength(x: bigint): number {
  return (x < 0n ? -x : x).toString(2).length;
}

/** The nearest double (to within rounding), even when numerator and denominator exceed 2^1024. */
export function fractionToNumber(x: Fraction): number {
  const excess = Math.max(bitLength(x.num), bitLength(x.den)) - 1000;
  if (excess <= 0) return Number(x.num) / Number(x.den);
  const shift = BigInt(excess);
  const den = x.den >> shift;
  if (den === 0n) return x.num < 0n ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  return Number(x.num >> shift) / Number(den);
}
