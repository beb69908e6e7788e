import { describe, expect, it } from "vitest";
import { loadMapGraph } from "../../../../../src/map/load.ts";
import type { PostedOrder } from "../../../../../src/rulesets/ww1907/battles/attack-phase.ts";
import { attack, battleState, eventsOf, lostInBattle, run, totalDivisions } from "./fixture.ts";

const loaded = loadMapGraph("europe-1907");
if (!loaded.ok) throw new Error("europe-1907 does not load");
const map = loaded.value;

const diaz = {
  id: "armando-diaz",
  name: "Armando Diaz",
  kind: "general" as const,
  nation: "italy",
  title: "Offensive Genius",
  traits: [
    { kind: "attack-dice" as const, dice: 1 },
    { kind: "home-attack-dice" as const, dice: 2 },
  ],
  at: "milan",
};
const brusilov = {
  id: "aleksei-brusilov",
  name: "Aleksei Brusilov",
  kind: "general" as const,
  nation: "russia",
  title: "Fast Moving",
  traits: [
    { kind: "attack-dice" as const, dice: 1 },
    { kind: "extra-free-move" as const, moves: 1 },
  ],
  at: "zagreb",
};

describe("an Attack phase on the Europe 1907 map (W12–W24)", () => {
  const before = battleState(map, {
    relations: [
      ["austria-hungary", "italy", "war"],
      ["austria-hungary", "russia", "war"],
    ],
    owners: { venice: "austria-hungary", graz: "austria-hungary" },
    divisions: { milan: 6, venice: 3, zagreb: 4, graz: 2, trieste: 1 },
    fleets: [
      { nation: "italy", at: "ionian-sea", ships: 2, divisions: 4 },
      { nation: "austria-hungary", at: "adriatic-sea", ships: 1 },
    ],
    commanders: [diaz, brusilov],
  });
  const orders: PostedOrder[] = [
    attack("italy", "venice", ["milan", 6]),
    { nation: "italy", command: { kind: "amphibious", target: "trieste", from: "adriatic-sea", count: 3 } },
    { nation: "italy", command: { kind: "sail", from: "ionian-sea", to: "adriatic-sea", count: 2 } },
    attack("russia", "graz", ["zagreb", 4]),
  ];

  for (const seed of ["europe-1", "europe-2", "europe-3"]) {
    it(`W24 Diaz throws 1 + 2 extra dice on Italian soil, Brusilov 1 abroad; W13 W20 the fleet fights first (${seed})`, () => {
      const out = run(map, before, orders, seed);
      expect(out.events[0]).toMatchObject({ type: "ships-sailed", to: "adriatic-sea" });
      expect(out.events[1]).toMatchObject({ type: "naval-battle", zone: "adriatic-sea", attacker: "italy" });
      const battles = eventsOf(out.events, "land-battle");
      const venice = battles.find((b) => b.target === "venice");
      expect(venice?.attackerBonus.map((b) => [b.commander, b.trait, b.dice])).toEqual([
        ["armando-diaz", "attack-dice", 1],
        ["armando-diaz", "home-attack-dice", 2],
      ]);
      expect(venice?.throws[0]?.attackerDice).toHaveLength(5);
      const graz = battles.find((b) => b.target === "graz");
      expect(graz?.attackerBonus.map((b) => b.trait)).toEqual(["attack-dice"]);
      expect(graz?.throws[0]?.attackerDice).toHaveLength(3);
      // the strike happens only if the fleet survived; a neutral garrison gives no VP (W21 ruling)
      const naval = eventsOf(out.events, "naval-battle")[0];
      const strike = battles.find((b) => b.kind === "amphibious");
      if (naval?.outcome === "attacker-won") expect(strike?.sources[0]?.committed).toBeGreaterThan(0);
      else expect(strike).toBeUndefined();
      const vp = eventsOf(out.events, "points").filter((p) => p.kind === "vp");
      for (const p of vp) expect(p.reason).not.toMatch(/trieste/);
      expect(totalDivisions(before) - totalDivisions(out.state)).toBe(lostInBattle(out.events));
    });
  }
});
