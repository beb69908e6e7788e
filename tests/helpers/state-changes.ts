import { isDeepStrictEqual } from "node:util";

/**
 * What differs from `before` in `after`, as dotted paths to `after`'s values ("provinces.zagreb.divisions": 6), for
 * a test that pins a whole state as "this one with these changes": every leaf that differs, was added or went
 * (`undefined`); an array whose length changed is given whole, one of the same length item by item ("commanders.0.at").
 */
export function changesFrom(before: unknown, after: unknown, path = ""): Record<string, unknown> {
  if (isDeepStrictEqual(before, after)) return {};
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  const sameLengthArrays = Array.isArray(before) && Array.isArray(after) && before.length === after.length;
  if (!sameLengthArrays && (!isObject(before) || !isObject(after))) return { [path]: after };
  const out: Record<string, unknown> = {};
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    Object.assign(out, changesFrom(a[key], b[key], path ? `${path}.${key}` : key));
  }
  return out;
}
