import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadMap } from "../../src/map/load.ts";
import type { MapData } from "../../src/map/schema.ts";
import { builtInGeography } from "../../src/maps/geography.ts";
import { type MapView, renderMapSvg } from "../../src/presenters/map-picture.ts";
import { rasterise, svgToPng } from "../../src/presenters/png.ts";

const PHPBB_ATTACHMENT_LIMIT = 256 * 1024;
const COLOURS = ["#c0392b", "#2471a3", "#1e8449", "#7d3c98", "#d68910", "#566573", "#a04000", "#117a65"];

function map(id: string): MapData {
  const loaded = loadMap(id);
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
  return loaded.value;
}

/** A busy position: eight owners, garrisons everywhere, a fleet in every other sea zone. */
function busyView(m: MapData): MapView {
  return {
    provinces: Object.fromEntries(
      m.provinces.map((p, k) => [p.id, { owner: k % 9 === 0 ? null : `n${k % 8}`, divisions: (k * 7) % 13 }]),
    ),
    fleets: m.seas
      .filter((_, k) => k % 2 === 0)
      .map((s, k) => ({ nation: `n${k % 8}`, at: s.id, ships: 1 + (k % 4), divisions: k % 3, built: true })),
    nations: Object.fromEntries(
      COLOURS.map((color, k) => [`n${k}`, { color, name: `Nation number ${k + 1}` }]),
    ),
    title: "A busy position: 1911, Attack phase",
  };
}

/** Decodes the PNGs svgToPng writes (8-bit palette, filter 0): width, height, RGB per pixel. */
function decodeIndexed(png: Buffer): {
  width: number;
  height: number;
  rgb: (x: number, y: number) => number;
} {
  let at = 8;
  let palette: Uint8Array = new Uint8Array(0);
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8, 13)]).toEqual([8, 3, 0, 0, 0]);
    }
    if (type === "PLTE") palette = data;
    if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  for (let y = 0; y < height; y++) expect(rows[y * (width + 1)]).toBe(0);
  return {
    width,
    height,
    rgb: (x, y) => {
      const k = rows[y * (width + 1) + 1 + x] ?? 0;
      return (palette[k * 3]! << 16) | (palette[k * 3 + 1]! << 8) | palette[k * 3 + 2]!;
    },
  };
}

describe("the map picture as a forum attachment", () => {
  for (const id of ["europe-1907", "classic"]) {
    it(`${id}: a busy position at the default width is under phpBB's 256 KiB attachment limit`, () => {
      const m = map(id);
      const png = svgToPng(renderMapSvg(m, busyView(m), { geography: builtInGeography(m) }));
      expect(png.readUInt32BE(16)).toBe(1400);
      expect(png.length).toBeLessThan(PHPBB_ATTACHMENT_LIMIT);
    });
  }

  it("W2 every pixel of an owner's colour keeps that exact colour after the palette is made", () => {
    const m = map("europe-1907");
    const svg = renderMapSvg(m, busyView(m), { width: 700, geography: builtInGeography(m) });
    const full = rasterise(svg);
    const indexed = decodeIndexed(svgToPng(svg));
    expect([indexed.width, indexed.height]).toEqual([full.width, full.height]);
    const at = (x: number, y: number) => {
      const p = (y * full.width + x) * 4;
      return (full.rgba[p]! << 16) | (full.rgba[p + 1]! << 8) | full.rgba[p + 2]!;
    };
    // The owner's fill as drawn: the nation's colour, opaque (map-picture.ts).
    const owned = COLOURS.map((c) => [1, 3, 5].map((k) => Number.parseInt(c.slice(k, k + 2), 16)));
    const near = (rgb: number, o: number[]) =>
      o.every((v, k) => Math.abs(v - ((rgb >> (16 - 8 * k)) & 255)) <= 1.5);
    const counts = new Map<number, number>();
    for (let y = 0; y < full.height; y++)
      for (let x = 0; x < full.width; x++) counts.set(at(x, y), (counts.get(at(x, y)) ?? 0) + 1);
    // Each owner's flat fill: the most frequent drawn colour at the expected blend (edges shade off it).
    const flat = new Set(
      owned.map((o) => {
        const candidates = [...counts].filter(([rgb]) => near(rgb, o)).sort((a, b) => b[1] - a[1]);
        expect(candidates.length).toBeGreaterThan(0);
        return candidates[0]![0];
      }),
    );
    expect(flat.size).toBe(COLOURS.length);
    let checked = 0;
    for (let y = 0; y < full.height; y++) {
      for (let x = 0; x < full.width; x++) {
        const rgb = at(x, y);
        if (!flat.has(rgb)) continue;
        checked++;
        if (indexed.rgb(x, y) !== rgb) expect({ x, y, rgb: indexed.rgb(x, y) }).toEqual({ x, y, rgb });
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it("full colour on request, as resvg draws it", () => {
    const m = map("classic");
    const png = svgToPng(renderMapSvg(m, busyView(m), { width: 300 }), { palette: false });
    expect(png[25]).toBe(6); // colour type 6: RGBA
  });
});
