/**
 * Builds `src/maps/data/<map>.geo.json` for the built-in maps (run: `npx tsx tools/build-map-geography.ts`): real
 * coastlines from Natural Earth's 1:50m land polygons (public domain, shipped by the `world-atlas` package as
 * TopoJSON), projected with d3-geo, and each province drawn as the Voronoi cell around its coordinates clipped to
 * the land it stands on. Clipping is the heavy part (seconds), so it is done here once and the committed file is
 * what the picture reads (src/maps/geography.ts); the renderer only scales paths.
 *
 * How a province gets its land: the land is split into its connected pieces (continents and islands); the
 * provinces whose coordinates stand on a piece share it out by Voronoi cells, so a cell never jumps a strait
 * (Ireland keeps all of Ireland, Glasgow none of it). A piece with no province on it (Orkney, the Cyclades, Funen)
 * goes to the nearest province when one is close, else it stays off the board (drawn as plain land). Land far
 * from every province (the Sahara, the Urals) is left off the board by unnamed filler sites. Sea zones share the
 * water the same way (their borders are drawn lightly under the land).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Delaunay } from "d3-delaunay";
import {
  type GeoPermissibleObjects,
  type GeoProjection,
  geoConicConformal,
  geoNaturalEarth1,
  geoPath,
} from "d3-geo";
import polygonClipping, { type MultiPolygon, type Pair, type Polygon, type Ring } from "polygon-clipping";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { sitesFingerprint } from "../src/maps/geography.ts";

interface Site {
  id: string;
  lon: number;
  lat: number;
}

interface MapFile {
  id: string;
  provinces: (Site & { coordinates: { lon: number; lat: number }; port: string | null })[];
  seas: (Site & { coordinates: { lon: number; lat: number } })[];
}

interface Setup {
  id: string;
  width: number;
  margin: number;
  /** The projection, before it is fitted to the frame. */
  projection: () => GeoProjection;
  projectionName: string;
  /** Coastline points closer than this (frame pixels) to the last one kept are dropped. */
  tolerance: number;
  /** More points the frame must show (beyond the map's own): a margin of the world around the board. */
  fit: [number, number][];
  /**
   * More Voronoi sites (lon, lat) that share out the land as a province's own, where its one site leaves a
   * neighbour's cell reaching into land the board gives it (Risk's Middle East holds Anatolia, not Egypt; Southern Europe the Balkans).
   */
  extraSites?: Record<string, [number, number][]>;
}

const SETUPS: Setup[] = [
  {
    id: "europe-1907",
    width: 1400,
    margin: 34,
    projection: () => geoConicConformal().rotate([-16, 0]).parallels([38, 62]),
    projectionName: "Lambert conformal conic, central meridian 16°E, standard parallels 38°N and 62°N",
    // Room south of Libya and Egypt, so they end on the board, not at the frame.
    fit: [
      [13, 27.5],
      [30.5, 26.5],
      [35, 28],
    ],
    tolerance: 0.7,
  },
  {
    id: "classic",
    width: 1400,
    margin: 20,
    // Centred on 11°E, so the picture's edges fall in the Bering Strait (169°W): all of Alaska on the left, all of
    // Kamchatka on the right, nothing cut. The frame reaches 84°N (Greenland's north coast) and 56°S (Cape Horn).
    projection: () => geoNaturalEarth1().rotate([-11, 0]),
    projectionName: "Natural Earth I, central meridian 11°E",
    fit: [
      [-168.9, 84],
      [-169.1, 84],
      [-168.9, -56],
      [-169.1, -56],
    ],
    extraSites: {
      "middle-east": [
        [33, 39.5],
        [29.5, 39],
        [36.5, 33.5],
        [55, 21],
      ],
      "southern-europe": [
        [23, 42],
        [22, 38.5],
      ],
    },
    tolerance: 1.2,
  },
];

const root = new URL("../", import.meta.url);
const atlas = JSON.parse(
  readFileSync(new URL("node_modules/world-atlas/land-50m.json", root), "utf8"),
) as Topology;
const atlasVersion = (
  JSON.parse(readFileSync(new URL("node_modules/world-atlas/package.json", root), "utf8")) as {
    version: string;
  }
).version;

// `npx tsx tools/build-map-geography.ts classic` builds that map only.
const only = process.argv.slice(2);
for (const setup of SETUPS) if (only.length === 0 || only.includes(setup.id)) build(setup);

