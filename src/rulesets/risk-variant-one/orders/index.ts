import type { RiskCommandKind } from "../commands.ts";
import type { RiskEvent } from "../events.ts";
import type { Family } from "../language/grammar.ts";
import type { Word } from "../language/vocabulary.ts";
import { attack } from "./attack.ts";
import { buy } from "./buy.ts";
import { done } from "./done.ts";
import { improve } from "./improve.ts";
import type { GrammarEntry, OrderKind, Place } from "./kind.ts";
import { move } from "./move.ts";
import { pass } from "./pass.ts";
import { place } from "./place.ts";
import { respond } from "./respond.ts";
import { salt } from "./salt.ts";
import { standing } from "./standing.ts";
import { withdrawStanding } from "./withdraw-standing.ts";

export { HELP_LINES, type HelpGroup, helpLines } from "./help.ts";
export type { CommandOf, GrammarEntry, HelpLine, HelpMoment, OrderKind, Place, View } from "./kind.ts";

/**
 * Every kind of order of Risk Variant One, once, in the order the help lists them. A new kind is its file in this
 * folder, one line here and its help line in `help.ts` (see README.md).
 */
export const ORDER_KINDS: readonly OrderKind[] = [
  buy,
  place,
  done,
  attack,
  move,
  salt,
  improve,
  pass,
  respond,
  standing,
  withdrawStanding,
];

const byKind = new Map<string, OrderKind>(ORDER_KINDS.map((k) => [k.kind, k]));
const byFamily = new Map<Family, GrammarEntry>(
  ORDER_KINDS.flatMap((k) => k.grammar.map((g): [Family, GrammarEntry] => [g.family, g])),
);
const byVerb = new Map<Word, Family>(
  ORDER_KINDS.flatMap((k) => k.grammar.flatMap((g) => g.verbs.map((v): [Word, Family] => [v, g.family]))),
);
const byEvent = new Map<RiskEvent["type"], OrderKind>(
  ORDER_KINDS.flatMap((k) => k.eventTypes.map((t): [RiskEvent["type"], OrderKind] => [t, k])),
);

/** The kind of a command. Every kind of `riskCommandSchema` is listed (a test holds it). */
export function orderKind(kind: RiskCommandKind): OrderKind {
  const found = byKind.get(kind);
  if (!found) throw new Error(`Risk Variant One has no order kind "${kind}" in ORDER_KINDS`);
  return found;
}

/** The grammar entry that reads a family (undefined: no kind reads it). */
export function grammarEntry(family: Family): GrammarEntry | undefined {
  return byFamily.get(family);
}

/** The family a verb picks on its own ("attack" → attack, "fortify" → fortify), if any. */
export function familyOfVerb(verb: Word): Family | undefined {
  return byVerb.get(verb);
}

/** The sentence of an event an order kind writes (undefined: the event is not an order kind's). */
export function orderEventText(event: RiskEvent, place: Place): string | undefined {
  return byEvent.get(event.type)?.eventText(event, place);
}
