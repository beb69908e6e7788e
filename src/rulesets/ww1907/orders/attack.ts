import { reject } from "../verdict.ts";
import type { Working } from "../working.ts";
import { type Outcome, rejected } from "./common.ts";

/** W14: the target must be held by a nation at war with you, or by neutrals. */
export function checkTarget(w: Working, nation: string, target: string): Outcome | null {
  const owner = w.owner(target);
  const name = w.placeName(target);
  if (owner === null) return null;
  if (owner === nation) {
    return rejected(reject("rule/target-not-enemy", "W14", `W14: ${name} is yours; you cannot attack it`));
  }
  const r = w.relation(nation, owner);
  if (r === "war") return null;
  const why =
    r === "alliance"
      ? `your ally ${w.nationName(owner)}`
      : `${w.nationName(owner)}, at peace with you: declare war first (W25, 3 pp)`;
  return rejected(reject("rule/target-not-enemy", "W14", `W14: ${name} belongs to ${why}`));
}
