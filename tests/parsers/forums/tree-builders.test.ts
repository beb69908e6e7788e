import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePage } from "../../../parsers/index.ts";

/**
 * The page tree is built from htmlparser2's callbacks; node-html-parser's tree (its predecessor) is still
 * available to `parsePage` for this check: every golden fixture page and every real page in ../shared must read
 * to the same thread with both trees.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const ownDir = path.join(repoRoot, "fixtures/forums");
const sharedDir = path.resolve(repoRoot, "../shared/fixtures/forums");

function pages(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html"))
    .sort()
    .map((f) => path.join(dir, f));
}

const own = pages(ownDir);
const real = pages(sharedDir);
const all = [...own, ...real];

if (!existsSync(sharedDir)) {
  console.warn(
    `tree-builders: ${sharedDir} is absent, so the real forum pages were SKIPPED (own fixtures only).`,
  );
}

describe("htmlparser2 tree and node-html-parser tree read pages alike", () => {
  it("finds the project's own fixture pages (one or more per platform folder)", () => {
    const folders = readdirSync(ownDir, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(own.length).toBeGreaterThanOrEqual(folders.length);
    for (const folder of folders) {
      expect(own.some((f) => f.startsWith(path.join(ownDir, folder.name) + path.sep))).toBe(true);
    }
  });
  it.runIf(existsSync(sharedDir))("finds every real page in ../shared/fixtures/forums", () => {
    expect(real.length).toBeGreaterThan(25);
  });
  for (const file of all) {
    it(path.relative(path.dirname(repoRoot), file), () => {
      const bytes = new Uint8Array(readFileSync(file));
      const opts = { fetchedAt: "2024-06-01T12:00:00Z" };
      const ours = parsePage(bytes, opts);
      const before = parsePage(bytes, { ...opts, treeBuilder: "node-html-parser" });
      expect(ours).toEqual(before);
    });
  }
});
