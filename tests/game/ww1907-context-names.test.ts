import { describe, expect, it } from "vitest";
import { buildContext, type GameSetup } from "../../src/game/ww1907/context.ts";
import { rosterData } from "../../src/rulesets/ww1907/commanders/roster-data.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";

/**
 * A World War 1907 game's display names (`GameContext.nameOf`, what receipts, reports and the map write for an id):
 * places are looked up in the map graph's tables, commanders and nations in a small table made on first use, so a
 * service's first post builds no table of every name. Where two kinds share an id, a scenario's commander comes
 * first, then a commander of the built-in roster, a nation, a sea zone and a province, as when one table of every
 * name was made in the reverse order.
 */

const loaded = loadScenario("ww1907");
if (!loaded.ok) throw new Error("the built-in scenario does not load");
const setup: GameSetup = { scenario: loaded.value.scenario, map: loaded.value.map };

function context(of: GameSetup) {
  const built = buildContext(of, { checked: true });
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

describe("a World War 1907 game's display names", () => {
  it("name every province, sea zone, nation and commander of the built-in scenario and roster", () => {
    const { nameOf } = context(setup);
    for (const p of setup.map.provinces) expect(nameOf(p.id)).toBe(p.name);
    for (const s of setup.map.seas) expect(nameOf(s.id)).toBe(s.name);
    for (const n of setup.scenario.nations) expect(nameOf(n.id)).toBe(n.name);
    for (const c of rosterData) {
      const own = setup.scenario.commanders.find((s) => s.id === c.id);
      expect(nameOf(c.id)).toBe(own?.name ?? c.name);
    }
    for (const c of setup.scenario.commanders) expect(nameOf(c.id)).toBe(c.name);
    expect(nameOf("atlantis")).toBe("atlantis");
  });

  it("prefer a commander to a nation, a nation to a sea zone and a sea zone to a province sharing its id", () => {
    const province = setup.map.provinces[0];
    const sea = setup.map.seas[0];
    const nation = setup.scenario.nations[0];
    const commander = setup.scenario.commanders[0];
    const roster = rosterData[0];
    if (!province || !sea || !nation || !commander || !roster)
      throw new Error("the scenario has no such thing");
    const shared: GameSetup = {
      map: {
        ...setup.map,
        // a sea zone named by a province's id
        seas: [{ ...sea, id: province.id }, ...setup.map.seas.slice(1)],
      },
      scenario: {
        ...setup.scenario,
        // a nation named by the sea zone's id, and a scenario commander named by the roster's first
        nations: [{ ...nation, id: sea.id }, ...setup.scenario.nations.slice(1)],
        commanders: [
          { ...commander, id: roster.id, name: "Someone Else" },
          ...setup.scenario.commanders.slice(1),
        ],
      },
    };
    const { nameOf } = context(shared);
    expect(nameOf(province.id)).toBe(sea.name);
    expect(nameOf(sea.id)).toBe(nation.name);
    expect(nameOf(roster.id)).toBe("Someone Else");
  });
});
