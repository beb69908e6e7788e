import type { Command, CommandKind, CommandOf } from "../../commands.ts";
import type { EngineEvent, EngineEventType } from "../../events.ts";
import type { Working } from "../../working.ts";
import type { Outcome } from "../common.ts";
import { amphibious } from "./amphibious.ts";
import { attack } from "./attack.ts";
import { breakAlliance } from "./break-alliance.ts";
import { build } from "./build.ts";
import { declareWar } from "./declare-war.ts";
import { disembark } from "./disembark.ts";
import { embark } from "./embark.ts";
import { givePp } from "./give-pp.ts";
import { giveProvince } from "./give-province.ts";
import { grantPassage } from "./grant-passage.ts";
import type { AnyOrderKind, EventText, OrderKind } from "./kind.ts";
import { move } from "./move.ts";
import { moveCommander } from "./move-commander.ts";
import { placeCommander } from "./place-commander.ts";
import { proposeAlliance } from "./propose-alliance.ts";
import { proposePeace } from "./propose-peace.ts";
import { sail } from "./sail.ts";
import { withdrawPassage } from "./withdraw-passage.ts";

/**
 * Every kind of World War 1907 order, one entry each (a file in this folder), in the order the help shows them.
 * Adding a kind: its schema in `../../commands.ts`, its file here, one line in this list (forgetting it fails
 * tests/rulesets/ww1907/order-kinds.test.ts), its phrasings in the order guide and the corpus: the steps are in
 * docs/adding-an-order-kind.md.
 * Every kind dispatches through this list (judge and apply, description, event text); none is left on a switch.
 */
export const ORDER_KINDS: readonly AnyOrderKind[] = [
  build,
  move,
  attack,
  sail,
  embark,
  disembark,
  amphibious,
  declareWar,
  proposeAlliance,
  proposePeace,
  breakAlliance,
  grantPassage,
  withdrawPassage,
  givePp,
  giveProvince,
  placeCommander,
  moveCommander,
];

type KindTable = { [K in CommandKind]: OrderKind<K> };

/** The registry by command kind; building it fails loudly if a kind is listed twice. */
function byKind(kinds: readonly AnyOrderKind[]): KindTable {
  const table: Partial<Record<CommandKind, AnyOrderKind>> = {};
  for (const k of kinds) {
    if (table[k.kind]) throw new Error(`order kind "${k.kind}" is registered twice`);
    table[k.kind] = k;
  }
  return table as KindTable;
}

/** The registry entry of each command kind. */
export const ORDER_KIND: KindTable = byKind(ORDER_KINDS);

/**
 * Judges one command against the working copy and, when it is legal, applies it there, by its kind's entry.
 */
export function judgeByKind(w: Working, nation: string, command: Command): Outcome {
  return (ORDER_KIND[command.kind] as OrderKind<CommandKind>).judge(
    w,
    nation,
    command as CommandOf<CommandKind>,
  );
}

/** A short English rendering of a command (ids as written in the map), by its kind's entry. */
export function describeByKind(command: Command): string {
  return (ORDER_KIND[command.kind] as OrderKind<CommandKind>).describe(command as CommandOf<CommandKind>);
}

/** The event text each kind owns, by event type (an event type owned twice fails loudly). */
const EVENT_TEXT: Partial<Record<EngineEventType, EventText<EngineEventType>>> = (() => {
  const out: Partial<Record<EngineEventType, EventText<EngineEventType>>> = {};
  for (const k of ORDER_KINDS) {
    for (const [type, text] of Object.entries(k.events) as [EngineEventType, EventText<EngineEventType>][]) {
      if (out[type]) throw new Error(`event "${type}" has its text in two order kinds`);
      out[type] = text;
    }
  }
  return out;
})();

/** The event types whose text an order kind owns. */
export const KIND_EVENT_TYPES: ReadonlySet<EngineEventType> = new Set(
  Object.keys(EVENT_TEXT) as EngineEventType[],
);

/**
 * An order's event in plain words, with display names, from the kind that owns it; null for an event no order kind
 * owns (the phases' events: treaties formed, lapsed proposals, income, ships completed).
 */
export function describeKindEvent(e: EngineEvent, name: (id: string) => string): string | null {
  const text = EVENT_TEXT[e.type];
  return text ? text(e, name) : null;
}

/** True when a raw command is of a kind judged first in the Attack phase under `naval-first` (ship moves, W20). */
export function isJudgedFirstInAttack(raw: unknown): boolean {
  if (typeof raw !== "object" || raw === null) return false;
  const kind = (raw as { kind?: unknown }).kind;
  if (typeof kind !== "string" || !Object.hasOwn(ORDER_KIND, kind)) return false;
  return ORDER_KIND[kind as CommandKind].judgedFirstInAttack === true;
}
