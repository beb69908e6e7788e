import type { MapGraph } from "../../map/graph.ts";
import { classicMap, territoryName } from "./classic-map.ts";
import type { RiskEvent } from "./events.ts";
import { armies } from "./verdict.ts";

/** One event as a sentence with display names and every die ("Brazil 6 5 3 v Peru 4 4: Peru loses 2"). */
export function describeRiskEvent(event: RiskEvent, map: MapGraph = classicMap): string {
  const t = (id: string): string => territoryName(map, id);
  const who = (p: string | null): string => p ?? "neutral";
  switch (event.type) {
    case "dealer-roll":
      return `Dealer's roll: ${event.rolls.map((r) => `${r.player} ${r.die}`).join(", ")}`;
    case "dealer":
      return `${event.player} is the dealer`;
    case "dealt":
      return event.piles
        .map((p) => `Pile ${p.pile} (income ${p.income}): ${p.territories.map(t).join(", ")}`)
        .join("\n");
    case "step-started":
      return `${event.player}'s set-up step${event.taken > 0 ? " (one army taken up)" : ""}`;
    case "step-ended":
      return `${event.player}'s set-up step ends${event.by === "engine" ? " (moved on)" : ""}`;
    case "bought":
      return `${event.player} buys ${t(event.territory)} with ${armies(event.armies)}`;
    case "placed":
      return `${event.player} places ${armies(event.armies)} in ${t(event.territory)}${event.why === "bonus" ? " (continent bonus)" : ""}`;
    case "armies-unplaceable":
      return `${event.player} cannot place ${armies(event.armies)} anywhere: they are lost`;
    case "neutrals-placed":
      return `Neutral armies on ${event.territories.length} unbought territories`;
    case "setup-finished":
      return "The set-up is over";
    case "income":
      return `${t(event.territory)} (${who(event.owner)}) ${event.armies >= 0 ? "+" : ""}${event.armies}: ${event.total}`;
    case "bonus":
      return `${event.player} holds ${map.continents.find((c) => c.id === event.continent)?.name ?? event.continent}: ${armies(event.armies)} to place there`;
    case "bonus-lost":
      return `${event.player} loses ${armies(event.armies)} of unplaced bonus`;
    case "income-closed":
      return "The income phase is over";
    case "actions-started":
      return `Turn ${event.turnNumber}: the action rounds begin with ${event.first}`;
    case "round-ended":
      return `Round ${event.round} is over${event.everyonePassed ? ": everyone passed" : ""}`;
    case "attack-declared":
      return `${event.attacker} attacks ${t(event.to)} (${who(event.defender)}) from ${t(event.from)} with ${armies(event.force)}${event.stopAt !== null ? `, stopping at ${event.stopAt}` : ""}`;
    case "response":
      return `${event.defender} answers: ${event.response}${event.to ? ` to ${t(event.to)}` : ""}${event.at !== null ? ` at ${event.at}` : ""}${event.source === "posted" ? "" : ` (${event.source})`}${event.note ? ` — ${event.note}` : ""}`;
    case "battle": {
      const throws = event.throws
        .map(
          (x) =>
            `${x.attackerDice.join(" ")} v ${x.defenderDice.join(" ")} (−${x.attackerLosses}/−${x.defenderLosses})`,
        )
        .join("; ");
      return `${t(event.from)} ${armies(event.force)} v ${t(event.to)} ${armies(event.defenders)}: ${throws || "no throw"}; ${event.outcome}`;
    }
    case "retreated":
      return `${event.defender} retreats ${armies(event.armies)} from ${t(event.from)} to ${t(event.to)}${event.lost > 0 ? `, losing ${event.lost}` : ""}`;
    case "captured":
      return `${event.attacker} takes ${t(event.territory)} with ${armies(event.armies)}`;
    case "moved":
      return `${event.player} moves ${armies(event.armies)} from ${t(event.from)} to ${t(event.to)}`;
    case "salted":
      return `${t(event.territory)} is salted: income ${event.income}`;
    case "improved":
      return `${event.player} improves ${t(event.territory)} for ${armies(event.cost)}: income ${event.income}`;
    case "passed":
      return `${event.player} passes`;
    case "standing-set":
      return `${event.player}: if ${t(event.territory)} is attacked, ${event.response}${event.to ? ` to ${t(event.to)}` : ""}`;
    case "standing-withdrawn":
      return `${event.player} withdraws the standing response for ${t(event.territory)}`;
    case "turn-ended":
      return `Turn ${event.turnNumber} is over`;
    case "eliminated":
      return `${event.player} is out of the game`;
    case "game-over":
      return `The game is over${event.winner ? `: ${event.winner} wins` : ""}. Ranking: ${event.ranking.map((r, i) => `${i + 1}. ${r.player} (${r.territories}, income ${r.income})`).join(", ")}`;
  }
}
