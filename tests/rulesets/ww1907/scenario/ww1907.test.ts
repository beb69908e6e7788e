import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MapGraph } from "../../../../src/map/graph.ts";
import { scenarioIncome, scenarioSpendable } from "../../../../src/rulesets/ww1907/scenario/income.ts";
import { loadScenario } from "../../../../src/rulesets/ww1907/scenario/load.ts";
import { NationNames } from "../../../../src/rulesets/ww1907/scenario/nation-names.ts";
import type { Scenario } from "../../../../src/rulesets/ww1907/scenario/schema.ts";
import { useTempDirs } from "../../../helpers/temp-dir.ts";
import { sketchGroups } from "./supply-sketch.ts";

const tempDir = useTempDirs();

const loaded = loadScenario("ww1907");
if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
const { scenario, map } = loaded.value;
const graph = new MapGraph(map);

const nation = (id: string) => {
  const n = scenario.nations.find((x) => x.id === id);
  if (!n) throw new Error(`no nation ${id}`);
  return n;
};
const relation = (s: Scenario, x: string, y: string): string => {
  const [a, b] = x < y ? [x, y] : [y, x];
  return s.relations.find((r) => r.a === a && r.b === b)?.relation ?? "peace";
};

/** Loads `base: ww1907` plus the given YAML lines. */
function variant(yaml: string): { scenario: Scenario } {
  const dir = tempDir("ww1907");
  const file = join(dir, "variant.yaml");
  writeFileSync(file, `base: ww1907\n${yaml}`);
  const result = loadScenario(file);
  if (!result.ok) throw new Error(result.error.map((p) => p.message).join("\n"));
  return { scenario: result.value.scenario };
}

const TABLE = [
  ["russia", "Russian Empire", "Osmano", 25.5, 25, 5, 0],
  ["germany", "German Empire", "Shrink", 24.5, 24, 7, 0],
  ["france", "French Third Republic", "Aeneas", 0, 0, 1, 0],
  ["uk", "United Kingdom", "Jax", 18.25, 18, 3, 1],
  ["austria-hungary", "Austria-Hungary", "Dio", 0, 0, 0, 0],
  ["ottoman", "Ottoman Empire", "Johndisp", 15.5, 15, 8, 0],
  ["spain", "Spain", "Sassenach", 17.75, 17, 5, 0],
  ["italy", "Italy", "Steace", 15, 15, 5, 1],
] as const;

describe("ww1907 opening scenario: the Nations table (W1)", () => {
  it("W1 has the eight nations in the table's order, on europe-1907, Deployment 1907", () => {
    expect(scenario.nations.map((n) => n.id)).toEqual(TABLE.map((row) => row[0]));
    expect(scenario).toMatchObject({ id: "ww1907", ruleset: "ww1907", mapId: "europe-1907", year: 1907 });
    expect(scenario.phase).toBe("deployment");
  });

  it.each(TABLE)(
    "W1 %s: %s played by %s, income %s pp (spendable %s), VP %s, NP %s",
    (id, name, player, income, whole, vp, np) => {
      const n = nation(id);
      expect(n).toMatchObject({ name, player, vp, np, treasury: income });
      expect(scenarioIncome(scenario, map, id)).toBe(income);
      expect(scenarioSpendable(scenario, map, id)).toBe(whole);
    },
  );

  it("W6 spendable pp is the whole part of the income: the fraction is not spendable", () => {
    for (const n of scenario.nations) {
      const income = scenarioIncome(scenario, map, n.id);
      const whole = scenarioSpendable(scenario, map, n.id);
      expect(Number.isInteger(whole)).toBe(true);
      expect(income - whole).toBeGreaterThanOrEqual(0);
      expect(income - whole).toBeLessThan(1);
    }
  });

  it("W1 nation aliases players use resolve to the nation", () => {
    const names = new NationNames(scenario.nations);
    const cases: [string, string][] = [
      ["UK", "uk"],
      ["Britain", "uk"],
      ["British", "uk"],
      ["A-H", "austria-hungary"],
      ["Austria", "austria-hungary"],
      ["OE", "ottoman"],
      ["Ottomans", "ottoman"],
      ["Turkey", "ottoman"],
      ["Russian Empire", "russia"],
      ["german empire", "germany"],
      ["French", "france"],
      ["Spanish", "spain"],
      ["Italian", "italy"],
    ];
    for (const [name, id] of cases) expect(names.find(name), name).toBe(id);
    expect(names.clashes()).toEqual([]);
  });
});

