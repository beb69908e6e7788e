import { breakAllianceCommandSchema } from "../../commands.ts";
import { judgeBreakAlliance } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Breaking an alliance (W25, W26): 3 pp to peace, 6 pp straight to war. */
export const breakAlliance: OrderKind<"break-alliance"> = {
  kind: "break-alliance",
  rules: ["W25", "W26", "W27", "W28"],
  schema: breakAllianceCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeBreakAlliance,
  describe: (c) => `break the alliance with ${c.nation} (to ${c.to})`,
  emits: ["alliance-broken"],
  events: {
    "alliance-broken": (e, n) =>
      e.to === "war"
        ? `${n(e.nation)} broke the alliance with ${n(e.with)} and declared war (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`
        : `${n(e.nation)} broke the alliance with ${n(e.with)}, now at peace (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`,
  },
  help: {
    line: "Break an alliance: 3 pp to peace, 6 pp into war (W25, W26).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Break alliance with Italy to war")],
  },
};
