import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeIndexedPng, quantise } from "../../src/presenters/png-palette.ts";

const raster = (colours: number[], width: number, height: number) => {
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    const c = colours[p % colours.length] ?? 0;
    rgba.set([(c >> 16) & 255, (c >> 8) & 255, c & 255, 255], p * 4);
  }
  return { width, height, rgba };
};
const colourAt = (q: ReturnType<typeof quantise>, p: number) => {
  const k = q.indices[p] ?? 0;
  return ((q.palette[k * 3] ?? 0) << 16) | ((q.palette[k * 3 + 1] ?? 0) << 8) | (q.palette[k * 3 + 2] ?? 0);
};

describe("palette quantiser", () => {
  it("keeps every colour exactly when there are 256 or fewer", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 0xffffff }), { minLength: 1, maxLength: 256 }),
        (colours) => {
          const q = quantise(raster(colours, 32, 16));
          for (let p = 0; p < 32 * 16; p++) expect(colourAt(q, p)).toBe(colours[p % colours.length]);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("uses at most 256 colours, each pixel close to its own", () => {
    const colours = Array.from({ length: 4096 }, (_, k) => ((k * 2654435761) >>> 8) & 0xffffff);
    const q = quantise(raster(colours, 128, 64));
    expect(q.palette.length / 3).toBeLessThanOrEqual(256);
    let error = 0;
    for (let p = 0; p < 128 * 64; p++) {
      const a = colours[p % colours.length] ?? 0;
      const b = colourAt(q, p);
      error += Math.hypot(
        ((a >> 16) & 255) - ((b >> 16) & 255),
        ((a >> 8) & 255) - ((b >> 8) & 255),
        (a & 255) - (b & 255),
      );
    }
    expect(error / (128 * 64)).toBeLessThan(40);
  });

  it("is deterministic and writes a PNG signature, header and palette", () => {
    const r = raster([0xff0000, 0x00ff00, 0x0000ff], 10, 5);
    const png = encodeIndexedPng(quantise(r));
    expect(png.equals(encodeIndexedPng(quantise(r)))).toBe(true);
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(png.toString("ascii", 12, 16)).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([10, 5, 8, 3]);
    expect(png.toString("ascii", 37, 41)).toBe("PLTE");
  });
});
