import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { islands } from "../rulesets-for-tests/islands/index.ts";

/**
 * docs/adding-a-game.md, checked against the code and the test ruleset it points at: the files and folders it
 * names exist, its table lists exactly the members of the `Ruleset` interface, and its registry line is Islands'.
 */
const ROOT = join(import.meta.dirname, "..", "..");
const doc = readFileSync(join(ROOT, "docs/adding-a-game.md"), "utf8");

/** The member names of an interface in a source file. */
function membersOf(file: string, name: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), "utf8"), ts.ScriptTarget.Latest);
  const found = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  );
  return (found?.members ?? []).flatMap((m) => (m.name && ts.isIdentifier(m.name) ? [m.name.text] : []));
}

describe("docs/adding-a-game.md", () => {
  it("names only files and folders that exist (placeholders such as <game> aside)", () => {
    const quoted = [...doc.matchAll(/`((?:docs|src|tests|fixtures)\/[\w./<>-]*)`/g)].map((m) => m[1] ?? "");
    expect(quoted.length).toBeGreaterThan(10);
    const missing = quoted.filter((p) => !p.includes("<") && !existsSync(join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it("lists exactly the members of the Ruleset interface in its table", () => {
    const rows = doc.split("\n").filter((l) => l.startsWith("| `"));
    const listed = rows.flatMap((r) =>
      [...(r.split("|")[1] ?? "").matchAll(/`(\w+)`/g)].map((m) => m[1] ?? ""),
    );
    expect([...listed].sort()).toEqual([...membersOf("src/core/ruleset.ts", "Ruleset")].sort());
  });

  it("shows Islands' own registry line, and that line makes a game the service can play", () => {
    const index = readFileSync(join(ROOT, "tests/rulesets-for-tests/islands/index.ts"), "utf8");
    const line = /export const islands = playable\(islandsRuleset\);/;
    expect(doc).toMatch(line);
    expect(index).toMatch(line);
    expect(islands.ruleset).toBe("islands");
    expect(islands.handlesScenario("islands")).toBe(true);
    expect(islands.wording.ordersHelp()).toContain("attack X from Y");
  });
});
