import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractBbcode } from "../../parsers/bbcode.ts";
import { extractDiscordMarkdown } from "../../parsers/discord-markdown.ts";
import { commandSchema } from "../../src/rulesets/ww1907/commands.ts";
import type { OrderLine } from "../../src/rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../src/rulesets/ww1907/language/parse-orders.ts";
import { europeLexicon } from "../rulesets/ww1907/language/corpus.ts";

const guide = readFileSync(new URL("../../docs/orders.md", import.meta.url), "utf8");
const lexicon = europeLexicon();
const phases = { Deployment: ["deployment"], Attack: ["attack"], either: ["deployment", "attack"] } as const;
type PhaseCell = keyof typeof phases;

/** A table row's cells, without the outer pipes. */
const cells = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());
/** The `code` spans of a cell. */
const spans = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? "");

/** The rows of every table in the guide whose header is exactly `header`. */
function tableRows(header: string): string[][] {
  const rows: string[][] = [];
  const lines = guide.split("\n");
  lines.forEach((line, n) => {
    if (cells(line).join("|") !== header) return;
    for (let k = n + 2; k < lines.length && lines[k]?.trim().startsWith("|"); k++)
      rows.push(cells(lines[k] ?? ""));
  });
  return rows;
}

/** What a line was read as: the command kind, `choose`, or the line itself when it is neither. */
const readAs = (l: OrderLine): string | OrderLine =>
  "command" in l ? l.command.kind : "choose" in l ? "choose" : l;

const examples = tableRows("You write|Read as|Phase");
const refused = tableRows("You write|The receipt says");
const kinds = commandSchema.options.map((o) => o.shape.kind.value);

describe("docs/orders.md: every phrasing in the guide is read as the guide says", () => {
  it("has the example tables, with every kind of order and choose", () => {
    expect(examples.length).toBeGreaterThanOrEqual(40);
    const shown = new Set(examples.flatMap((r) => spans(r[1] ?? "")));
    for (const kind of [...kinds, "choose"]) expect(shown, kind).toContain(kind);
  });

  for (const [written, readCell, phaseCell] of examples) {
    const [text] = spans(written ?? "");
    const expected = spans(readCell ?? "");
    for (const phase of phases[phaseCell as PhaseCell] ?? []) {
      it(`"${text}" in the ${phase} phase → ${expected.join(", ")}`, () => {
        expect(text).toBeDefined();
        expect(expected.every((k) => [...kinds, "choose"].includes(k))).toBe(true);
        const lines = parseOrders([text ?? ""], lexicon, { phase });
        expect(lines.map(readAs)).toEqual(expected);
      });
    }
  }

  it("every phase cell is Deployment, Attack or either", () => {
    for (const row of examples) expect(Object.keys(phases)).toContain(row[2]);
  });

  for (const [written, says] of refused) {
    const [text] = spans(written ?? "");
    const [message] = spans(says ?? "");
    it(`"${text}" is refused, and the receipt says "${message}"`, () => {
      const lines = parseOrders([text ?? ""], lexicon, { phase: "deployment" });
      expect(lines).toHaveLength(1);
      const [line] = lines;
      expect(line && "error" in line ? line.error : line).toContain(message);
    });
  }

  it("W32 the forum and Discord posts read as the line under each says (quotes and struck-out text not counted)", () => {
    const blocks = [...guide.matchAll(/```(bbcode|discord)\n([\s\S]*?)```\n+Read as: ([^\n]+)/g)];
    expect(blocks.map((b) => b[1])).toEqual(["bbcode", "discord"]);
    for (const [, platform, post = "", readLine = ""] of blocks) {
      const bold = platform === "bbcode" ? extractBbcode(post).bold : extractDiscordMarkdown(post).bold;
      const lines = parseOrders(bold, lexicon, { phase: "deployment" });
      expect(lines.map(readAs)).toEqual(spans(readLine));
    }
  });
});
