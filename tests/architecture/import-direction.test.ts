import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The direction of the imports (issue #25): a game's modules are its ruleset (src/rulesets/<game>/, pure) and its
 * play (src/game/<game>/); nothing else imports them but the registry (src/game/rulesets.ts), and a ruleset never
 * imports the service, the storage or an adapter. KNOWN_DEBT lists today's exceptions, each to be removed as the
 * seam is finished: a new exception fails this test, and so does an entry that no longer happens (the list only
 * shrinks).
 */
const ROOT = join(import.meta.dirname, "..", "..");

const GAMES: Record<string, readonly string[]> = {
  ww1907: ["src/rulesets/ww1907/", "src/game/ww1907/"],
  "risk-variant-one": ["src/rulesets/risk-variant-one/", "src/game/risk/"],
};
const REGISTRY = "src/game/rulesets.ts";
const NOT_FOR_RULESETS = /^src\/(game|app|bot|console|cli|storage)\//;

const KNOWN_DEBT: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Every relative import of a source file (static, dynamic, type-only and re-exports), as paths from the root. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(ROOT, file), "utf8"), true, true);
  return info.importedFiles
    .map((f) => f.fileName)
    .filter((spec) => spec.startsWith("."))
    .map((spec) =>
      relative(ROOT, normalize(join(ROOT, dirname(file), spec)))
        .split("\\")
        .join("/"),
    );
}

function gameOf(path: string): string | undefined {
  return Object.keys(GAMES).find((game) => GAMES[game]!.some((dir) => path.startsWith(dir)));
}

/** The imports that break the direction, "from -> to", each with why. */
function wrongEdges(edges: readonly (readonly [string, string])[]): { edge: string; why: string }[] {
  return edges.flatMap(([from, to]) => {
    const edge = `${from} -> ${to}`;
    if (from.startsWith("src/rulesets/") && NOT_FOR_RULESETS.test(to)) {
      return [{ edge, why: "a ruleset is pure: it never imports the service, storage or an adapter" }];
    }
    const target = gameOf(to);
    if (target && target !== gameOf(from) && from !== REGISTRY) {
      return [{ edge, why: `only ${REGISTRY} imports a game's modules (${target})` }];
    }
    return [];
  });
}

describe("#25 the direction of the imports", () => {
  const found = wrongEdges(
    sourceFiles("src").flatMap((from) => importsOf(from).map((to) => [from, to] as const)),
  );

  it("no import breaks the direction beyond the known debt (a ruleset never imports the service, storage or an adapter; only the registry imports a game)", () => {
    const fresh = found.filter((f) => !KNOWN_DEBT.includes(f.edge));
    expect(fresh.map((f) => `${f.edge}: ${f.why}`)).toEqual([]);
  });

  it("the known debt only shrinks: every entry still happens (remove the ones the seam has paid)", () => {
    const edges = new Set(found.map((f) => f.edge));
    expect(KNOWN_DEBT.filter((edge) => !edges.has(edge))).toEqual([]);
  });

  it("the check sees static, dynamic, type-only imports and re-exports", () => {
    const info = ts.preProcessFile(
      'import type { A } from "./a.ts";\nexport { B } from "./b.ts";\nconst c = await import("./c.ts");\n',
      true,
      true,
    );
    expect(info.importedFiles.map((f) => f.fileName)).toEqual(["./a.ts", "./b.ts", "./c.ts"]);
  });

  it("flags a ruleset importing storage or the service, an adapter or another game importing a game; lets the registry and a game's own play pass", () => {
    const flagged = wrongEdges([
      ["src/rulesets/ww1907/engine.ts", "src/storage/game-store.ts"],
      ["src/rulesets/risk-variant-one/apply.ts", "src/game/game-service.ts"],
      ["src/cli/commands/odds.ts", "src/rulesets/risk-variant-one/dice.ts"],
      ["src/game/risk/risk-games.ts", "src/rulesets/ww1907/language/order-book.ts"],
      ["src/game/rulesets.ts", "src/game/risk/risk-games.ts"],
      ["src/game/risk/risk-games.ts", "src/rulesets/risk-variant-one/apply.ts"],
      ["src/rulesets/ww1907/engine.ts", "src/presenters/document.ts"],
    ]).map((f) => f.edge);
    expect(flagged).toEqual([
      "src/rulesets/ww1907/engine.ts -> src/storage/game-store.ts",
      "src/rulesets/risk-variant-one/apply.ts -> src/game/game-service.ts",
      "src/cli/commands/odds.ts -> src/rulesets/risk-variant-one/dice.ts",
      "src/game/risk/risk-games.ts -> src/rulesets/ww1907/language/order-book.ts",
    ]);
  });
});
