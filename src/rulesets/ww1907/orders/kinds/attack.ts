import { attackCommandSchema, type CommandOf } from "../../commands.ts";
import { accept, plural, reject, verb } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { checkTarget } from "../attack.ts";
import { isConquered, isOutcome, type Outcome, province, rejected, wrongPhase } from "../common.ts";
import { andList, att, type OrderKind } from "./kind.ts";

/**
 * A land attack, judged statically (before any battle): Attack phase, target held by an enemy at war or by neutrals (W14),
 * every source adjacent and yours with enough divisions not yet committed (W17), conquered sources keeping a
 * division (W18). The battle itself is fought by the phase's battle hook.
 */
export function judgeAttack(w: Working, nation: string, cmd: CommandOf<"attack">): Outcome {
  const phase = wrongPhase(w, "attack", "W14", "attacks are made");
  if (phase) return phase;
  const target = province(w, cmd.target, "W14");
  if (isOutcome(target)) return target;
  const bad = checkTarget(w, nation, target.id);
  if (bad) return bad;
  const targetName = w.placeName(target.id);
  const t = w.tracker(nation);
  const wanted = new Map<string, number>();
  const sources: { from: string; count: number }[] = [];
  for (const s of cmd.sources) {
    const from = province(w, s.from, "W14");
    if (isOutcome(from)) return from;
    const fromName = w.placeName(from.id);
    if (!w.map.isAdjacent(from.id, target.id)) {
      return rejected(
        reject(
          "rule/not-adjacent",
          "W14",
          `W14: ${fromName} is not adjacent to ${targetName}; attacks go one province`,
        ),
      );
    }
    const here = w.divisionsOf(nation, from.id);
    if (here === 0 && w.owner(from.id) !== nation) {
      return rejected(reject("rule/not-your-province", "W14", `W14: you have no divisions in ${fromName}`));
    }
    const total = (wanted.get(from.id) ?? 0) + s.count;
    wanted.set(from.id, total);
    if (here < total) {
      return rejected(
        reject(
          "rule/too-few-divisions",
          "W14",
          `W14: ${fromName} has ${plural(here, "division")} of yours; this attack needs ${total}`,
        ),
      );
    }
    const used = t.attacked.get(from.id) ?? 0;
    if (here - used < total) {
      return rejected(
        reject(
          "rule/already-attacked",
          "W17",
          `W17: ${used} of your ${plural(here, "division")} in ${fromName} ${verb(used, "has", "have")} already attacked this turn; ${here - used} can still attack, not ${total}`,
        ),
      );
    }
    if (isConquered(w, nation, from.id) && here - used - total < 1) {
      return rejected(
        reject(
          "rule/garrison",
          "W18",
          `W18: ${fromName} was conquered and must keep at least 1 division; at most ${Math.max(0, here - used - 1)} can attack from it`,
        ),
      );
    }
    sources.push({ from: from.id, count: s.count });
  }
  for (const s of sources) t.attacked.set(s.from, (t.attacked.get(s.from) ?? 0) + s.count);
  const n = sources.reduce((sum, s) => sum + s.count, 0);
  return {
    verdict: accept(
      "ok/attack",
      "W14",
      `W14: ${plural(n, "division")} ${verb(n, "attacks", "attack")} ${targetName}`,
    ),
    events: [{ type: "attack-ordered", nation, target: target.id, sources, amphibious: false }],
  };
}

/** A land attack on one province from one or more adjacent provinces (W14, W17, W18). */
export const attack: OrderKind<"attack"> = {
  kind: "attack",
  rules: ["W14", "W17", "W18"],
  schema: attackCommandSchema,
  grammar: { family: "movement" },
  judge: judgeAttack,
  describe: (c) =>
    `attack ${c.target} with ${c.sources.map((s) => `${s.count} from ${s.from}`).join(" and ")}`,
  emits: ["attack-ordered"],
  events: {
    // Also the text of an amphibious strike's event (`amphibious: true`).
    "attack-ordered": (e, n) =>
      `${n(e.nation)} attacks ${n(e.target)} with ${andList(e.sources.map((s) => `${s.count} from ${n(s.from)}`))}${e.amphibious ? " (amphibious)" : ""}.`,
  },
  help: {
    line: "Attack a province at war with you, or neutral, from adjacent provinces, once a turn (W14, W17, W18).",
    section: "Attack (W14, W17, W18) · Attack",
    examples: [att("Attack Vienna with 4 from Krakow and 2 from Budapest"), att("Krakow -> Vienna (4)")],
  },
};
