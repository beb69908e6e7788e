import { Delaunay } from "d3-delaunay";
import type { MapData } from "../map/schema.ts";
import type { MapGeography } from "../maps/geography.ts";
import { type Box, boxesOverlap, estimateTextWidth } from "./text-metrics.ts";

/** What the picture shows of a game: who owns each province, the divisions there, and the fleets. */
export interface MapView {
  provinces: Record<string, { owner: string | null; divisions: number }>;
  fleets: readonly { nation: string; at: string; ships: number; divisions: number; built: boolean }[];
  /** Colour per nation id (CSS hex colour), and the name shown in the legend. */
  nations: Record<string, { color: string; name: string }>;
  title?: string;
  /** A label per province instead of its name (Risk: "Brazil · 3", the territory's income). */
  labels?: Record<string, string>;
  /** The fill of an unowned province instead of the neutral colour (Risk: a pale tint per continent). */
  unownedFill?: Record<string, string>;
  /** More legend entries after the nations (Risk: each continent's tint and bonus). */
  legendExtra?: readonly { color: string; name: string }[];
  /** What a province's count is, for the legend ("divisions", Risk: "armies"). */
  unitName?: string;
  /** Commanders at a province or sea zone (null: not on the map). */
  commanders?: readonly { name: string; nation: string; at: string | null; fresh?: boolean }[];
  /**
   * What happened this phase: moves and attacks as arrows in the nation's colour; failed ones dashed and crossed;
   * the last action's (`last`) with a bright halo.
   */
  arrows?: readonly {
    nation: string;
    from: string;
    to: string;
    kind: "move" | "attack";
    failed: boolean;
    last?: boolean;
  }[];
  /** A line under the map saying what the last action was and how it ended (Risk: one action at a time). */
  caption?: string;
  /** Provinces that changed hands this phase (a turn-based game: this turn): outlined. */
  captured?: readonly string[];
  /** What the legend calls the time the captures and arrows cover: "this phase" unless the game says otherwise. */
  period?: string;
  /** Provinces cut off from their nation's main supply group (W4): hatched. */
  cutOff?: readonly string[];
  /** This phase's battles: a marker at the province or sea zone fought over, with the odds and the result. */
  battles?: readonly { at: string; attackers: number; defenders: number; won: boolean }[];
}

export interface MapPictureOptions {
  /** Width of the picture in pixels (height follows the map's shape). */
  width?: number;
  /**
   * Real coastlines and province outlines (src/maps/geography.ts, for the built-in maps). Without it the picture is
   * a schematic: one Voronoi cell per province and sea zone.
   */
  geography?: MapGeography | null;
}

/** A text or badge the placement pass put on the picture: its box in the picture's pixels. */
export interface PlacedLabel {
  kind:
    | "island"
    | "division"
    | "fleet"
    | "port-fleet"
    | "commander"
    | "battle"
    | "province"
    | "sea"
    | "commander-name";
  /** Whose it is: the province (divisions, names), the nation (fleets, commanders), the sea zone. */
  key: string;
  text: string;
  box: Box;
  size: number;
  /** Where it belongs, when it could not sit in its own province: a thin line is drawn to there. */
  leader?: [number, number];
  /** A badge that found no free spot: drawn where it belongs, over whatever is there (tests check none is). */
  crowded?: boolean;
}

export interface MapLayout {
  width: number;
  height: number;
  /** The map's area (below the title, above the legend). */
  map: Box;
  labels: PlacedLabel[];
  /** Labels of what is optional (names) that found no room even at the smallest size: left out. */
  dropped: string[];
}

const NEUTRAL_FILL = "#d8ccb0";
const OFF_BOARD_FILL = "#efede6";
const SEA_FILL = "#b9d3ec";
const SEA_LINE = "#8fb1d3";
const COAST = "#5f7f9f";
const SEA_TEXT = "#24507e";
const PAPER = "#f8f6f1";
const INK = "#1b1b1b";
const BASE_WIDTH = 1400;
const BATTLE_FILL = "#fff0b3";
/** The halo round the last action's arrow. */
const LAST_HALO = "#ffd21f";

