import { type CommandOf, moveCommanderCommandSchema } from "../../commands.ts";
import { accept, plural, reject } from "../../verdict.ts";
import type { Working } from "../../working.ts";
import { findCommander } from "../commanders.ts";
import { isOutcome, type Outcome, place, rejected, wrongPhase } from "../common.ts";
import { dep, type OrderKind } from "./kind.ts";

/**
 * Moves a placed commander like a division (W24): Deployment phase, one step (generals over land into owned or
 * allied provinces; admirals like ships), once a phase; a general with an `extra-free-move` trait may take that
 * many more steps, so he can keep up with the divisions he leads. Attack-phase moves go with attacks (the battle hooks).
 */
export function judgeMoveCommander(w: Working, nation: string, cmd: CommandOf<"move-commander">): Outcome {
  const phase = wrongPhase(w, "deployment", "W24", "commanders move on their own");
  if (phase) return phase;
  const c = findCommander(w, nation, cmd.commander);
  if ("verdict" in c) return c;
  if (c.at === null) {
    return rejected(
      reject("commander/not-placed", "W24", `W24: ${c.name} is not placed yet; place him first`),
    );
  }
  const to = place(w, cmd.to);
  if (isOutcome(to)) return to;
  const from = c.at;
  const fromName = w.placeName(from);
  const toName = w.placeName(to.id);
  const t = w.tracker(nation);
  const steps = t.commanderSteps.get(c.id) ?? 0;
  const extra = c.traits.reduce((m, x) => (x.kind === "extra-free-move" ? Math.max(m, x.moves) : m), 0);
  if (steps >= 1 + extra) {
    const why =
      extra > 0
        ? `W24: ${c.name} already moved ${plural(steps, "step")} this phase; his ${c.title} allows ${1 + extra}`
        : `W24: ${c.name} already moved this phase`;
    return rejected(reject("rule/already-moved", "W24", why));
  }
  const step = w.map.isAdjacent(from, to.id) || w.map.port(from) === to.id || w.map.port(to.id) === from;
  if (!step) {
    return rejected(
      reject(
        "rule/not-adjacent",
        "W24",
        `W24: ${toName} is not next to ${fromName}; commanders move one step`,
      ),
    );
  }
  if (!to.sea) {
    const owner = w.owner(to.id);
    if (owner === null || (owner !== nation && w.relation(nation, owner) !== "alliance")) {
      return rejected(
        reject(
          "rule/move-into-enemy",
          "W24",
          `W24: ${toName} belongs to ${w.nationName(owner)}; a commander moves freely only into owned or allied land`,
        ),
      );
    }
  }
  c.at = to.id;
  t.commandersMoved.add(c.id);
  t.commanderSteps.set(c.id, steps + 1);
  return {
    verdict: accept("ok/commander", "W24", `W24: ${c.name} moves from ${fromName} to ${toName}`),
    events: [{ type: "commander-moved", nation, commander: c.id, from, to: to.id }],
  };
}

/** Moving a placed commander like a division (W24). */
export const moveCommander: OrderKind<"move-commander"> = {
  kind: "move-commander",
  rules: ["W24"],
  schema: moveCommanderCommandSchema,
  grammar: { family: "commanders" },
  judge: judgeMoveCommander,
  describe: (c) => `move ${c.commander} to ${c.to}`,
  emits: ["commander-moved"],
  events: {
    "commander-moved": (e, n) => `${n(e.commander)} moved from ${n(e.from)} to ${n(e.to)}.`,
  },
  help: {
    line: "Move a placed commander like a division (W24).",
    section: "Commanders (W24)",
    examples: [dep("Move Brusilov to Budapest")],
  },
};
