import { describe, expect, it } from "vitest";
import { MapGraph } from "../../src/map/graph.ts";
import { tinyMap } from "./tiny-fixture.ts";

const graph = new MapGraph(tinyMap());

describe("MapGraph on the tiny map", () => {
  it("W2 neighbours include ferries; a ferry makes two provinces adjacent both ways", () => {
    expect(graph.neighbours("south")).toEqual(["north", "east", "cape"]);
    expect(graph.neighbours("cape")).toEqual(["south"]);
    expect(graph.isAdjacent("south", "cape")).toBe(true);
    expect(graph.isAdjacent("cape", "south")).toBe(true);
    expect(graph.isAdjacent("cape", "east")).toBe(false);
  });

  it("an island with a port has no land neighbours", () => {
    expect(graph.neighbours("isle")).toEqual([]);
    expect(graph.port("isle")).toBe("west-sea");
  });

  it("sea zones touch sea zones; coasts go both ways", () => {
    expect(graph.isAdjacent("west-sea", "east-sea")).toBe(true);
    expect(graph.coastalSeas("south")).toEqual(["west-sea", "east-sea"]);
    expect(graph.coastsOf("east-sea")).toEqual(["south", "east", "cape"]);
  });

  it("W2 ports: at most one per province, listed per sea zone", () => {
    expect(graph.port("north")).toBe("west-sea");
    expect(graph.port("south")).toBeNull();
    expect(graph.portsOn("west-sea")).toEqual(["north", "isle"]);
    expect(graph.portsOn("east-sea")).toEqual([]);
  });

  it("shortest land path crosses the ferry and respects impassable provinces", () => {
    expect(graph.shortestLandPath("north", "cape")).toEqual(["north", "south", "cape"]);
    expect(graph.shortestLandPath("north", "cape", (id) => id !== "south")).toBeNull();
    expect(graph.shortestLandPath("east", "north", (id) => id !== "south")).toEqual(["east", "north"]);
    expect(graph.shortestLandPath("north", "isle")).toBeNull();
    expect(graph.shortestLandPath("north", "north")).toEqual(["north"]);
  });

  it("looks names up by id, name or alias, ignoring case and accents", () => {
    expect(graph.findProvince("Northland")?.id).toBe("north");
    expect(graph.findProvince("the north")?.id).toBe("north");
    expect(graph.findProvince("OSTMARK")?.id).toBe("east");
    expect(graph.findProvince("östmark")?.id).toBe("east");
    expect(graph.findProvince("isle")?.id).toBe("isle");
    expect(graph.findSea("west sea")?.id).toBe("west-sea");
    expect(graph.lookup("Eastern Sea")).toMatchObject({ kind: "sea", sea: { id: "east-sea" } });
    expect(graph.findProvince("Western Sea")).toBeUndefined();
    expect(graph.lookup("Atlantis")).toBeUndefined();
  });
});