function build(setup: Setup): void {
  const started = Date.now();
  const map = JSON.parse(readFileSync(new URL(`src/maps/data/${setup.id}.json`, root), "utf8")) as MapFile;
  const provinces: Site[] = map.provinces.map((p) => ({ id: p.id, ...p.coordinates }));
  const seas: Site[] = map.seas.map((s) => ({ id: s.id, ...s.coordinates }));
  const all = [...provinces, ...seas];

  // Fit the projection to the map's sites, then give it the frame with a margin of sea around.
  const points = {
    type: "MultiPoint" as const,
    coordinates: [...all.map((s) => [s.lon, s.lat]), ...setup.fit],
  };
  const inner = setup.width - 2 * setup.margin;
  const probe = setup.projection().fitWidth(inner, points);
  const ys = points.coordinates.map(([lon, lat]) => probe([lon as number, lat as number])?.[1] ?? 0);
  const innerHeight = Math.max(...ys) - Math.min(...ys);
  const height = Math.round(innerHeight + 2 * setup.margin);
  const projection = setup.projection().fitExtent(
    [
      [setup.margin, setup.margin],
      [setup.width - setup.margin, height - setup.margin],
    ],
    points,
  );
  const project = (lon: number, lat: number): Pair => {
    const xy = projection([lon, lat]);
    if (!xy) throw new Error(`cannot project ${lon} ${lat}`);
    return [xy[0], xy[1]];
  };

  // Land: projected by d3-geo (which cuts rings at the antimeridian and the frame), small wiggles dropped, and
  // the rings put together again even-odd (islands in lakes stay land).
  const frame: Ring = [
    [0, 0],
    [setup.width, 0],
    [setup.width, height],
    [0, height],
    [0, 0],
  ];
  projection.clipExtent([
    [0, 0],
    [setup.width, height],
  ]);
  const landGeo = feature(atlas, atlas.objects.land as GeometryCollection);
  const rings = projectedRings(projection, landGeo)
    .map((ring) => simplify(ring, setup.tolerance))
    .filter((ring) => ring.length >= 4 && area(ring) > 1.5);
  let land: MultiPolygon = [];
  for (const ring of rings) land = polygonClipping.xor(land, [ring]);
  land = polygonClipping.intersection(land, [frame]).filter((poly) => area(poly[0] ?? []) > 1.5);

  const xy = new Map(all.map((site) => [site.id, project(site.lon, site.lat)]));
  const spacing = typicalSpacing(provinces.map((p) => xy.get(p.id) as Pair));

  // Which land piece each province stands on (or the nearest, when its coordinates are just off the coast).
  const pieceOf = new Map<string, number>();
  for (const p of provinces) {
    const at = xy.get(p.id) as Pair;
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    land.forEach((poly, k) => {
      const d = inPolygon(at, poly) ? 0 : distanceToPolygon(at, poly);
      if (d < bestDistance) {
        bestDistance = d;
        best = k;
      }
    });
    if (best >= 0 && bestDistance < spacing * 0.6) pieceOf.set(p.id, best);
    else console.warn(`${setup.id}: ${p.id} stands on no land (nearest ${bestDistance.toFixed(0)} px away)`);
  }

  // Off-board fillers: grid points on land far from every province.
  const provinceDelaunay = Delaunay.from(provinces.map((p) => xy.get(p.id) as Pair));
  const far = spacing * 2;
  const fillers: { at: Pair; piece: number }[] = [];
  const step = spacing * 0.9;
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < setup.width; x += step) {
      const near = provinces[provinceDelaunay.find(x, y)];
      const at = near ? (xy.get(near.id) as Pair) : null;
      if (at && Math.hypot(at[0] - x, at[1] - y) < far) continue;
      const piece = land.findIndex((poly) => inPolygon([x, y], poly));
      if (piece >= 0) fillers.push({ at: [x, y], piece });
    }
  }

  // Off-board fillers along the frame, wherever land reaches it: a province ends on the board, halfway between
  // its site and the edge, instead of being cut by the frame (its land goes on off the picture).
  const inset = 0.5;
  for (let t = 0; t <= 1; t += step / 2 / Math.max(setup.width, height)) {
    for (const at of [
      [t * setup.width, inset],
      [t * setup.width, height - inset],
      [inset, t * height],
      [setup.width - inset, t * height],
    ] as Pair[]) {
      const piece = land.findIndex((poly) => inPolygon(at, poly));
      if (piece >= 0) fillers.push({ at, piece });
    }
  }

  const outlines = new Map<string, MultiPolygon>();
  land.forEach((poly, piece) => {
    const here = provinces.filter((p) => pieceOf.get(p.id) === piece);
    const extra = fillers.filter((f) => f.piece === piece);
    if (here.length === 0) {
      // An island with no province: the nearest province's, when one is close.
      let best: Site | null = null;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const p of provinces) {
        const own = (setup.extraSites?.[p.id] ?? []).map(([lon, lat]) => project(lon, lat));
        const d = Math.min(...[xy.get(p.id) as Pair, ...own].map((at) => distanceToPolygon(at, poly)));
        if (d < bestDistance) {
          bestDistance = d;
          best = p;
        }
      }
      if (best && bestDistance < spacing * 0.8 && extra.length === 0) add(outlines, best.id, [poly]);
      return;
    }
    if (here.length === 1 && extra.length === 0) {
      add(outlines, (here[0] as Site).id, [poly]);
      return;
    }
    // Each province's own site, then its extra sites standing on this piece: every cell is its owner's land.
    const owned: { id: string; at: Pair }[] = here.map((p) => ({ id: p.id, at: xy.get(p.id) as Pair }));
    for (const p of here) {
      for (const [lon, lat] of setup.extraSites?.[p.id] ?? []) {
        const at = project(lon, lat);
        if (inPolygon(at, poly)) owned.push({ id: p.id, at });
        else console.warn(`${setup.id}: an extra site of ${p.id} (${lon} ${lat}) is not on its land`);
      }
    }
    const sites = [...owned.map((o) => o.at), ...extra.map((f) => f.at)];
    const voronoi = Delaunay.from(sites).voronoi([-10, -10, setup.width + 10, height + 10]);
    const cells = new Map<string, MultiPolygon>();
    owned.forEach((o, k) => {
      const cell = voronoi.cellPolygon(k);
      if (cell) cells.set(o.id, [...(cells.get(o.id) ?? []), [cell.map(([x, y]) => [x, y] as Pair)]]);
    });
    for (const p of here) {
      const mine = cells.get(p.id);
      if (!mine) continue;
      const clipped = polygonClipping.intersection(
        [poly],
        polygonClipping.union(mine[0] ?? [], ...mine.slice(1)),
      );
      if (clipped.length > 0) add(outlines, p.id, clipped);
    }
  });

  const anchors: Record<string, [number, number]> = {};
  const provincePaths: Record<string, string> = {};
  const ports: Record<string, [number, number]> = {};
  const dots: Record<string, [number, number]> = {};
  for (const p of map.provinces) {
    const at = xy.get(p.id) as Pair;
    const outline = outlines.get(p.id);
    if (!outline) {
      console.warn(`${setup.id}: ${p.id} has no land of its own (drawn as a dot)`);
      anchors[p.id] = round(at);
      continue;
    }
    provincePaths[p.id] = pathOf(outline);
    const inside = outline.some((poly) => inPolygon(at, poly));
    anchors[p.id] = round(inside ? at : centroid(largest(outline)));
    const size = outline.reduce((sum, poly) => sum + area(poly[0] ?? []), 0);
    if (size < 40) dots[p.id] = round(centroid(largest(outline))); // Malta: too small to see its colour
    if (p.port) {
      const sea = xy.get(p.port);
      if (sea) ports[p.id] = round(nearestVertex(sea, outline));
    }
  }
  for (const sea of seas) anchors[sea.id] = round(xy.get(sea.id) as Pair);

  const seaBorders = seaBorderPath(
    seas.map((sea) => xy.get(sea.id) as Pair),
    setup.width,
    height,
  );

  const out = {
    map: setup.id,
    sites: sitesFingerprint([...map.provinces, ...map.seas]),
    source: `Natural Earth 1:50m land (public domain), world-atlas ${atlasVersion}; ${setup.projectionName}; generated by tools/build-map-geography.ts`,
    width: setup.width,
    height,
    land: pathOf(land),
    provinces: provincePaths,
    anchors,
    ports,
    dots,
    seaBorders,
  };
  const file = new URL(`src/maps/data/${setup.id}.geo.json`, root);
  writeFileSync(file, `${JSON.stringify(out)}\n`);
  const size = JSON.stringify(out).length;
  console.log(
    `${setup.id}: ${Object.keys(provincePaths).length}/${map.provinces.length} provinces on land, ${land.length} land pieces, ${fillers.length} off-board fillers, ${(size / 1024).toFixed(0)} KiB, ${Date.now() - started} ms`,
  );
}

