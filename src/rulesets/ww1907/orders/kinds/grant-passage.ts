import { grantPassageCommandSchema } from "../../commands.ts";
import { judgeGrantPassage } from "../diplomacy.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Passage through your land for another nation's supply and pp (W5 ruling: a standing grant). */
export const grantPassage: OrderKind<"grant-passage"> = {
  kind: "grant-passage",
  rules: ["W5"],
  schema: grantPassageCommandSchema,
  grammar: { family: "diplomacy" },
  judge: judgeGrantPassage,
  describe: (c) => `grant passage to ${c.to}`,
  emits: ["passage-granted"],
  events: {
    "passage-granted": (e, n) => `${n(e.from)} grants ${n(e.to)} passage (W5).`,
  },
  help: {
    line: "Let a nation's supply and pp pass through your land, until withdrawn (W5).",
    section: "Diplomacy (W25–W29, W5)",
    examples: [dep("Grant passage to the Ottomans")],
  },
};
