import { describe, expect, it } from "vitest";
import { LABEL_GAP, mapLayout, pathRings } from "../../src/presenters/map-picture.ts";
import { type Box, boxesOverlap } from "../../src/presenters/text-metrics.ts";
import { insideRings, openingMap } from "./helpers/opening-map.ts";

function segmentDistance(px: number, py: number, [ax, ay]: number[], [bx, by]: number[]): number {
  const dx = bx! - ax!;
  const dy = by! - ay!;
  const l = dx * dx + dy * dy;
  const t = l === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax!) * dx + (py - ay!) * dy) / l));
  return Math.hypot(px - (ax! + t * dx), py - (ay! + t * dy));
}

/** How far (picture pixels) a box is from a province: 0 when they touch or overlap. */
function gap(box: Box, rings: [number, number][][], k: number, top: number): number {
  // the outline in picture pixels
  const drawn = rings.map((ring) => ring.map(([x, y]) => [x * k, top + y * k] as [number, number]));
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i <= 4; i++) {
    for (let j = 0; j <= 4; j++) {
      const x = box.x + (box.w * i) / 4;
      const y = box.y + (box.h * j) / 4;
      if (insideRings(x, y, drawn)) return 0;
      for (const ring of drawn) {
        for (let v = 0; v < ring.length; v++)
          best = Math.min(best, segmentDistance(x, y, ring[v]!, ring[(v + 1) % ring.length]!));
      }
    }
  }
  return best;
}

describe("World War 1907's battle tags", () => {
  it("W14 W15 every battle tag touches its province (or lies within 8 px of it: Malta is a dot), even with a battle in every province", () => {
    const { map, view, geography } = openingMap();
    const battles = map.provinces.map((p, n) => ({
      at: p.id,
      attackers: 3 + (n % 7),
      defenders: 2,
      won: n % 2 === 0,
    }));
    const { labels, map: frame } = mapLayout(map, { ...view, battles }, { geography });
    const k = frame.w / geography.width;
    const far: string[] = [];
    const tags = labels.filter((l) => l.kind === "battle");
    expect(tags).toHaveLength(battles.length);
    tags.forEach((tag, n) => {
      const at = battles[n]!.at;
      const d = gap(tag.box, pathRings(geography.provinces[at] ?? ""), k, frame.y);
      if (d > 8) far.push(`${map.provinces.find((p) => p.id === at)?.name}: ${d.toFixed(0)} px`);
    });
    expect(far).toEqual([]);
  });
});

describe("World War 1907's labels", () => {
  it("W2 no two labels overlap, and a province's name keeps clear of every other label and badge (Reims, Nancy, Lille)", () => {
    const { map, view, geography } = openingMap();
    const battles = map.provinces
      .filter((_, n) => n % 4 === 0)
      .map((p) => ({ at: p.id, attackers: 5, defenders: 3, won: true }));
    for (const [name, v] of [
      ["opening", view],
      ["with battles", { ...view, battles }],
    ] as const) {
      const { labels, map: frame } = mapLayout(map, v, { geography });
      const gap = (LABEL_GAP * frame.w) / 1400;
      const grown = (b: Box): Box => ({ x: b.x - gap, y: b.y - gap, w: b.w + 2 * gap, h: b.h + 2 * gap });
      const close: string[] = [];
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          const [a, b] = [labels[i]!, labels[j]!];
          if (boxesOverlap(a.box, b.box)) close.push(`${a.text} over ${b.text}`);
          else if ((a.kind === "province" || b.kind === "province") && boxesOverlap(grown(a.box), b.box)) {
            close.push(`${a.text} against ${b.text}`);
          }
        }
      }
      expect({ name, close }).toEqual({ name, close: [] });
    }
  });
});