describe("ww1907 opening scenario: relations (W1, W25)", () => {
  it("W1 relations are symmetric and as the table lists them", () => {
    expect(scenario.relations).toEqual([
      { a: "austria-hungary", b: "russia", relation: "war" },
      { a: "germany", b: "italy", relation: "alliance" },
      { a: "germany", b: "russia", relation: "alliance" },
      { a: "germany", b: "uk", relation: "alliance" },
      { a: "ottoman", b: "russia", relation: "alliance" },
      { a: "ottoman", b: "uk", relation: "war" },
      { a: "spain", b: "uk", relation: "alliance" },
    ]);
    for (const x of scenario.nations) {
      for (const y of scenario.nations)
        expect(relation(scenario, x.id, y.id)).toBe(relation(scenario, y.id, x.id));
    }
  });

  it("W1 the loader reports the one asymmetry of the table it fixed (Russia's war with Austria-Hungary)", () => {
    expect(scenario.report).toEqual([
      "relations: russia lists war with austria-hungary, austria-hungary lists nothing: made symmetric (war)",
    ]);
  });

  it("W25 pairs the table does not list are at peace", () => {
    expect(relation(scenario, "france", "spain")).toBe("peace");
    expect(relation(scenario, "italy", "ottoman")).toBe("peace");
  });
});

describe("ww1907 opening scenario: generals (W24)", () => {
  const general = (id: string) => {
    const c = scenario.commanders.find((x) => x.id === id);
    if (!c) throw new Error(`no commander ${id}`);
    return c;
  };

  it("W24 Brusilov stands in Zagreb: +1 attack die, +1 free move", () => {
    expect(general("aleksei-brusilov")).toMatchObject({
      nation: "russia",
      at: "zagreb",
      title: "Fast Moving",
    });
    expect(general("aleksei-brusilov").traits).toEqual([
      { kind: "attack-dice", dice: 1 },
      { kind: "extra-free-move", moves: 1 },
    ]);
  });

  it("W24 Falkenhayn is in the North Sea aboard a German fleet: +1 attack die, spawns a division in an occupied province", () => {
    const c = general("erich-von-falkenhayn");
    expect(c).toMatchObject({ nation: "germany", at: "north-sea" });
    expect(c.traits).toEqual([
      { kind: "attack-dice", dice: 1 },
      { kind: "spawn-division", where: "occupied" },
    ]);
    const fleet = scenario.fleets.find((f) => f.at === "north-sea" && f.nation === "germany");
    expect(fleet?.built).toBe(true);
    expect(fleet?.ships).toBeGreaterThan(0);
  });

  it("W24 Kitchener (province lost from the rulebook) stands in Egypt: +1 attack die, 50% chance of surviving a loss", () => {
    expect(general("herbert-kitchener")).toMatchObject({ nation: "uk", at: "egypt" });
    expect(general("herbert-kitchener").traits).toEqual([
      { kind: "attack-dice", dice: 1 },
      { kind: "survive-loss", chance: 0.5 },
    ]);
  });

  it("W24 Liman von Sanders stands in Athens: +1 defence die, spawns a division where he ends an attack phase", () => {
    expect(general("otto-liman-von-sanders")).toMatchObject({ nation: "ottoman", at: "athens" });
    expect(general("otto-liman-von-sanders").traits).toEqual([
      { kind: "defence-dice", dice: 1 },
      { kind: "spawn-division", where: "end-province" },
    ]);
  });

  it("W24 Montojo stands in Barcelona (+1 attack die); Diaz in Marseilles (+1 attack die, +2 on Italian soil)", () => {
    expect(general("patricio-montojo")).toMatchObject({ nation: "spain", at: "barcelona" });
    expect(general("patricio-montojo").traits).toEqual([{ kind: "attack-dice", dice: 1 }]);
    expect(general("armando-diaz")).toMatchObject({ nation: "italy", at: "marseilles" });
    expect(general("armando-diaz").traits).toEqual([
      { kind: "attack-dice", dice: 1 },
      { kind: "home-attack-dice", dice: 2 },
    ]);
  });

  it("W24 every general placed on land stands in a province of his own nation", () => {
    for (const c of scenario.commanders) {
      if (c.at !== null && graph.isProvince(c.at))
        expect(scenario.provinces[c.at]?.owner, c.id).toBe(c.nation);
    }
  });
});

