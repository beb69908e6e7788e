import { Delaunay } from "d3-delaunay";
import type { MapData } from "../map/schema.ts";

/** What the picture shows of a game: who owns each province, the divisions there, and the fleets. */
export interface MapView {
  provinces: Record<string, { owner: string | null; divisions: number }>;
  fleets: readonly { nation: string; at: string; ships: number; divisions: number; built: boolean }[];
  /** Colour per nation id (CSS colour), and the name shown in the legend. */
  nations: Record<string, { color: string; name: string }>;
  title?: string;
  /** A label per province instead of its name (Risk: "Brazil · 3", the territory's income). */
  labels?: Record<string, string>;
  /** The fill of an unowned province instead of the neutral colour (Risk: a pale tint per continent). */
  unownedFill?: Record<string, string>;
  /** More legend entries after the nations (Risk: each continent's tint and bonus). */
  legendExtra?: readonly { color: string; name: string }[];
}

export interface MapPictureOptions {
  /** Width of the picture in pixels (height follows the map's shape). */
  width?: number;
}

const NEUTRAL_FILL = "#d8d0bd";
const SEA_FILL = "#a8c6e4";
const SEA_TEXT = "#2d5a88";
const PAD = 24;
const LEGEND_HEIGHT = 28;

/**
 * Draws the map as SVG: every province and sea zone gets the Voronoi cell around its coordinates (the original
 * picture is lost, so the rebuilt map is drawn from data), provinces filled with their owner's colour, the
 * number of divisions in large type (neutral garrisons in black), ships in port as a small superscript, fleets
 * at sea with the divisions aboard, ports as blue dots and ferries as white lines, as the rulebook's maps do.
 * Pure: the same map and view always give the same SVG.
 */
