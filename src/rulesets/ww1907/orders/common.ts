import type { EngineEvent } from "../events.ts";
import type { Phase } from "../scenario/schema.ts";
import { reject, type Verdict } from "../verdict.ts";
import type { Working } from "../working.ts";

/** What judging one command gives: its verdict, and (when accepted) what happened. */
export interface Outcome {
  verdict: Verdict;
  events: EngineEvent[];
}

/** A rejected outcome. */
export function rejected(verdict: Verdict): Outcome {
  return { verdict, events: [] };
}

const phaseName: Record<Phase, string> = { deployment: "Deployment", attack: "Attack" };

/** Rejects a command given in the wrong phase, or returns null. */
export function wrongPhase(w: Working, allowed: Phase, rule: string, what: string): Outcome | null {
  if (w.state.phase === allowed) return null;
  return rejected(
    reject(
      "rule/wrong-phase",
      rule,
      `${rule}: ${what} only in the ${phaseName[allowed]} phase; this is the ${phaseName[w.state.phase]} phase`,
    ),
  );
}

/** Resolves a province id (or a name the map knows); rejects an unknown one. */
export function province(w: Working, id: string, rule = "W2"): { id: string } | Outcome {
  if (w.map.isProvince(id)) return { id };
  const found = w.map.findProvince(id);
  if (found) return { id: found.id };
  const what = w.map.isSea(id) || w.map.findSea(id) ? "is a sea zone, not a province" : "is not on the map";
  return rejected(reject("map/unknown-province", rule, `${rule}: "${id}" ${what}`));
}

/** Resolves a place: a province (its port) or a sea zone. */
export function place(w: Working, id: string): { id: string; sea: boolean } | Outcome {
  if (w.map.isProvince(id)) return { id, sea: false };
  if (w.map.isSea(id)) return { id, sea: true };
  const el = w.map.lookup(id);
  if (el?.kind === "province") return { id: el.province.id, sea: false };
  if (el?.kind === "sea") return { id: el.sea.id, sea: true };
  return rejected(
    reject("map/unknown-place", "W2", `W2: "${id}" is neither a province nor a sea zone on the map`),
  );
}

/** Resolves another nation's id; rejects unknown ids and oneself. */
export function otherNation(w: Working, me: string, id: string, rule: string): { id: string } | Outcome {
  if (!w.isNation(id)) {
    const byName = Object.entries(w.state.nations).find(([, n]) => n.name.toLowerCase() === id.toLowerCase());
    if (!byName) return rejected(reject("nation/unknown", "W1", `W1: "${id}" is not a nation in this game`));
    id = byName[0];
  }
  if (id === me) return rejected(reject("nation/self", rule, `${rule}: that order names your own nation`));
  return { id };
}

/** True when the value is an outcome (a rejection) rather than a resolved id. */
export function isOutcome(x: object): x is Outcome {
  return "verdict" in x;
}

/** W26: in the Deployment phase nothing can be spent while costs from the Attack phase are still owed. */
export function costsUnpaid(w: Working, nation: string): Outcome | null {
  const owed = w.state.nations[nation]?.owed ?? 0;
  if (w.state.phase !== "deployment" || owed <= 0) return null;
  return rejected(
    reject(
      "rule/costs-unpaid",
      "W26",
      `W26: you still owe ${owed} pp from the last Attack phase; nothing can be spent until it is paid`,
    ),
  );
}

/** W18: a conquered province (one the nation did not begin the game with) must keep a division. */
export function isConquered(w: Working, nation: string, provinceId: string): boolean {
  const p = w.state.provinces[provinceId];
  return p !== undefined && p.owner === nation && p.startOwner !== nation;
}