/** WCAG 2 relative luminance of a hex colour (#rgb or #rrggbb); null when it is not one. */
export function luminance(color: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m?.[1]) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  const channel = (k: number) => {
    const v = Number.parseInt(hex.slice(k, k + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a) ?? 0;
  const lb = luminance(b) ?? 0;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white text on this fill, whichever contrasts more (WCAG): no white on yellow. */
export function textColourOn(fill: string): "#000000" | "#ffffff" {
  return contrastRatio(fill, "#000000") >= contrastRatio(fill, "#ffffff") ? "#000000" : "#ffffff";
}

interface Shapes {
  /** What is drawn under the ferries (the sea zones' borders). */
  sea: string[];
  /** Land and province outlines as SVG (in picture pixels), drawn over the ferries so these show on water only. */
  svg: string[];
  anchors: Map<string, [number, number]>;
  ports: Map<string, [number, number]>;
  /** Provinces too small to see, drawn as a dot in the owner's colour here. */
  dots: Map<string, [number, number]>;
  /** Whether a point of the picture is on this province's land. */
  contains: (id: string, x: number, y: number) => boolean;
  /** SVG path and transform to outline a province again (captures). */
  outline: (id: string) => string | null;
  /** The province's shape filled with a paint (hatching). */
  overlay: (id: string, paint: string) => string | null;
  offBoard: boolean;
}

/**
 * Draws the map as SVG. With the map's geography: real coastlines, each province its land, seas as water with
 * light sea-zone borders; without: a Voronoi cell per province and sea zone. Provinces in their owner's colour,
 * a badge per province with its divisions (black or white text, whichever reads on the colour), fleets as badges in
 * their nation's colour, ports as dots on the coast, ferries as dashed lines, commanders as stars, this phase's
 * moves and attacks as arrows, captures outlined, labels placed so none overlaps another or leaves the frame, the
 * title above and a legend of every symbol used below. Pure: the same map and view always give the same SVG.
 */
export function renderMapSvg(map: MapData, view: MapView, options: MapPictureOptions = {}): string {
  const { width, f, titleHeight, geography, mapHeight, mapBox } = frameOf(map, options);
  const fillOf = (id: string): string => {
    const owner = view.provinces[id]?.owner ?? null;
    if (owner) return view.nations[owner]?.color ?? "#999999";
    return view.unownedFill?.[id] ?? NEUTRAL_FILL;
  };
  const shapes = geography
    ? geographicShapes(map, geography, mapBox, fillOf)
    : schematicShapes(map, mapBox, fillOf);

  const legend = legendEntries(map, view, shapes.offBoard);
  const legendLayout = layoutLegend(legend, width, f, view.caption);
  const height = titleHeight + mapHeight + legendLayout.height;

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="${PAPER}"/>`,
    `<rect x="0" y="${titleHeight}" width="${width}" height="${mapHeight}" fill="${SEA_FILL}"/>`,
    ...shapes.sea,
  );

  for (const p of map.provinces) {
    const here = shapes.anchors.get(p.id);
    if (!here) continue;
    for (const other of p.ferries) {
      const there = shapes.anchors.get(other);
      if (!there || p.id > other) continue;
      const dash = `stroke="#ffffff" stroke-width="${r(2.5 * f)}" stroke-dasharray="${r(6 * f)} ${r(4 * f)}" stroke-linecap="round"`;
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
  out.push(...shapes.svg);
  if ((view.cutOff ?? []).length > 0) {
    out.push(
      `<defs><pattern id="cut-off" patternUnits="userSpaceOnUse" width="${r(7 * f)}" height="${r(7 * f)}" patternTransform="rotate(45)"><rect width="${r(2.2 * f)}" height="${r(7 * f)}" fill="${INK}" fill-opacity="0.55"/></pattern></defs>`,
    );
    for (const id of view.cutOff ?? []) {
      const hatch = shapes.overlay(id, "url(#cut-off)");
      if (hatch) out.push(hatch);
    }
  }
  for (const id of view.captured ?? []) {
    const outline = shapes.outline(id);
    if (outline) out.push(outline);
  }
  for (const [id, at] of shapes.ports) {
    if (!map.provinces.some((p) => p.id === id)) continue;
    out.push(
      `<circle cx="${r(at[0])}" cy="${r(at[1])}" r="${r(3.2 * f)}" fill="#1f5fbf" stroke="#ffffff" stroke-width="${r(1.2 * f)}"/>`,
    );
  }
  const layout = placeLabels(map, view, shapes, mapBox, f);
  for (const label of layout.labels) out.push(labelSvg(label, view, f));
  // This phase's arrows go over the labels: they are what the phase picture is for.
  out.push(...arrowsSvg(view, shapes.anchors, f));

  if (view.title) {
    out.push(
      `<text x="${r(12 * f)}" y="${r(titleHeight * 0.7)}" font-size="${r(18 * f)}" font-weight="bold" fill="#102040">${escapeXml(view.title)}</text>`,
    );
  }
  out.push(...legendSvg(legendLayout, titleHeight + mapHeight, f));
  out.push("</svg>");
  return out.join("\n");
}

/** Where the placement pass puts every badge and label (what renderMapSvg draws): for tests and checks. */
export function mapLayout(map: MapData, view: MapView, options: MapPictureOptions = {}): MapLayout {
  const { width, f, titleHeight, geography, mapHeight, mapBox } = frameOf(map, options);
  const shapes = geography
    ? geographicShapes(map, geography, mapBox, () => NEUTRAL_FILL)
    : schematicShapes(map, mapBox, () => NEUTRAL_FILL);
  const legendLayout = layoutLegend(legendEntries(map, view, shapes.offBoard), width, f, view.caption);
  return {
    ...placeLabels(map, view, shapes, mapBox, f),
    width,
    height: titleHeight + mapHeight + legendLayout.height,
    map: mapBox,
  };
}

/** The picture's frame: its width and scale, the title band, and the box the map is drawn in. */
function frameOf(map: MapData, options: MapPictureOptions) {
  const width = options.width ?? BASE_WIDTH;
  const f = width / BASE_WIDTH;
  const titleHeight = Math.round(34 * f);
  const geography = options.geography ?? null;
  const mapHeight = geography
    ? Math.round((geography.height * width) / geography.width)
    : schematicHeight(map, width);
  const mapBox: Box = { x: 0, y: titleHeight, w: width, h: mapHeight };
  return { width, f, titleHeight, geography, mapHeight, mapBox };
}

function geographicShapes(map: MapData, geo: MapGeography, box: Box, fillOf: (id: string) => string): Shapes {
  const k = box.w / geo.width;
  const group = `transform="translate(${r(box.x)} ${r(box.y)}) scale(${k.toFixed(5)})"`;
  const px = (n: number) => r(n / k);
  const f = box.w / BASE_WIDTH;
  const sea = [
    `<path ${group} d="${geo.seaBorders}" fill="none" stroke="${SEA_LINE}" stroke-width="${px(1 * f)}"/>`,
  ];
  const svg: string[] = [
    `<path ${group} d="${geo.land}" fill="${OFF_BOARD_FILL}" stroke="${COAST}" stroke-width="${px(0.8 * f)}" stroke-linejoin="round"/>`,
  ];
  for (const p of map.provinces) {
    const d = geo.provinces[p.id];
    if (!d) continue;
    svg.push(
      `<path ${group} d="${d}" fill="${fillOf(p.id)}" stroke="#3d3d3d" stroke-opacity="0.55" stroke-width="${px(0.8 * f)}" stroke-linejoin="round"/>`,
    );
  }
  const place = ([x, y]: [number, number]): [number, number] => [box.x + x * k, box.y + y * k];
  const anchors = new Map<string, [number, number]>();
  for (const e of [...map.provinces, ...map.seas]) {
    const at = geo.anchors[e.id];
    if (at) anchors.set(e.id, place(at));
  }
  const ports = new Map<string, [number, number]>();
  for (const [id, at] of Object.entries(geo.ports)) ports.set(id, place(at));
  const dots = new Map<string, [number, number]>();
  for (const [id, at] of Object.entries(geo.dots)) {
    if (!map.provinces.some((p) => p.id === id)) continue;
    const spot = place(at);
    dots.set(id, spot);
    svg.push(
      `<circle cx="${r(spot[0])}" cy="${r(spot[1])}" r="${r(5 * f)}" fill="${fillOf(id)}" stroke="#3d3d3d" stroke-width="${r(0.9 * f)}"/>`,
    );
  }
  const outlines = new Map<string, [number, number][][]>();
  const contains = (id: string, x: number, y: number): boolean => {
    let rings = outlines.get(id);
    if (!rings) {
      rings = pathRings(geo.provinces[id] ?? "");
      outlines.set(id, rings);
    }
    return insideRings((x - box.x) / k, (y - box.y) / k, rings);
  };
  return {
    sea,
    svg,
    anchors,
    ports,
    dots,
    contains,
    offBoard: true,
    outline: (id) => {
      const d = geo.provinces[id];
      return d
        ? `<path ${group} d="${d}" fill="none" stroke="${INK}" stroke-width="${px(2.6 * f)}" stroke-linejoin="round"/>`
        : null;
    },
    overlay: (id, paint) => {
      const d = geo.provinces[id];
      return d ? `<path d="${d}" ${group} fill="${paint}" stroke="none"/>` : null;
    },
  };
}

function schematicHeight(map: MapData, width: number): number {
  return schematicProjection(map, width).height;
}

function schematicProjection(map: MapData, width: number) {
  const pad = 24;
  const points = [...map.provinces, ...map.seas].map((p) => p.coordinates);
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  const midLat = ((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180);
  const xScale = Math.max(Math.cos(midLat), 0.2);
  const minX = Math.min(...lons) * xScale;
  const maxX = Math.max(...lons) * xScale;
  const minY = -Math.max(...lats);
  const maxY = -Math.min(...lats);
  const scale = (width - 2 * pad) / Math.max(maxX - minX, 1e-6);
  const height = Math.round(Math.max(maxY - minY, 1e-6) * scale + 2 * pad);
  const project = (lon: number, lat: number): [number, number] => [
    pad + (lon * xScale - minX) * scale,
    pad + (-lat - minY) * scale,
  ];
  return { height, project };
}

/** The picture without geography: every province and sea zone the Voronoi cell around its coordinates. */
function schematicShapes(map: MapData, box: Box, fillOf: (id: string) => string): Shapes {
  const { project } = schematicProjection(map, box.w);
  const points = [
    ...map.provinces.map((p) => ({ id: p.id, sea: false, ...p.coordinates })),
    ...map.seas.map((s) => ({ id: s.id, sea: true, ...s.coordinates })),
  ];
  const xy = points.map((p) => {
    const [x, y] = project(p.lon, p.lat);
    return [x, y + box.y] as [number, number];
  });
  const filler = openSeaPoints(xy, box);
  const voronoi = Delaunay.from([...xy, ...filler]).voronoi([box.x, box.y, box.x + box.w, box.y + box.h]);
  const svg: string[] = [];
  const cells = new Map<string, string>();
  points.forEach((p, n) => {
    const path = voronoi.renderCell(n);
    if (!path) return;
    cells.set(p.id, path);
    svg.push(
      p.sea
        ? `<path d="${path}" fill="${SEA_FILL}" stroke="${SEA_LINE}" stroke-width="1"/>`
        : `<path d="${path}" fill="${fillOf(p.id)}" stroke="#ffffff" stroke-width="1.2"/>`,
    );
  });
  const anchors = new Map(points.map((p, n) => [p.id, xy[n] as [number, number]]));
  const ports = new Map<string, [number, number]>();
  for (const p of map.provinces) {
    const here = anchors.get(p.id);
    const sea = p.port ? anchors.get(p.port) : undefined;
    if (here && sea) {
      ports.set(p.id, [here[0] + (sea[0] - here[0]) * 0.35, here[1] + (sea[1] - here[1]) * 0.35]);
    }
  }
  const index = new Map(points.map((p, n) => [p.id, n]));
  return {
    sea: svg, // the cells tile the whole picture: ferries go over them
    svg: [],
    contains: (id, x, y) => voronoi.delaunay.find(x, y) === index.get(id),
    anchors,
    ports,
    dots: new Map(),
    offBoard: false,
    outline: (id) => {
      const d = cells.get(id);
      return d ? `<path d="${d}" fill="none" stroke="${INK}" stroke-width="2.6"/>` : null;
    },
    overlay: (id, paint) => {
      const d = cells.get(id);
      return d ? `<path d="${d}" fill="${paint}" stroke="none"/>` : null;
    },
  };
}

/**
 * Extra, unlabelled sea cells wherever no province or sea zone is near, so land cells end at a coast instead of
 * stretching to the picture's edge.
 */
function openSeaPoints(xy: [number, number][], box: Box): [number, number][] {
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
  for (let y = box.y + step / 2; y < box.y + box.h; y += step) {
    for (let x = box.x + step / 2; x < box.x + box.w; x += step) {
      const near = xy[delaunay.find(x, y)];
      if (near && Math.hypot(near[0] - x, near[1] - y) > typical * 1.25) out.push([x, y]);
    }
  }
  return out;
}

/** The rings of an SVG path made of M, L and Z only (as the geography writes them). */
export function pathRings(d: string): [number, number][][] {
  return d
    .split("M")
    .filter((part) => part.length > 0)
    .map((part) =>
      part
        .replace("Z", "")
        .split("L")
        .map((xy) => {
          const [x, y] = xy.split(" ").map(Number);
          return [x ?? 0, y ?? 0] as [number, number];
        }),
    );
}

/** Even-odd point in rings. */
function insideRings(x: number, y: number, rings: [number, number][][]): boolean {
  let odd = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

// ---- arrows ----------------------------------------------------------------------------------------------------

function arrowsSvg(view: MapView, anchors: Map<string, [number, number]>, f: number): string[] {
  const out: string[] = [];
  for (const a of view.arrows ?? []) {
    const from = anchors.get(a.from);
    const to = anchors.get(a.to);
    if (!from || !to || a.from === a.to) continue;
    const color = view.nations[a.nation]?.color ?? "#333333";
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const length = Math.hypot(dx, dy);
    if (length < 12 * f) continue;
    const ux = dx / length;
    const uy = dy / length;
    // Leave the badges at both ends clear; bend a little so arrows both ways between two places do not overlap.
    const start: [number, number] = [from[0] + ux * 6 * f, from[1] + uy * 6 * f];
    const end: [number, number] = [to[0] - ux * 9 * f, to[1] - uy * 9 * f];
    const bend = Math.min(length * 0.12, 18 * f);
    const mid: [number, number] = [(start[0] + end[0]) / 2 - uy * bend, (start[1] + end[1]) / 2 + ux * bend];
    const w = (a.kind === "attack" ? 4 : 2.8) * f;
    const dash = a.failed ? ` stroke-dasharray="${r(5 * f)} ${r(3.5 * f)}"` : "";
    const d = `M${r(start[0])} ${r(start[1])}Q${r(mid[0])} ${r(mid[1])} ${r(end[0])} ${r(end[1])}`;
    if (a.last) {
      out.push(
        `<path d="${d}" fill="none" stroke="${LAST_HALO}" stroke-opacity="0.9" stroke-width="${r(w + 13 * f)}" stroke-linecap="round"/>`,
      );
    }
    out.push(
      `<path d="${d}" fill="none" stroke="${INK}" stroke-opacity="0.55" stroke-width="${r(w + 4.6 * f)}" stroke-linecap="round"/>`,
      `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${r(w + 2.6 * f)}" stroke-linecap="round"/>`,
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r(w)}" stroke-linecap="round"${dash}/>`,
    );
    // Arrowhead along the curve's last direction.
    const hx = end[0] - mid[0];
    const hy = end[1] - mid[1];
    const hl = Math.hypot(hx, hy) || 1;
    const [vx, vy] = [hx / hl, hy / hl];
    const size = (a.kind === "attack" ? 13 : 10) * f;
    const tip: [number, number] = [end[0] + vx * size * 0.4, end[1] + vy * size * 0.4];
    const left: [number, number] = [
      tip[0] - vx * size - vy * size * 0.55,
      tip[1] - vy * size + vx * size * 0.55,
    ];
    const right: [number, number] = [
      tip[0] - vx * size + vy * size * 0.55,
      tip[1] - vy * size - vx * size * 0.55,
    ];
    out.push(
      `<path d="M${r(tip[0])} ${r(tip[1])}L${r(left[0])} ${r(left[1])}L${r(right[0])} ${r(right[1])}Z" fill="${a.failed ? "#ffffff" : color}" stroke="${a.failed ? color : "#ffffff"}" stroke-width="${r(1.4 * f)}" stroke-linejoin="round"/>`,
    );
    if (a.failed) {
      // A cross on the failed attack, just before its head.
      const c: [number, number] = [end[0] - vx * size * 1.4, end[1] - vy * size * 1.4];
      const s = 5 * f;
      out.push(
        `<path d="M${r(c[0] - s)} ${r(c[1] - s)}L${r(c[0] + s)} ${r(c[1] + s)}M${r(c[0] - s)} ${r(c[1] + s)}L${r(c[0] + s)} ${r(c[1] - s)}" stroke="#ffffff" stroke-width="${r(4.2 * f)}" stroke-linecap="round"/>`,
        `<path d="M${r(c[0] - s)} ${r(c[1] - s)}L${r(c[0] + s)} ${r(c[1] + s)}M${r(c[0] - s)} ${r(c[1] + s)}L${r(c[0] + s)} ${r(c[1] - s)}" stroke="#000000" stroke-width="${r(2 * f)}" stroke-linecap="round"/>`,
      );
    }
  }
  return out;
}

