import { describe, expect, it } from "vitest";
import { MapGraph } from "../../src/map/graph.ts";
import { builtInGeography } from "../../src/maps/geography.ts";
import { type MapView, renderMapSvg } from "../../src/presenters/map-picture.ts";
import type { BattleEvent } from "../../src/rulesets/ww1907/battles/events.ts";
import type { EngineEvent } from "../../src/rulesets/ww1907/events.ts";
import { cutOffProvinces, phaseMarks } from "../../src/rulesets/ww1907/map-picture.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { initState } from "../../src/rulesets/ww1907/state.ts";
import { post, testService } from "../game/helpers.ts";

function battle(
  nation: string,
  target: string,
  from: string[],
  outcome: "attacker-won" | "defender-won",
): BattleEvent {
  return {
    type: "land-battle",
    kind: "attack",
    nation,
    target,
    defender: null,
    sources: from.map((f) => ({ from: f, ordered: 2, committed: 2 })),
    attackers: 2 * from.length,
    defenders: 2,
    attackerBonus: [],
    defenderBonus: [],
    throws: [],
    attackerLosses: 0,
    defenderLosses: 2,
    outcome,
  };
}

const events: (EngineEvent | BattleEvent)[] = [
  { type: "moved", nation: "russia", from: "warsaw", to: "cracow", count: 1 },
  battle("russia", "transylvania", ["lemberg", "budapest"], "attacker-won"),
  {
    type: "province-captured",
    nation: "russia",
    province: "transylvania",
    from: "austria-hungary",
    occupiers: 2,
    enemyGarrison: true,
  },
  battle("uk", "larissa", ["lamia"], "defender-won"),
];

describe("the phase picture: what happened (World War 1907)", () => {
  it("W8 W14 W16 moves and attacks become arrows in the mover's colour, failed ones marked, battles and captures listed", () => {
    expect(phaseMarks(events)).toEqual({
      arrows: [
        { nation: "russia", from: "warsaw", to: "cracow", kind: "move", failed: false },
        { nation: "russia", from: "lemberg", to: "transylvania", kind: "attack", failed: false },
        { nation: "russia", from: "budapest", to: "transylvania", kind: "attack", failed: false },
        { nation: "uk", from: "lamia", to: "larissa", kind: "attack", failed: true },
      ],
      captured: ["transylvania"],
      battles: [
        { at: "transylvania", attackers: 4, defenders: 2, won: true },
        { at: "larissa", attackers: 2, defenders: 2, won: false },
      ],
    });
  });

  it("draws the arrows (failed dashed and crossed), the battles' markers, outlines the captures, all in the legend", () => {
    const loaded = loadScenario("ww1907");
    if (!loaded.ok) throw new Error("no ww1907");
    const { scenario, map } = loaded.value;
    const state = initState(scenario, new MapGraph(map));
    const nations = Object.fromEntries(scenario.nations.map((n) => [n.id, { color: n.color, name: n.name }]));
    const view: MapView = {
      provinces: state.provinces,
      fleets: state.fleets,
      nations,
      ...phaseMarks(events),
    };
    const svg = renderMapSvg(map, view, { geography: builtInGeography(map) });
    const russia = nations.russia!.color;
    const uk = nations.uk!.color;
    expect(svg.match(new RegExp(`<path d="M[^"]*Q[^"]*" fill="none" stroke="${russia}"`, "g"))?.length).toBe(
      3,
    );
    expect(svg).toMatch(new RegExp(`<path d="M[^"]*Q[^"]*" fill="none" stroke="${uk}"[^>]*stroke-dasharray`));
    expect(svg).not.toMatch(new RegExp(`stroke="${russia}"[^>]*stroke-dasharray`));
    expect(svg).toContain(">failed attack<");
    expect(svg).toContain(">attack that won<");
    expect(svg).toContain(">move<");
    expect(svg).toContain(">captured this phase<");
    expect(svg).toContain(">⚔4v2 won</text>"); // the battle's marker, with its odds and result
    expect(svg).toContain(">⚔2v2 held</text>");
    expect(svg).toContain(">battle: attackers v defenders, won or held<");
    const outline = builtInGeography(map)!.provinces.transylvania!;
    expect(svg).toContain(`d="${outline}" fill="none" stroke="#1b1b1b"`);
    // the map now: no arrows, no outlines, no such legend entries
    const now = renderMapSvg(
      map,
      { ...view, arrows: [], captured: [], battles: [] },
      { geography: builtInGeography(map) },
    );
    expect(now).not.toContain(">captured this phase<");
    expect(now).not.toContain(">failed attack<");
    expect(now).not.toContain("⚔");
  });

  it("W14 W16 the resolution's picture shows the phase; the picture asked for later is the map now", async () => {
    const { service } = testService();
    const game = await service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    expect((await service.resolve(id, { name: "GM" })).ok).toBe(true);
    await service.ingest(id, "forum", [
      post("Osmano", ["Attack Transylvania with 2 from Lemberg and 3 from Budapest"], {
        postId: "a1",
        postedAt: "2026-12-01T13:00:00.000Z",
      }),
    ]);
    const resolved = await service.resolve(id, { name: "GM" });
    if (!resolved.ok) throw new Error(resolved.error);
    const phasePicture = await resolved.value.picture();
    const now = await service.picture(id);
    if (!now.ok) throw new Error(now.error);
    expect(phasePicture.subarray(1, 4).toString()).toBe("PNG");
    expect(now.value.subarray(1, 4).toString()).toBe("PNG");
    expect(phasePicture.equals(now.value)).toBe(false);
    expect(phasePicture.length).toBeLessThan(256 * 1024);
  });

  it("W4 a province cut off from its nation's main supply group is hatched (an enemy fleet in the North Atlantic cuts Ireland off)", () => {
    const loaded = loadScenario("ww1907");
    if (!loaded.ok) throw new Error("no ww1907");
    const { scenario, map } = loaded.value;
    const graph = new MapGraph(map);
    const state = initState(scenario, graph);
    expect(cutOffProvinces(graph, state)).not.toContain("ireland");
    state.fleets.push({ nation: "ottoman", at: "north-atlantic-ocean", ships: 1, divisions: 0, built: true });
    const cut = cutOffProvinces(graph, state);
    expect(cut).toContain("ireland");
    expect(cut).not.toContain("london");
    const nations = Object.fromEntries(scenario.nations.map((n) => [n.id, { color: n.color, name: n.name }]));
    const geography = builtInGeography(map)!;
    const svg = renderMapSvg(
      map,
      { provinces: state.provinces, fleets: state.fleets, nations, cutOff: cut },
      { geography },
    );
    expect(svg).toContain(`<path d="${geography.provinces.ireland}"`);
    expect(svg).toMatch(/<path d="[^"]*" transform="[^"]*" fill="url\(#cut-off\)"/);
    expect(svg).toContain(">cut off from its main supply group (W4)<");
    const whole = renderMapSvg(map, { provinces: state.provinces, fleets: [], nations }, { geography });
    expect(whole).not.toContain("cut-off");
  });
});
