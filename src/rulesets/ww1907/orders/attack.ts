import type { CommandOf } from "../commands.ts";
import { accept, plural, reject, verb } from "../verdict.ts";
import type { Working } from "../working.ts";
import { isConquered, isOutcome, type Outcome, place, province, rejected, wrongPhase } from "./common.ts";

/** W14: the target must be held by a nation at war with you, or by neutrals. */
function checkTarget(w: Working, nation: string, target: string): Outcome | null {
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

/**
 * An amphibious strike (W19), judged statically: Attack phase, from a sea zone holding your ships with divisions
 * aboard (not yet committed, W17), on a province whose port is in that zone, held by an enemy or neutrals.
 */
export function judgeAmphibious(w: Working, nation: string, cmd: CommandOf<"amphibious">): Outcome {
  const phase = wrongPhase(w, "attack", "W19", "amphibious strikes are made");
  if (phase) return phase;
  const target = province(w, cmd.target, "W19");
  if (isOutcome(target)) return target;
  const from = place(w, cmd.from);
  if (isOutcome(from)) return from;
  const targetName = w.placeName(target.id);
  const fromName = w.placeName(from.id);
  const port = w.map.port(target.id);
  if (!from.sea || port !== from.id) {
    const where =
      port === null ? `${targetName} has no port` : `${targetName}'s port is on ${w.placeName(port)}`;
    return rejected(
      reject(
        "rule/not-adjacent",
        "W19",
        `W19: ${where}; a strike is made from the sea zone of the port, not ${fromName}`,
      ),
    );
  }
  const bad = checkTarget(w, nation, target.id);
  if (bad) return bad;
  const fleet = w.fleet(nation, from.id, true);
  const aboard = fleet?.divisions ?? 0;
  if (aboard < cmd.count) {
    return rejected(
      reject(
        "rule/too-few-divisions",
        "W19",
        `W19: your ships in ${fromName} carry ${plural(aboard, "division")}; this strike needs ${cmd.count}`,
      ),
    );
  }
  const t = w.tracker(nation);
  const used = t.attacked.get(from.id) ?? 0;
  if (aboard - used < cmd.count) {
    return rejected(
      reject(
        "rule/already-attacked",
        "W17",
        `W17: ${used} of the divisions aboard in ${fromName} ${verb(used, "has", "have")} already attacked this turn; ${aboard - used} can still strike`,
      ),
    );
  }
  t.attacked.set(from.id, used + cmd.count);
  return {
    verdict: accept(
      "ok/amphibious",
      "W19",
      `W19: ${plural(cmd.count, "division")} ${verb(cmd.count, "strikes", "strike")} ${targetName} from ${fromName}`,
    ),
    events: [
      {
        type: "attack-ordered",
        nation,
        target: target.id,
        sources: [{ from: from.id, count: cmd.count }],
        amphibious: true,
      },
    ],
  };
}
