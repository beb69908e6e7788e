import type { GameWording, OrdersGuide } from "../game-wording.ts";
import {
  exampleInlines,
  ORDERS_HELP_CHANGES,
  ORDERS_HELP_INTRO,
  ORDERS_HELP_MORE,
  ORDERS_HELP_SECTIONS,
  ORDERS_HELP_TITLE,
  ordersHelpText,
} from "./help-text.ts";
import { ww1907StandingsTable } from "./standings-table.ts";

/** How the console, the CLI and the bot speak of World War 1907's games (phases of a year, W32 posts). */
export const ww1907Wording: GameWording = {
  moment: (info) => `${info.year}, ${info.phase} phase`,
  seatNoun: "nation",
  seatExample: "russia",
  seedPeriod: "phase",
  turnBased: false,
  oddsRules: "ww1907",
  examplePost: "Osmano: **Build 2 divisions in Moscow**",
  consoleHelp: `Type a post as a player:    Osmano: **Build 2 divisions in Moscow**
  (bold with **…** or [b]…[/b]; several orders on one line with ; or "and")
GM and player commands:
  /status [nation]   standing of the game or of one nation
  /orders NATION     the orders in force for a nation
  /preview NATION    what those orders would do now, with the odds of each attack
  /report            every player's post in force, ignored posts and verdicts
  /resolve           resolve the phase (dice from the committed seed) and show the summary
  /odds A D          chance that a force of A attacking divisions beats D defenders (World War 1907 dice)
  /undo              roll back the last resolution
  /picture           save the map as a PNG
  /players           who plays which nation
  /help              this text
  /help orders       every kind of order, with examples; changing and withdrawing orders
  /quit              leave (the game is kept; npm start carries on where you stopped)`,
  ordersHelp: ordersHelpText,
  ordersGuide,
  discordHelp: [
    "**Posting orders**: write your orders in **bold** in the game channel, one order a line (W32). The bot replies with each order accepted or rejected and the pp left per supply group, and reacts ✅ (all taken) or ⚠️ (some not).",
    "To change orders, post again: your latest post replaces the earlier one. An edited or deleted post counts for nothing (W33).",
    "**Every kind of order**, with examples: `/help topic:orders`.",
    "**Players**: `/orders` your orders in force · `/preview` what they would do now, with exact odds · `/status` your nation · `/odds` battle odds · `/help` · `/vacation` · `/claim` a seat in civil disorder.",
    "**GMs**: `/game new|load` · `/assign` · `/phase open|close` · `/deadline` · `/resolve` · `/undo` · `/adjust` · `/report` · `/boot` · `/confirm`.",
  ].join("\n\n"),
  statusOnOpen: false,
  playersNeeded: null,
  consoleName: (scenario) => (scenario === "ww1907" ? "World War 1907 (console)" : undefined),
  afterCreate: () => [],
  standingsTable: ww1907StandingsTable,
};

/** `/help topic:orders`: a part per kind of order, how to change or withdraw orders (W33), where the guides are. */
function ordersGuide(): OrdersGuide {
  return {
    title: ORDERS_HELP_TITLE,
    intro: ORDERS_HELP_INTRO,
    parts: [
      ...ORDERS_HELP_SECTIONS.map((s) => ({
        name: s.name,
        lines: [[s.note], ["e.g. ", ...exampleInlines(s)]],
      })),
      { name: "Changing and withdrawing orders (W33)", lines: ORDERS_HELP_CHANGES, bullets: true },
      { name: "More", lines: [ORDERS_HELP_MORE] },
    ],
  };
}
