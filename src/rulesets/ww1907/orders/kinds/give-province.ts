import { type CommandOf, giveProvinceCommandSchema } from "../../commands.ts";
import { mapIndex } from "../../map-index.ts";
import { accept, plural, reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { isOutcome, type Outcome, otherNation, province, rejected } from "../common.ts";
import { dep, type OrderKind } from "./kind.ts";

/**
 * W30: a province may be given only to a nation that borders it, or that links it to one of its own provinces by a
 * line of its ships in the sea zones between.
 */
function canReceiveProvince(w: Working, provinceId: string, to: string): boolean {
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

/** Gives one of your provinces to another nation (W30); its garrison transfers (ruling `givenProvinceGarrison`). */
export function judgeGiveProvince(w: Working, nation: string, cmd: CommandOf<"give-province">): Outcome {
  const other = otherNation(w, nation, cmd.to, "W30");
  if (isOutcome(other)) return other;
  const at = province(w, cmd.province, "W30");
  if (isOutcome(at)) return at;
  const name = w.nationName(other.id);
  const where = w.placeName(at.id);
  const p = w.state.provinces[at.id];
  if (!p || p.owner !== nation) {
    return rejected(
      reject(
        "rule/not-your-province",
        "W30",
        `W30: ${where} belongs to ${w.nationName(p?.owner ?? null)}; you can give only your own provinces`,
      ),
    );
  }
  if (!canReceiveProvince(w, at.id, other.id)) {
    return rejected(
      reject(
        "trade/no-border",
        "W30",
        `W30: ${name} does not border ${where} and has no line of ships linking it to one of its provinces`,
      ),
    );
  }
  const divisions = w.state.rulings.givenProvinceGarrison === "transfer" ? p.divisions : 0;
  const guest = p.guests[other.id] ?? 0;
  const { [other.id]: _, ...restGuests } = p.guests;
  p.owner = other.id;
  p.divisions = divisions + guest;
  p.guests = restGuests;
  for (const t of w.trackers.values()) {
    t.arrived.delete(at.id);
    t.fast.delete(at.id);
  }
  w.supplyVersion++;
  const garrison = divisions > 0 ? ` with its ${plural(divisions, "division")}` : "";
  return {
    verdict: accept("ok/give-province", "W30", `W30: ${where} given to ${name}${garrison}`),
    events: [{ type: "province-given", from: nation, to: other.id, province: at.id, divisions }],
  };
}

/** Giving one of your provinces to a nation that borders it or links it by its ships (W30). */
export const giveProvince: OrderKind<"give-province"> = {
  kind: "give-province",
  rules: ["W30"],
  schema: giveProvinceCommandSchema,
  grammar: { family: "trade" },
  judge: judgeGiveProvince,
  describe: (c) => `give ${c.province} to ${c.to}`,
  emits: ["province-given"],
  events: {
    "province-given": (e, n) => `${n(e.from)} gave ${n(e.province)} to ${n(e.to)} (W30).`,
  },
  help: {
    line: "Give a province you own to a nation that borders it or links it by a line of its ships (W30).",
    section: "Trade (W30, W31)",
    examples: [dep("Give Zagreb to Austria-Hungary")],
  },
};
