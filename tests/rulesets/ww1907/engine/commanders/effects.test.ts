import { describe, expect, it } from "vitest";
import { extraFreeMoves, extraSeaMoves } from "../../../../../src/rulesets/ww1907/commanders/effects.ts";
import type { CommanderState } from "../../../../../src/rulesets/ww1907/state.ts";
import { attack, battleMap, battleState, eventsOf, run } from "../battles/fixture.ts";

const map = battleMap();

function commander(
  id: string,
  nation: string,
  at: string | null,
  traits: CommanderState["traits"],
  kind: "general" | "admiral" = "general",
): CommanderState {
  return { id, name: id, kind, nation, title: "Test", traits, at };
}

describe("commanders in battle (W24 and its ruling)", () => {
  it("W24 a general in a province an attack is launched from adds his attack dice (W15/W24: on top of the capped dice)", () => {
    const s = battleState(map, {
      divisions: { warsaw: 6, krakow: 6 },
      commanders: [commander("brusilov", "russia", "warsaw", [{ kind: "attack-dice", dice: 1 }])],
    });
    const out = run(map, s, [attack("russia", "krakow", ["warsaw", 6])], "seed-0");
    const [b] = eventsOf(out.events, "land-battle");
    expect(b?.attackerBonus).toEqual([
      { commander: "brusilov", name: "brusilov", trait: "attack-dice", dice: 1, why: "attacks from warsaw" },
    ]);
    for (const t of b?.throws ?? []) expect(t.attackerDice).toHaveLength(Math.min(2, t.attackers) + 1);
  });

  it("W24 home-soil dice count only on his nation's home soil (Diaz: +1, +2 on Italian soil)", () => {
    const diaz = commander("diaz", "italy", "bari", [
      { kind: "attack-dice", dice: 1 },
      { kind: "home-attack-dice", dice: 2 },
    ]);
    const s = battleState(map, {
      owners: { venice: "austria" },
      divisions: { bari: 5, venice: 5 },
      commanders: [diaz],
    });
    const out = run(map, s, [attack("italy", "venice", ["bari", 5])], "seed-0");
    const [b] = eventsOf(out.events, "land-battle");
    expect(b?.attackerBonus.map((x) => [x.trait, x.dice])).toEqual([
      ["attack-dice", 1],
      ["home-attack-dice", 2],
    ]);
    expect(b?.throws[0]?.attackerDice).toHaveLength(5);
    const abroad = battleState(map, {
      divisions: { venice: 5, trieste: 5 },
      commanders: [{ ...diaz, at: "venice" }],
    });
    const out2 = run(map, abroad, [attack("italy", "trieste", ["venice", 5])], "seed-0");
    expect(eventsOf(out2.events, "land-battle")[0]?.attackerBonus.map((x) => x.trait)).toEqual([
      "attack-dice",
    ]);
  });

  it("W24 a general in the attacked province adds his defence dice; ruling in-province drops attack dice", () => {
    const s = battleState(map, {
      divisions: { warsaw: 6, krakow: 6 },
      commanders: [
        commander("liman", "austria", "krakow", [{ kind: "defence-dice", dice: 1 }]),
        commander("brusilov", "russia", "warsaw", [{ kind: "attack-dice", dice: 1 }]),
      ],
      rulings: { commanderAffects: "in-province" },
    });
    const out = run(map, s, [attack("russia", "krakow", ["warsaw", 6])], "seed-0");
    const [b] = eventsOf(out.events, "land-battle");
    expect(b?.attackerBonus).toEqual([]);
    expect(b?.defenderBonus.map((x) => x.commander)).toEqual(["liman"]);
    expect(b?.throws[0]?.defenderDice).toHaveLength(4);
  });

  it("W24 a defending general with 50% survival: seed-0 he retreats to an adjacent owned province, seed-4 he is lost", () => {
    const kitchener = commander("kitchener", "austria", "krakow", [
      { kind: "attack-dice", dice: 1 },
      { kind: "survive-loss", chance: 0.5 },
    ]);
    const s = battleState(map, { divisions: { warsaw: 8, krakow: 1, vienna: 1 }, commanders: [kitchener] });
    const saved = run(map, s, [attack("russia", "krakow", ["warsaw", 8])], "seed-0");
    const [r] = eventsOf(saved.events, "commander-retreated");
    expect(r?.survival.roll).toBeLessThan(0.5);
    expect(r).toMatchObject({ commander: "kitchener", from: "krakow", to: "vienna" });
    expect(saved.state.commanders[0]?.at).toBe("vienna");
    const lost = run(map, s, [attack("russia", "krakow", ["warsaw", 8])], "seed-4");
    const [l] = eventsOf(lost.events, "commander-lost");
    expect(l?.survival?.roll).toBeGreaterThanOrEqual(0.5);
    expect(lost.state.commanders).toEqual([]);
  });

  it("W24 ruling: without a survival trait a commander whose army is destroyed is lost (no roll drawn)", () => {
    const s = battleState(map, {
      divisions: { warsaw: 8, krakow: 1 },
      commanders: [commander("ivanov", "austria", "krakow", [{ kind: "defence-dice", dice: 1 }])],
    });
    const out = run(map, s, [attack("russia", "krakow", ["warsaw", 8])], "seed-0");
    expect(eventsOf(out.events, "commander-lost")[0]).toMatchObject({ commander: "ivanov", survival: null });
  });

  it("W24 the general leading a won attack advances into the province; a lost attack destroys his army", () => {
    const s = battleState(map, {
      divisions: { warsaw: 2, krakow: 3 },
      commanders: [commander("samsonov", "russia", "warsaw", [{ kind: "attack-dice", dice: 1 }])],
    });
    const won = run(
      map,
      { ...s, provinces: { ...s.provinces, krakow: { ...s.provinces.krakow!, divisions: 0 } } },
      [attack("russia", "krakow", ["warsaw", 2])],
      "seed-0",
    );
    expect(eventsOf(won.events, "commander-advanced")[0]).toMatchObject({ from: "warsaw", to: "krakow" });
    const lost = run(map, s, [attack("russia", "krakow", ["warsaw", 2])], "seed-1");
    expect(eventsOf(lost.events, "land-battle")[0]?.outcome).toBe("defender-won");
    expect(eventsOf(lost.events, "commander-lost")[0]).toMatchObject({ commander: "samsonov" });
  });

  it("W24 spawns at the end of the Attack phase: occupied (a province his attack took) and end-province", () => {
    const s = battleState(map, {
      divisions: { warsaw: 3, trieste: 1 },
      commanders: [
        commander("falkenhayn", "russia", "warsaw", [
          { kind: "attack-dice", dice: 1 },
          { kind: "spawn-division", where: "occupied" },
        ]),
        commander("liman", "austria", "trieste", [
          { kind: "defence-dice", dice: 1 },
          { kind: "spawn-division", where: "end-province" },
        ]),
      ],
    });
    const out = run(map, s, [attack("russia", "krakow", ["warsaw", 3])], "seed-0");
    expect(eventsOf(out.events, "division-spawned")).toEqual([
      {
        type: "division-spawned",
        nation: "russia",
        commander: "falkenhayn",
        province: "krakow",
        rule: "W24",
      },
      { type: "division-spawned", nation: "austria", commander: "liman", province: "trieste", rule: "W24" },
    ]);
    expect(out.state.provinces.krakow?.divisions).toBe(4);
    expect(out.state.provinces.trieste?.divisions).toBe(2);
    const idle = run(map, s, [], "seed-0");
    expect(eventsOf(idle.events, "division-spawned").map((e) => e.commander)).toEqual(["liman"]);
  });

  it("W24 admirals: naval dice in a sea battle, lost with the fleet unless they survive", () => {
    const s = battleState(map, {
      fleets: [
        { nation: "italy", at: "adriatic", ships: 3 },
        { nation: "austria", at: "ionian", ships: 1 },
      ],
      commanders: [
        commander("revel", "italy", "adriatic", [{ kind: "naval-attack-dice", dice: 1 }], "admiral"),
        commander("haus", "austria", "ionian", [{ kind: "naval-defence-dice", dice: 2 }], "admiral"),
      ],
    });
    const out = run(
      map,
      s,
      [{ nation: "italy", command: { kind: "sail", from: "adriatic", to: "ionian", count: 3 } }],
      "seed-0",
    );
    const [b] = eventsOf(out.events, "naval-battle");
    expect(b?.attackerBonus.map((x) => x.commander)).toEqual(["revel"]);
    expect(b?.defenderBonus.map((x) => x.dice)).toEqual([2]);
    expect(b?.throws[0]?.attackerDice).toHaveLength(3);
    // W15/W24 ruling: 1 ship throws its 1 die plus the admiral's 2 bonus dice
    expect(b?.throws[0]?.defenderDice).toHaveLength(3);
    const loser = b?.outcome === "attacker-won" ? "haus" : "revel";
    expect(eventsOf(out.events, "commander-lost").map((e) => e.commander)).toEqual([loser]);
  });

  it("W24 helpers for the move validator: extra free moves and extra sea moves where the commander stands", () => {
    const s = battleState(map, {
      commanders: [
        commander("brusilov", "russia", "warsaw", [{ kind: "extra-free-move", moves: 1 }]),
        commander("beatty", "italy", "adriatic", [{ kind: "extra-sea-move", zones: 1 }], "admiral"),
      ],
    });
    expect(extraFreeMoves(s, "russia", "warsaw")).toBe(1);
    expect(extraFreeMoves(s, "russia", "lodz")).toBe(0);
    expect(extraFreeMoves(s, "austria", "warsaw")).toBe(0);
    expect(extraSeaMoves(s, "italy", "adriatic")).toBe(1);
  });
});
