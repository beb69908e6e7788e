import { proposePeaceCommandSchema } from "../../commands.ts";
import { judgeProposePeace } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

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
