import { type CommandOf, proposePeaceCommandSchema } from "../../commands.ts";
import { reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { isOutcome, type Outcome, otherNation, rejected } from "../common.ts";
import { propose } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Proposes peace to a nation at war with you (W25: free; both sides in the same phase). */
export function judgeProposePeace(w: Working, nation: string, cmd: CommandOf<"propose-peace">): Outcome {
  const other = otherNation(w, nation, cmd.nation, "W25");
  if (isOutcome(other)) return other;
  const name = w.nationName(other.id);
  const r = w.relation(nation, other.id);
  if (r !== "war") {
    const hint = r === "alliance" ? `; to leave the alliance order "break alliance with ${name}"` : "";
    return rejected(
      reject(
        "diplomacy/not-at-war",
        "W25",
        `W25: you are not at war with ${name} (you are at ${r === "alliance" ? "alliance" : "peace"})${hint}`,
      ),
    );
  }
  return propose(w, nation, other.id, "peace");
}

/** A peace proposal to a nation at war with you (W25): made when both sides order it in the same phase. */
export const proposePeace: OrderKind<"propose-peace"> = {
  kind: "propose-peace",
  rules: ["W25"],
  schema: proposePeaceCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeProposePeace,
  describe: (c) => `propose peace to ${c.nation}`,
  // "treaty-proposed" (kind: "peace"): its text is the alliance proposal's.
  emits: ["treaty-proposed"],
  events: {},
  help: {
    line: "Propose peace to a nation at war with you: made when both sides order it in the same phase (W25).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Peace with the UK")],
  },
};
