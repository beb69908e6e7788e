import type { Command } from "../commands.ts";
import { describeByKind } from "../orders/kinds/index.ts";
import { isAmbiguousLine, type OrderLine } from "./order-line.ts";

/** What a `choose N` did: which pending order it settled and the command it picked, or why it did nothing. */
export type ChoiceOutcome =
  | { choose: number; applied: true; text: string; command: Command }
  | { choose: number; applied: false; reason: string };

/**
 * Applies `choose N` picks, in order, to the pending ambiguous lines of an order post: each pick settles the first
 * line still pending with its N-th reading (1-based). A pick with nothing pending, or a number out of range, does
 * nothing and says why. Returns the lines with the settled ones made commands, and what each pick did.
 */
export function applyChoices(
  lines: readonly OrderLine[],
  picks: readonly number[],
): { lines: OrderLine[]; outcomes: ChoiceOutcome[] } {
  const out = lines.map((l) => l);
  const outcomes: ChoiceOutcome[] = [];
  for (const n of picks) {
    const index = out.findIndex(isAmbiguousLine);
    const line = index >= 0 ? out[index] : undefined;
    if (!line || !isAmbiguousLine(line)) {
      outcomes.push({ choose: n, applied: false, reason: "no order is waiting for a choice" });
      continue;
    }
    const command = line.readings[n - 1];
    if (!command) {
      outcomes.push({
        choose: n,
        applied: false,
        reason: `"${line.text}" has only ${line.readings.length} readings`,
      });
      continue;
    }
    out[index] = { text: line.text, ok: true, command };
    outcomes.push({ choose: n, applied: true, text: line.text, command });
  }
  return { lines: out, outcomes };
}

/** The numbered readings of an ambiguous line, for a reply ("1. move …", "2. attack …"). */
export function describeReadings(readings: readonly Command[]): string[] {
  return readings.map((r, i) => `${i + 1}. ${describeCommand(r)}`);
}

/** A short English rendering of a command (ids as written in the map): its kind's entry says it. */
export function describeCommand(c: Command): string {
  return describeByKind(c);
}
