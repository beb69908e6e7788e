import type { CommandOf } from "../commands.ts";
import { accept, plural, reject } from "../verdict.ts";
import type { Working } from "../working.ts";
import { isOutcome, type Outcome, place, rejected, wrongPhase } from "./common.ts";

function findCommander(w: Working, nation: string, id: string) {
  const c = w.state.commanders.find((x) => x.id === id || x.name.toLowerCase() === id.toLowerCase());
  if (!c)
    return rejected(reject("commander/unknown", "W24", `W24: there is no commander "${id}" in this game`));
  if (c.nation !== nation) {
    return rejected(
      reject("commander/not-yours", "W24", `W24: ${c.name} serves ${w.nationName(c.nation)}, not you`),
    );
  }
  return c;
}

/** Places a general or admiral in any owned province when the player chooses (W24). */
export function judgePlaceCommander(w: Working, nation: string, cmd: CommandOf<"place-commander">): Outcome {
  const c = findCommander(w, nation, cmd.commander);
  if ("verdict" in c) return c;
  if (c.at !== null) {
    return rejected(
      reject(
        "commander/already-placed",
        "W24",
        `W24: ${c.name} is already at ${w.placeName(c.at)}; move him instead`,
      ),
    );
  }
  const to = place(w, cmd.to);
  if (isOutcome(to)) return to;
  if (to.sea || w.owner(to.id) !== nation) {
    return rejected(
      reject(
        "rule/not-your-province",
        "W24",
        `W24: a commander is placed in one of your own provinces, not ${w.placeName(to.id)}`,
      ),
    );
  }
  c.at = to.id;
  return {
    verdict: accept("ok/commander", "W24", `W24: ${c.name} placed in ${w.placeName(to.id)}`),
    events: [{ type: "commander-placed", nation, commander: c.id, at: to.id }],
  };
}

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
