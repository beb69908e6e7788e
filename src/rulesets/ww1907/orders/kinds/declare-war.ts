import { declareWarCommandSchema } from "../../commands.ts";
import { judgeDeclareWar } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

/** A declaration of war (W25, W26): 3 pp from peace; allies of both sides may be drawn in (W28, W29). */
export const declareWar: OrderKind<"declare-war"> = {
  kind: "declare-war",
  rules: ["W25", "W26"],
  schema: declareWarCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeDeclareWar,
  describe: (c) => `declare war on ${c.nation}`,
  emits: ["war-declared"],
  events: {
    "war-declared": (e, n) =>
      `${n(e.nation)} declared war on ${n(e.against)} (${e.cost} pp${e.payable === "next-deployment" ? ", paid next Deployment phase" : ""}, W25).`,
  },
  help: {
    line: "Declare war on a nation at peace with you: 3 pp (W25, W26).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Declare war on Italy")],
  },
};
