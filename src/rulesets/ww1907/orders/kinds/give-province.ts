import { giveProvinceCommandSchema } from "../../commands.ts";
import { judgeGiveProvince } from "../trade.ts";
import { dep, type OrderKind } from "./kind.ts";

/** Giving one of your provinces to a nation that borders it or links it by its ships (W30). */
export const giveProvince: OrderKind<"give-province"> = {
  kind: "give-province",
  rules: ["W30"],
  schema: giveProvinceCommandSchema,
  grammar: { family: "trade" },
  judge: judgeGiveProvince,
  describe: (c) => `give ${c.province} to ${c.to}`,
  emits: ["province-given"],
  events: {
    "province-given": (e, n) => `${n(e.from)} gave ${n(e.province)} to ${n(e.to)} (W30).`,
  },
  help: {
    line: "Give a province you own to a nation that borders it or links it by a line of its ships (W30).",
    section: "Trade (W30, W31)",
    examples: [dep("Give Zagreb to Austria-Hungary")],
  },
};
