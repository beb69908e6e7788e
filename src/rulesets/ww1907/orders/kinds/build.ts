import { buildCommandSchema } from "../../commands.ts";
import { judgeBuild } from "../build.ts";
import { dep, type OrderKind, units } from "./kind.ts";

/** Build divisions (W7) or ships (W10) in a province. */
export const build: OrderKind<"build"> = {
  kind: "build",
  rules: ["W4", "W6", "W7", "W10", "W26"],
  schema: buildCommandSchema,
  grammar: { family: "build" },
  judge: judgeBuild,
  describe: (c) => `build ${c.count} ${c.unit}${c.count === 1 ? "" : "s"} in ${c.province}`,
  emits: ["built"],
  events: {
    built: (e, n) => `${n(e.nation)} built ${units(e.count, e.unit)} in ${n(e.province)} (${e.cost} pp).`,
  },
  help: {
    line: "Build divisions (W7) or ships in a port (W10), 1 pp a unit, in the Deployment phase.",
    section: "Build (W7, W10) · Deployment",
    examples: [dep("Build 3 divisions in Moscow"), dep("Build 2 ships in Odessa")],
  },
};
