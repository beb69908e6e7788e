import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { loadMap } from "../../src/map/load.ts";
import type { MapData } from "../../src/map/schema.ts";
import { builtInGeography, type MapGeography } from "../../src/maps/geography.ts";
import { type MapView, mapLayout, pathRings, renderMapSvg } from "../../src/presenters/map-picture.ts";
import { rasterise } from "../../src/presenters/png.ts";
import { boxesOverlap, estimateTextWidth } from "../../src/presenters/text-metrics.ts";
import { insideRings, openingMap } from "./helpers/opening-map.ts";

function hex(color: string): number {
  return Number.parseInt(color.slice(1), 16);
}

/** A picture, its pixels, and a look-up of the colour at a point of the geography's frame. */
function drawn(map: MapData, view: MapView, geography: MapGeography) {
  const svg = renderMapSvg(map, view, { geography });
  const layout = mapLayout(map, view, { geography });
  const raster = rasterise(svg);
  const k = layout.map.w / geography.width;
  const toPicture = ([x, y]: [number, number]): [number, number] => [x * k, layout.map.y + y * k];
  const colourAt = ([x, y]: [number, number]): number => {
    const p = (Math.round(y) * raster.width + Math.round(x)) * 4;
    return (raster.rgba[p]! << 16) | (raster.rgba[p + 1]! << 8) | raster.rgba[p + 2]!;
  };
  const covered = ([x, y]: [number, number], margin: number) =>
    layout.labels.some(
      (l) =>
        x > l.box.x - margin &&
        x < l.box.x + l.box.w + margin &&
        y > l.box.y - margin &&
        y < l.box.y + l.box.h + margin,
    );
  /** Colours of the province's inside (a grid, away from its edges and from labels) and of a ring of sea round it. */
  const province = (id: string) => {
    const outline = pathRings(geography.provinces[id] ?? "");
    const xs = outline.flat().map((p) => p[0]);
    const ys = outline.flat().map((p) => p[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const within: number[] = [];
    const around: number[] = [];
    const nearEdge = (p: [number, number]) =>
      [-2, 0, 2].some((dx) => [-2, 0, 2].some((dy) => !insideRings(p[0] + dx, p[1] + dy, outline)));
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const at = toPicture([x, y]);
        if (insideRings(x, y, outline) && !nearEdge([x, y]) && !covered(at, 2)) within.push(colourAt(at));
      }
    }
    // Just off the coast: points 3.5 px out from every few vertices of the outline, wherever that is not on it.
    for (const ring of outline) {
      for (let v = 0; v < ring.length; v += 3) {
        const [x, y] = ring[v]!;
        for (let a = 0; a < 360; a += 45) {
          const p: [number, number] = [
            x + 3.5 * Math.cos((a * Math.PI) / 180),
            y + 3.5 * Math.sin((a * Math.PI) / 180),
          ];
          const clear = [0, 90, 180, 270].every(
            (b) =>
              !insideRings(
                p[0] + 2 * Math.cos((b * Math.PI) / 180),
                p[1] + 2 * Math.sin((b * Math.PI) / 180),
                outline,
              ),
          );
          const at = toPicture(p);
          if (clear && !covered(at, 4)) around.push(colourAt(at));
        }
      }
    }
    return { within, around };
  };
  return { svg, layout, province };
}

const share = (colours: number[], colour: number) =>
  colours.filter((c) => c === colour).length / Math.max(colours.length, 1);

/** Sea: the sea's blue, its zone borders and their anti-aliased edges (blue well above red, not below green). */
const seaShare = (colours: number[]) =>
  colours.filter((c) => (c & 255) - (c >> 16) >= 30 && (c & 255) >= ((c >> 8) & 255)).length /
  Math.max(colours.length, 1);

