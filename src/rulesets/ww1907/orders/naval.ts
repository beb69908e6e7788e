import { reject } from "../verdict.ts";
import type { Working } from "../working.ts";
import { type Outcome, rejected } from "./common.ts";

/** True when a port may be used by a nation: it is owned or allied (W9). */
export function friendlyPort(w: Working, nation: string, provinceId: string): boolean {
  const owner = w.owner(provinceId);
  return owner !== null && (owner === nation || w.relation(nation, owner) === "alliance");
}

/** Checks a port province for embarking or disembarking (W9). */
export function checkPort(w: Working, nation: string, provinceId: string, what: string): Outcome | null {
  const name = w.placeName(provinceId);
  if (w.map.port(provinceId) === null) {
    return rejected(reject("rule/no-port", "W9", `W9: ${name} has no port`));
  }
  if (!friendlyPort(w, nation, provinceId)) {
    const owner = w.owner(provinceId);
    return rejected(
      reject(
        "rule/port-not-friendly",
        "W9",
        `W9: divisions ${what} only in owned or allied ports; ${name} belongs to ${w.nationName(owner)}`,
      ),
    );
  }
  return null;
}

/** Rejects when a nation has no built ships at a place (naming ships under construction). */
export function noBuiltShips(w: Working, nation: string, at: string): Outcome | null {
  if (w.fleet(nation, at, true)) return null;
  const name = w.placeName(at);
  if (w.fleet(nation, at, false)) {
    return rejected(
      reject(
        "rule/ship-not-built",
        "W10",
        `W10: your ships at ${name} are still under construction; they are ready next Deployment phase`,
      ),
    );
  }
  return rejected(reject("rule/no-ships", "W9", `W9: you have no ships at ${name}`));
}