// ---- labels ----------------------------------------------------------------------------------------------------

interface Wanted {
  kind: PlacedLabel["kind"];
  key: string;
  text: string;
  at: [number, number];
  sizes: number[];
  bold: boolean;
  italic: boolean;
  /** Badges have a padded box (the coloured background). */
  badge: boolean;
  /** Offsets of the label's centre from `at`, tried in order (in multiples of the label's own height). */
  offsets: [number, number][];
  optional: boolean;
  /** The province it should sit in (tried first; elsewhere it gets a leader line). */
  within?: string;
  /** Only within that province, else left out (a commander's name). */
  strict?: boolean;
}

const AROUND: [number, number][] = [
  [0, 0],
  [0, -1],
  [0, 1],
  [1, 0],
  [-1, 0],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
  [0, -2],
  [0, 2],
  [2, 0],
  [-2, 0],
  [2, -1],
  [-2, -1],
  [2, 1],
  [-2, 1],
  [0, -3],
  [0, 3],
];

/** Offsets for a province's name (half widths across, heights down): nearest first, above before below. */
const NAME_OFFSETS: [number, number][] = [0, -0.6, 0.6, -1.2, 1.2, -2]
  .flatMap((dx) => [0, -1, 1, -2, 2, -3, 3].map((dy) => [dx, dy] as [number, number]))
  .concat([2, 2.6].flatMap((dx) => [0, -1, 1].map((dy) => [dx, dy] as [number, number])))
  .sort((a, b) => Math.abs(a[0]) * 2 + Math.abs(a[1]) - (Math.abs(b[0]) * 2 + Math.abs(b[1])));