describe("the map picture on real coastlines (europe-1907, Natural Earth)", () => {
  const { map, view, geography } = openingMap("World War 1907: 1907, Deployment phase");
  const picture = drawn(map, view, geography);

  it("W2 Ireland is the United Kingdom's colour, and sea all round it", () => {
    const { within, around } = picture.province("ireland");
    expect(within.length).toBeGreaterThan(100);
    expect(share(within, hex(view.nations.uk!.color))).toBeGreaterThan(0.97);
    expect(around.length).toBeGreaterThan(40);
    expect(seaShare(around)).toBeGreaterThan(0.95);
  });

  it("W2 the islands are islands in their owners' colours: Sicily, Sardinia, Corsica, Crete, Cyprus", () => {
    for (const id of ["sicily", "sardinia", "corsica", "crete", "cyprus"]) {
      const owner = view.provinces[id]?.owner ?? null;
      const fill = owner ? hex(view.nations[owner]!.color) : 0xd8ccb0;
      const { within, around } = picture.province(id);
      expect({ id, inside: within.length > 10 }).toEqual({ id, inside: true });
      // a port dot may sit on an island's coast
      expect({ id, owner: share(within, fill) > 0.95 }).toEqual({ id, owner: true });
      expect({ id, sea: seaShare(around) > 0.85 }).toEqual({ id, sea: true });
    }
  });

  it("W2 a captured province changes colour (Ireland taken by Germany)", () => {
    const taken: MapView = {
      ...view,
      provinces: { ...view.provinces, ireland: { owner: "germany", divisions: 2 } },
    };
    const after = drawn(map, taken, geography).province("ireland");
    expect(share(after.within, hex(view.nations.germany!.color))).toBeGreaterThan(0.97);
    expect(share(after.within, hex(view.nations.uk!.color))).toBe(0);
  });

  it("is drawn well under a second (the clipping was done at build time)", () => {
    const started = performance.now();
    renderMapSvg(map, view, { geography });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("labels and badges never overlap one another nor leave the map's frame", () => {
    for (const [name, v] of [
      ["opening", view],
      ["busy", busy(map, view)],
    ] as const) {
      const { labels, map: frame } = mapLayout(map, v, { geography });
      expect(labels.length).toBeGreaterThan(map.provinces.length);
      expect(labels.filter((l) => l.crowded).map((l) => l.text)).toEqual([]);
      for (const l of labels) {
        const b = l.box;
        const inFrame =
          b.x >= frame.x &&
          b.y >= frame.y &&
          b.x + b.w <= frame.x + frame.w &&
          b.y + b.h <= frame.y + frame.h;
        expect({ name, label: l.text, inFrame }).toEqual({ name, label: l.text, inFrame: true });
      }
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          if (boxesOverlap(labels[i]!.box, labels[j]!.box)) {
            expect({ name, overlap: [labels[i]!.text, labels[j]!.text] }).toEqual({ name, overlap: [] });
          }
        }
      }
    }
  });

  it("every province's divisions and every fleet get a badge, even in a busy position", () => {
    const v = busy(map, view);
    const { labels } = mapLayout(map, v, { geography });
    const badges = labels.filter((l) => l.kind === "division").length;
    expect(badges).toBe(map.provinces.filter((p) => (v.provinces[p.id]?.divisions ?? 0) > 0).length);
    const atSea = v.fleets.filter((f) => map.seas.some((s) => s.id === f.at)).length;
    expect(labels.filter((l) => l.kind === "fleet").length).toBe(atSea);
  });

  it("the width estimate of a label is never smaller than the text as drawn (so boxes really are apart)", () => {
    const samples = [
      "Ioannina",
      "St. Petersburg",
      "Mid-Atlantic Ocean",
      "WWW MMM",
      "Diyarbekir",
      "⚓12·3",
      "★",
    ];
    for (const text of samples) {
      for (const bold of [false, true]) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="40"><text x="10" y="25" font-size="10" font-family="DejaVu Sans"${bold ? ' font-weight="bold"' : ""}>${text}</text></svg>`;
        const box = new Resvg(svg, {
          font: {
            loadSystemFonts: false,
            fontFiles: [
              "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
              "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
            ],
            defaultFontFamily: "DejaVu Sans",
          },
        }).getBBox();
        if (!box) continue; // no font installed: nothing drawn to compare
        expect({ text, bold, fits: box.width <= estimateTextWidth(text, 10, bold) + 0.5 }).toEqual({
          text,
          bold,
          fits: true,
        });
      }
    }
  });
});

describe("the geography files", () => {
  it("W2 V2 are drawn from the built-in maps as they are; a map whose coordinates moved gets the schematic picture", () => {
    for (const id of ["europe-1907", "classic"]) {
      const loaded = loadMap(id);
      if (!loaded.ok) throw new Error(`${id} does not load`);
      // stale geography: run `npx tsx tools/build-map-geography.ts` after changing the map's coordinates
      expect({ id, geography: builtInGeography(loaded.value) !== null }).toEqual({ id, geography: true });
      const [first, ...rest] = loaded.value.provinces;
      const moved = {
        ...loaded.value,
        provinces: [
          { ...first!, coordinates: { lon: first!.coordinates.lon + 1, lat: first!.coordinates.lat } },
          ...rest,
        ],
      };
      expect(builtInGeography(moved)).toBeNull();
    }
  });
});

describe("the classic Risk map on real coastlines", () => {
  it("V2 its labels and badges never overlap one another nor leave the frame, each territory with its count", () => {
    const loaded = loadMap("classic");
    if (!loaded.ok) throw new Error("classic does not load");
    const m = loaded.value;
    const view: MapView = {
      provinces: Object.fromEntries(
        m.provinces.map((p, k) => [p.id, { owner: `s${k % 6}`, divisions: 10 + k }]),
      ),
      fleets: [],
      nations: Object.fromEntries(
        [0, 1, 2, 3, 4, 5].map((k) => [`s${k}`, { color: "#2e5fa8", name: `Seat ${k}` }]),
      ),
      labels: Object.fromEntries(m.provinces.map((p) => [p.id, `${p.name} · 3`])),
    };
    const { labels, map: frame, dropped } = mapLayout(m, view, { geography: builtInGeography(m) });
    expect(labels.filter((l) => l.kind === "division").length).toBe(m.provinces.length);
    expect(dropped).toEqual([]);
    for (const l of labels) {
      expect(l.box.x >= frame.x && l.box.x + l.box.w <= frame.x + frame.w).toBe(true);
      expect(l.box.y >= frame.y && l.box.y + l.box.h <= frame.y + frame.h).toBe(true);
    }
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++)
        expect(boxesOverlap(labels[i]!.box, labels[j]!.box)).toBe(false);
    }
  });

  it("V2 has an outline for every territory, and Madagascar and Great Britain are islands", () => {
    const loaded = loadMap("classic");
    if (!loaded.ok) throw new Error("classic does not load");
    const geography = builtInGeography(loaded.value);
    expect(geography).not.toBeNull();
    for (const p of loaded.value.provinces) expect(geography!.provinces[p.id]).toBeTruthy();
    const view: MapView = {
      provinces: Object.fromEntries(loaded.value.provinces.map((p) => [p.id, { owner: "a", divisions: 3 }])),
      fleets: [],
      nations: { a: { color: "#2e5fa8", name: "Alice" } },
    };
    const picture = drawn(loaded.value, view, geography!);
    for (const id of ["madagascar", "great-britain"]) {
      const { within, around } = picture.province(id);
      expect({ id, owner: share(within, 0x2e5fa8) > 0.9 }).toEqual({ id, owner: true });
      expect({ id, sea: seaShare(around) > 0.85 }).toEqual({ id, sea: true });
    }
  });
});

/** Every province held with a big garrison, a fleet in every sea zone and in many ports, every commander placed. */
function busy(map: MapData, view: MapView): MapView {
  const nations = Object.keys(view.nations);
  return {
    ...view,
    provinces: Object.fromEntries(
      map.provinces.map((p, k) => [
        p.id,
        { owner: nations[k % nations.length] ?? null, divisions: 10 + (k % 90) },
      ]),
    ),
    fleets: [
      ...map.seas.map((s, k) => ({
        nation: nations[k % nations.length]!,
        at: s.id,
        ships: 1 + (k % 12),
        divisions: k % 5,
        built: true,
      })),
      ...map.provinces
        .filter((p, k) => p.port && k % 3 === 0)
        .map((p, k) => ({
          nation: nations[k % nations.length]!,
          at: p.id,
          ships: 2,
          divisions: 0,
          built: k % 2 === 0,
        })),
    ],
  };
}
