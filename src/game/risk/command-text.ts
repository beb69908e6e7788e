import type { RiskCommand } from "../../rulesets/risk-variant-one/commands.ts";
import { armiesText } from "../../rulesets/risk-variant-one/describe.ts";

/** The canonical form of an order, with display names ("attack Peru from Brazil with 5, stop at 2"). */
export function riskCommandText(c: RiskCommand, place: (id: string) => string): string {
  switch (c.kind) {
    case "buy":
      return `buy ${place(c.territory)}`;
    case "place":
      return `place ${armiesText(c.count)} in ${place(c.territory)}`;
    case "done":
      return "done (end of the set-up step)";
    case "attack":
      return `attack ${place(c.to)} from ${place(c.from)}${c.force !== undefined ? ` with ${c.force}` : ""}${
        c.stopAt !== undefined ? `, stop at ${c.stopAt}` : ""
      }`;
    case "move":
      return `move ${armiesText(c.count)} from ${place(c.from)} to ${place(c.to)}`;
    case "salt":
      return `salt ${place(c.territory)}`;
    case "improve":
      return `improve ${place(c.territory)}`;
    case "pass":
      return "pass";
    case "respond":
      return c.response === "hold"
        ? `hold${c.to ? `, retreat to ${place(c.to)}${c.at !== undefined ? ` at ${c.at}` : ""}` : ""}`
        : `${c.response === "retreat" ? "retreat" : "retreat and salt"}${c.to ? ` to ${place(c.to)}` : ""}`;
    case "standing":
      return `if ${place(c.territory)} is attacked: ${c.response}${c.to ? ` to ${place(c.to)}` : ""}${
        c.at !== undefined ? ` at ${c.at}` : ""
      }`;
    case "withdraw-standing":
      return `withdraw the standing response for ${place(c.territory)}`;
  }
}
