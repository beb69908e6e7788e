import { foldName } from "../../parsers/text/fold.ts";
import type { Continent, MapData, Province, Sea } from "./schema.ts";

/** What a name resolves to: a province or a sea zone. */
export type MapElement = { kind: "province"; province: Province } | { kind: "sea"; sea: Sea };

/**
 * Read-only queries over a validated map: neighbours, adjacency, coasts, ports, shortest land paths and name
 * lookup by id, name or alias (case-, accent- and punctuation-insensitive). Build it once per map; it is pure. The
 * name table is built on the first look-up by name, so a game opened to judge orders (which name places by id)
 * does not fold every name of the map.
 */
export class MapGraph {
  readonly data: MapData;
  private readonly provincesById = new Map<string, Province>();
  private readonly seasById = new Map<string, Sea>();
  private readonly landNeighbours = new Map<string, string[]>();
  private readonly seaNeighbours = new Map<string, string[]>();
  private readonly seaCoasts = new Map<string, string[]>();
  private readonly ports = new Map<string, string[]>();
  /** Folded name → what it means: built on the first look-up by name (a post's orders name places by id). */
  private namesByKey: Map<string, MapElement[]> | null = null;

  constructor(data: MapData) {
    this.data = data;
    for (const p of data.provinces) this.provincesById.set(p.id, p);
    for (const s of data.seas) this.seasById.set(s.id, s);
    for (const p of data.provinces) {
      this.landNeighbours.set(p.id, unique(p.adjacent, p.ferries));
      for (const sea of p.coasts) push(this.seaCoasts, sea, p.id);
      if (p.port) push(this.ports, p.port, p.id);
    }
    for (const s of data.seas) this.seaNeighbours.set(s.id, unique(s.adjacent));
  }

  /** The name table (every id, name and alias folded), built when first needed. */
  private get names(): Map<string, MapElement[]> {
    if (this.namesByKey !== null) return this.namesByKey;
    const names = new Map<string, MapElement[]>();
    const add = (name: string, element: MapElement): void => {
      const key = foldName(name);
      const list = names.get(key) ?? [];
      const id = elementId(element);
      if (!list.some((e) => elementId(e) === id && e.kind === element.kind)) list.push(element);
      names.set(key, list);
    };
    for (const p of this.data.provinces) {
      add(p.id, { kind: "province", province: p });
      add(p.name, { kind: "province", province: p });
      for (const a of p.aliases) add(a, { kind: "province", province: p });
    }
    for (const s of this.data.seas) {
      add(s.id, { kind: "sea", sea: s });
      add(s.name, { kind: "sea", sea: s });
      for (const a of s.aliases) add(a, { kind: "sea", sea: s });
    }
    this.namesByKey = names;
    return names;
  }

  get provinces(): readonly Province[] {
    return this.data.provinces;
  }

  get seas(): readonly Sea[] {
    return this.data.seas;
  }

  get continents(): readonly Continent[] {
    return this.data.continents;
  }

  province(id: string): Province | undefined {
    return this.provincesById.get(id);
  }

  sea(id: string): Sea | undefined {
    return this.seasById.get(id);
  }

  isProvince(id: string): boolean {
    return this.provincesById.has(id);
  }

  isSea(id: string): boolean {
    return this.seasById.has(id);
  }

  /** Land neighbours of a province, ferries included (W2). */
  neighbours(provinceId: string): readonly string[] {
    return this.landNeighbours.get(provinceId) ?? [];
  }

  /** Sea zones next to a sea zone. */
  seaNeighboursOf(seaId: string): readonly string[] {
    return this.seaNeighbours.get(seaId) ?? [];
  }

  /** True when two provinces share a border or a ferry, or two sea zones touch. */
  isAdjacent(a: string, b: string): boolean {
    if (this.provincesById.has(a)) return this.neighbours(a).includes(b);
    return this.seaNeighboursOf(a).includes(b);
  }

  /** Sea zones a province touches. */
  coastalSeas(provinceId: string): readonly string[] {
    return this.provincesById.get(provinceId)?.coasts ?? [];
  }

  /** Provinces whose coast touches a sea zone. */
  coastsOf(seaId: string): readonly string[] {
    return this.seaCoasts.get(seaId) ?? [];
  }

  /** The sea zone of a province's port, or null when it has none. */
  port(provinceId: string): string | null {
    return this.provincesById.get(provinceId)?.port ?? null;
  }

  /** Provinces with a port on a sea zone. */
  portsOn(seaId: string): readonly string[] {
    return this.ports.get(seaId) ?? [];
  }

  /**
   * Shortest path over land and ferries from one province to another (both included), or null when there is none.
   * `passable` may forbid provinces in between (the ends are always allowed).
   */
  shortestLandPath(
    from: string,
    to: string,
    passable: (id: string) => boolean = () => true,
  ): string[] | null {
    if (!this.provincesById.has(from) || !this.provincesById.has(to)) return null;
    if (from === to) return [from];
    const previous = new Map<string, string>([[from, from]]);
    let frontier = [from];
    while (frontier.length > 0) {
      const next: string[] = [];
      for (const here of frontier) {
        for (const n of this.neighbours(here)) {
          if (previous.has(n)) continue;
          if (n !== to && !passable(n)) continue;
          previous.set(n, here);
          if (n === to) return walkBack(previous, from, to);
          next.push(n);
        }
      }
      frontier = next;
    }
    return null;
  }

  /** Every element a name (id, name or alias) may mean; empty when none. */
  lookupAll(name: string): readonly MapElement[] {
    return this.names.get(foldName(name)) ?? [];
  }

  /** The one element a name means, or undefined when it means none or several. */
  lookup(name: string): MapElement | undefined {
    const found = this.lookupAll(name);
    return found.length === 1 ? found[0] : undefined;
  }

  /** The province a name means (id, name or alias), if exactly one. */
  findProvince(name: string): Province | undefined {
    const found = this.lookupAll(name).filter((e) => e.kind === "province");
    return found.length === 1 && found[0]?.kind === "province" ? found[0].province : undefined;
  }

  /** The sea zone a name means (id, name or alias), if exactly one. */
  findSea(name: string): Sea | undefined {
    const found = this.lookupAll(name).filter((e) => e.kind === "sea");
    return found.length === 1 && found[0]?.kind === "sea" ? found[0].sea : undefined;
  }

  /** Every name key (folded) known to the map, with what it means: for fuzzy matching and suggestions. */
  nameEntries(): ReadonlyMap<string, readonly MapElement[]> {
    return this.names;
  }
}

/** The id of a map element. */
export function elementId(element: MapElement): string {
  return element.kind === "province" ? element.province.id : element.sea.id;
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The items of `first` then `more`, each once, in order (lists of a few neighbours: no set needed). */
function unique(first: readonly string[], more: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const item of first) if (!out.includes(item)) out.push(item);
  for (const item of more) if (!out.includes(item)) out.push(item);
  return out;
}

function walkBack(previous: Map<string, string>, from: string, to: string): string[] {
  const path = [to];
  let at = to;
  while (at !== from) {
    at = previous.get(at) ?? from;
    path.push(at);
  }
  return path.reverse();
}
