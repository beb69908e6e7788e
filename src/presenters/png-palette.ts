import { deflateSync } from "node:zlib";

/**
 * A palette (8-bit indexed) PNG from an opaque RGBA raster: the map picture's large flat fills keep their exact
 * colours, the anti-aliased edges and text share the rest of the palette (median cut), and the indexed image
 * compresses to a fraction of the full-colour one (a forum's attachment limit, phpBB's default 256 KiB).
 * Pure and deterministic: the same pixels always give the same bytes.
 */

/** A raster as resvg gives it: `width × height` pixels, 4 bytes each (R, G, B, A). */
export interface Raster {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** A quantised raster: up to 256 RGB colours and one palette index per pixel. */
export interface IndexedRaster {
  width: number;
  height: number;
  /** 3 bytes a colour (R, G, B). */
  palette: Uint8Array;
  indices: Uint8Array;
}

/** How many of the most frequent colours are kept exactly (the flat fills: sea, owners' colours, neutral land). */
const EXACT_COLOURS = 96;

interface Entry {
  rgb: number;
  count: number;
}

/** Reduces a raster to at most `colours` colours (2–256). Alpha is ignored: the picture is drawn on white. */
export function quantise(raster: Raster, colours = 256): IndexedRaster {
  const { width, height, rgba } = raster;
  const pixels = width * height;
  // Counted by runs: a flat fill is one long run of the same colour, so the map is touched once a run.
  const counts = new Map<number, number>();
  let run = -1;
  let runLength = 0;
  for (let p = 0; p < pixels; p++) {
    const rgb = (rgba[p * 4]! << 16) | (rgba[p * 4 + 1]! << 8) | rgba[p * 4 + 2]!;
    if (rgb === run) {
      runLength++;
      continue;
    }
    if (runLength > 0) counts.set(run, (counts.get(run) ?? 0) + runLength);
    run = rgb;
    runLength = 1;
  }
  if (runLength > 0) counts.set(run, (counts.get(run) ?? 0) + runLength);
  const entries: Entry[] = [...counts].map(([rgb, count]) => ({ rgb, count }));
  // Most frequent first; ties by colour so that the order (and so the bytes) never depend on the Map.
  entries.sort((a, b) => b.count - a.count || a.rgb - b.rgb);
  let palette: number[];
  if (entries.length <= colours) palette = entries.map((e) => e.rgb);
  else {
    const exact = entries.slice(0, Math.min(EXACT_COLOURS, colours - 1)).map((e) => e.rgb);
    palette = [...exact, ...medianCut(entries.slice(exact.length), colours - exact.length)];
  }
  const indexOf = new Map<number, number>();
  palette.forEach((rgb, k) => {
    if (!indexOf.has(rgb)) indexOf.set(rgb, k);
  });
  for (const e of entries) if (!indexOf.has(e.rgb)) indexOf.set(e.rgb, nearest(e.rgb, palette));
  const indices = new Uint8Array(pixels);
  let last = -1;
  let lastIndex = 0;
  for (let p = 0; p < pixels; p++) {
    const rgb = (rgba[p * 4]! << 16) | (rgba[p * 4 + 1]! << 8) | rgba[p * 4 + 2]!;
    if (rgb !== last) {
      last = rgb;
      lastIndex = indexOf.get(rgb) ?? 0;
    }
    indices[p] = lastIndex;
  }
  const bytes = new Uint8Array(palette.length * 3);
  palette.forEach((rgb, k) => {
    bytes[k * 3] = (rgb >> 16) & 255;
    bytes[k * 3 + 1] = (rgb >> 8) & 255;
    bytes[k * 3 + 2] = rgb & 255;
  });
  return { width, height, palette: bytes, indices };
}

const channel = (rgb: number, c: number) => (rgb >> (16 - 8 * c)) & 255;

/** Median cut over weighted colours: splits the widest box at its weighted median until there are `boxes` boxes. */
function medianCut(entries: Entry[], boxes: number): number[] {
  const out: Entry[][] = entries.length > 0 ? [entries] : [];
  while (out.length < boxes) {
    let best = -1;
    let bestScore = 0;
    let bestChannel = 0;
    out.forEach((box, k) => {
      if (box.length < 2) return;
      for (let c = 0; c < 3; c++) {
        let lo = 255;
        let hi = 0;
        let weight = 0;
        for (const e of box) {
          const v = channel(e.rgb, c);
          if (v < lo) lo = v;
          if (v > hi) hi = v;
          weight += e.count;
        }
        const score = (hi - lo) * Math.sqrt(weight);
        if (score > bestScore) {
          bestScore = score;
          best = k;
          bestChannel = c;
        }
      }
    });
    if (best < 0) break;
    const box = out[best]!;
    box.sort((a, b) => channel(a.rgb, bestChannel) - channel(b.rgb, bestChannel) || a.rgb - b.rgb);
    const total = box.reduce((sum, e) => sum + e.count, 0);
    let cut = 0;
    let seen = 0;
    while (cut < box.length - 1 && seen + box[cut]!.count <= total / 2) seen += box[cut++]!.count;
    cut = Math.min(Math.max(cut, 1), box.length - 1);
    out.splice(best, 1, box.slice(0, cut), box.slice(cut));
  }
  return out.map((box) => {
    const total = box.reduce((sum, e) => sum + e.count, 0);
    const mean = [0, 1, 2].map((c) =>
      Math.round(box.reduce((sum, e) => sum + channel(e.rgb, c) * e.count, 0) / total),
    );
    return (mean[0]! << 16) | (mean[1]! << 8) | mean[2]!;
  });
}

/** The index of the palette colour nearest to `rgb` (squared distance, green weighted as the eye does). */
function nearest(rgb: number, palette: readonly number[]): number {
  const r = channel(rgb, 0);
  const g = channel(rgb, 1);
  const b = channel(rgb, 2);
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let k = 0; k < palette.length; k++) {
    const p = palette[k]!;
    const dr = ((p >> 16) & 255) - r;
    const dg = ((p >> 8) & 255) - g;
    const db = (p & 255) - b;
    const d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best;
}

/** Encodes an indexed raster as a PNG (colour type 3, 8 bits, no filter, deflate at level 9). */
export function encodeIndexedPng(image: IndexedRaster): Buffer {
  const { width, height, palette, indices } = image;
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0;
    rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("PLTE", Buffer.from(palette)),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The CRC-32 table of PNG chunks (zlib's crc32 needs Node 20.15; the project supports 20.6). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
