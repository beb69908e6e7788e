import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadMap, loadMapGraph } from "../../src/map/load.ts";
import { builtInMaps } from "../../src/maps/built-in.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { tinyPath } from "./tiny-fixture.ts";

const tempDir = useTempDirs();

const dir = tempDir("map");

describe("loadMap", () => {
  it("loads a built-in map by id and a map file by path", () => {
    const classic = loadMap("classic");
    expect(classic.ok && classic.value.provinces.length).toBe(42);
    const tiny = loadMap(tinyPath);
    expect(tiny.ok && tiny.value.id).toBe("tiny");
  });

  it("lists both built-in maps", () => {
    expect(builtInMaps.map((m) => m.id).sort()).toEqual(["classic", "europe-1907"]);
  });

  it("reports a missing file as a problem, naming the built-in maps", () => {
    const result = loadMap(join(dir, "nowhere.json"));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toHaveLength(1);
    expect(result.error[0]?.code).toBe("unreadable");
    expect(result.error[0]?.message).toMatch(
      /nowhere\.json: no such file, and not a built-in map \(built-in maps: /,
    );
  });

  it("reports bad JSON as a problem, not a throw", () => {
    const file = join(dir, "broken.json");
    writeFileSync(file, '{"id": "x", ');
    const result = loadMap(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error[0]?.message).toMatch(/broken\.json: not valid JSON \(/);
  });

  it("reports a directory as a problem", () => {
    const result = loadMap(dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error[0]?.message).toBe(`${dir}: is a directory, not a map file`);
  });

  it("passes validation problems through with the path as the file name", () => {
    const file = join(dir, "one-sided.json");
    writeFileSync(
      file,
      JSON.stringify({
        id: "one-sided",
        name: "One sided",
        provinces: [
          { id: "a", name: "A", production: 1, coordinates: { lon: 0, lat: 0 }, adjacent: ["b"] },
          { id: "b", name: "B", production: 1, coordinates: { lon: 1, lat: 0 }, adjacent: [] },
        ],
      }),
    );
    const result = loadMapGraph(file);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((p) => p.message)).toContain(
      `${file}: province "a": adjacency not symmetric: lists "b" but "b" does not list "a"`,
    );
  });

  it("builds the graph of a sound map", () => {
    const result = loadMapGraph(tinyPath);
    expect(result.ok && result.value.neighbours("cape")).toEqual(["south"]);
  });
});