/** Offsets for a badge: on the spot, then rings around it. */
function ring(max: number): [number, number][] {
  const out: [number, number][] = [[0, 0]];
  for (let d = 1; d <= max; d++) {
    for (let k = 0; k < 8 * d; k++) {
      const angle = (2 * Math.PI * k) / (8 * d) - Math.PI / 2;
      out.push([Math.cos(angle) * d * 0.9, Math.sin(angle) * d * 0.9]);
    }
  }
  return out;
}

/** The clear space (at width 1400) kept round a province's name, so neighbours' names and badges do not run together. */
export const LABEL_GAP = 2.5;

function grown(b: Box, by: number): Box {
  return { x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by };
}

function boxOf(w: Wanted, size: number, cx: number, cy: number): Box {
  const textW = estimateTextWidth(w.text, size, w.bold);
  const padX = w.badge ? size * 0.35 : size * 0.1;
  const padY = w.badge ? size * 0.2 : size * 0.05;
  const width = textW + 2 * padX;
  const height = size * 1.15 + 2 * padY;
  return { x: cx - width / 2, y: cy - height / 2, w: width, h: height };
}

function placeLabels(
  map: MapData,
  view: MapView,
  shapes: Shapes,
  frame: Box,
  f: number,
): { labels: PlacedLabel[]; dropped: string[] } {
  const wanted: Wanted[] = [];
  const badge = (
    kind: Wanted["kind"],
    key: string,
    text: string,
    at: [number, number],
    size: number,
    spread: number,
    within?: string,
  ): Wanted => ({
    ...(within ? { within } : {}),
    kind,
    key,
    text,
    at,
    sizes: [size * f],
    bold: true,
    italic: false,
    badge: true,
    offsets: ring(spread),
    optional: false,
  });
  for (const p of map.provinces) {
    const at = shapes.anchors.get(p.id);
    const divisions = view.provinces[p.id]?.divisions ?? 0;
    if (at && divisions > 0) wanted.push(badge("division", p.id, String(divisions), at, 12, 3, p.id));
  }
  for (const s of map.seas) {
    const at = shapes.anchors.get(s.id);
    if (!at) continue;
    for (const fleet of view.fleets.filter((x) => x.at === s.id)) {
      const text = `⚓${fleet.ships}${fleet.divisions > 0 ? `·${fleet.divisions}` : ""}`;
      wanted.push(badge("fleet", fleet.nation, text, at, 11.5, 4));
    }
  }
  for (const p of map.provinces) {
    const inPort = view.fleets.filter((x) => x.at === p.id);
    if (inPort.length === 0) continue;
    const at = shapes.ports.get(p.id) ?? shapes.anchors.get(p.id);
    if (!at) continue;
    const byNation = new Map<string, { ships: number; building: boolean }>();
    for (const x of inPort) {
      const had = byNation.get(x.nation) ?? { ships: 0, building: false };
      byNation.set(x.nation, { ships: had.ships + x.ships, building: had.building || !x.built });
    }
    for (const [nation, { ships, building }] of byNation) {
      wanted.push(badge("port-fleet", nation, `⚓${ships}${building ? "+" : ""}`, at, 9.5, 3));
    }
  }
  for (const b of view.battles ?? []) {
    const at = shapes.anchors.get(b.at);
    if (!at) continue;
    const text = `⚔${b.attackers}v${b.defenders} ${b.won ? "won" : "held"}`;
    const spot: [number, number] = [at[0], at[1] + 16 * f];
    const land = map.provinces.some((p) => p.id === b.at);
    wanted.push(badge("battle", b.won ? "won" : "held", text, spot, 9, 4, land ? b.at : undefined));
  }
  for (const c of view.commanders ?? []) {
    const at = c.at ? shapes.anchors.get(c.at) : undefined;
    if (!at) continue;
    const spot: [number, number] = [at[0] + 14 * f, at[1] - 9 * f];
    wanted.push(
      badge(
        "commander",
        c.nation,
        c.fresh ? "★new" : "★",
        spot,
        10,
        3,
        map.provinces.some((p) => p.id === c.at) ? (c.at ?? undefined) : undefined,
      ),
    );
  }
  for (const p of map.provinces) {
    const at = shapes.anchors.get(p.id);
    if (!at) continue;
    const text = view.labels?.[p.id] ?? p.name;
    const hasBadge = (view.provinces[p.id]?.divisions ?? 0) > 0;
    wanted.push({
      kind: "province",
      key: p.id,
      text,
      at,
      sizes: [10 * f, 9 * f, 8 * f],
      bold: false,
      italic: false,
      badge: false,
      offsets: hasBadge ? NAME_OFFSETS.map(([x, y]) => [x, y * 1.15]) : NAME_OFFSETS,
      optional: true,
      within: p.id,
    });
  }
  for (const s of map.seas) {
    const at = shapes.anchors.get(s.id);
    if (!at) continue;
    wanted.push({
      kind: "sea",
      key: s.id,
      text: s.name,
      at,
      sizes: [10 * f, 9 * f, 8 * f],
      bold: false,
      italic: true,
      badge: false,
      offsets: AROUND,
      optional: true,
    });
  }
  for (const c of view.commanders ?? []) {
    const at = c.at ? shapes.anchors.get(c.at) : undefined;
    if (!at) continue;
    wanted.push({
      kind: "commander-name",
      key: c.nation,
      text: c.name,
      at: [at[0], at[1] + 12 * f],
      sizes: [8 * f, 7 * f],
      bold: false,
      italic: true,
      badge: false,
      offsets: AROUND,
      optional: true,
      ...(map.provinces.some((p) => p.id === c.at) && c.at ? { within: c.at, strict: true } : {}),
    });
  }

  const placed: PlacedLabel[] = [...shapes.dots].map(([key, [x, y]]) => ({
    kind: "island" as const,
    key,
    text: "",
    box: { x: x - 5.5 * f, y: y - 5.5 * f, w: 11 * f, h: 11 * f },
    size: 0,
  }));
  const dropped: string[] = [];
  // A province's name keeps clear of every other label and badge (LABEL_GAP); badges may sit side by side.
  const free = (b: Box, kind: PlacedLabel["kind"]) =>
    b.x >= frame.x + 1 &&
    b.y >= frame.y + 1 &&
    b.x + b.w <= frame.x + frame.w - 1 &&
    b.y + b.h <= frame.y + frame.h - 1 &&
    !placed.some((o) =>
      boxesOverlap(kind === "province" || o.kind === "province" ? grown(o.box, LABEL_GAP * f) : o.box, b),
    );
  for (const w of wanted) {
    let done = false;
    // First within its own province (for what has one), then anywhere near, with a line back to where it belongs.
    // First with its centre in its own province; a badge then anywhere touching it (a battle tag over the sea next
    // to a coastal province is no use); then anywhere near, with a line back to where it belongs.
    const passes: ("centre" | "touch" | "near")[] = w.within
      ? w.strict
        ? ["centre"]
        : w.badge
          ? ["centre", "touch", "near"]
          : ["centre", "near"]
      : ["near"];
    const touches = (id: string, b: Box) =>
      [0, 0.5, 1].some((i) => [0, 0.5, 1].some((j) => shapes.contains(id, b.x + b.w * i, b.y + b.h * j)));
    for (const pass of passes) {
      const own = pass !== "near";
      for (const size of w.sizes) {
        const probe = boxOf(w, size, 0, 0);
        for (const [ox, oy] of w.offsets) {
          const stepX = w.badge ? probe.h * 1.1 : probe.w / 2 + 8 * f;
          const cx = w.at[0] + ox * stepX;
          const cy = w.at[1] + oy * probe.h * 1.05;
          if (pass === "centre" && w.within && !shapes.contains(w.within, cx, cy)) continue;
          const b = boxOf(w, size, cx, cy);
          if (pass === "touch" && w.within && !touches(w.within, b)) continue;
          if (!free(b, w.kind)) continue;
          const label: PlacedLabel = { kind: w.kind, key: w.key, text: w.text, box: b, size };
          const far = Math.hypot(cx - w.at[0], cy - w.at[1]) > probe.h * 1.6 + (w.badge ? 0 : probe.w / 2);
          if (!own && w.within && far) label.leader = w.at;
          placed.push(label);
          done = true;
          break;
        }
        if (done) break;
      }
      if (done) break;
    }
    if (done) continue;
    if (w.optional) dropped.push(w.text);
    else {
      // A count is never left out: with no free spot anywhere near, it goes where it belongs, over what is there.
      const size = w.sizes[0] ?? 10 * f;
      placed.push({
        kind: w.kind,
        key: w.key,
        text: w.text,
        box: boxOf(w, size, w.at[0], w.at[1]),
        size,
        crowded: true,
      });
    }
  }
  return { labels: placed, dropped };
}

