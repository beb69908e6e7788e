import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateMap } from "../../src/map/validate.ts";
import { tinyRaw } from "./tiny-fixture.ts";

/** A copy of the tiny map with one value somewhere replaced by arbitrary JSON. */
function withValueReplaced(pathSeed: number[], value: unknown): unknown {
  const raw = tinyRaw();
  let at: unknown = raw;
  for (const seed of pathSeed) {
    if (Array.isArray(at) && at.length > 0) {
      const index = seed % at.length;
      if (typeof at[index] !== "object" || at[index] === null) {
        at[index] = value;
        return raw;
      }
      at = at[index];
    } else if (typeof at === "object" && at !== null) {
      const record = at as Record<string, unknown>;
      const keys = Object.keys(record);
      const key = keys[seed % keys.length];
      if (key === undefined) return raw;
      if (typeof record[key] !== "object" || record[key] === null) {
        record[key] = value;
        return raw;
      }
      at = record[key];
    }
  }
  return raw;
}

describe("validateMap on arbitrary input", () => {
  it("never throws on any JSON value, and every problem names the file", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = validateMap(value, "any.json");
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.length).toBeGreaterThan(0);
        for (const problem of result.error) expect(problem.message.startsWith("any.json: ")).toBe(true);
      }),
    );
  });

  it("never throws when one value of a sound map is replaced by arbitrary JSON", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.jsonValue(), (seeds, value) => {
        const result = validateMap(withValueReplaced(seeds, value), "tiny.json");
        if (result.ok) return;
        for (const problem of result.error) {
          expect(problem.file).toBe("tiny.json");
          expect(problem.message.startsWith("tiny.json: ")).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
