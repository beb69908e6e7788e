import { proposeAllianceCommandSchema } from "../../commands.ts";
import { judgeProposeAlliance } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

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
