import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MapGraph } from "../../src/map/graph.ts";
import { loadMap } from "../../src/map/load.ts";
import type { MapData } from "../../src/map/schema.ts";
import { validateMap } from "../../src/map/validate.ts";
import { buildEuropeMap } from "../../tools/build-europe-map.ts";

const loaded = loadMap("europe-1907");
if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
const map: MapData = loaded.value;
const graph = new MapGraph(map);

const province = (name: string) => {
  const p = graph.findProvince(name);
  if (!p) throw new Error(`no province "${name}"`);
  return p;
};
const ownedBy = (nation: string | null): string[] =>
  map.provinces.filter((p) => p.owner === nation).map((p) => p.id);
const incomeOf = (nation: string): number =>
  map.provinces.filter((p) => p.owner === nation).reduce((sum, p) => sum + Math.round(p.production * 4), 0) /
  4;

/** Provinces reachable over land and ferries from `start` through provinces `passable` allows. */
function landReach(start: string, passable: (id: string) => boolean): Set<string> {
  const seen = new Set([start]);
  const queue = [start];
  for (let here = queue.shift(); here !== undefined; here = queue.shift()) {
    for (const n of graph.neighbours(here)) {
      if (!seen.has(n) && passable(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return seen;
}

const BRITAIN = [
  "london",
  "cardiff",
  "birmingham",
  "liverpool",
  "leeds",
  "newcastle",
  "glasgow",
  "edinburgh",
  "inverness",
];
const ASIA_MINOR = [
  "brusa",
  "smyrna",
  "angora",
  "konya",
  "adana",
  "trebizond",
  "sivas",
  "erzurum",
  "van",
  "diyarbekir",
  "aleppo",
  "damascus",
  "jerusalem",
];

describe("Europe 1907 map: shape (W2)", () => {
  it("W2 has 100 to 150 land provinces and 25 to 40 sea zones", () => {
    expect(map.provinces.length).toBeGreaterThanOrEqual(100);
    expect(map.provinces.length).toBeLessThanOrEqual(150);
    expect(map.seas.length).toBeGreaterThanOrEqual(25);
    expect(map.seas.length).toBeLessThanOrEqual(40);
  });

  it("W2 passes the map validator with no problem at all", () => {
    const again = validateMap(JSON.parse(JSON.stringify(map)), "europe-1907.json");
    expect(again.ok ? [] : again.error.map((p) => p.message)).toEqual([]);
  });

  it("W2 the committed JSON is exactly what tools/build-europe-map.ts draws from its tables", () => {
    const committed: unknown = JSON.parse(
      readFileSync(new URL("../../src/maps/data/europe-1907.json", import.meta.url), "utf8"),
    );
    expect(committed).toEqual(buildEuropeMap());
  });

  it("W2 land borders, ferries and sea borders are symmetric", () => {
    for (const p of map.provinces) {
      for (const n of p.adjacent) expect(province(n).adjacent, `${p.id}–${n}`).toContain(p.id);
      for (const n of p.ferries) expect(province(n).ferries, `${p.id}=${n}`).toContain(p.id);
    }
    for (const s of map.seas) {
      for (const n of s.adjacent) expect(graph.sea(n)?.adjacent, `${s.id}–${n}`).toContain(s.id);
    }
  });

  it("W2 production values are quarters of a pp, a port lies on a coast, coordinates lie in Europe and around", () => {
    for (const p of map.provinces) {
      expect(Number.isInteger(p.production * 4), p.id).toBe(true);
      if (p.port) expect(p.coasts, p.id).toContain(p.port);
      expect(p.coordinates.lon).toBeGreaterThan(-15);
      expect(p.coordinates.lon).toBeLessThan(50);
      expect(p.coordinates.lat).toBeGreaterThan(29);
      expect(p.coordinates.lat).toBeLessThan(72);
    }
  });

  it("W2 every sea zone is touched by at least one province and all sea zones form one ocean", () => {
    for (const s of map.seas) expect(graph.coastsOf(s.id).length, s.id).toBeGreaterThan(0);
    const seen = new Set(["north-sea"]);
    const queue = ["north-sea"];
    for (let here = queue.shift(); here !== undefined; here = queue.shift()) {
      for (const n of graph.seaNeighboursOf(here)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(seen.size).toBe(map.seas.length);
  });

  it("W2 keeps plenty of neutral provinces", () => {
    expect(ownedBy(null).length).toBeGreaterThanOrEqual(20);
  });
});

describe("Europe 1907 map: places the rulebook names (W2)", () => {
  it.each([
    ["Zagreb", "zagreb"],
    ["Athens", "athens"],
    ["Barcelona", "barcelona"],
    ["Marseilles", "marseilles"],
    ["Istanbul", "istanbul"],
    ["Constantinople", "istanbul"],
    ["Larissa", "larissa"],
    ["Thessa", "thessa"],
    ["Thessaloniki", "thessa"],
    ["Salonika", "thessa"],
    ["Tirana", "tirana"],
    ["Sofia", "sofia"],
    ["Bucharest", "bucharest"],
    ["Kars", "kars"],
    ["Corsica", "corsica"],
    ["Sardinia", "sardinia"],
    ["Ireland", "ireland"],
  ])("W2 the province %s exists (%s)", (name, id) => {
    expect(graph.findProvince(name)?.id).toBe(id);
  });

  it.each([
    ["North Sea", "north-sea"],
    ["Adriatic Sea", "adriatic-sea"],
    ["North Atlantic Ocean", "north-atlantic-ocean"],
  ])("W2 the sea zone %s exists", (name, id) => {
    expect(graph.findSea(name)?.id).toBe(id);
  });

  it("W2 Corsica and Sardinia are joined by a ferry, which counts as adjacency", () => {
    expect(province("Corsica").ferries).toEqual(["sardinia"]);
    expect(graph.isAdjacent("corsica", "sardinia")).toBe(true);
  });

  it("W2 names and aliases are looked up case- and accent-insensitively", () => {
    expect(graph.findProvince("THESSALONÍKI")?.id).toBe("thessa");
    expect(graph.findProvince("constantinople")?.id).toBe("istanbul");
    expect(graph.findProvince("Königsberg")?.id).toBe("koenigsberg");
  });
});

describe("Europe 1907 map: Ireland (W4)", () => {
  const ireland = province("Ireland");

  it("W4 Ireland is one province worth 3 pp", () => {
    expect(map.provinces.filter((p) => /ireland|irish/i.test(p.name))).toHaveLength(1);
    expect(ireland.production).toBe(3);
  });

  it("W4 Ireland's one port lies on the North Atlantic Ocean", () => {
    expect(ireland.port).toBe("north-atlantic-ocean");
  });

  it("W4 Ireland has no land or ferry link to Britain (nor to anywhere)", () => {
    expect(graph.neighbours("ireland")).toEqual([]);
    for (const id of BRITAIN) expect(graph.isAdjacent("ireland", id)).toBe(false);
  });
});

describe("Europe 1907 map: the Balkan example (W4)", () => {
  it.each(["Larissa", "Thessa", "Tirana"])("W4 %s has no port on any sea but the Adriatic Sea", (name) => {
    const port = province(name).port;
    expect(port === null || port === "adriatic-sea").toBe(true);
  });

  it("W4 a fleet in the Adriatic Sea cuts off the ports of Larissa, Thessa and Tirana", () => {
    const ports = ["larissa", "thessa", "tirana"].map((id) => graph.port(id)).filter((p) => p !== null);
    expect(ports.length).toBeGreaterThan(0);
    expect(new Set(ports)).toEqual(new Set(["adriatic-sea"]));
  });

  it("W4 Istanbul is the only land or ferry link between the Balkans and Asia Minor (apart from the Black Sea route)", () => {
    const crossings = map.provinces
      .filter((p) => !ASIA_MINOR.includes(p.id))
      .flatMap((p) =>
        graph
          .neighbours(p.id)
          .filter((n) => ASIA_MINOR.includes(n))
          .map((n) => `${p.id}–${n}`),
      );
    // Istanbul on the Bosporus; the Caucasus (Kars, Tiflis) and Persia around the Black Sea; Egypt from Africa.
    const fromBalkans = crossings.filter((c) => !/^(kars|tiflis|tabriz|egypt)–/.test(c));
    expect(fromBalkans).toEqual(["istanbul–brusa"]);
    const russia = new Set(ownedBy("russia"));
    const reach = landReach("thessa", (id) => id !== "istanbul" && !russia.has(id));
    expect(ASIA_MINOR.filter((id) => reach.has(id))).toEqual([]);
  });

  it("W4 the other land route runs around the Black Sea: Sofia, Bucharest, Russian provinces to Kars", () => {
    expect(graph.isAdjacent("sofia", "thessa") || graph.isAdjacent("sofia", "larissa")).toBe(true);
    expect(graph.isAdjacent("bucharest", "sofia")).toBe(true);
    const russianNeighbours = graph.neighbours("bucharest").filter((n) => province(n).owner === "russia");
    expect(russianNeighbours.length).toBeGreaterThan(0);
    const start = russianNeighbours[0] ?? "";
    const chain = graph.shortestLandPath(start, "kars", (id) => province(id).owner === "russia");
    expect(chain).not.toBeNull();
    for (const id of chain ?? []) expect(province(id).owner, id).toBe("russia");
    const ottomanNeighbours = graph.neighbours("kars").filter((n) => ASIA_MINOR.includes(n));
    expect(ottomanNeighbours.length).toBeGreaterThan(0);
    for (const id of ottomanNeighbours) expect(province(id).owner).toBe("ottoman");
  });

  it("W4 Athens is not joined by land to Larissa, Thessa and Tirana through Ottoman or neutral land", () => {
    const reach = landReach("larissa", (id) => {
      const owner = province(id).owner;
      return owner === "ottoman" || owner === null;
    });
    expect(reach.has("athens")).toBe(false);
  });
});

describe("Europe 1907 map: starting borders (W1)", () => {
  it.each([
    ["russia", 25.5],
    ["germany", 24.5],
    ["france", 0],
    ["uk", 18.25],
    ["austria-hungary", 0],
    ["ottoman", 15.5],
    ["spain", 17.75],
    ["italy", 15],
  ])("W1 %s's provinces produce exactly %s pp", (nation, pp) => {
    expect(incomeOf(nation)).toBe(pp);
  });

  it("W1 every owner is one of the eight nations", () => {
    const nations = ["russia", "germany", "france", "uk", "austria-hungary", "ottoman", "spain", "italy"];
    for (const p of map.provinces) if (p.owner !== null) expect(nations, p.id).toContain(p.owner);
  });

  it("W1 France and Austria-Hungary hold only ruined 0 pp land", () => {
    expect(ownedBy("france")).toEqual(["auvergne"]);
    expect(ownedBy("austria-hungary")).toEqual(["transylvania"]);
    expect(province("auvergne").production).toBe(0);
    expect(province("transylvania").production).toBe(0);
  });

  it("W1 the story's borders: Ottomans hold Athens, Larissa, Thessa, Tirana; Italy holds Marseilles; Russia holds Zagreb", () => {
    for (const id of ["athens", "larissa", "thessa", "tirana", "istanbul"])
      expect(province(id).owner).toBe("ottoman");
    expect(province("Marseilles").owner).toBe("italy");
    expect(province("Zagreb").owner).toBe("russia");
    expect(province("Barcelona").owner).toBe("spain");
    expect(province("Kars").owner).toBe("russia");
    expect(province("Sofia").owner).toBeNull();
    expect(province("Bucharest").owner).toBeNull();
  });

  it("W1 Spain holds much of France; Russia and Germany expanded onto others' home soil", () => {
    // Metropolitan France (Algeria, also French home soil in 1907, lies south of 37°N).
    const french = map.provinces.filter(
      (p) => p.homeOf === "france" && p.production > 0 && p.coordinates.lat > 41,
    );
    const spanish = french.filter((p) => p.owner === "spain");
    expect(spanish.length * 2).toBeGreaterThan(french.length);
    expect(map.provinces.some((p) => p.owner === "russia" && p.homeOf === "austria-hungary")).toBe(true);
    expect(map.provinces.some((p) => p.owner === "germany" && p.homeOf !== "germany")).toBe(true);
    expect(map.provinces.filter((p) => p.homeOf === "italy").every((p) => p.owner === "italy")).toBe(true);
  });
});