function labelSvg(label: PlacedLabel, view: MapView, f: number): string {
  const { box, size } = label;
  const cx = box.x + box.w / 2;
  const baseline = box.y + box.h / 2 + size * 0.36;
  const { key, text: shown } = label;
  const leader = label.leader ? leaderSvg(box, label.leader, f) : "";
  const textAt = (fill: string, extra = "") =>
    `<text x="${r(cx)}" y="${r(baseline)}" font-size="${r(size)}" fill="${fill}" text-anchor="middle"${extra}>${escapeXml(shown)}</text>`;
  const rect = (fill: string, stroke: string, dash = "") =>
    `<rect x="${r(box.x)}" y="${r(box.y)}" width="${r(box.w)}" height="${r(box.h)}" rx="${r(3 * f)}" fill="${fill}" stroke="${stroke}" stroke-width="${r(0.9 * f)}"${dash}/>`;
  switch (label.kind) {
    case "island":
      return "";
    case "division": {
      const owner = view.provinces[key]?.owner ?? null;
      const fill = owner ? (view.nations[owner]?.color ?? "#999999") : "#ffffff";
      return `${leader}${rect(fill, INK)}\n${textAt(owner ? textColourOn(fill) : "#000000", ' font-weight="bold"')}`;
    }
    case "battle":
      return `${leader}${rect(BATTLE_FILL, "#8a1c1c")}\n${textAt(textColourOn(BATTLE_FILL), ' font-weight="bold"')}`;
    case "fleet":
    case "port-fleet":
    case "commander": {
      const fill = view.nations[key]?.color ?? "#555555";
      const building = label.kind === "port-fleet" && shown.endsWith("+");
      const dash = building ? ` stroke-dasharray="${r(2.5 * f)} ${r(1.5 * f)}"` : "";
      return `${leader}${rect(fill, INK, dash)}\n${textAt(textColourOn(fill), ' font-weight="bold"')}`;
    }
    case "province":
      return (
        leader +
        textAt(
          INK,
          ` stroke="#ffffff" stroke-opacity="0.85" stroke-width="${r(2.4 * f)}" stroke-linejoin="round" paint-order="stroke"`,
        )
      );
    case "sea":
      return textAt(
        SEA_TEXT,
        ` font-style="italic" stroke="${SEA_FILL}" stroke-width="${r(2.4 * f)}" stroke-linejoin="round" paint-order="stroke"`,
      );
    case "commander-name":
      return textAt(
        INK,
        ` font-style="italic" stroke="#ffffff" stroke-opacity="0.85" stroke-width="${r(2 * f)}" paint-order="stroke"`,
      );
  }
}

