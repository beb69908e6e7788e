import type { DiceThrow } from "../../dice/dice-throw.ts";
import type { MapGraph } from "../../map/graph.ts";
import { classicMap } from "./classic-map.ts";
import type { RiskEvent } from "./events.ts";
import { orderEventText } from "./orders/index.ts";

/** "1 army" / "3 armies". */
export function armiesText(n: number): string {
  return `${n} ${Math.abs(n) === 1 ? "army" : "armies"}`;
}

const pile = (n: number): string => `pile ${n}`;

/** One throw: "6 5 3 v 4 2 — attacker loses 1, defender loses 1". */
export function throwText(t: DiceThrow): string {
  const losses: string[] = [];
  if (t.attackerLosses > 0) losses.push(`attacker loses ${t.attackerLosses}`);
  if (t.defenderLosses > 0) losses.push(`defender loses ${t.defenderLosses}`);
  return `${t.attackerDice.join(" ")} v ${t.defenderDice.join(" ")} — ${losses.join(", ") || "no losses"}`;
}

/** A territory's or continent's display name on a map. */
export function placeName(map: MapGraph = classicMap): (id: string) => string {
  return (id) => map.province(id)?.name ?? map.continents.find((c) => c.id === id)?.name ?? id;
}

/**
 * One event as a sentence with display names and every die ("Brazil → Peru: 5 v 3. Throw 1: 6 5 3 v 4 2 — …").
 * Pure.
 */
export function describeRiskEvent(event: RiskEvent, map: MapGraph = classicMap): string {
  return sentence(event, placeName(map));
}

/**
 * Events that only mark the flow of play and that summaries leave out: a set-up step a player ended, an income phase
 * closed by its players, a round that is over without everyone passing, a territory whose income is 0.
 */
export function isQuietEvent(e: RiskEvent): boolean {
  return (
    (e.type === "step-ended" && e.by === "player") ||
    (e.type === "income-closed" && e.by === "players") ||
    (e.type === "round-ended" && !e.everyonePassed) ||
    (e.type === "income" && e.armies === 0)
  );
}

/** The sentence of one event (see {@link describeRiskEvent}). */
function sentence(e: RiskEvent, place: (id: string) => string): string {
  switch (e.type) {
    case "dealer-roll":
      return `Dealer's roll (V2): ${e.rolls.map((r) => `${r.player} ${r.die}`).join(", ")}.`;
    case "dealer":
      return `${e.player} is the dealer; play starts at the dealer's left.`;
    case "dealt":
      return `The territory cards are dealt (V2): ${e.piles
        .map((p) => `${pile(p.pile)} (income ${p.income}): ${p.territories.map(place).join(", ")}`)
        .join("; ")}.`;
    case "step-started":
      return `${e.player}'s set-up step: ${armiesText(e.taken)} taken up (V3).`;
    case "step-ended":
      return e.by === "engine" ? `${e.player}'s set-up step was closed.` : `${e.player}'s set-up step ends.`;
    case "armies-unplaceable":
      return `${e.player} had ${armiesText(e.armies)} that could not be placed anywhere.`;
    case "neutrals-placed":
      return `Neutral armies on the ${e.territories.length} unbought ${e.territories.length === 1 ? "territory" : "territories"} (V4).`;
    case "setup-finished":
      return "The set-up is over: the first income phase begins.";
    case "income":
      return `${place(e.territory)} ${e.armies >= 0 ? "grows by" : "loses"} ${armiesText(Math.abs(e.armies))} (${e.owner ?? "neutral"}, now ${e.total}).`;
    case "bonus":
      return `${e.player} holds all of ${place(e.continent)}: ${armiesText(e.armies)} to place there (V5).`;
    case "bonus-lost":
      return `${e.player}'s ${armiesText(e.armies)} of ${place(e.continent)}'s bonus ${e.armies === 1 ? "was" : "were"} not placed and ${e.armies === 1 ? "is" : "are"} lost.`;
    case "income-closed":
      return e.by === "engine"
        ? "The income phase was closed: unplaced bonus armies were placed by the rule."
        : "The income phase is over.";
    case "actions-started":
      return `Turn ${e.turnNumber}: the action rounds begin with ${e.first}.`;
    case "round-ended":
      return e.everyonePassed ? `Round ${e.round}: everyone passed.` : `Round ${e.round} is over.`;
    case "battle": {
      const throws = e.throws.map((t, n) => `Throw ${n + 1}: ${throwText(t)}.`).join(" ");
      const result =
        e.outcome === "captured"
          ? `${place(e.to)} falls`
          : e.outcome === "repelled"
            ? "the attack is repelled"
            : e.outcome === "called-off"
              ? "the attack is called off"
              : "the defenders retreat";
      return `${place(e.from)} → ${place(e.to)}: ${e.force} v ${e.defenders}. ${throws} Losses ${e.attackerLosses} v ${e.defenderLosses}; ${result}.`;
    }
    case "retreated":
      return `${retreatText(e, place)}.`;
    case "captured":
      return `${e.attacker} takes ${place(e.territory)}; ${armiesText(e.armies)} ${e.armies === 1 ? "moves" : "move"} in.`;
    case "turn-ended":
      return `Turn ${e.turnNumber} is over (V9).`;
    case "eliminated":
      return e.by === null
        ? `${e.player} holds no territory and is out of the game (V9).`
        : `${e.player} has no territory left and is out of the game (taken by ${e.by}).`;
    case "game-over":
      return `The game is over${e.winner ? `: ${e.winner} wins` : ""}. Ranking: ${e.ranking
        .map(
          (r, n) =>
            `${n + 1}. ${r.player} (${r.territories} ${r.territories === 1 ? "territory" : "territories"}, income ${r.income})`,
        )
        .join("; ")}.`;
    case "adjusted":
      return adjustedSentence(e, place(e.territory));
    default:
      // The sentences of the orders' own events are the order kinds' (orders/).
      return orderEventText(e, place) ?? e.type;
  }
}

/**
 * A retreat without its period: "Bob retreats 2 armies from Peru to Venezuela, losing 1". V7 turn-3 ruling: when
 * nobody is left to go (one throw took the defenders from above the retreat point to the armies a late retreat
 * costs), the sentence says so in words, never "retreats 0 armies": "Bob's last army in Venezuela is lost as it
 * retreats".
 */
export function retreatText(
  e: Extract<RiskEvent, { type: "retreated" }>,
  place: (id: string) => string = placeName(),
): string {
  if (e.armies === 0 && e.lost > 0) {
    return e.lost === 1
      ? `${e.defender}'s last army in ${place(e.from)} is lost as it retreats`
      : `${e.defender}'s last ${e.lost} armies in ${place(e.from)} are lost as they retreat`;
  }
  return `${e.defender} retreats ${armiesText(e.armies)} from ${place(e.from)} to ${place(e.to)}${e.lost > 0 ? `, losing ${e.lost}` : ""}`;
}

/** "The GM set Peru's armies to 5 (was 3)", "The GM gave Peru to Bob (was Alice's)". */
function adjustedSentence(e: Extract<RiskEvent, { type: "adjusted" }>, name: string): string {
  if (e.field === "owner") {
    const was = e.from === null ? "neutral" : `${e.from}'s`;
    return e.to === null
      ? `The GM made ${name} neutral (it was ${was}).`
      : `The GM gave ${name} to ${e.to} (it was ${was}).`;
  }
  const what = e.field === "armies" ? "armies" : "income";
  return `The GM set the ${what} of ${name} to ${e.to} (it was ${e.from}).`;
}
