import { describe, expect, it } from "vitest";
import { splitOrders } from "../../../../src/rulesets/ww1907/language/split-orders.ts";

describe("splitOrders", () => {
  it("splits at line breaks and semicolons", () => {
    expect(splitOrders("Build 3 in Moscow\nMove 2 from Warsaw to Krakow; Declare war on Italy")).toEqual([
      "Build 3 in Moscow",
      "Move 2 from Warsaw to Krakow",
      "Declare war on Italy",
    ]);
  });

  it("drops bullets and numbering", () => {
    expect(
      splitOrders("- Build 3 in Moscow\n• Ally with Germany\n1. Attack Vienna\n2) Give 5pp to Spain\n(3) x"),
    ).toEqual(["Build 3 in Moscow", "Ally with Germany", "Attack Vienna", "Give 5pp to Spain", "x"]);
  });

  it("keeps a count at the start of a line (no numbering dot)", () => {
    expect(splitOrders("3 Warsaw -> Krakow")).toEqual(["3 Warsaw -> Krakow"]);
  });

  it("splits at 'then' always", () => {
    expect(splitOrders("Embark 2 at Odessa then sail 1 ship from Odessa to Black Sea")).toEqual([
      "Embark 2 at Odessa",
      "sail 1 ship from Odessa to Black Sea",
    ]);
  });

  it("splits at 'and' or a comma only when an order verb follows", () => {
    expect(splitOrders("Build 3 in Moscow and attack Vienna with 2 from Krakow")).toEqual([
      "Build 3 in Moscow",
      "attack Vienna with 2 from Krakow",
    ]);
    expect(splitOrders("Attack Vienna with 4 from Krakow and 2 from Budapest")).toEqual([
      "Attack Vienna with 4 from Krakow and 2 from Budapest",
    ]);
    expect(splitOrders("Deploy 2 in Warsaw, 1 in Kiev")).toEqual(["Deploy 2 in Warsaw, 1 in Kiev"]);
    expect(splitOrders("Ally with Spain, declare war on Italy")).toEqual([
      "Ally with Spain",
      "declare war on Italy",
    ]);
  });

  it("keeps 'break alliance … and declare war' whole", () => {
    expect(splitOrders("Break alliance with Italy and declare war")).toEqual([
      "Break alliance with Italy and declare war",
    ]);
  });

  it("returns nothing for blank text", () => {
    expect(splitOrders(" \n ; \n")).toEqual([]);
  });
});
