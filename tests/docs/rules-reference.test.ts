import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseOrders } from "../../src/rulesets/ww1907/language/parse-orders.ts";
import { rulingsSchema } from "../../src/rulesets/ww1907/rulings.ts";
import { europeLexicon } from "../rulesets/ww1907/language/corpus.ts";

/**
 * docs/rules/world-war-1907.md, the project's own rules reference: a section for every rule W1–W33, each ruling
 * setting under the rule it changes, the engine's messages quoted as the engine writes them, and (where the
 * maintainers' copy of the rulebook is present) in our own words rather than the rulebook's.
 */

const root = path.resolve(import.meta.dirname, "../..");
const reference = readFileSync(path.join(root, "docs/rules/world-war-1907.md"), "utf8");
const guide = readFileSync(path.join(root, "docs/orders.md"), "utf8");
const rulings = readFileSync(path.join(root, "docs/rulings.md"), "utf8");

/** The text of each rule's section, by rule ID. */
function sections(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = text.split(/^### (?=W\d+ )/m).slice(1);
  for (const part of parts) {
    const id = /^W\d+/.exec(part)?.[0];
    if (id) out.set(id, part.split(/^## /m)[0] ?? part);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith(".ts") ? [full] : [];
  });
}

/** The engine's messages that start with a rule ID, as patterns: each `${…}` may be any text. */
const templates = sourceFiles(path.join(root, "src/rulesets/ww1907")).flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/`((?:W\d+|\$\{rule\}): [^`]*)`/g)].map((m) => {
    const parts = (m[1] ?? "").split(/\$\{[^}]*\}/);
    const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return new RegExp(`^${escaped.join(".*?")}$`.replace(/^\^\.\*\?/, "^W\\d+"));
  }),
);

const bySection = sections(reference);

describe("docs/rules/world-war-1907.md", () => {
  it("has a section for every rule W1–W33, in order", () => {
    const ids = [...reference.matchAll(/^### (W\d+) /gm)].map((m) => m[1]);
    expect(ids).toEqual(Array.from({ length: 33 }, (_, n) => `W${n + 1}`));
  });

  it("cites every rule ID the engine, the order language and the game service cite", () => {
    const cited = new Set(
      ["src/rulesets/ww1907", "src/game"].flatMap((dir) =>
        sourceFiles(path.join(root, dir)).flatMap((f) =>
          [...readFileSync(f, "utf8").matchAll(/\bW(\d+)\b/g)].map((m) => `W${m[1]}`),
        ),
      ),
    );
    for (const id of cited) expect(bySection.has(id), id).toBe(true);
  });

  it("names every ruling setting under a rule the rulings table lists it for", () => {
    const rows = [...rulings.matchAll(/^\| (W[\d, W]+) \| `(\w+)` \|/gm)].map((m) => ({
      rules: (m[1] ?? "").split(/,\s*/),
      setting: m[2] ?? "",
    }));
    expect(rows.map((r) => r.setting).sort()).toEqual(Object.keys(rulingsSchema.shape).sort());
    for (const { rules, setting } of rows) {
      const under = rules.filter((id) => bySection.get(id)?.includes(`\`${setting}\``));
      expect(under, `${setting} (${rules.join(", ")})`).not.toEqual([]);
    }
  });

  it("quotes the engine's messages as the engine writes them (here and in docs/orders.md)", () => {
    const quoted = [...`${reference}\n${guide}`.matchAll(/"(W\d+: [^"]+)"/g)].map((m) =>
      (m[1] ?? "").replace(/\s*\n\s*/g, " "),
    );
    expect(quoted.length).toBeGreaterThanOrEqual(15);
    const unmatched = quoted.filter((q) => !templates.some((t) => t.test(q)));
    expect(unmatched).toEqual([]);
  });

  it("every order it quotes as code is read as an order", () => {
    const lexicon = europeLexicon();
    const orders = [
      ...reference.matchAll(/`((?:Grant|Withdraw|Break|Build|Move|Attack|Declare|Give|Place|Sail) [^`]+)`/g),
    ];
    expect(orders.length).toBeGreaterThanOrEqual(3);
    for (const [, text = ""] of orders) {
      const lines = parseOrders([text], lexicon, { phase: "deployment" });
      expect(
        lines.map((l) => "command" in l),
        text,
      ).toEqual([true]);
    }
  });

  const rulebook = path.resolve(root, "../shared/rules/world-war-1907.txt");
  if (!existsSync(rulebook)) {
    console.warn(
      `rules-reference: ${rulebook} is absent, so the "own words" check against the rulebook was SKIPPED.`,
    );
  }
  it.runIf(existsSync(rulebook))("is in our own words: no run of 7 words is the rulebook's", () => {
    const words = (t: string) => t.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    const original = words(readFileSync(rulebook, "utf8"));
    const run = (w: string[], n: number) => w.slice(n, n + 7).join(" ");
    const runs = new Set(original.map((_, n) => run(original, n)));
    const ours = words(reference);
    const copied = ours.map((_, n) => run(ours, n)).filter((r) => runs.has(r));
    expect(copied).toEqual([]);
  });
});