/** A thin line from the nearest point of a label's box to where it belongs, and a dot there. */
function leaderSvg(box: Box, [x, y]: [number, number], f: number): string {
  const nx = Math.max(box.x, Math.min(x, box.x + box.w));
  const ny = Math.max(box.y, Math.min(y, box.y + box.h));
  return `<line x1="${r(nx)}" y1="${r(ny)}" x2="${r(x)}" y2="${r(y)}" stroke="${INK}" stroke-width="${r(0.8 * f)}"/><circle cx="${r(x)}" cy="${r(y)}" r="${r(1.8 * f)}" fill="${INK}"/>\n`;
}

// ---- legend ----------------------------------------------------------------------------------------------------

type LegendSymbol =
  | { kind: "fill"; color: string }
  | { kind: "badge"; color: string; text: string; dashed?: boolean; stroke?: string }
  | { kind: "port" }
  | { kind: "ferry" }
  | { kind: "arrow"; color: string; failed: boolean; width: number; last?: boolean }
  | { kind: "outline" }
  | { kind: "hatch" };

interface LegendEntry {
  symbol: LegendSymbol;
  label: string;
}

function legendEntries(map: MapData, view: MapView, offBoard: boolean): LegendEntry[] {
  const out: LegendEntry[] = [];
  for (const n of Object.values(view.nations))
    out.push({ symbol: { kind: "fill", color: n.color }, label: n.name });
  const neutral = map.provinces.some((p) => !view.provinces[p.id]?.owner && !view.unownedFill?.[p.id]);
  if (neutral) out.push({ symbol: { kind: "fill", color: NEUTRAL_FILL }, label: "Neutral" });
  for (const e of view.legendExtra ?? [])
    out.push({ symbol: { kind: "fill", color: e.color }, label: e.name });
  if (offBoard) out.push({ symbol: { kind: "fill", color: OFF_BOARD_FILL }, label: "Off the board" });
  const unit = view.unitName ?? "divisions";
  if (map.provinces.some((p) => (view.provinces[p.id]?.divisions ?? 0) > 0)) {
    out.push({ symbol: { kind: "badge", color: "#ffffff", text: "3" }, label: `${unit} (owner's colour)` });
  }
  if (view.fleets.some((x) => map.seas.some((s) => s.id === x.at))) {
    out.push({
      symbol: { kind: "badge", color: "#4a6fa5", text: "⚓2·1" },
      label: "fleet at sea: ships·divisions aboard",
    });
  }
  if (view.fleets.some((x) => map.provinces.some((p) => p.id === x.at))) {
    out.push({ symbol: { kind: "badge", color: "#4a6fa5", text: "⚓2" }, label: "ships in port" });
    if (view.fleets.some((x) => !x.built && map.provinces.some((p) => p.id === x.at))) {
      out.push({
        symbol: { kind: "badge", color: "#4a6fa5", text: "⚓1+", dashed: true },
        label: "ships being built",
      });
    }
  }
  if (map.provinces.some((p) => p.port)) out.push({ symbol: { kind: "port" }, label: "port" });
  if (map.provinces.some((p) => p.ferries.length > 0)) {
    out.push({ symbol: { kind: "ferry" }, label: map.seas.length > 0 ? "ferry" : "sea link" });
  }
  if ((view.commanders ?? []).some((c) => c.at && c.fresh)) {
    out.push({
      symbol: { kind: "badge", color: "#4a6fa5", text: "★new" },
      label: "commander placed this phase",
    });
  }
  if ((view.commanders ?? []).some((c) => c.at)) {
    out.push({ symbol: { kind: "badge", color: "#4a6fa5", text: "★" }, label: "commander" });
  }
  const arrows = view.arrows ?? [];
  if (arrows.some((a) => a.kind === "move")) {
    out.push({ symbol: { kind: "arrow", color: "#444444", failed: false, width: 2.2 }, label: "move" });
  }
  if (arrows.some((a) => a.kind === "attack" && !a.failed)) {
    out.push({
      symbol: { kind: "arrow", color: "#444444", failed: false, width: 3 },
      label: "attack that won",
    });
  }
  if (arrows.some((a) => a.failed)) {
    out.push({ symbol: { kind: "arrow", color: "#444444", failed: true, width: 3 }, label: "failed attack" });
  }
  if (arrows.some((a) => a.last)) {
    out.push({
      symbol: { kind: "arrow", color: "#444444", failed: false, width: 3, last: true },
      label: "the last action",
    });
  }
  if ((view.cutOff ?? []).length > 0)
    out.push({ symbol: { kind: "hatch" }, label: "cut off from its main supply group (W4)" });
  if ((view.captured ?? []).length > 0)
    out.push({ symbol: { kind: "outline" }, label: `captured ${view.period ?? "this phase"}` });
  if ((view.battles ?? []).length > 0) {
    out.push({
      symbol: { kind: "badge", color: BATTLE_FILL, text: "⚔5v3", stroke: "#8a1c1c" },
      label: "battle: attackers v defenders, won or held",
    });
  }
  return out;
}