/** Lines between neighbouring sea zones (Voronoi edges between two real sea sites, open sea fillers elsewhere). */
function seaBorderPath(sites: Pair[], width: number, height: number): string {
  if (sites.length < 2) return "";
  const spacing = typicalSpacing(sites);
  const base = Delaunay.from(sites);
  const fillers: Pair[] = [];
  const step = spacing * 0.9;
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) {
      const near = sites[base.find(x, y)] as Pair;
      if (Math.hypot(near[0] - x, near[1] - y) > spacing * 1.5) fillers.push([x, y]);
    }
  }
  const voronoi = Delaunay.from([...sites, ...fillers]).voronoi([0, 0, width, height]);
  const { halfedges, triangles } = voronoi.delaunay;
  const { circumcenters } = voronoi;
  const parts: string[] = [];
  for (let e = 0; e < halfedges.length; e++) {
    const opposite = halfedges[e] as number;
    if (opposite < e) continue; // each inner edge once; hull edges (-1) skipped
    const a = triangles[e] as number;
    const b = triangles[e % 3 === 2 ? e - 2 : e + 1] as number;
    if (a >= sites.length || b >= sites.length) continue;
    const t1 = Math.floor(e / 3);
    const t2 = Math.floor(opposite / 3);
    const p: Pair = [circumcenters[2 * t1] as number, circumcenters[2 * t1 + 1] as number];
    const q: Pair = [circumcenters[2 * t2] as number, circumcenters[2 * t2 + 1] as number];
    const [x1, y1] = round(p);
    const [x2, y2] = round(q);
    parts.push(`M${x1} ${y1}L${x2} ${y2}`);
  }
  return parts.join("");
}

