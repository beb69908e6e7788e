import { amphibiousCommandSchema, type CommandOf } from "../../commands.ts";
import { accept, plural, reject, verb } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { checkTarget } from "../attack.ts";
import { isOutcome, type Outcome, place, province, rejected, wrongPhase } from "../common.ts";
import { att, type OrderKind } from "./kind.ts";

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

/** An amphibious strike from a sea zone on the province whose port is there (W19). */
export const amphibious: OrderKind<"amphibious"> = {
  kind: "amphibious",
  rules: ["W14", "W17", "W19"],
  schema: amphibiousCommandSchema,
  grammar: { family: "movement" },
  judge: judgeAmphibious,
  describe: (c) => `amphibious strike on ${c.target} from ${c.from} with ${c.count}`,
  // "attack-ordered" (amphibious: true): its text is the attack's.
  emits: ["attack-ordered"],
  events: {},
  help: {
    line: "Divisions aboard ships in a port's sea zone attack that province (W19), in the Attack phase.",
    section: "Amphibious strike (W19) · Attack",
    examples: [att("Amphibious assault on Athens from the Aegean Sea with 2 divisions")],
  },
};
