import { describe, expect, it } from "vitest";
import { allSupplyGroups, income, supplyGroups } from "../../../../src/rulesets/ww1907/supply.ts";
import { europeMap, makeState, miniMap } from "./helpers/fixtures.ts";

const ids = (groups: { provinces: string[] }[]) => groups.map((g) => [...g.provinces].sort());

describe("supply groups on the Europe 1907 map (rulebook examples)", () => {
  const map = europeMap();

  it("W4 at the opening every nation is one group and all its pp are spendable anywhere", () => {
    const state = makeState(map, {
      relations: [
        ["uk", "ottoman", "war"],
        ["russia", "ottoman", "alliance"],
      ],
    });
    for (const nation of ["uk", "germany", "russia", "ottoman", "spain", "italy"]) {
      const groups = supplyGroups(state, map, nation);
      expect(groups).toHaveLength(1);
      expect(groups[0]?.spendable).toBe(Math.floor(state.nations[nation]?.treasury ?? 0));
    }
    expect(supplyGroups(state, map, "uk")[0]?.production).toBe(18.25);
  });

  it("W4 an enemy fleet in the North Atlantic Ocean leaves Ireland only its own 3 pp", () => {
    const state = makeState(map, {
      relations: [["uk", "ottoman", "war"]],
      fleets: [{ nation: "ottoman", at: "north-atlantic-ocean", ships: 1 }],
    });
    const groups = supplyGroups(state, map, "uk");
    expect(groups).toHaveLength(2);
    const ireland = groups.find((g) => g.provinces.includes("ireland"));
    expect(ireland).toEqual({ provinces: ["ireland"], production: 3, spendable: 3, main: false });
    const main = groups.find((g) => g.main);
    expect(main?.provinces).toContain("london");
    expect(main?.production).toBe(15.25);
  });

  it("W4 a fleet of a nation at peace does not blockade Ireland", () => {
    const state = makeState(map, { fleets: [{ nation: "germany", at: "north-atlantic-ocean", ships: 3 }] });
    expect(supplyGroups(state, map, "uk")).toHaveLength(1);
  });

  it("W4 with Istanbul captured and a hostile fleet in the Adriatic, Larissa, Thessa and Tirana are encircled", () => {
    const state = makeState(map, {
      relations: [["uk", "ottoman", "war"]],
      conquered: { istanbul: "uk" },
      fleets: [{ nation: "uk", at: "adriatic-sea", ships: 1 }],
    });
    const groups = supplyGroups(state, map, "ottoman");
    expect(groups).toHaveLength(2);
    const balkans = groups.find((g) => g.provinces.includes("thessa"));
    expect([...(balkans?.provinces ?? [])].sort()).toEqual(["larissa", "thessa", "tirana"]);
    expect(balkans?.production).toBe(2);
    expect(balkans?.spendable).toBe(2);
    expect(balkans?.main).toBe(false);
  });

  it("W5 Russia at peace owning Sofia and Bucharest joins the Balkans to Asia Minor by granting passage", () => {
    const spec = {
      relations: [["uk", "ottoman", "war"]] as [string, string, "war"][],
      conquered: { istanbul: "uk", sofia: "russia", bucharest: "russia" },
      fleets: [{ nation: "uk", at: "adriatic-sea", ships: 1 }],
    };
    const without = supplyGroups(makeState(map, spec), map, "ottoman");
    expect(without).toHaveLength(2);
    const granted = makeState(map, { ...spec, passage: [{ from: "russia", to: "ottoman" }] });
    const groups = supplyGroups(granted, map, "ottoman");
    expect(groups).toHaveLength(1);
    expect(groups[0]?.provinces).toEqual(expect.arrayContaining(["thessa", "larissa", "tirana", "erzurum"]));
  });

  it("W4 income is the sum of production, quarters included", () => {
    const state = makeState(map);
    expect(income(state, map, "uk")).toBe(18.25);
    expect(income(state, map, "spain")).toBe(17.75);
  });
});

