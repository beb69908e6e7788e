import { commandersAt } from "../../commanders/effects.ts";
import { type CommandOf, moveCommandSchema } from "../../commands.ts";
import type { CommanderState } from "../../state.ts";
import { accept, plural, reject, verb } from "../../verdict.ts";
import type { FastArrival, Working } from "../../working.ts";
import { isConquered, isOutcome, type Outcome, province, rejected, wrongPhase } from "../common.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/** Divisions in a province that have not moved this phase (W8). */
function fresh(w: Working, nation: string, provinceId: string): number {
  return Math.max(0, w.divisionsOf(nation, provinceId) - (w.tracker(nation).arrived.get(provinceId) ?? 0));
}

/**
 * Divisions of a nation in a province that may still move this phase (W8: a moved division cannot move again;
 * W24: unless a Fast Moving commander's extra free move is still left to it).
 */
function movable(w: Working, nation: string, provinceId: string): number {
  const here = w.divisionsOf(nation, provinceId);
  return Math.min(here, fresh(w, nation, provinceId) + fastCount(w, nation, provinceId));
}

/** The placed commander of a nation in a province whose `extra-free-move` trait is the best, with its moves. */
function fastLeader(
  w: Working,
  nation: string,
  provinceId: string,
): { commander: CommanderState; moves: number } | null {
  let best: { commander: CommanderState; moves: number } | null = null;
  for (const c of commandersAt(w.state, nation, provinceId)) {
    for (const t of c.traits) {
      if (t.kind === "extra-free-move" && (best === null || t.moves > best.moves)) {
        best = { commander: c, moves: t.moves };
      }
    }
  }
  return best;
}

/** "once more", "2 more times". */
function moreTimes(n: number): string {
  return n === 1 ? "once more" : `${n} more times`;
}

/**
 * Why divisions that already moved cannot move again, naming the Fast Moving commander of the nation if one is
 * placed (W24): his extra move belongs to divisions that set out from his province.
 */
function alreadyMovedHint(w: Working, nation: string, fromId: string): string {
  const here = fastLeader(w, nation, fromId);
  const anywhere =
    here ??
    w.state.commanders
      .filter((c) => c.nation === nation && c.at !== null)
      .map((c) => fastLeader(w, nation, c.at ?? ""))
      .find((x) => x !== null) ??
    null;
  if (!anywhere) return "";
  const { commander: c, moves } = anywhere;
  const where = here ? "" : ` (he is in ${w.placeName(c.at ?? "")})`;
  return `; ${c.name}'s ${c.title} lets divisions under his command move ${moreTimes(moves)}, but only divisions that set out from his province before they moved${where}`;
}

/** Divisions that arrived in a province this phase with extra steps left (W24). */
function fastCount(w: Working, nation: string, provinceId: string): number {
  let n = 0;
  for (const g of w.tracker(nation).fast.get(provinceId) ?? []) n += g.count;
  return n;
}

/**
 * A free move (W8): Deployment phase, from a province where you have divisions to an adjacent one (ferries
 * count), only into owned or allied land (ruling `freeMoveInto`); each division moves once; conquered provinces
 * keep a division (W18). W24: divisions that set out (not having moved yet) from a province where a general of
 * their nation with an `extra-free-move` trait stands may make that many more steps this phase, each one a move
 * order judged like this one (adjacent, into owned or allied land).
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
        `W8: ${here - free} of your ${plural(here, "division")} in ${fromName} already moved this phase; ${free} can still move, not ${cmd.count}${alreadyMovedHint(w, nation, from.id)}`,
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
  // W8 with W24: divisions that have not moved go first; with a Fast Moving commander in the province they set
  // out with his extra steps. Then divisions that arrived with extra steps left, most steps first.
  const t = w.tracker(nation);
  const leader = fastLeader(w, nation, from.id);
  const takeFresh = Math.min(fresh(w, nation, from.id), cmd.count);
  const onward: FastArrival[] = [];
  if (leader && takeFresh > 0) {
    onward.push({ count: takeFresh, left: leader.moves, commander: leader.commander.id });
  }
  let rest = cmd.count - takeFresh;
  const groups = [...(t.fast.get(from.id) ?? [])].sort((a, b) => b.left - a.left);
  const kept: FastArrival[] = [];
  for (const g of groups) {
    const n = Math.min(g.count, rest);
    rest -= n;
    if (n > 0) onward.push({ count: n, left: g.left - 1, commander: g.commander });
    if (g.count - n > 0) kept.push({ ...g, count: g.count - n });
  }
  const fromFast = cmd.count - takeFresh;
  if (fromFast > 0) {
    const a = (t.arrived.get(from.id) ?? 0) - fromFast;
    if (a > 0) t.arrived.set(from.id, a);
    else t.arrived.delete(from.id);
  }
  if (kept.length > 0) t.fast.set(from.id, kept);
  else t.fast.delete(from.id);
  w.addDivisions(nation, from.id, -cmd.count);
  if (emptyNeutral) {
    // ruling freeMoveInto: owned-allied-or-neutral: an ungarrisoned neutral province is taken by moving in
    const p = w.state.provinces[to.id];
    if (p) p.owner = nation;
    w.supplyVersion++;
  }
  w.addDivisions(nation, to.id, cmd.count);
  t.arrived.set(to.id, (t.arrived.get(to.id) ?? 0) + cmd.count);
  const still = onward.filter((g) => g.left > 0);
  if (still.length > 0) t.fast.set(to.id, [...(t.fast.get(to.id) ?? []), ...still]);
  const extra = still.reduce((n, g) => n + g.count, 0);
  const lead = still[0] ? w.state.commanders.find((c) => c.id === still[0]?.commander) : undefined;
  const note =
    extra > 0 && lead
      ? `; under ${lead.name}'s ${lead.title} (W24) ${extra === cmd.count ? "they" : plural(extra, "division")} may move ${moreTimes(Math.max(...still.map((g) => g.left)))} this phase`
      : "";
  return {
    verdict: accept(
      "ok/move",
      "W8",
      `W8: ${plural(cmd.count, "division")} ${verb(cmd.count, "moves", "move")} from ${fromName} to ${toName}${note}`,
    ),
    events: [{ type: "moved", nation, from: from.id, to: to.id, count: cmd.count }],
  };
}

/** A free move of divisions to an adjacent province in the Deployment phase (W8). */
export const move: OrderKind<"move"> = {
  kind: "move",
  rules: ["W8", "W18"],
  schema: moveCommandSchema,
  grammar: { family: "movement" },
  judge: judgeMove,
  describe: (c) => `move ${c.count} from ${c.from} to ${c.to}`,
  emits: ["moved"],
  events: {
    moved: (e, n) => `${n(e.nation)} moved ${units(e.count, "division")} from ${n(e.from)} to ${n(e.to)}.`,
  },
  help: {
    line: "Move divisions to one adjacent province you or an ally own, once a phase (W8), in the Deployment phase.",
    section: "Free move (W8) · Deployment",
    examples: [dep("Move 3 from Warsaw to Krakow"), dep("Warsaw -> Krakow (3)")],
  },
};