interface LegendLayout {
  height: number;
  /** The caption's lines (wrapped to the picture's width), above the legend's rows. */
  caption: string[];
  items: { entry: LegendEntry; x: number; row: number; symbolWidth: number }[];
  rowHeight: number;
  pad: number;
}

function symbolWidth(symbol: LegendSymbol, f: number): number {
  if (symbol.kind === "badge") return estimateTextWidth(symbol.text, 10 * f, true) + 7 * f;
  if (symbol.kind === "arrow" || symbol.kind === "ferry") return 26 * f;
  return 14 * f;
}

function layoutLegend(entries: LegendEntry[], width: number, f: number, caption?: string): LegendLayout {
  const pad = 12 * f;
  const rowHeight = 20 * f;
  const captionLines = caption ? wrapText(caption, width - 2 * pad, CAPTION_SIZE * f) : [];
  const items: LegendLayout["items"] = [];
  let x = pad;
  let row = 0;
  for (const entry of entries) {
    const sw = symbolWidth(entry.symbol, f);
    const w = sw + 5 * f + estimateTextWidth(entry.label, 11 * f, false) + 16 * f;
    if (x + w > width - pad && x > pad) {
      row++;
      x = pad;
    }
    items.push({ entry, x, row, symbolWidth: sw });
    x += w;
  }
  const rows = (entries.length > 0 ? row + 1 : 0) + captionLines.length;
  for (const item of items) item.row += captionLines.length;
  return {
    height: Math.round(rows * rowHeight + 2 * pad * 0.6),
    caption: captionLines,
    items,
    rowHeight,
    pad,
  };
}

const CAPTION_SIZE = 12;