export function renderMapSvg(map: MapData, view: MapView, options: MapPictureOptions = {}): string {
  const width = options.width ?? 1400;
  const points = [
    ...map.provinces.map((p) => ({ id: p.id, kind: "province" as const, ...p.coordinates })),
    ...map.seas.map((s) => ({ id: s.id, kind: "sea" as const, ...s.coordinates })),
  ];
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const xScale = Math.max(Math.cos(midLat), 0.2);
  const minX = Math.min(...lons) * xScale;
  const maxX = Math.max(...lons) * xScale;
  const minY = -Math.max(...lats);
  const maxY = -Math.min(...lats);
  const spanX = Math.max(maxX - minX, 1e-6);
  const spanY = Math.max(maxY - minY, 1e-6);
  const scale = (width - 2 * PAD) / spanX;
  const mapHeight = Math.round(spanY * scale + 2 * PAD);
  const height = mapHeight + LEGEND_HEIGHT;
  const project = (lon: number, lat: number): [number, number] => [
    PAD + (lon * xScale - minX) * scale,
    PAD + (-lat - minY) * scale,
  ];
  const xy = points.map((p) => project(p.lon, p.lat));
  const at = new Map(points.map((p, n) => [p.id, xy[n] as [number, number]]));
  const filler = openSeaPoints(xy, width, mapHeight);
  const voronoi = Delaunay.from([...xy, ...filler]).voronoi([0, 0, width, mapHeight]);

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="${SEA_FILL}"/>`,
  );
  for (let n = points.length; n < points.length + filler.length; n++) {
    out.push(`<path d="${voronoi.renderCell(n)}" fill="${SEA_FILL}" stroke="${SEA_FILL}" stroke-width="1"/>`);
  }
  points.forEach((p, n) => {
    const path = voronoi.renderCell(n);
    if (!path) return;
    if (p.kind === "sea") {
      out.push(`<path d="${path}" fill="${SEA_FILL}" stroke="#8fb1d3" stroke-width="1"/>`);
      return;
    }
    const owner = view.provinces[p.id]?.owner ?? null;
    const fill = owner
      ? (view.nations[owner]?.color ?? "#999999")
      : (view.unownedFill?.[p.id] ?? NEUTRAL_FILL);
    out.push(`<path d="${path}" fill="${fill}" fill-opacity="0.85" stroke="#ffffff" stroke-width="1.2"/>`);
  });
  for (const p of map.provinces) {
    const here = at.get(p.id);
    if (!here) continue;
    for (const f of p.ferries) {
      const there = at.get(f);
      if (there && p.id < f) {
        const dash = `stroke="#ffffff" stroke-width="3" stroke-dasharray="6 3"`;
        if (Math.abs(there[0] - here[0]) > width / 2) {
          // a crossing around the back of the map (Alaska–Kamchatka): a stub from each end to its edge
          const [west, east] = here[0] < there[0] ? [here, there] : [there, here];
          out.push(`<line x1="${r(west[0])}" y1="${r(west[1])}" x2="0" y2="${r(west[1])}" ${dash}/>`);
          out.push(`<line x1="${r(east[0])}" y1="${r(east[1])}" x2="${width}" y2="${r(east[1])}" ${dash}/>`);
        } else {
          out.push(
            `<line x1="${r(here[0])}" y1="${r(here[1])}" x2="${r(there[0])}" y2="${r(there[1])}" ${dash}/>`,
          );
        }
      }
    }
    if (p.port) {
      const sea = at.get(p.port);
      if (sea) {
        const dot: [number, number] = [
          here[0] + (sea[0] - here[0]) * 0.35,
          here[1] + (sea[1] - here[1]) * 0.35,
        ];
        out.push(`<circle cx="${r(dot[0])}" cy="${r(dot[1])}" r="3.5" fill="#1f5fbf" stroke="#ffffff"/>`);
      }
    }
  }
  for (const p of map.provinces) {
    const here = at.get(p.id);
    if (!here) continue;
    const state = view.provinces[p.id];
    const owner = state?.owner ?? null;
    const divisions = state?.divisions ?? 0;
    out.push(text(here[0], here[1] - 9, 9, "#222222", view.labels?.[p.id] ?? p.name));
    if (divisions > 0)
      out.push(text(here[0], here[1] + 8, 15, owner ? "#ffffff" : "#000000", String(divisions), true));
    const inPort = view.fleets.filter((f) => f.at === p.id);
    if (inPort.length > 0) {
      const ships = inPort.reduce((sum, f) => sum + f.ships, 0);
      const building = inPort.some((f) => !f.built);
      out.push(text(here[0] + 13, here[1] + 1, 10, building ? "#7fa3d6" : "#0b3d91", `⚓${ships}`, true));
    }
  }
  for (const s of map.seas) {
    const here = at.get(s.id);
    if (!here) continue;
    out.push(text(here[0], here[1], 9, SEA_TEXT, s.name, false, true));
    const fleets = view.fleets.filter((f) => f.at === s.id);
    fleets.forEach((f, n) => {
      const color = view.nations[f.nation]?.color ?? "#333333";
      const label = f.divisions > 0 ? `${f.ships} (${f.divisions})` : String(f.ships);
      out.push(text(here[0], here[1] + 14 + n * 14, 13, color, `⚓${label}`, true));
    });
  }
  const legend = [
    ...Object.entries(view.nations),
    ...(view.legendExtra ?? []).map((e) => [e.name, e] as const),
  ];
  const step = legend.length > 0 ? (width - 2 * PAD) / legend.length : 0;
  legend.forEach(([, n], k) => {
    const x = PAD + k * step;
    const y = mapHeight + 8;
    out.push(`<rect x="${r(x)}" y="${y}" width="12" height="12" fill="${n.color}"/>`);
    out.push(
      `<text x="${r(x + 16)}" y="${y + 10}" font-size="11" fill="#222222">${escapeXml(n.name)}</text>`,
    );
  });
  if (view.title) out.push(text(width / 2, 16, 14, "#102040", view.title, true));
  out.push("</svg>");
  return out.join("\n");
}

/**
 * Extra, unlabelled sea cells wherever no province or sea zone is near, so land cells end at a coast instead of
 * stretching to the picture's edge.
 */
function openSeaPoints(xy: [number, number][], width: number, height: number): [number, number][] {
  if (xy.length < 2) return [];
  const delaunay = Delaunay.from(xy);
  const nearest = xy.map(([x, y], n) => {
    let best = Number.POSITIVE_INFINITY;
    for (const m of delaunay.neighbors(n)) {
      const q = xy[m];
      if (q) best = Math.min(best, Math.hypot(q[0] - x, q[1] - y));
    }
    return best;
  });
  const sorted = nearest.filter(Number.isFinite).sort((a, b) => a - b);
  const typical = sorted[Math.floor(sorted.length / 2)] ?? 50;
  const step = typical * 1.1;
  const out: [number, number][] = [];
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) {
      const near = xy[delaunay.find(x, y)];
      if (near && Math.hypot(near[0] - x, near[1] - y) > typical * 1.25) out.push([x, y]);
    }
  }
  return out;
}

function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  bold = false,
  italic = false,
): string {
  return `<text x="${r(x)}" y="${r(y)}" font-size="${size}" fill="${fill}" text-anchor="middle"${bold ? ' font-weight="bold"' : ""}${italic ? ' font-style="italic"' : ""}>${escapeXml(content)}</text>`;
}

function r(n: number): string {
  return n.toFixed(1);
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
