import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * README.md and every page under docs/ point only at files a fresh clone has: relative links resolve to a file or
 * folder inside the repository (and a `#section` to a heading of that page), paths quoted as code under the source
 * folders exist, and nothing sends the reader to ../shared, which only the maintainers have.
 */

const root = path.resolve(import.meta.dirname, "../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [full] : [];
  });
}

const pages = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))];
const rel = (file: string) => path.relative(root, file);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a page's headings (outside fenced code). */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.+)$/.exec(line)?.[1];
    if (heading) out.add(slug(heading));
  }
  return out;
}

/** Link targets of a page: inline links `[text](target)` and reference definitions `[name]: target`. */
function links(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, "");
  const inline = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] ?? "");
  const defs = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1] ?? "");
  return [...inline, ...defs];
}

const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe("links in README.md and docs/ go only to files in the repository", () => {
  it("finds the pages: README.md, the guides and the rules reference", () => {
    const names = pages.map(rel);
    expect(names).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/orders.md",
        "docs/rulings.md",
        "docs/rules/world-war-1907.md",
      ]),
    );
  });

  for (const page of pages) {
    const text = readFileSync(page, "utf8");

    it(`${rel(page)}: every relative link resolves inside the repository`, () => {
      const broken: string[] = [];
      for (const target of links(text)) {
        if (external(target)) continue;
        const [file = "", anchor] = target.split("#");
        const resolved = file === "" ? page : path.resolve(path.dirname(page), decodeURIComponent(file));
        if (path.relative(root, resolved).startsWith("..")) broken.push(`${target} (outside the repository)`);
        else if (!existsSync(resolved)) broken.push(`${target} (no such file)`);
        else if (anchor && resolved.endsWith(".md") && !anchors(readFileSync(resolved, "utf8")).has(anchor))
          broken.push(`${target} (no such heading)`);
      }
      expect(broken).toEqual([]);
    });

    it(`${rel(page)}: paths quoted as code under the repository's folders exist`, () => {
      const quoted = [...text.matchAll(/`((?:docs|src|tests|fixtures|parsers|tools|bin)\/[\w./-]+\.\w+)`/g)];
      const missing = quoted.map((m) => m[1] ?? "").filter((p) => !existsSync(path.join(root, p)));
      expect(missing).toEqual([]);
    });

    it(`${rel(page)}: nothing points at ../shared (a fresh clone has no such folder)`, () => {
      const hits = text.split("\n").filter((line) => /\.\.\/shared\b|(^|[\s`(])shared\/rules\//.test(line));
      expect(hits).toEqual([]);
    });
  }
});
