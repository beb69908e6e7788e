import { describe, expect, it } from "vitest";
import { loadRoster, rosterSchema } from "../../../../../src/rulesets/ww1907/commanders/roster.ts";
import { rosterData } from "../../../../../src/rulesets/ww1907/commanders/roster-data.ts";

const nations = ["russia", "germany", "france", "uk", "austria-hungary", "ottoman", "spain", "italy"];

describe("the historical roster (W1, W23, W24)", () => {
  it("W24 the roster data passes zod validation at load", () => {
    expect(() => loadRoster()).not.toThrow();
    expect(loadRoster()).toHaveLength(rosterData.length);
  });

  it("W23 the data's ids and names are the validated roster's (a game's names read them from the data)", () => {
    const pairs = (list: readonly { id: string; name: string }[]) => list.map((c) => [c.id, c.name]);
    expect(pairs(rosterData)).toEqual(pairs(loadRoster()));
  });

  it("W23 every one of the 8 nations has at least 6 generals and 4 admirals", () => {
    for (const nation of nations) {
      const mine = loadRoster().filter((c) => c.nation === nation);
      expect(mine.filter((c) => c.kind === "general").length, nation).toBeGreaterThanOrEqual(6);
      expect(mine.filter((c) => c.kind === "admiral").length, nation).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(loadRoster().map((c) => c.nation))).toEqual(new Set(nations));
  });

  it("W24 admirals carry naval traits only, generals land traits only", () => {
    const naval = new Set(["naval-attack-dice", "naval-defence-dice", "extra-sea-move", "survive-loss"]);
    for (const c of loadRoster()) {
      for (const t of c.traits) {
        if (c.kind === "admiral") expect(naval.has(t.kind), `${c.id} ${t.kind}`).toBe(true);
        else
          expect(t.kind.startsWith("naval") || t.kind === "extra-sea-move", `${c.id} ${t.kind}`).toBe(false);
      }
    }
  });

  it("W1 W24 the opening table's generals keep their exact rulebook traits", () => {
    const byId = (id: string) => loadRoster().find((c) => c.id === id);
    expect(byId("aleksei-brusilov")).toMatchObject({
      nation: "russia",
      kind: "general",
      title: "Fast Moving",
      traits: [
        { kind: "attack-dice", dice: 1 },
        { kind: "extra-free-move", moves: 1 },
      ],
    });
    expect(byId("erich-von-falkenhayn")).toMatchObject({
      nation: "germany",
      title: "Offensive Attrition",
      traits: [
        { kind: "attack-dice", dice: 1 },
        { kind: "spawn-division", where: "occupied" },
      ],
    });
    expect(byId("herbert-kitchener")).toMatchObject({
      nation: "uk",
      title: "Strategic",
      traits: [
        { kind: "attack-dice", dice: 1 },
        { kind: "survive-loss", chance: 0.5 },
      ],
    });
    expect(byId("otto-liman-von-sanders")).toMatchObject({
      nation: "ottoman",
      traits: [
        { kind: "defence-dice", dice: 1 },
        { kind: "spawn-division", where: "end-province" },
      ],
    });
    expect(byId("patricio-montojo")).toMatchObject({
      nation: "spain",
      title: "Offensive Commander",
      traits: [{ kind: "attack-dice", dice: 1 }],
    });
    expect(byId("armando-diaz")).toMatchObject({
      nation: "italy",
      title: "Offensive Genius",
      traits: [
        { kind: "attack-dice", dice: 1 },
        { kind: "home-attack-dice", dice: 2 },
      ],
    });
  });

  it("W24 the roster schema rejects duplicate ids and traits outside the catalogue", () => {
    const one = rosterData[0]!;
    expect(rosterSchema.safeParse([one, one]).success).toBe(false);
    const bad = { ...one, id: "x", traits: [{ kind: "teleport", dice: 1 }] };
    expect(rosterSchema.safeParse([bad]).success).toBe(false);
    expect(rosterSchema.safeParse([{ ...one, traits: [] }]).success).toBe(false);
  });
});
