import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The direction of the imports (issue #25): a game's modules are its ruleset (src/rulesets/<game>/, pure) and its
 * play (src/game/<game>/); nothing else imports them but the registry (src/game/rulesets.ts), and a ruleset never
 * imports the service, the storage or an adapter; the core (src/core/, the `Ruleset` interface both sides share)
 * imports neither a game nor the service. The seam has no exceptions left: any such import fails this test.
 */
const ROOT = join(import.meta.dirname, "..", "..");

const GAMES: Record<string, readonly string[]> = {
  ww1907: ["src/rulesets/ww1907/", "src/game/ww1907/"],
  "risk-variant-one": ["src/rulesets/risk-variant-one/", "src/game/risk/"],
};
const REGISTRY = "src/game/rulesets.ts";
const NOT_FOR_RULESETS = /^src\/(game|app|bot|console|cli|storage)\//;
const NOT_FOR_CORE = /^src\/(game|app|bot|console|cli|storage|rulesets)\//;

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
    if (from.startsWith("src/core/") && NOT_FOR_CORE.test(to)) {
      return [{ edge, why: "the core is shared by the rulesets and the play: it imports neither" }];
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

  it("no import breaks the direction (a ruleset never imports the service, storage or an adapter; only the registry imports a game)", () => {
    expect(found.map((f) => `${f.edge}: ${f.why}`)).toEqual([]);
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
      ["src/core/ruleset.ts", "src/rulesets/ww1907/state.ts"],
      ["src/core/ruleset.ts", "src/game/game-play.ts"],
      ["src/rulesets/ww1907/engine.ts", "src/core/ruleset.ts"],
    ]).map((f) => f.edge);
    expect(flagged).toEqual([
      "src/rulesets/ww1907/engine.ts -> src/storage/game-store.ts",
      "src/rulesets/risk-variant-one/apply.ts -> src/game/game-service.ts",
      "src/cli/commands/odds.ts -> src/rulesets/risk-variant-one/dice.ts",
      "src/game/risk/risk-games.ts -> src/rulesets/ww1907/language/order-book.ts",
      "src/core/ruleset.ts -> src/rulesets/ww1907/state.ts",
      "src/core/ruleset.ts -> src/game/game-play.ts",
    ]);
  });
});
