import type { z } from "zod";
import type { CommandKind, CommandOf } from "../../commands.ts";
import type { EngineEvent, EngineEventType } from "../../events.ts";
import type { Working } from "../../working.ts";
import type { Outcome } from "../common.ts";

/**
 * The reader of the order language (`../../language/`) that reads a kind's phrasings: one reader per family,
 * because one line may give orders of several kinds of the family ("Give 5pp and Zagreb to Austria": give-pp and
 * give-province; "Krakow -> Vienna (4)": a move or an attack by phase). `grammar.ts` routes a line to its reader.
 */
export type ReaderFamily = "build" | "movement" | "naval" | "diplomacy" | "trade" | "commanders";

/** An engine event of one type. */
export type EventOf<T extends EngineEventType> = Extract<EngineEvent, { type: T }>;

/** One event in plain words, with display names (`name` turns an id into what players read). */
export type EventText<T extends EngineEventType> = (e: EventOf<T>, name: (id: string) => string) => string;

/** The words of the events a kind owns, by event type. */
export type EventTexts = { [T in EngineEventType]?: EventText<T> };

/** A phrasing players bold, in the phase it is given in (verbless arrows read differently in each). */
export interface HelpExample {
  text: string;
  phase: "deployment" | "attack";
}

/**
 * Everything that belongs to one kind of order, in one place: its command schema, the rules that decide it, the
 * reader of the order language that produces it, its judge (which, when the order is legal, also applies it to the
 * working copy, so later orders see its effect: godip's validate and execute in one step), its words (the short
 * description of a command, the text of the events it emits) and its help line with phrasings that parse.
 * The registry (`./index.ts`) lists one per command kind; `judgeCommand`, `describeCommand` and the event text
 * dispatch through it.
 */
export interface OrderKind<K extends CommandKind> {
  kind: K;
  /** The rule IDs (W1…, as docs/rules/world-war-1907.md numbers them) that decide this kind. */
  rules: readonly string[];
  /** Its member of `commandSchema` (`../../commands.ts`). */
  schema: z.ZodType<CommandOf<K>>;
  /** Which reader of the order language reads it. */
  grammar: { family: ReaderFamily };
  /** Judges the command against the working copy and, when legal, applies it there. Pure but for `w`. */
  judge(w: Working, nation: string, cmd: CommandOf<K>): Outcome;
  /** A short English rendering of the command (ids as written in the map): readings, receipts, `orders parse`. */
  describe(cmd: CommandOf<K>): string;
  /** The event types its judge can emit. */
  emits: readonly EngineEventType[];
  /** The text of the events this kind owns (each event type is owned by one kind; phase events by the phases). */
  events: EventTexts;
  /** Judged before the other orders in the Attack phase under the W20 ruling `naval-first` (ship moves). */
  judgedFirstInAttack?: boolean;
  /** Its help: the line that says what it does, the `/help orders` section it is shown in and its phrasings. */
  help: { line: string; section: string; examples: readonly HelpExample[] };
}

/** Any kind's entry, for the registry's list (each entry's methods take its own command). */
export type AnyOrderKind = { [K in CommandKind]: OrderKind<K> }[CommandKind];

/** A phrasing given in the Deployment phase. */
export const dep = (text: string): HelpExample => ({ text, phase: "deployment" });
/** A phrasing given in the Attack phase. */
export const att = (text: string): HelpExample => ({ text, phase: "attack" });

/** "1 division" / "3 divisions" (as the presenters write it). */
export function units(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
