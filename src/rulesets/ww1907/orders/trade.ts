import { mapIndex } from "../map-index.ts";
import { ownedIndices, walkSupply } from "../supply.ts";
import type { Working } from "../working.ts";

/**
 * W31: a pp route from `from` to `to`: a clear sea route between their ports, or a land link through friendly
 * land (owned, allied, neutral, the receiver's; a nation at peace only with its passage grant, W5).
 */
export function hasPpRoute(w: Working, from: string, to: string): boolean {
  const starts = ownedIndices(w.state, w.map, from);
  if (starts.length === 0) return false;
  const label = walkSupply(w.state, w.map, from, starts, to);
  const ix = mapIndex(w.map);
  for (let i = 0; i < ix.provinceIds.length; i++) {
    if (label[i] !== -1 && w.state.provinces[ix.provinceIds[i] as string]?.owner === to) return true;
  }
  return false;
}

/**
 * W30: a province may be given only to a nation that borders it, or that links it to one of its own provinces by a
 * line of its ships in the sea zones between.
 */
export function canReceiveProvince(w: Working, provinceId: string, to: string): boolean {
  if (w.map.neighbours(provinceId).some((n) => w.owner(n) === to)) return true;
  const ix = mapIndex(w.map);
  const P = ix.provinceIds.length;
  const shipZones = new Set<number>();
  for (const f of w.state.fleets) {
    const s = ix.seaIndex.get(f.at);
    if (f.nation === to && f.built && s !== undefined) shipZones.add(s);
  }
  const start = ix.provinceIndex.get(provinceId);
  if (start === undefined) return false;
  const seen = new Set<number>();
  const queue = (ix.coasts[start] ?? []).filter((s) => shipZones.has(s));
  for (const s of queue) seen.add(s);
  while (queue.length > 0) {
    const s = queue.shift() as number;
    for (const p of w.map.coastsOf(ix.seaIds[s - P] as string)) {
      if (p !== provinceId && w.owner(p) === to) return true;
    }
    for (const n of ix.seaAdj[s - P] ?? []) {
      if (!seen.has(n) && shipZones.has(n)) {
        seen.add(n);
        queue.push(n);
      }
    }
  }
  return false;
}
