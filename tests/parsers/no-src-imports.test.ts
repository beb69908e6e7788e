import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The post readers are pure and stand alone: nothing under parsers/ imports from src/ (src/ may import parsers/). */
describe("parsers/ imports nothing from src/", () => {
  const root = path.resolve(import.meta.dirname, "../../parsers");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  it("finds the parsers' files", () => {
    expect(files.length).toBeGreaterThan(20);
  });
  for (const file of files) {
    it(file, () => {
      const text = readFileSync(path.join(root, file), "utf8");
      const imports = [...text.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1] ?? "");
      const intoSrc = imports.filter((spec) =>
        path.resolve(path.dirname(path.join(root, file)), spec).startsWith(path.resolve(root, "../src")),
      );
      expect(intoSrc).toEqual([]);
    });
  }
});