describe("ww1907 opening scenario: the army (W2, W7, W9)", () => {
  it("W2 every map province has an entry, and the owners are the map's starting borders", () => {
    expect(Object.keys(scenario.provinces).sort()).toEqual(map.provinces.map((p) => p.id).sort());
    for (const p of map.provinces) expect(scenario.provinces[p.id]?.owner, p.id).toBe(p.owner);
  });

  it("W2 every neutral province keeps a neutral garrison", () => {
    const neutral = map.provinces.filter((p) => p.owner === null);
    expect(neutral.length).toBeGreaterThan(20);
    for (const p of neutral) expect(scenario.provinces[p.id]?.divisions, p.id).toBeGreaterThan(0);
  });

  it("W7 each great power fields fewer divisions than its income buys, and the generals' provinces are garrisoned", () => {
    for (const n of scenario.nations) {
      const divisions = Object.values(scenario.provinces)
        .filter((e) => e.owner === n.id)
        .reduce((sum, e) => sum + e.divisions, 0);
      if (scenarioIncome(scenario, map, n.id) > 0) expect(divisions, n.id).toBeLessThan(n.treasury);
    }
    for (const c of scenario.commanders) {
      if (c.at && graph.isProvince(c.at))
        expect(scenario.provinces[c.at]?.divisions, c.id).toBeGreaterThan(0);
    }
  });

  it("W9 fleets carry at most 2 divisions a ship and lie at sea or in their own ports", () => {
    for (const f of scenario.fleets) {
      expect(f.divisions).toBeLessThanOrEqual(2 * f.ships);
      if (graph.isProvince(f.at)) {
        expect(graph.port(f.at)).not.toBeNull();
        expect(scenario.provinces[f.at]?.owner).toBe(f.nation);
      } else expect(graph.isSea(f.at)).toBe(true);
    }
  });
});

describe("ww1907 on the rebuilt map: the rulebook's supply examples hold (W4, W5)", () => {
  it("W4 at the opening every nation's provinces form one supply group (all pp usable anywhere)", () => {
    for (const n of scenario.nations) expect(sketchGroups(scenario, map, n.id), n.id).toHaveLength(1);
  });

  it("W4 an enemy fleet in the North Atlantic Ocean leaves Ireland only its own 3 pp", () => {
    const { scenario: s } = variant(
      "fleets:\n  - { nation: Ottomans, at: North Atlantic Ocean, ships: 1 }\n",
    );
    const groups = sketchGroups(s, map, "uk");
    expect(groups).toContainEqual(["ireland"]);
    expect(groups).toHaveLength(2);
  });

  const balkans = (moreProvinces = "", more = ""): string => `relations:
  - [russia, ottoman, peace]
  - [ottoman, russia, peace]
provinces:
  Constantinople: { owner: UK, startOwner: ottoman, divisions: 1 }
${moreProvinces}fleets:
  - { nation: Britain, at: Adriatic Sea, ships: 1 }
  - { nation: ottoman, at: Istanbul, ships: 2, remove: true } # W16: captured with Istanbul's port…
  - { nation: uk, at: Istanbul, ships: 2 } # … and British now
${more}`;

  it("W4 with Istanbul captured and a hostile fleet in the Adriatic, Larissa, Thessa and Tirana are encircled", () => {
    const { scenario: s } = variant(balkans());
    const group = sketchGroups(s, map, "ottoman").find((g) => g.includes("larissa"));
    expect(group).toEqual(["larissa", "thessa", "tirana"]);
  });

  it("W5 Russia at peace owning Sofia and Bucharest joins them to Asia Minor through Kars only with passage", () => {
    const owned = "  Sofia: { owner: russia, divisions: 1 }\n  Bucharest: { owner: russia, divisions: 1 }\n";
    const without = sketchGroups(variant(balkans(owned)).scenario, map, "ottoman").find((g) =>
      g.includes("larissa"),
    );
    expect(without).toEqual(["larissa", "thessa", "tirana"]);
    const granted = variant(balkans(owned, "passage:\n  - { from: Russia, to: Ottoman Empire }\n")).scenario;
    const joined = sketchGroups(granted, map, "ottoman").find((g) => g.includes("larissa"));
    expect(joined).toEqual(
      expect.arrayContaining(["larissa", "thessa", "tirana", "erzurum", "brusa", "smyrna"]),
    );
  });
});