describe("supply groups on the mini map", () => {
  const map = miniMap();

  it("W4 allied land carries supply, enemy land does not", () => {
    // Germany's Alsace is cut from Berlin if Kiel and Belgium route is closed... put Vienna (Austria) between.
    const cut = makeState(map, {
      relations: [["germany", "austria", "war"]],
      conquered: { berlin: "austria" },
      provinces: { belgium: { owner: "france" } },
    });
    expect(ids(supplyGroups(cut, map, "germany"))).toEqual([["alsace"], ["kiel"]]);
    const allied = makeState(map, {
      relations: [
        ["germany", "austria", "war"],
        ["germany", "france", "alliance"],
      ],
      conquered: { berlin: "austria" },
      provinces: { belgium: { owner: "france" } },
    });
    expect(ids(supplyGroups(allied, map, "germany"))).toEqual([["alsace", "kiel"]]);
  });

  it("W4 neutral (unowned) land carries supply", () => {
    const state = makeState(map, {
      relations: [["germany", "austria", "war"]],
      conquered: { berlin: "austria" },
    });
    expect(ids(supplyGroups(state, map, "germany"))).toEqual([["alsace", "kiel"]]);
  });

  it("W5 land of a nation at peace carries supply only with its grant", () => {
    const spec = {
      relations: [["germany", "austria", "war"]] as [string, string, "war"][],
      conquered: { berlin: "austria" },
      provinces: { belgium: { owner: "france" } },
    };
    expect(supplyGroups(makeState(map, spec), map, "germany")).toHaveLength(2);
    const granted = makeState(map, { ...spec, passage: [{ from: "france", to: "germany" }] });
    expect(supplyGroups(granted, map, "germany")).toHaveLength(1);
    const wrongWay = makeState(map, { ...spec, passage: [{ from: "germany", to: "france" }] });
    expect(supplyGroups(wrongWay, map, "germany")).toHaveLength(2);
    const free = makeState(map, { ...spec, rulings: { passageNeedsGrant: false } });
    expect(supplyGroups(free, map, "germany")).toHaveLength(1);
  });

  it("W4 port to port through clear seas joins an island; ruling blockadeBy not-allied", () => {
    const state = makeState(map, { fleets: [{ nation: "france", at: "north-atlantic", ships: 1 }] });
    expect(supplyGroups(state, map, "uk")).toHaveLength(1);
    const strict = makeState(map, {
      fleets: [{ nation: "france", at: "north-atlantic", ships: 1 }],
      rulings: { blockadeBy: "not-allied" },
    });
    expect(ids(supplyGroups(strict, map, "uk"))).toEqual([["ireland"], ["liverpool", "london"]]);
  });

  it("W4 ships under construction do not blockade", () => {
    const state = makeState(map, {
      relations: [["uk", "france", "war"]],
      fleets: [{ nation: "france", at: "brest", ships: 2, built: false }],
    });
    expect(supplyGroups(state, map, "uk")).toHaveLength(1);
  });

  it("W6 carried-over pp go to the main (capital's) group; the others get their own production", () => {
    const state = makeState(map, {
      nations: { uk: { treasury: 20.5, capital: "london" } },
      relations: [["uk", "france", "war"]],
      fleets: [{ nation: "france", at: "north-atlantic", ships: 1 }],
    });
    const groups = supplyGroups(state, map, "uk");
    expect(groups.find((g) => g.provinces.includes("ireland"))?.spendable).toBe(3);
    // London + Liverpool produce 10; 20.5 - 13 income = 7.5 carried: 17.5 → 17 spendable
    expect(groups.find((g) => g.main)?.spendable).toBe(17);
    const any = makeState(map, {
      nations: { uk: { treasury: 20.5, capital: "london" } },
      relations: [["uk", "france", "war"]],
      fleets: [{ nation: "france", at: "north-atlantic", ships: 1 }],
      rulings: { carriedPpGroup: "any" },
    });
    expect(supplyGroups(any, map, "uk").find((g) => g.provinces.includes("ireland"))?.spendable).toBe(10);
  });

  it("a nation with no province has no group; allSupplyGroups covers every nation", () => {
    const state = makeState(map, { nations: { spain: { treasury: 4 } } });
    expect(supplyGroups(state, map, "spain")).toEqual([]);
    expect(Object.keys(allSupplyGroups(state, map)).sort()).toEqual([
      "austria",
      "france",
      "germany",
      "spain",
      "uk",
    ]);
  });
});
