import { helpLines } from "../../rulesets/risk-variant-one/orders/help.ts";
import type { GameWording } from "../game-wording.ts";
import { riskOrdersGuide, riskOrdersHelpText } from "./help-text.ts";
import { riskStandingsTable } from "./standings-table.ts";

/**
 * The orders, one group a moment of the game, from the order kinds' help lines (`helpLines()`): "Orders: buy,
 * place N in X, done (set-up, V3) · …". A group's orders are joined with ", " unless one has a comma of its own.
 */
function ordersText(): string {
  const groups = helpLines().map((g) => {
    const forms = g.orders.map((o) => o.compact ?? o.usages.join(" / "));
    const list = forms.join(forms.some((f) => f.includes(",")) ? " · " : ", ");
    return `${list} (${g.moment === "defender" ? "the defender" : g.moment}, ${g.rules}${g.note ? `; ${g.note}` : ""})`;
  });
  return `Orders: ${groups.join(" ·\n  ")}`;
}

/** Discord's orders paragraph: "**Orders**: set-up `buy X`, `place N in X`, `done` (V3) · …". */
function discordOrders(): string {
  const groups = helpLines().map((g) => {
    const forms = g.orders.flatMap((o) => o.usages.map((u) => `\`${u}\``));
    return `${g.moment === "defender" ? "the defender" : g.moment} ${forms.join(", ")} (${g.rules})`;
  });
  return `**Orders**: ${groups.join(" · ")}.`;
}

const ORDERS = ordersText();

const CONSOLE_HELP = `Type a post as a player:    Alice: **Buy Brazil; done**
  (bold with **…** or [b]…[/b]; each order is carried out at once, in turn order)
${ORDERS}
GM and player commands:
  /status [player]   standing of the game, whose turn it is
  /orders PLAYER     a player's territories
  /preview PLAYER    the odds of the attack waiting for an answer
  /report            standing and what happened this turn
  /resolve           move the game on: close the response window (hold), the income phase, or skip an absent player
  /odds A D          chance that a force of A attacking armies beats D defenders (classic dice, V8)
  /undo              roll back the last order
  /picture           save the map as a PNG
  /players           who plays, in seat order
  /help              this text
  /help orders       every kind of order, with examples
  /quit              leave (the game is kept; npm start carries on where you stopped)`;

/** How the console, the CLI and the bot speak of Risk Variant One's games (turns, one action at a time). */
export const riskWording: GameWording = {
  moment: (info) =>
    `Risk Variant One, ${info.phase === "setup" ? "set-up" : `turn ${info.year}, ${info.phase} phase`}`,
  seatNoun: "player",
  seatExample: "alice",
  noStandingOrders: "an absent player passes and an unanswered attack is a hold (V6, V7)",
  seedPeriod: "turn",
  turnBased: true,
  // Odds ruling: A is the attacking force in a Risk game too (the army that stays home is not counted).
  oddsRules: "classic",
  examplePost: "Alice: **Buy Brazil; done**",
  consoleHelp: CONSOLE_HELP,
  ordersHelp: () => `${ORDERS}\n\n${riskOrdersHelpText()}`,
  ordersGuide: riskOrdersGuide,
  discordHelp: [
    "**Posting orders**: write your orders in **bold** in the game channel when it is your turn; each order is carried out at once and the bot replies with what happened (every die) and whose turn it is (V6).",
    discordOrders(),
    "**Every kind of order**, with examples: `/help topic:orders`.",
    "**Players**: `/status` whose turn it is · `/preview` the odds of the attack waiting for an answer · `/odds` battle odds (classic dice) · `/help` · `/vacation` · `/claim` a seat in civil disorder.",
    "**GMs**: `/game new` · `/assign` · `/resolve` (close a response window, the income phase, or skip an absent player) · `/undo` · `/adjust` · `/deadline` · `/report` · `/boot` · `/confirm`.",
  ].join("\n\n"),
  statusOnOpen: true,
  playersNeeded: (scenario) =>
    `a Risk Variant One game needs its players in seat order: GAME_SCENARIO=${scenario} GAME_PLAYERS=Alice,Bob,Cleo npm start`,
  consoleName: () => "Risk Variant One",
  afterCreate: (info) =>
    info.phase === "setup"
      ? ["The dealer's roll, the deal and whose set-up step it is: adjutant status"]
      : [],
  standingsTable: riskStandingsTable,
};