/** The text cut into lines no wider than `width` (at words; at most three lines, the last one ended with "…"). */
function wrapText(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && estimateTextWidth(next, size, false) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= 3) return lines;
  let third = lines[2] ?? "";
  while (third && estimateTextWidth(`${third} …`, size, false) > width) third = third.replace(/\s*\S+$/, "");
  return [lines[0] ?? "", lines[1] ?? "", `${third} …`];
}

function legendSvg(layout: LegendLayout, top: number, f: number): string[] {
  const out: string[] = [];
  layout.caption.forEach((line, row) => {
    const cy = top + layout.pad * 0.6 + row * layout.rowHeight + layout.rowHeight / 2;
    out.push(
      `<text x="${r(layout.pad)}" y="${r(cy + 4.4 * f)}" font-size="${r(CAPTION_SIZE * f)}" fill="${INK}">${escapeXml(line)}</text>`,
    );
  });
  for (const { entry, x, row, symbolWidth: sw } of layout.items) {
    const cy = top + layout.pad * 0.6 + row * layout.rowHeight + layout.rowHeight / 2;
    const s = entry.symbol;
    switch (s.kind) {
      case "fill":
        out.push(
          `<rect x="${r(x)}" y="${r(cy - 7 * f)}" width="${r(14 * f)}" height="${r(14 * f)}" fill="${s.color}" stroke="#555555" stroke-width="${r(0.8 * f)}"/>`,
        );
        break;
      case "badge": {
        const dash = s.dashed ? ` stroke-dasharray="${r(2.5 * f)} ${r(1.5 * f)}"` : "";
        out.push(
          `<rect x="${r(x)}" y="${r(cy - 8 * f)}" width="${r(sw)}" height="${r(16 * f)}" rx="${r(3 * f)}" fill="${s.color}" stroke="${s.stroke ?? INK}" stroke-width="${r(0.9 * f)}"${dash}/>`,
          `<text x="${r(x + sw / 2)}" y="${r(cy + 3.6 * f)}" font-size="${r(10 * f)}" font-weight="bold" text-anchor="middle" fill="${textColourOn(s.color)}">${escapeXml(s.text)}</text>`,
        );
        break;
      }
      case "port":
        out.push(
          `<rect x="${r(x)}" y="${r(cy - 7 * f)}" width="${r(14 * f)}" height="${r(14 * f)}" fill="${SEA_FILL}"/>`,
          `<circle cx="${r(x + 7 * f)}" cy="${r(cy)}" r="${r(3.2 * f)}" fill="#1f5fbf" stroke="#ffffff" stroke-width="${r(1.2 * f)}"/>`,
        );
        break;
      case "ferry":
        out.push(
          `<rect x="${r(x)}" y="${r(cy - 7 * f)}" width="${r(sw)}" height="${r(14 * f)}" fill="${SEA_FILL}"/>`,
          `<line x1="${r(x + 2 * f)}" y1="${r(cy)}" x2="${r(x + sw - 2 * f)}" y2="${r(cy)}" stroke="#ffffff" stroke-width="${r(2.5 * f)}" stroke-dasharray="${r(6 * f)} ${r(4 * f)}"/>`,
        );
        break;
      case "arrow": {
        const dash = s.failed ? ` stroke-dasharray="${r(5 * f)} ${r(3.5 * f)}"` : "";
        const end = x + sw - 8 * f;
        if (s.last) {
          out.push(
            `<line x1="${r(x)}" y1="${r(cy)}" x2="${r(x + sw - 2 * f)}" y2="${r(cy)}" stroke="${LAST_HALO}" stroke-opacity="0.9" stroke-width="${r((s.width + 9) * f)}" stroke-linecap="round"/>`,
          );
        }
        out.push(
          `<line x1="${r(x)}" y1="${r(cy)}" x2="${r(end)}" y2="${r(cy)}" stroke="${s.color}" stroke-width="${r(s.width * f)}"${dash}/>`,
          `<path d="M${r(x + sw)} ${r(cy)}L${r(end)} ${r(cy - 5 * f)}L${r(end)} ${r(cy + 5 * f)}Z" fill="${s.failed ? "#ffffff" : s.color}" stroke="${s.color}" stroke-width="${r(1.2 * f)}"/>`,
        );
        if (s.failed) {
          const c = x + sw / 2 - 3 * f;
          const d = 4 * f;
          out.push(
            `<path d="M${r(c - d)} ${r(cy - d)}L${r(c + d)} ${r(cy + d)}M${r(c - d)} ${r(cy + d)}L${r(c + d)} ${r(cy - d)}" stroke="#000000" stroke-width="${r(2 * f)}"/>`,
          );
        }
        break;
      }
      case "hatch":
        out.push(
          `<rect x="${r(x)}" y="${r(cy - 7 * f)}" width="${r(14 * f)}" height="${r(14 * f)}" fill="${NEUTRAL_FILL}" stroke="#555555" stroke-width="${r(0.8 * f)}"/>`,
          `<path d="M${r(x)} ${r(cy + 2 * f)}L${r(x + 9 * f)} ${r(cy - 7 * f)}M${r(x)} ${r(cy + 7 * f)}L${r(x + 14 * f)} ${r(cy - 7 * f)}M${r(x + 5 * f)} ${r(cy + 7 * f)}L${r(x + 14 * f)} ${r(cy - 2 * f)}" stroke="${INK}" stroke-opacity="0.55" stroke-width="${r(2.2 * f)}"/>`,
        );
        break;
      case "outline":
        out.push(
          `<rect x="${r(x + 1 * f)}" y="${r(cy - 6 * f)}" width="${r(12 * f)}" height="${r(12 * f)}" fill="${NEUTRAL_FILL}" stroke="${INK}" stroke-width="${r(2.4 * f)}"/>`,
        );
        break;
    }
    out.push(
      `<text x="${r(x + sw + 5 * f)}" y="${r(cy + 4 * f)}" font-size="${r(11 * f)}" fill="#222222">${escapeXml(entry.label)}</text>`,
    );
  }
  return out;
}

function r(n: number): string {
  return n.toFixed(1);
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
