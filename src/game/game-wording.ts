import type { OddsRulesName } from "../odds/battle-odds.ts";
import type { Inline } from "../presenters/document.ts";
import type { GameInfo } from "./types.ts";

/**
 * How the console, the CLI and the bot speak of one game's games, so that none of them tests which game it is: the
 * moment a game is at, what a seed is committed for, the dice `/odds` throws, the help and an example post.
 */
export interface GameWording {
  /** The moment a game is at, as the console's first line and `game new` say it ("1907, deployment phase"). */
  moment(info: GameInfo): string;
  /** What a seat is called, in sentences about any seat ("ask a GM to `/assign` you a nation"): "nation", "player". */
  seatNoun: string;
  /** A seat as a GM types it in an example command ("/orders russia"). */
  seatExample: string;
  /**
   * Why a GM's standing orders are refused in this game's games, for a game that takes none ("an absent player passes
   * and an unanswered attack is a hold (V6, V7)"); the refusal says only that there are none without it.
   */
  noStandingOrders?: string;
  /** What one committed seed covers: a phase (World War 1907) or a turn (Risk Variant One). */
  seedPeriod: "phase" | "turn";
  /** Counts turns (`GameInfo.year` is the turn number; pictures are named `turn-N`), not years. */
  turnBased: boolean;
  /** The dice `/odds A D` throws in this game's console and channels. */
  oddsRules: OddsRulesName;
  /** A post as a player types it in the console ("Osmano: **Build 2 divisions in Moscow**"). */
  examplePost: string;
  /** The console's `/help`. */
  consoleHelp: string;
  /** The console's `/help orders`: every kind of order, with examples. */
  ordersHelp(): string;
  /** Discord's `/help topic:orders` in a channel that plays this game: the guide as parts an embed lays out. */
  ordersGuide(): OrdersGuide;
  /** Discord's `/help` in a channel that plays this game. */
  discordHelp: string;
  /** Whether the console prints the game's status as it opens (Risk: the deal and whose step it is). */
  statusOnOpen: boolean;
  /** Whether a new game needs its players named (Risk: GAME_PLAYERS, `--players`), and how to say so. */
  playersNeeded: ((scenario: string) => string) | null;
  /** The name `npm start` gives a new console game of this scenario, if any. */
  consoleName(scenario: string): string | undefined;
  /** Lines `adjutant game new` adds after "Created game …" (where to look next). */
  afterCreate(info: GameInfo): string[];
  /**
   * The standings table a game page shows (the live web page), read from the game's `status --json`; null when the
   * status does not have the game's shape. A game without one shows no standings.
   */
  standingsTable?(status: unknown): StandingsTable | null;
}

/** A standings table: its header, and a row a seat (`out`: no longer in the game). */
export interface StandingsTable {
  header: string[];
  rows: { name: string; player: string | null; out: boolean; cells: string[] }[];
}

/**
 * A game's guide to writing orders as parts a platform lays out (Discord's `/help topic:orders` embed: the intro as
 * its description, a field a part): each part a few lines of inline text, each line written to fit a field.
 */
export interface OrdersGuide {
  title: string;
  intro: readonly Inline[];
  parts: readonly OrdersGuidePart[];
}

/** One part of an orders guide: a kind of order (its name and rules), how to change orders, where to read more. */
export interface OrdersGuidePart {
  name: string;
  lines: readonly (readonly Inline[])[];
  /** Shown as a list ("- " before each line). */
  bullets?: boolean;
}
