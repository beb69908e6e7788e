import type { Command } from "./commands.ts";

/** One nation's orders for a resolution, in posting order. */
export interface NationOrders {
  nation: string;
  commands: Command[];
}

/** A trade order refused because the nation it gives to is in civil disorder. */
export interface RefusedTrade {
  nation: string;
  command: Extract<Command, { kind: "give-pp" | "give-province" }>;
  /** The nation in civil disorder it was for. */
  to: string;
}

/** What civil disorder leaves of a phase's orders. */
export interface DisorderOrders {
  /** The orders played: nothing of a nation in disorder, no trade with one. */
  orders: NationOrders[];
  /** The nations in disorder this phase, in the order given. */
  silenced: string[];
  /** Trades with a nation in disorder, refused. */
  refused: RefusedTrade[];
}

/**
 * House ruling "Absent and returning players: Boot to civil disorder", World War 1907: a nation in civil disorder
 * gives no orders, so its divisions and ships hold (no move, no attack), it builds and spends nothing (its pp
 * accumulate), and its relations stay as they are (it declares, proposes and breaks nothing); trades with it
 * (W30 provinces, W31 pp) are refused. Pure: the play feeds it the phase's orders and the nations in disorder, and
 * stores what it returns as the phase's orders, so a replay of the record plays the same.
 */
export function ordersUnderDisorder(
  orders: readonly NationOrders[],
  disorder: readonly string[],
): DisorderOrders {
  const inDisorder = new Set(disorder);
  const refused: RefusedTrade[] = [];
  const kept: NationOrders[] = [];
  for (const o of orders) {
    if (inDisorder.has(o.nation)) continue;
    const commands = o.commands.filter((c) => {
      if ((c.kind === "give-pp" || c.kind === "give-province") && inDisorder.has(c.to)) {
        refused.push({ nation: o.nation, command: c, to: c.to });
        return false;
      }
      return true;
    });
    kept.push({ nation: o.nation, commands });
  }
  return { orders: kept, silenced: [...inDisorder], refused };
}

/** What the summary says of civil disorder this phase, one sentence a line (none when no nation is in disorder). */
export function disorderLines(result: DisorderOrders, nameOf: (nation: string) => string): string[] {
  const lines = result.silenced.map(
    (n) =>
      `${nameOf(n)} is in civil disorder: its divisions and ships hold, it builds and spends nothing (its pp accumulate) and its relations stay as they are.`,
  );
  for (const r of result.refused) {
    const what =
      r.command.kind === "give-pp" ? `${r.command.amount} pp` : `the province ${nameOf(r.command.province)}`;
    lines.push(
      `${nameOf(r.nation)}'s gift of ${what} to ${nameOf(r.to)} is refused: trades with a nation in civil disorder are refused.`,
    );
  }
  return lines;
}
