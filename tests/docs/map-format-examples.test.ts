import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";
import { missingLines } from "./helpers/transcripts.ts";

/**
 * docs/map-format.md's command-line examples, run through the CLI (in-process) in a temporary folder holding the
 * files they name: the worked example's map as `my-map.json`, and as `tiny.json` broken as the page says. Shown output
 * follows the transcripts' rules (tests/docs/helpers/transcripts.ts): whole lines, in order, `…` for any text.
 */
const doc = readFileSync(new URL("../../docs/map-format.md", import.meta.url), "utf8");
const cli = useCli();

/** The body of the first fenced block of `language` after `heading`. */
function blockAfter(heading: string, language: string): string {
  const after = doc.split(heading)[1] ?? "";
  return after.split(`\`\`\`${language}\n`)[1]?.split("```")[0] ?? "";
}

const worked = blockAfter("## A worked example", "json");
const brokenBlock = blockAfter("Break it on purpose", "text");

let cwd: string;
let dir: string;
beforeEach(() => {
  cwd = process.cwd();
  dir = mkdtempSync(join(tmpdir(), "adjutant-map-format-"));
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(cwd);
  rmSync(dir, { recursive: true, force: true });
});

describe("docs/map-format.md: its examples are what adjutant prints", () => {
  it("W2 the worked example is fixtures/maps/tiny.json but for its description, home provinces and some aliases", () => {
    type Element = { id: string; aliases?: string[]; homeOf?: string; port?: string | null };
    type MapFile = { provinces: Element[]; seas: Element[] };
    const fixture = JSON.parse(
      readFileSync(new URL("../../fixtures/maps/tiny.json", import.meta.url), "utf8"),
    ) as MapFile;
    const shown = JSON.parse(worked) as MapFile;
    /** An element without the fields the page leaves out (no port written is no port). */
    const bare = ({ aliases: _aliases, homeOf: _homeOf, ...e }: Element) => ({ ...e, port: e.port ?? null });
    const elements = (m: MapFile) => [...m.provinces, ...m.seas];
    expect(elements(shown).map(bare)).toEqual(elements(fixture).map(bare));
    elements(shown).forEach((e, k) => {
      expect(elements(fixture)[k]?.aliases ?? [], e.id).toEqual(expect.arrayContaining(e.aliases ?? []));
    });
  });

  it("W2 map check my-map.json (the worked example) prints what the comment beside it quotes", async () => {
    const usage = doc.split("\n").find((l) => l.startsWith("npx adjutant map check my-map.json "));
    const quoted = /# "([^"]+)"/.exec(usage ?? "")?.[1];
    expect(quoted).toBeDefined();
    writeFileSync(join(dir, "my-map.json"), worked);
    expect(await cli.run("map", "check", "my-map.json")).toBe(0);
    expect(missingLines([quoted ?? ""], cli.stdout.split("\n")), cli.stdout).toEqual([]);
  });

  it("W2 the broken tiny.json (north gone from Ostmark's adjacent, no port on the Isle of Mist) fails as shown", async () => {
    const [command = "", ...shown] = brokenBlock.trim().split("\n");
    expect(command).toBe("$ npx adjutant map check tiny.json");
    const map = JSON.parse(worked) as {
      provinces: { id: string; adjacent?: string[]; port?: string | null }[];
    };
    const ostmark = map.provinces.find((p) => p.id === "east");
    const isle = map.provinces.find((p) => p.id === "isle");
    if (!ostmark?.adjacent || !isle) throw new Error("the worked example has no Ostmark or no Isle of Mist");
    ostmark.adjacent = ostmark.adjacent.filter((id) => id !== "north");
    isle.port = null;
    writeFileSync(join(dir, "tiny.json"), JSON.stringify(map, null, 2));
    expect(await cli.run(...command.replace("$ npx adjutant ", "").split(" "))).toBe(1);
    const printed = `${cli.stderr}\n${cli.stdout}`.split("\n");
    expect(shown.length).toBeGreaterThan(0);
    expect(missingLines(shown, printed), printed.join("\n")).toEqual([]);
  });
});
