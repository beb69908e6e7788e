import { describe, expect, it } from "vitest";
import type { MapProblem } from "../../src/map/problem.ts";
import type { MapData } from "../../src/map/schema.ts";
import { validateMap } from "../../src/map/validate.ts";
import { provinceOf, seaOf, tinyMap, tinyRaw } from "./tiny-fixture.ts";

const FILE = "tiny.json";

/** The problems of a broken map (fails the test when the map is accepted). */
function problemsOf(raw: unknown): MapProblem[] {
  const result = validateMap(raw, FILE);
  if (result.ok) throw new Error("expected the map to be rejected");
  return result.error;
}

/** The problems after breaking a copy of the tiny map. */
function breakTiny(change: (map: MapData) => void): MapProblem[] {
  const map = tinyMap();
  change(map);
  return problemsOf(map);
}

describe("validateMap accepts a sound map", () => {
  it("W2 the tiny map (ports, a ferry, an island with a port) passes and gets its defaults", () => {
    const result = validateMap(tinyRaw(), FILE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.provinces).toHaveLength(5);
    expect(provinceOf(result.value, "east").ferries).toEqual([]);
    expect(provinceOf(result.value, "cape").port).toBeNull();
    expect(result.value.continents).toEqual([]);
  });

  it("W2 accepts production in quarters of a pp (18.25)", () => {
    const map = tinyMap();
    provinceOf(map, "north").production = 18.25;
    expect(validateMap(map, FILE).ok).toBe(true);
  });

  it("allows comment keys starting with _ or $", () => {
    const raw = tinyRaw();
    raw._comment = "drawn by hand";
    expect(validateMap(raw, FILE).ok).toBe(true);
  });

  it("lets one element repeat its own name as an alias with other accents", () => {
    const map = tinyMap();
    provinceOf(map, "east").aliases.push("OSTMARK");
    expect(validateMap(map, FILE).ok).toBe(true);
  });
});

describe("validateMap rejects the shape (zod)", () => {
  it("a file that is not an object", () => {
    const [problem, ...rest] = problemsOf(["north"]);
    expect(rest).toEqual([]);
    expect(problem?.code).toBe("schema");
    expect(problem?.message).toMatch(/^tiny\.json: a map file must be a JSON object/);
  });

  it("a missing field, naming the element by its id and the JSON path", () => {
    const raw = tinyRaw();
    const provinces = raw.provinces as Record<string, unknown>[];
    delete provinces[3]?.name;
    expect(problemsOf(raw)).toEqual([
      {
        file: FILE,
        element: "cape",
        path: "provinces[3].name",
        code: "schema",
        message: 'tiny.json: province "cape": "name" is missing',
      },
    ]);
  });

  it("a malformed id, naming the element by its position when it has no usable id", () => {
    const raw = tinyRaw();
    const seas = raw.seas as Record<string, unknown>[];
    if (seas[1]) seas[1].id = 7;
    const problems = problemsOf(raw);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe("seas[1].id");
    expect(problems[0]?.message).toMatch(/^tiny\.json: sea #2 \(seas\[1\]\): id: /);
  });

  it("an unknown field (a typo that would otherwise be dropped silently)", () => {
    const raw = tinyRaw();
    const provinces = raw.provinces as Record<string, unknown>[];
    if (provinces[0]) provinces[0].adjacents = ["south"];
    const problems = problemsOf(raw);
    expect(problems.map((p) => p.code)).toEqual(["unknown-field"]);
    expect(problems[0]?.message).toMatch(/^tiny\.json: province "north": unknown field "adjacents"/);
  });

  it("W2 negative production", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "east").production = -1;
    });
    expect(problems).toEqual([
      expect.objectContaining({
        code: "negative-production",
        element: "east",
        path: "provinces[2].production",
        message: 'tiny.json: province "east": production: production cannot be negative (got -1)',
      }),
    ]);
  });
});

