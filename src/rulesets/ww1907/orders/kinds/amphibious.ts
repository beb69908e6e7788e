import { amphibiousCommandSchema } from "../../commands.ts";
import { judgeAmphibious } from "../attack.ts";
import { att, type OrderKind } from "./kind.ts";

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