/** The rings d3-geo draws for a feature collection, as point lists (closed). */
function projectedRings(projection: GeoProjection, collection: unknown): Ring[] {
  const rings: Ring[] = [];
  let current: Ring = [];
  const context = {
    moveTo(x: number, y: number) {
      if (current.length > 2) rings.push(close(current));
      current = [[x, y]];
    },
    lineTo(x: number, y: number) {
      current.push([x, y]);
    },
    closePath() {
      if (current.length > 2) rings.push(close(current));
      current = [];
    },
    arc() {},
    beginPath() {},
  };
  geoPath(projection, context as unknown as CanvasRenderingContext2D)(collection as GeoPermissibleObjects);
  if (current.length > 2) rings.push(close(current));
  return rings;
}

function close(ring: Ring): Ring {
  const first = ring[0] as Pair;
  const last = ring[ring.length - 1] as Pair;
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

function add(outlines: Map<string, MultiPolygon>, id: string, more: MultiPolygon): void {
  outlines.set(id, [...(outlines.get(id) ?? []), ...more]);
}

/** Drops points closer than `tolerance` to the last kept one (the ring stays closed). */
function simplify(ring: Ring, tolerance: number): Ring {
  const out: Ring = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= tolerance) out.push(p);
  }
  const first = out[0];
  if (first) out.push(first);
  return out;
}

function typicalSpacing(points: Pair[]): number {
  const delaunay = Delaunay.from(points);
  const nearest = points.map(([x, y], n) => {
    let best = Number.POSITIVE_INFINITY;
    for (const m of delaunay.neighbors(n)) {
      const q = points[m];
      if (q) best = Math.min(best, Math.hypot(q[0] - x, q[1] - y));
    }
    return best;
  });
  const sorted = nearest.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 50;
}

function inRing([x, y]: Pair, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Pair;
    const [xj, yj] = ring[j] as Pair;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(p: Pair, poly: Polygon): boolean {
  const [outer, ...holes] = poly;
  return !!outer && inRing(p, outer) && !holes.some((h) => inRing(p, h));
}

function distanceToPolygon(p: Pair, poly: Polygon): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ring of poly) {
    for (let k = 0; k + 1 < ring.length; k++)
      best = Math.min(best, segmentDistance(p, ring[k]!, ring[k + 1]!));
  }
  return best;
}

function segmentDistance([px, py]: Pair, [ax, ay]: Pair, [bx, by]: Pair): number {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function nearestVertex(p: Pair, outline: MultiPolygon): Pair {
  let best: Pair = p;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const poly of outline) {
    for (const q of poly[0] ?? []) {
      const d = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (d < bestDistance) {
        bestDistance = d;
        best = q;
      }
    }
  }
  return best;
}

function area(ring: Ring): number {
  let sum = 0;
  for (let k = 0; k + 1 < ring.length; k++) {
    const [x1, y1] = ring[k] as Pair;
    const [x2, y2] = ring[k + 1] as Pair;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

function largest(outline: MultiPolygon): Ring {
  return outline.map((poly) => poly[0] ?? []).sort((a, b) => area(b) - area(a))[0] ?? [];
}

function centroid(ring: Ring): Pair {
  let cx = 0;
  let cy = 0;
  let sum = 0;
  for (let k = 0; k + 1 < ring.length; k++) {
    const [x1, y1] = ring[k] as Pair;
    const [x2, y2] = ring[k + 1] as Pair;
    const f = x1 * y2 - x2 * y1;
    sum += f;
    cx += (x1 + x2) * f;
    cy += (y1 + y2) * f;
  }
  return sum === 0 ? (ring[0] ?? [0, 0]) : [cx / (3 * sum), cy / (3 * sum)];
}

function round([x, y]: Pair): [number, number] {
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

function pathOf(outline: MultiPolygon): string {
  const parts: string[] = [];
  for (const poly of outline) {
    for (const ring of poly) {
      const points = ring.slice(0, -1).map(round);
      if (points.length < 3) continue;
      parts.push(`M${points.map(([x, y]) => `${x} ${y}`).join("L")}Z`);
    }
  }
  return parts.join("");
}
