import { type CommandOf, proposeAllianceCommandSchema } from "../../commands.ts";
import { reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { isOutcome, type Outcome, otherNation, rejected } from "../common.ts";
import { alliesOf, propose } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Proposes an alliance (W25: free; both sides in the same phase, W25 ruling); W29: not with an ally's enemy. */
export function judgeProposeAlliance(
  w: Working,
  nation: string,
  cmd: CommandOf<"propose-alliance">,
): Outcome {
  const other = otherNation(w, nation, cmd.nation, "W25");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  const r = w.relation(nation, other.id);
  if (r === "alliance") {
    return rejected(reject("diplomacy/already-allied", "W25", `W25: you are already allied with ${name}`));
  }
  if (r === "war") {
    return rejected(
      reject(
        "diplomacy/war-make-peace-first",
        "W25",
        `W25: you are at war with ${name}; make peace first, then propose an alliance`,
      ),
    );
  }
  const enemyOfAlly = alliesOf(w, nation).find((a) => w.relation(a, other.id) === "war");
  if (enemyOfAlly) {
    return rejected(
      reject(
        "rule/ally-of-enemy",
        "W29",
        `W29: ${name} is at war with your ally ${w.nationName(enemyOfAlly)}; you may not ally an enemy of your ally`,
      ),
    );
  }
  return propose(w, nation, other.id, "alliance");
}

/** An alliance proposal (W25, W27): formed when both sides order it in the same phase. */
export const proposeAlliance: OrderKind<"propose-alliance"> = {
  kind: "propose-alliance",
  rules: ["W25", "W29"],
  schema: proposeAllianceCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeProposeAlliance,
  describe: (c) => `propose an alliance to ${c.nation}`,
  emits: ["treaty-proposed"],
  events: {
    // Also the text of a peace proposal (`kind: "peace"`).
    "treaty-proposed": (e, n) =>
      `${n(e.from)} proposed ${e.kind === "alliance" ? "an alliance" : "peace"} to ${n(e.to)}.`,
  },
  help: {
    line: "Propose an alliance: it forms when both sides order it in the same phase (W25, W27).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Ally with Germany")],
  },
};
