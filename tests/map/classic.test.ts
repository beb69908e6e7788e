import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadMap, loadMapGraph } from "../../src/map/load.ts";
import type { MapData } from "../../src/map/schema.ts";
import { validateMap } from "../../src/map/validate.ts";

function classic(): MapData {
  const loaded = loadMap("classic");
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
  return loaded.value;
}

const map = classic();
const graphResult = loadMapGraph("classic");
if (!graphResult.ok) throw new Error("classic map does not load");
const graph = graphResult.value;

describe("the classic Risk map", () => {
  it("V2 has the 42 territories of the 42 territory cards, each producing 0 (incomes are dealt)", () => {
    expect(map.id).toBe("classic");
    expect(map.provinces).toHaveLength(42);
    expect(new Set(map.provinces.map((p) => p.id)).size).toBe(42);
    expect(map.provinces.every((p) => p.production === 0 && p.owner === null && p.port === null)).toBe(true);
    expect(map.seas).toEqual([]);
  });

  it("V5 has the 6 continents with their usual sizes and bonuses, covering every territory once", () => {
    expect(map.continents.map((c) => [c.name, c.provinces.length, c.bonus])).toEqual([
      ["North America", 9, 5],
      ["South America", 4, 2],
      ["Europe", 7, 5],
      ["Africa", 6, 3],
      ["Asia", 12, 7],
      ["Australia", 4, 2],
    ]);
    const covered = map.continents.flatMap((c) => c.provinces);
    expect(new Set(covered).size).toBe(42);
    expect(covered.length).toBe(42);
  });

  it("uses the usual names, found by name or alias", () => {
    for (const name of [
      "Alaska",
      "Northwest Territory",
      "Kamchatka",
      "Eastern Australia",
      "Irkutsk",
      "Ukraine",
    ]) {
      expect(graph.findProvince(name)?.name).toBe(name);
    }
    expect(graph.findProvince("Eastern US")?.id).toBe("eastern-united-states");
    expect(graph.findProvince("Quebec")?.id).toBe("quebec");
  });

  it("V6 Alaska and Kamchatka are adjacent, as are the board's other sea crossings", () => {
    expect(graph.isAdjacent("alaska", "kamchatka")).toBe(true);
    expect(graph.isAdjacent("kamchatka", "alaska")).toBe(true);
    for (const [a, b] of [
      ["brazil", "north-africa"],
      ["greenland", "iceland"],
      ["siam", "indonesia"],
      ["japan", "kamchatka"],
      ["madagascar", "south-africa"],
    ] as const) {
      expect(graph.isAdjacent(a, b), `${a}–${b}`).toBe(true);
    }
    expect(graph.isAdjacent("alaska", "greenland")).toBe(false);
    expect(graph.isAdjacent("argentina", "south-africa")).toBe(false);
  });

  it("has the classic board's 83 borders, all symmetric", () => {
    let links = 0;
    for (const p of map.provinces) {
      for (const n of graph.neighbours(p.id)) {
        expect(graph.neighbours(n), `${n} lists ${p.id}`).toContain(p.id);
        links += 1;
      }
    }
    expect(links / 2).toBe(83);
  });

  it("every territory reaches every other over borders and sea crossings", () => {
    const ids = map.provinces.map((p) => p.id);
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom(...ids), (a, b) => {
        expect(graph.shortestLandPath(a, b)).not.toBeNull();
      }),
    );
  });

  it("the validator catches the loss of either half of any border", () => {
    const links = map.provinces.flatMap((p) => [
      ...p.adjacent.map((n) => [p.id, n, "adjacent"] as const),
      ...p.ferries.map((n) => [p.id, n, "ferries"] as const),
    ]);
    fc.assert(
      fc.property(fc.constantFrom(...links), ([from, to, field]) => {
        const broken = structuredClone(map);
        const province = broken.provinces.find((p) => p.id === from);
        if (!province) throw new Error("missing");
        province[field] = province[field].filter((n) => n !== to);
        const result = validateMap(broken, "classic.json");
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toContainEqual(
          expect.objectContaining({ code: "asymmetric-adjacency", element: to }),
        );
      }),
    );
  });
});
