import type { CommandOf } from "../commands.ts";
import { mapIndex } from "../map-index.ts";
import { roundPp } from "../state.ts";
import { ownedIndices, walkSupply } from "../supply.ts";
import { accept, plural, pp, reject } from "../verdict.ts";
import type { Working } from "../working.ts";
import { costsUnpaid, isOutcome, type Outcome, otherNation, province, rejected } from "./common.ts";

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

/** Sends pp to another nation (W31), from this phase's spendable pp; they arrive for the receiver's next phase. */
export function judgeGivePp(w: Working, nation: string, cmd: CommandOf<"give-pp">): Outcome {
  const other = otherNation(w, nation, cmd.to, "W31");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  const unpaid = costsUnpaid(w, nation);
  if (unpaid) return unpaid;
  const left = w.spendableLeft(nation);
  if (left < cmd.amount) {
    return rejected(
      reject(
        "rule/treasury-short",
        "W6",
        `W6: you have ${pp(left)} left to spend; this gift is ${pp(cmd.amount)}`,
      ),
    );
  }
  if (!hasPpRoute(w, nation, other.id)) {
    return rejected(
      reject(
        "trade/no-route",
        "W31",
        `W31: no clear sea route from your ports to ${name}'s, and no land link through friendly land (a nation at peace must grant passage, W5)`,
      ),
    );
  }
  w.spend(nation, cmd.amount);
  const receiver = w.state.nations[other.id];
  if (receiver) receiver.treasury = roundPp(receiver.treasury + cmd.amount);
  return {
    verdict: accept("ok/give-pp", "W31", `W31: ${pp(cmd.amount)} sent to ${name}`),
    events: [{ type: "pp-given", from: nation, to: other.id, amount: cmd.amount }],
  };
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
