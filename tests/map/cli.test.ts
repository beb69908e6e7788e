import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { tinyPath } from "./tiny-fixture.ts";

const tempDir = useTempDirs();

const cli = useCli();
const run = cli.run;

function brokenMapFile(): string {
  const dir = tempDir("map-cli");
  const file = join(dir, "broken.json");
  writeFileSync(
    file,
    JSON.stringify({
      id: "broken",
      name: "Broken",
      provinces: [
        { id: "a", name: "A", production: 0.3, coordinates: { lon: 0, lat: 0 }, adjacent: ["b"] },
        { id: "b", name: "B", production: 1, coordinates: { lon: 1, lat: 0 }, adjacent: ["a"], port: "sea" },
      ],
    }),
  );
  return file;
}

describe("adjutant map check", () => {
  it("exits 0 and says ok with the counts", async () => {
    expect(await run("map", "check", tinyPath)).toBe(0);
    expect(cli.stdout).toBe(`${tinyPath}: ok (5 provinces, 2 seas)\n`);
    expect(cli.stderr).toBe("");
  });

  it("checks the built-in classic map", async () => {
    expect(await run("map", "check", "classic")).toBe(0);
    expect(cli.stdout).toBe("classic: ok (42 provinces, 0 seas)\n");
  });

  it("exits 1 listing every problem, one per line, without a stack trace", async () => {
    const file = brokenMapFile();
    expect(await run("map", "check", file)).toBe(1);
    expect(cli.stderr.trimEnd().split("\n")).toEqual([
      `adjutant: ${file}: 2 problems:`,
      `${file}: province "a": production 0.3 is not a multiple of 0.25 pp`,
      `${file}: province "b": port is on "sea", which is not a sea zone of this map`,
    ]);
    expect(cli.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it("--json prints the problems as data and still exits 1", async () => {
    const file = brokenMapFile();
    expect(await run("map", "check", file, "--json")).toBe(1);
    const report = JSON.parse(cli.stdout) as { ok: boolean; problems: { code: string; element: string }[] };
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => [p.code, p.element])).toEqual([
      ["production-not-quarter", "a"],
      ["unknown-id", "b"],
    ]);
  });

  it("exits 1 with one line for a missing file", async () => {
    expect(await run("map", "check", "no-such-map.json")).toBe(1);
    expect(cli.stderr).toMatch(/no-such-map\.json: no such file, and not a built-in map/);
  });
});

describe("adjutant map show", () => {
  it("--json prints provinces (land adjacency with ferries) and seas", async () => {
    expect(await run("map", "show", tinyPath, "--json")).toBe(0);
    const shown = JSON.parse(cli.stdout) as {
      provinces: Record<string, unknown>[];
      seas: Record<string, unknown>[];
      continents?: unknown;
    };
    expect(shown.provinces).toHaveLength(5);
    expect(shown.provinces[1]).toMatchObject({
      id: "south",
      name: "Southmark",
      aliases: [],
      production: 1.25,
      port: null,
      adjacent: ["north", "east", "cape"],
      coasts: ["west-sea", "east-sea"],
    });
    expect(shown.seas[0]).toMatchObject({
      id: "west-sea",
      name: "Western Sea",
      aliases: ["West Sea"],
      adjacent: ["east-sea"],
    });
    expect(shown.continents).toBeUndefined();
  });

  it("V5 --json on the classic map includes the continents and Alaska's crossing to Kamchatka", async () => {
    expect(await run("map", "show", "classic", "--json")).toBe(0);
    const shown = JSON.parse(cli.stdout) as {
      provinces: { id: string; adjacent: string[] }[];
      continents: { id: string; bonus: number }[];
    };
    expect(shown.provinces).toHaveLength(42);
    expect(shown.provinces.find((p) => p.id === "alaska")?.adjacent).toContain("kamchatka");
    expect(shown.continents.map((c) => c.bonus)).toEqual([5, 2, 5, 3, 7, 2]);
  });

  it("prints a readable listing without --json", async () => {
    expect(await run("map", "show", tinyPath)).toBe(0);
    expect(cli.stdout).toContain("Tiny test map [tiny]: 5 provinces, 2 seas");
    expect(cli.stdout).toContain("    land: north, east; ferries: cape; coasts: west-sea, east-sea");
    expect(cli.stdout).toContain("    seas: east-sea; ports: north, isle");
  });

  it("exits 1 for an unknown map", async () => {
    expect(await run("map", "show", "atlantis")).toBe(1);
    expect(cli.stderr).toMatch(
      /^adjutant: atlantis: 1 problem:\natlantis: no such file, and not a built-in map/,
    );
  });
});

describe("the adjutant binary", () => {
  it("exits with status 1 and no stack trace on a broken map, 0 on a sound one", async () => {
    const { spawnSync } = await import("node:child_process");
    const bin = new URL("../../bin/adjutant.js", import.meta.url).pathname;
    const bad = spawnSync(process.execPath, [bin, "map", "check", brokenMapFile()], { encoding: "utf8" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/2 problems:/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    const good = spawnSync(process.execPath, [bin, "map", "check", tinyPath], { encoding: "utf8" });
    expect(good.status).toBe(0);
    expect(good.stdout).toBe(`${tinyPath}: ok (5 provinces, 2 seas)\n`);
  });
});
