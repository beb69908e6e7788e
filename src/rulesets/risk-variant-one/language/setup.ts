import type { RiskCommand } from "../commands.ts";
import type { RiskNames } from "./names.ts";
import { commands, failure, type Outcome } from "./outcome.ts";
import {
  directionInList,
  type NameSlot,
  type NumSlot,
  resolveTerritory,
  type Slots,
  shown,
} from "./slots.ts";

/**
 * V3 set-up and V5 income orders: buy (one command per territory named: "Buy Brazil, Peru"), place ("Place 2 in
 * Brazil", "+2 Brazil", "2 armies -> Brazil", "Place 2 in Brazil, 1 in Peru", "2 each in Brazil and Peru").
 */

/** A number that is only the player's note of a cost ("Buy Brazil (2)", "for 2", "with 2 armies"). */
export function isNote(n: NumSlot): boolean {
  return n.paren || n.role === "for" || n.role === "with";
}

/** Resolves every name, or the first one's error. */
export function resolveAll(
  slots: readonly NameSlot[],
  names: RiskNames,
): { ok: true; ids: { id: string; name: string }[] } | { ok: false; outcome: Outcome } {
  const ids: { id: string; name: string }[] = [];
  for (const s of slots) {
    const r = resolveTerritory(s.item, names);
    if (!r.ok) return { ok: false, outcome: failure(r.message, r.suggestions) };
    ids.push({ id: r.id, name: r.name });
  }
  return { ok: true, ids };
}

/** V3 buy: every territory named is one buy; a count is not part of a buy (its cost is fixed by its pile). */
export function readBuy(slots: Slots, names: RiskNames): Outcome {
  const counts = slots.nums.filter((n) => !isNote(n));
  if (slots.names.length === 0) {
    return failure('Buy which territory? Name it: "Buy Brazil" (V3: it costs its income in active armies).');
  }
  const direction = directionInList(slots, "Buy");
  if (direction) return failure(direction);
  const resolved = resolveAll(slots.names, names);
  if (!resolved.ok) return resolved.outcome;
  const first = counts[0];
  if (first) {
    const where = resolved.ids[0]?.name ?? "Brazil";
    return failure(
      `A buy takes no count (V3: a territory costs as many active armies as its income, 1 for a cost-0 territory): write "Buy ${where}"; to add armies to a territory you own, write "Place ${first.n} in ${where}".`,
    );
  }
  return commands(...resolved.ids.map((t): RiskCommand => ({ kind: "buy", territory: t.id })));
}

/** V3 / V5 place: counts paired with territories in the order written. */
export function readPlace(slots: Slots, names: RiskNames): Outcome {
  const from = slots.names.find((n) => n.role === "from");
  const targets = slots.names.filter((n) => n.role !== "from");
  const counts = slots.nums.filter((n) => n.role !== "for");
  if (from) {
    return failure(
      `Armies are placed from your active armies, not from a territory: to move armies write "Move 3 from ${shown(from)} to …" (V6).`,
    );
  }
  if (targets.length === 0) {
    return failure('Place armies where? Name the territory: "Place 2 in Brazil" (V3, V5).');
  }
  const resolved = resolveAll(targets, names);
  if (!resolved.ok) return resolved.outcome;
  const bad = counts.find((n) => n.n < 1);
  if (bad) return failure(`"${bad.raw}" armies: a placement is of at least 1 army (V3, V5).`);
  const where = resolved.ids.map((t) => t.name);
  if (counts.length === 0) {
    return failure(`How many armies in ${where[0]}? Write the number: "Place 2 in ${where[0]}" (V3, V5).`);
  }
  if (slots.each || (counts.length === 1 && where.length === 1)) {
    if (counts.length > 1)
      return failure(`One count for "each", please: "Place 2 each in ${where.join(" and ")}".`);
    const n = counts[0]?.n ?? 1;
    return commands(...resolved.ids.map((t): RiskCommand => ({ kind: "place", count: n, territory: t.id })));
  }
  if (where.length === 1) {
    return failure(
      `One count for ${where[0]}, please: ${counts.map((n) => `"${n.raw}"`).join(" and ")}? Write "Place 2 in ${where[0]}" (V3, V5).`,
    );
  }
  if (counts.length !== where.length) {
    return failure(
      `${counts.length} numbers for ${where.length} territories: give each territory its count ("Place 2 in ${where[0]}, 1 in ${where[1] ?? where[0]}") or write "2 each".`,
    );
  }
  return commands(
    ...resolved.ids.map(
      (t, i): RiskCommand => ({ kind: "place", count: counts[i]?.n ?? 1, territory: t.id }),
    ),
  );
}
