import type { MapGraph } from "../../../map/graph.ts";
import type { RiskCommand, RiskCommandKind } from "../commands.ts";
import type { RiskEvent } from "../events.ts";
import type { Family, RiskPhase } from "../language/grammar.ts";
import type { RiskNames } from "../language/names.ts";
import type { Outcome } from "../language/outcome.ts";
import type { Slots } from "../language/slots.ts";
import type { Word } from "../language/vocabulary.ts";
import type { RiskVerdict } from "../verdict.ts";
import type { Work } from "../work.ts";

/** The command of one kind ("attack" → `{ kind: "attack"; from; to; force?; stopAt? }`). */
export type CommandOf<K extends RiskCommandKind> = { [C in RiskCommand as C["kind"]]: C }[K];

/** What a judge reads: the state and the map (never the dice). */
export type View = Pick<Work, "s" | "map">;

/** A territory's (or continent's) display name by id. */
export type Place = (id: string) => string;

/** What the order language hands a kind's reader: the line's slots, the map's names and the phase. */
export interface ReadInput {
  family: Family;
  slots: Slots;
  names: RiskNames;
  map: MapGraph;
  phase: RiskPhase | undefined;
}

/**
 * One entry of the grammar: an order family (the reading `language/grammar.ts` picks for a line from its verbs, its
 * heading and its shape), the verbs that name it on their own, and the reader that turns the line into commands.
 */
export interface GrammarEntry {
  family: Family;
  /** Verbs (vocabulary words) that pick this family by themselves; [] when the grammar picks it by shape. */
  verbs: readonly Word[];
  read(input: ReadInput): Outcome;
}

/** When in the game an order is given, as the help groups them. */
export type HelpMoment = "set-up" | "income" | "actions" | "defender" | "in advance";

/** A kind's line in the help: its forms ("hold", "retreat to X"), and the moments it is given in. */
export interface HelpLine {
  usages: readonly string[];
  moments: readonly HelpMoment[];
  /** A shorter form for the console's one-screen list (default: the usages). */
  compact?: string;
}

/**
 * One kind of order of Risk Variant One, whole (its command schema is in `../commands.ts`): the grammar entries
 * that read it, the territories it names, its judge (a verdict with a rule code and a reason), its apply, the sentences of the
 * events it emits, its canonical text and its help line. Every kind is listed once in `ORDER_KINDS` (`index.ts`);
 * the generic judge, apply, describe and help dispatch through that list. Pure: no I/O, no clock, no randomness
 * but the dice of the `Work` it is applied to.
 *
 * The functions are methods, so a kind of one command (`OrderKind<"attack">`) sits in the list of all kinds.
 */
export interface OrderKind<K extends RiskCommandKind = RiskCommandKind> {
  kind: K;
  /** The rule IDs it follows ("V6"; "V3 V5"). */
  rules: string;
  grammar: readonly GrammarEntry[];
  /** The territories the command names (checked against the map before the judge runs). */
  territories(command: CommandOf<K>): string[];
  /** Whether the order is legal now, with a rule-prefixed code and a friendly message. Only reads. */
  judge(w: View, player: string, command: CommandOf<K>): RiskVerdict;
  /** Applies an accepted order to the working copy (its events emitted there). */
  apply(w: Work, player: string, command: CommandOf<K>): void;
  /** The event types whose sentence this kind writes. */
  eventTypes: readonly RiskEvent["type"][];
  /** The sentence of one of its `eventTypes` (undefined for any other event). */
  eventText(event: RiskEvent, place: Place): string | undefined;
  /** The canonical form of the order with display names ("attack Peru from Brazil with 5, stop at 2"). */
  text(command: CommandOf<K>, place: Place): string;
  help: HelpLine;
}
