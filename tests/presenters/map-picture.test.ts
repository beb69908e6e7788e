import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapSchema } from "../../src/map/schema.ts";
import { renderMapSvg } from "../../src/presenters/map-picture.ts";
import { svgToPng } from "../../src/presenters/png.ts";

const tiny = mapSchema.parse(
  JSON.parse(readFileSync(new URL("../../fixtures/maps/tiny.json", import.meta.url), "utf8")),
);
const [first, second] = tiny.provinces;
const provinces = Object.fromEntries(
  tiny.provinces.map((p) => [p.id, { owner: null as string | null, divisions: 0 }]),
);
if (first) provinces[first.id] = { owner: "red", divisions: 7 };
if (second) provinces[second.id] = { owner: null, divisions: 3 };
const firstSea = tiny.seas[0];
const view = {
  provinces,
  fleets: firstSea ? [{ nation: "red", at: firstSea.id, ships: 2, divisions: 3, built: true }] : [],
  nations: { red: { color: "#c0392b", name: "Red Empire" } },
  title: "Spring 1907",
};

describe("map picture", () => {
  it("draws a cell per province and sea, owners' colours, garrisons, fleets and the legend", () => {
    const svg = renderMapSvg(tiny, view);
    for (const p of tiny.provinces) expect(svg).toContain(`>${p.name}<`);
    for (const s of tiny.seas) expect(svg).toContain(`>${s.name}<`);
    expect(svg).toContain('fill="#c0392b" stroke="#ffffff"'); // the schematic cell in the owner's colour
    expect(svg).toMatch(/fill="#ffffff"[^>]*>7</); // owned garrison: white reads better than black on this red (WCAG contrast)
    expect(svg).toMatch(/fill="#000000"[^>]*>3</); // neutral garrison in black (W2)
    expect(svg).toContain("⚓2·3"); // ships · divisions aboard
    expect(svg).toContain(">Red Empire<");
  });

  it("is deterministic", () => {
    expect(renderMapSvg(tiny, view)).toBe(renderMapSvg(tiny, view));
  });

  it("rasterises to a PNG of the requested width", () => {
    const png = svgToPng(renderMapSvg(tiny, view, { width: 600 }));
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(600);
  });
});
