import { describe, expect, it } from "vitest";
import { MapGraph } from "../../src/map/graph.ts";
import { loadMap } from "../../src/map/load.ts";
import type { MapData } from "../../src/map/schema.ts";
import { builtInGeography } from "../../src/maps/geography.ts";
import {
  contrastRatio,
  type MapView,
  mapLayout,
  renderMapSvg,
  textColourOn,
} from "../../src/presenters/map-picture.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { initState } from "../../src/rulesets/ww1907/state.ts";

function opening(): { map: MapData; view: MapView } {
  const loaded = loadScenario("ww1907");
  if (!loaded.ok) throw new Error("the ww1907 scenario does not load");
  const { scenario, map } = loaded.value;
  const state = initState(scenario, new MapGraph(map));
  return {
    map,
    view: {
      provinces: state.provinces,
      fleets: state.fleets,
      nations: Object.fromEntries(scenario.nations.map((n) => [n.id, { color: n.color, name: n.name }])),
      commanders: state.commanders.map((c) => ({ name: c.name, nation: c.nation, at: c.at })),
      title: "World War 1907: 1907, Deployment phase",
    },
  };
}

/** Every badge of a picture: its fill and its text's fill (a rect with the badge outline, then its text). */
function badges(svg: string): { fill: string; text: string; content: string }[] {
  const out: { fill: string; text: string; content: string }[] = [];
  const re =
    /<rect [^>]*fill="(#[0-9a-f]{6})" stroke="#1b1b1b"[^>]*\/>\n<text [^>]*fill="(#[0-9a-f]{6})"[^>]*>([^<]*)</g;
  for (const m of svg.matchAll(re)) out.push({ fill: m[1]!, text: m[2]!, content: m[3]! });
  return out;
}

describe("reading the map picture", () => {
  const { map, view } = opening();
  const geography = builtInGeography(map);
  const svg = renderMapSvg(map, view, { geography });

  it("picks black or white text by WCAG contrast: black on Spain's yellow, white on dark red", () => {
    expect(textColourOn("#e3c21b")).toBe("#000000");
    expect(textColourOn("#d9b44a")).toBe("#000000");
    expect(textColourOn("#b03a2e")).toBe("#ffffff");
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#e3c21b", "#ffffff")).toBeLessThan(2.5); // why white on yellow was unreadable
  });

  it("every badge's text has a contrast of at least 4.5:1 with its fill (WCAG AA), in both maps", () => {
    const risk = loadMap("classic");
    if (!risk.ok) throw new Error("classic does not load");
    const seats = ["#c0392b", "#2e5fa8", "#2e8540", "#8e44ad", "#b9770e", "#117a65", "#6d4c41", "#c2185b"];
    const riskView: MapView = {
      provinces: Object.fromEntries(
        risk.value.provinces.map((p, k) => [p.id, { owner: `s${k % 8}`, divisions: k }]),
      ),
      fleets: [],
      nations: Object.fromEntries(seats.map((color, k) => [`s${k}`, { color, name: `Seat ${k}` }])),
    };
    const all = [
      ...badges(svg),
      ...badges(renderMapSvg(risk.value, riskView, { geography: builtInGeography(risk.value) })),
    ];
    expect(all.length).toBeGreaterThan(150);
    for (const b of all) {
      expect({ ...b, readable: contrastRatio(b.fill, b.text) >= 4.5 }).toEqual({ ...b, readable: true });
    }
  });

  it("W2 fleets are badges in their nation's colour: ships, and divisions aboard after a dot", () => {
    const germany = view.nations.germany!.color;
    const v: MapView = {
      ...view,
      fleets: [{ nation: "germany", at: "north-sea", ships: 4, divisions: 2, built: true }],
    };
    expect(badges(renderMapSvg(map, v, { geography }))).toContainEqual({
      fill: germany,
      text: textColourOn(germany),
      content: "⚓4·2",
    });
  });

  it("W23 commanders are stars in their nation's colour at their province", () => {
    const { labels } = mapLayout(map, view, { geography });
    const k = (geography?.width ?? 1) > 0 ? 1400 / geography!.width : 1;
    for (const c of view.commanders ?? []) {
      if (!c.at || !map.provinces.some((p) => p.id === c.at)) continue;
      const [ax, ay] = geography!.anchors[c.at]!;
      const anchor = [ax * k, 34 + ay * k];
      const star = labels.find(
        (l) =>
          l.kind === "commander" &&
          l.key === c.nation &&
          Math.hypot(l.box.x + l.box.w / 2 - anchor[0]!, l.box.y + l.box.h / 2 - anchor[1]!) < 40,
      );
      expect({ commander: c.name, drawn: star !== undefined }).toEqual({ commander: c.name, drawn: true });
    }
    expect(badges(svg).filter((b) => b.content === "★").length).toBeGreaterThanOrEqual(
      (view.commanders ?? []).filter((c) => c.at).length - 1,
    );
  });

  it("W23 a commander placed this phase is marked new, and the legend says so", () => {
    const [first, ...others] = view.commanders ?? [];
    const v: MapView = { ...view, commanders: [{ ...first!, fresh: true }, ...others] };
    const drawn = renderMapSvg(map, v, { geography });
    const colour = view.nations[first!.nation]!.color;
    expect(badges(drawn).filter((b) => b.content === "★new" && b.fill === colour)).toHaveLength(1); // and the legend's
    expect(drawn).toContain(">commander placed this phase<");
    expect(svg).not.toContain(">commander placed this phase<");
  });

  it("the legend names every symbol used, and only those", () => {
    for (const entry of [
      "Neutral",
      "Off the board",
      "divisions (owner's colour)",
      "fleet at sea",
      "ships in port",
      "port",
      "ferry",
      "commander",
    ]) {
      expect(svg).toContain(`>${entry}`);
    }
    for (const n of Object.values(view.nations)) expect(svg).toContain(`>${n.name}<`);
    const bare = renderMapSvg(map, { ...view, fleets: [], commanders: [] }, { geography });
    expect(bare).not.toContain(">fleet at sea");
    expect(bare).not.toContain(">commander<");
    expect(bare).not.toContain(">move<");
  });

  it("has the title with the game, the year and the phase above the map", () => {
    expect(svg).toMatch(/<text [^>]*font-weight="bold"[^>]*>World War 1907: 1907, Deployment phase<\/text>/);
  });
});