describe("validateMap graph checks, each problem naming the file and the element", () => {
  it("W2 production not a multiple of 0.25", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "south").production = 1.3;
    });
    expect(problems.map((p) => p.message)).toEqual([
      'tiny.json: province "south": production 1.3 is not a multiple of 0.25 pp',
    ]);
    expect(problems[0]?.code).toBe("production-not-quarter");
  });

  it("land adjacency not symmetric", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "east").adjacent = ["north"];
    });
    expect(problems).toEqual([
      {
        file: FILE,
        element: "south",
        path: "provinces[1].adjacent[1]",
        code: "asymmetric-adjacency",
        message:
          'tiny.json: province "south": adjacency not symmetric: lists "east" but "east" does not list "south"',
      },
    ]);
  });

  it("W2 a ferry listed on one side only", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "cape").ferries = [];
      provinceOf(m, "cape").port = "east-sea";
    });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      [
        "asymmetric-adjacency",
        'tiny.json: province "south": ferry not symmetric: lists "cape" but "cape" does not list "south" in its ferries',
      ],
    ]);
  });

  it("sea adjacency not symmetric", () => {
    const problems = breakTiny((m) => {
      seaOf(m, "east-sea").adjacent = [];
    });
    expect(problems.map((p) => p.message)).toEqual([
      'tiny.json: sea "west-sea": adjacency not symmetric: lists "east-sea" but "east-sea" does not list "west-sea"',
    ]);
  });

  it("unknown ids in adjacent, coasts, ferries, port and sea adjacency, with a suggestion", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "north").adjacent.push("souht");
      provinceOf(m, "north").coasts.push("atlantis");
      provinceOf(m, "east").ferries.push("nowhere-land");
      provinceOf(m, "isle").port = "misty-ocean";
      seaOf(m, "east-sea").adjacent.push("west-see");
    });
    expect(problems.every((p) => p.code === "unknown-id")).toBe(true);
    expect(problems.map((p) => p.message)).toEqual([
      'tiny.json: province "north": adjacent lists "souht", which is not a province of this map (did you mean "south"?)',
      'tiny.json: province "north": coasts lists "atlantis", which is not a sea zone of this map',
      'tiny.json: province "east": ferries lists "nowhere-land", which is not a province of this map',
      'tiny.json: province "isle": port is on "misty-ocean", which is not a sea zone of this map',
      'tiny.json: sea "east-sea": adjacent lists "west-see", which is not a sea zone of this map (did you mean "west-sea"?)',
    ]);
  });

  it("a sea zone listed as a land neighbour, a province listed as a coast", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "north").adjacent.push("east-sea");
      provinceOf(m, "east").coasts.push("north");
    });
    expect(problems.map((p) => [p.code, p.element, p.path])).toEqual([
      ["wrong-kind", "north", "provinces[0].adjacent[2]"],
      ["wrong-kind", "east", "provinces[2].coasts[1]"],
    ]);
  });

  it("duplicate ids, between provinces and between a province and a sea zone", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "cape").id = "east";
      seaOf(m, "east-sea").id = "isle";
    });
    const duplicates = problems.filter((p) => p.code === "duplicate-id");
    expect(duplicates.map((p) => p.message)).toEqual([
      'tiny.json: province "east": id "east" is already used by provinces[2]',
      'tiny.json: sea "isle": id "isle" is already used by provinces[4]',
    ]);
  });

  it("duplicate names or aliases across elements, ignoring case and accents", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "isle").aliases.push("SÖUTHMARK");
      seaOf(m, "east-sea").name = "Isle of Mist";
    });
    expect(problems.map((p) => [p.code, p.element, p.path, p.message])).toEqual([
      [
        "duplicate-name",
        "isle",
        "provinces[4].aliases[1]",
        'tiny.json: province "isle": alias "SÖUTHMARK" clashes with name "Southmark" of province "south" (ids, names and aliases must differ, ignoring case and accents)',
      ],
      [
        "duplicate-name",
        "east-sea",
        "seas[1].name",
        'tiny.json: sea "east-sea": name "Isle of Mist" clashes with name "Isle of Mist" of province "isle" (ids, names and aliases must differ, ignoring case and accents)',
      ],
    ]);
  });

  it("a port on a sea zone the province does not touch", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "north").port = "east-sea";
    });
    expect(problems).toEqual([
      {
        file: FILE,
        element: "north",
        path: "provinces[0].port",
        code: "port-not-on-coast",
        message:
          'tiny.json: province "north": port is on sea "east-sea", which the province does not touch (add "east-sea" to its coasts)',
      },
    ]);
  });

  it("W2 a ferry naming a sea zone is not between two land provinces", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "east").ferries.push("west-sea");
    });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      [
        "ferry-not-land",
        'tiny.json: province "east": ferry to "west-sea", which is a sea zone: a ferry joins two land provinces',
      ],
    ]);
  });

  it("a province adjacent to itself, a sea zone next to itself", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "south").adjacent.push("south");
      seaOf(m, "west-sea").adjacent.push("west-sea");
    });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ["self-adjacent", 'tiny.json: province "south": adjacent lists the province itself'],
      ["self-adjacent", 'tiny.json: sea "west-sea": adjacent lists the sea zone itself'],
    ]);
  });

  it("a link listed twice", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "north").adjacent.push("south");
      provinceOf(m, "south").ferries.push("north");
    });
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ["repeated-entry", 'tiny.json: province "north": adjacent lists "south" more than once'],
      // north has no ferry back to south
      [
        "asymmetric-adjacency",
        'tiny.json: province "south": ferry not symmetric: lists "north" but "north" does not list "south" in its ferries',
      ],
      [
        "repeated-entry",
        'tiny.json: province "south": "north" is listed both as a land neighbour and as a ferry',
      ],
    ]);
  });

  it("W2 an island with no port and no ferry", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "isle").port = null;
    });
    expect(problems).toEqual([
      {
        file: FILE,
        element: "isle",
        path: "provinces[4]",
        code: "island-without-port",
        message:
          'tiny.json: province "isle": is an island (no land neighbour and no ferry) with no port: give it a port or a ferry',
      },
    ]);
  });

  it("unreachable provinces and sea zones", () => {
    const problems = breakTiny((m) => {
      const base = provinceOf(m, "east");
      m.provinces.push(
        { ...base, id: "far-a", name: "Far A", aliases: [], adjacent: ["far-b"], coasts: [], ferries: [] },
        { ...base, id: "far-b", name: "Far B", aliases: [], adjacent: ["far-a"], coasts: [], ferries: [] },
      );
      m.seas.push({
        id: "lost-sea",
        name: "Lost Sea",
        aliases: [],
        coordinates: { lon: 9, lat: 9 },
        adjacent: [],
      });
    });
    expect(problems.map((p) => [p.code, p.element, p.message])).toEqual([
      [
        "unreachable",
        "far-a",
        'tiny.json: province "far-a": cannot be reached from "north" by land, ferry or sea; its separate part: "far-a", "far-b"',
      ],
      [
        "unreachable",
        "far-b",
        'tiny.json: province "far-b": cannot be reached from "north" by land, ferry or sea; its separate part: "far-a", "far-b"',
      ],
      [
        "unreachable",
        "lost-sea",
        'tiny.json: sea "lost-sea": cannot be reached from "north": no province touches it and no sea zone of the main map joins it',
      ],
    ]);
  });

  it("V5 continents listing unknown or repeated provinces, or a province of another continent", () => {
    const problems = breakTiny((m) => {
      m.continents = [
        {
          id: "mainland",
          name: "Mainland",
          bonus: 2,
          provinces: ["north", "south", "east", "north", "eastt"],
        },
        { id: "outskirts", name: "Outskirts", bonus: 1, provinces: ["cape", "isle", "east"] },
      ];
    });
    expect(problems.map((p) => [p.code, p.path, p.message])).toEqual([
      [
        "continent-repeated-province",
        "continents[0].provinces[3]",
        'tiny.json: continent "mainland": lists "north" more than once',
      ],
      [
        "continent-unknown-province",
        "continents[0].provinces[4]",
        'tiny.json: continent "mainland": lists "eastt", which is not a province of this map (did you mean "east"?)',
      ],
      [
        "continent-repeated-province",
        "continents[1].provinces[2]",
        'tiny.json: continent "outskirts": lists "east", which is already in continent "mainland"',
      ],
    ]);
  });

  it("collects every problem at once, not just the first", () => {
    const problems = breakTiny((m) => {
      provinceOf(m, "north").production = 0.1;
      provinceOf(m, "north").port = "east-sea";
      provinceOf(m, "east").adjacent = ["north"];
      provinceOf(m, "isle").port = null;
      seaOf(m, "west-sea").adjacent.push("nowhere");
    });
    expect(problems.map((p) => p.code).sort()).toEqual([
      "asymmetric-adjacency",
      "island-without-port",
      "port-not-on-coast",
      "production-not-quarter",
      "unknown-id",
    ]);
    expect(problems.every((p) => p.file === FILE && p.message.startsWith("tiny.json: "))).toBe(true);
  });
});
