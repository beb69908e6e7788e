import { placeCommanderCommandSchema } from "../../commands.ts";
import { judgePlaceCommander } from "../commanders.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Placing a commander in a province you own (W24). */
export const placeCommander: OrderKind<"place-commander"> = {
  kind: "place-commander",
  rules: ["W24"],
  schema: placeCommanderCommandSchema,
  grammar: { family: "commanders" },
  judge: judgePlaceCommander,
  describe: (c) => `place ${c.commander} in ${c.to}`,
  emits: ["commander-placed"],
  events: {
    "commander-placed": (e, n) => `${n(e.nation)} placed ${n(e.commander)} in ${n(e.at)} (W24).`,
  },
  help: {
    line: "Place one of your commanders in a province you own (W24).",
    section: "Commanders (W24)",
    examples: [dep("Place Brusilov in Zagreb")],
  },
};
