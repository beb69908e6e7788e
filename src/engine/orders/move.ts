import type { CommandOf } from "../commands.ts";
import { accept, plural, reject } from "../verdict.ts";
import type { Working } from "../working.ts";
import { isConquered, isOutcome, type Outcome, province, rejected, wrongPhase } from "./common.ts";

/** Divisions of a nation in a province that may still move this phase (W8: a moved division cannot move again). */
export function movable(w: Working, nation: string, provinceId: string): number {
  const here = w.divisionsOf(nation, provinceId);
  return Math.max(0, here - (w.tracker(nation).arrived.get(provinceId) ?? 0));
}

/**
 * A free move (W8): Deployment phase, from a province where you have divisions to an adjacent one (ferries
 * count), only into owned or allied land (ruling `freeMoveInto`); each division moves once; conquered provinces
 * keep a division (W18).
 */
export function judgeMove(w: Working, nation: string, cmd: CommandOf<"move">): Outcome {
  const phase = wrongPhase(w, "deployment", "W8", "free moves are made");
  if (phase) return phase;
  const from = province(w, cmd.from, "W8");
  if (isOutcome(from)) return from;
  const to = province(w, cmd.to, "W8");
  if (isOutcome(to)) return to;
  const fromName = w.placeName(from.id);
  const toName = w.placeName(to.id);
  const here = w.divisionsOf(nation, from.id);
  if (here === 0 && w.owner(from.id) !== nation) {
    return rejected(
      reject(
        "rule/not-your-province",
        "W8",
        `W8: you have no divisions in ${fromName} (it belongs to ${w.nationName(w.owner(from.id))})`,
      ),
    );
  }
  if (!w.map.isAdjacent(from.id, to.id)) {
    return rejected(
      reject(
        "rule/not-adjacent",
        "W8",
        `W8: ${toName} is not adjacent to ${fromName}; a free move goes one province`,
      ),
    );
  }
  const owner = w.owner(to.id);
  const emptyNeutral = owner === null && (w.state.provinces[to.id]?.divisions ?? 0) === 0;
  if (owner === null) {
    if (w.state.rulings.freeMoveInto !== "owned-allied-or-neutral" || !emptyNeutral) {
      return rejected(
        reject(
          "rule/move-into-neutral",
          "W8",
          `W8: ${toName} is neutral: entering it is an attack, order it in the Attack phase`,
        ),
      );
    }
  } else if (owner !== nation) {
    const r = w.relation(nation, owner);
    if (r === "war") {
      return rejected(
        reject(
          "rule/move-into-enemy",
          "W8",
          `W8: ${toName} belongs to ${w.nationName(owner)}, at war with you: entering it is an attack, order it in the Attack phase`,
        ),
      );
    }
    if (r === "peace") {
      return rejected(
        reject(
          "rule/move-into-peace",
          "W8",
          `W8: ${toName} belongs to ${w.nationName(owner)}, at peace with you: a free move enters only owned or allied land`,
        ),
      );
    }
  }
  if (here < cmd.count) {
    return rejected(
      reject(
        "rule/too-few-divisions",
        "W8",
        `W8: ${fromName} has ${plural(here, "division")} of yours; this move needs ${cmd.count}`,
      ),
    );
  }
  const free = movable(w, nation, from.id);
  if (free < cmd.count) {
    return rejected(
      reject(
        "rule/already-moved",
        "W8",
        `W8: ${here - free} of your ${plural(here, "division")} in ${fromName} already moved this phase; ${free} can still move, not ${cmd.count}`,
      ),
    );
  }
  if (isConquered(w, nation, from.id) && here - cmd.count < 1) {
    return rejected(
      reject(
        "rule/garrison",
        "W18",
        `W18: ${fromName} was conquered and must keep at least 1 division; at most ${here - 1} can leave`,
      ),
    );
  }
  w.addDivisions(nation, from.id, -cmd.count);
  if (emptyNeutral) {
    // ruling freeMoveInto: owned-allied-or-neutral: an ungarrisoned neutral province is taken by moving in
    const p = w.state.provinces[to.id];
    if (p) p.owner = nation;
    w.supplyVersion++;
  }
  w.addDivisions(nation, to.id, cmd.count);
  const arrived = w.tracker(nation).arrived;
  arrived.set(to.id, (arrived.get(to.id) ?? 0) + cmd.count);
  return {
    verdict: accept(
      "ok/move",
      "W8",
      `W8: ${plural(cmd.count, "division")} move from ${fromName} to ${toName}`,
    ),
    events: [{ type: "moved", nation, from: from.id, to: to.id, count: cmd.count }],
  };
}
