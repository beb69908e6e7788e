import type { RiskCommand } from "../commands.ts";
import type { RiskNames } from "./names.ts";
import { commands, failure, type Outcome } from "./outcome.ts";
import { resolveAll } from "./setup.ts";
import { type NameSlot, resolveTerritory, type Slots, shown } from "./slots.ts";

/**
 * V7 the defender's answers: hold ("hold"; with a retreat point: "Hold, retreat to Venezuela at 2"), retreat
 * ("retreat to Venezuela", "fall back to Venezuela"), retreat and salt ("retreat to Venezuela and salt"); the same
 * as standing responses for a named territory ("If Peru is attacked, retreat to Venezuela"), and their withdrawal
 * ("cancel standing order for Peru").
 */

type Answer = { response: "hold" | "retreat" | "retreat-salt"; to?: string; at?: number };

/** The answer a line gives, and the territory it is about (standing responses), or an error. */
function readAnswer(
  slots: Slots,
  names: RiskNames,
): { ok: true; answer: Answer; subjects: NameSlot[] } | { ok: false; outcome: Outcome } {
  const retreatAt = slots.verbs.find((v) => v.w === "retreat" || v.w === "withdraw")?.pos;
  const hold = slots.words.has("hold");
  const salt = slots.words.has("salt");
  const retreat = retreatAt !== undefined;
  let dest: NameSlot | undefined;
  const subjects: NameSlot[] = [];
  for (const n of slots.names) {
    if (!dest && (n.role === "to" || n.side === "right")) dest = n;
  }
  // The defending territory is named before the destination ("Peru holds", "Hold Peru, retreat to …", "If Peru
  // is attacked, …") or marked ("for Peru"); a bare name after the destination is a second destination
  // ("retreat to Venezuela/Argentina").
  const extra: NameSlot[] = [];
  for (const n of slots.names) {
    if (n === dest) continue;
    if (!dest && retreatAt !== undefined && n.pos > retreatAt && n.role === "bare") dest = n;
    else if (dest && n.pos > dest.pos && n.role === "bare") extra.push(n);
    else subjects.push(n);
  }
  const second = extra[0];
  if (second) {
    return {
      ok: false,
      outcome: failure(
        `One answer, one destination (V7): "${shown(second)}" as well as "${shown(dest) ?? ""}"? Write "Retreat to ${shown(dest) ?? shown(second)}"; for another territory's answer in advance, "If ${shown(second)} is attacked, …".`,
      ),
    };
  }
  const points = slots.nums.filter((n) => n.role === "at" || n.role === "stop");
  const stray = slots.nums.find((n) => n.role !== "at" && n.role !== "stop");
  const fail = (message: string) => ({ ok: false as const, outcome: failure(message) });
  const destName = dest ? resolveTerritory(dest.item, names) : undefined;
  if (destName && !destName.ok)
    return { ok: false, outcome: failure(destName.message, destName.suggestions) };
  const to = destName?.ok ? destName : undefined;
  const example = to?.name ?? "Venezuela";
  if (stray) {
    return fail(
      `"${stray.raw}": a retreat point is written "at ${stray.n}" ("Hold, retreat to ${example} at ${stray.n}": when down to ${stray.n} defenders, retreat, losing one more army) (V7).`,
    );
  }
  if (points.length > 1)
    return fail(`One retreat point per answer: "Hold, retreat to ${example} at 2" (V7).`);
  const point = points[0];
  if (point && point.n < 1) {
    return fail(`"at ${point.raw}": a retreat point is a number of defenders, 1 or more (V7).`);
  }
  if (salt) {
    if (!retreat) {
      return fail(
        `Salt as an answer to an attack is "retreat and salt": "Retreat to ${example} and salt" (V7); to salt a territory as your action, write "Salt Brazil" (V6).`,
      );
    }
    if (point || hold) {
      return fail(
        `Retreat and salt is an answer instead of a battle (V7): write "Retreat to ${example} and salt", or "Hold, retreat to ${example} at 2" to fight first.`,
      );
    }
    if (!to)
      return fail(
        'Retreat and salt to where? Name an adjacent territory of yours: "Retreat to Venezuela and salt" (V7).',
      );
    return { ok: true, answer: { response: "retreat-salt", to: to.id }, subjects };
  }
  if (point || (hold && to)) {
    if (!to) {
      return fail(
        `Retreat where at ${point?.n ?? 2}? Name an adjacent territory of yours: "Hold, retreat to Venezuela at ${point?.n ?? 2}" (V7).`,
      );
    }
    if (!point) {
      return fail(
        `Hold, then retreat to ${to.name} when? Give the retreat point: "Hold, retreat to ${to.name} at 2" (V7: when down to 2 defenders, retreat, losing one more army); to retreat at once without a battle, write "Retreat to ${to.name}".`,
      );
    }
    return { ok: true, answer: { response: "hold", to: to.id, at: point.n }, subjects };
  }
  if (retreat) {
    if (!to) {
      return fail('Retreat to where? Name an adjacent territory of yours: "Retreat to Venezuela" (V7).');
    }
    return { ok: true, answer: { response: "retreat", to: to.id }, subjects };
  }
  if (hold) return { ok: true, answer: { response: "hold" }, subjects };
  return fail(
    'Answer an attack with "Hold", "Retreat to Venezuela" or "Hold, retreat to Venezuela at 2" (V7).',
  );
}

/** V7 an answer to the attack awaiting the player. A defending territory named ("Peru holds") must be one. */
export function readRespond(slots: Slots, names: RiskNames): Outcome {
  const read = readAnswer(slots, names);
  if (!read.ok) return read.outcome;
  if (read.subjects.length > 1) {
    return failure(
      `One answer per attack (V7): "${read.subjects.map((s) => shown(s)).join('", "')}"? For an answer in advance write "If Peru is attacked, retreat to Venezuela".`,
    );
  }
  const subject = read.subjects[0];
  if (subject) {
    const r = resolveTerritory(subject.item, names);
    if (!r.ok) return failure(r.message, r.suggestions);
  }
  return commands({ kind: "respond", ...read.answer });
}

/** V7 a standing response: the answer whenever the named territory is attacked, until withdrawn. */
export function readStanding(slots: Slots, names: RiskNames): Outcome {
  if (!slots.words.has("hold") && !slots.verbs.some((v) => v.w === "retreat")) {
    const named = shown(slots.names[0]) ?? "Peru";
    return failure(
      `What should ${named} do when attacked? Write "If ${named} is attacked, hold" or "If ${named} is attacked, retreat to Venezuela" (V7).`,
    );
  }
  const read = readAnswer(slots, names);
  if (!read.ok) return read.outcome;
  const [subject, ...more] = read.subjects;
  if (!subject) {
    return failure(
      'A standing response is for one of your territories: which? Write "If Peru is attacked, retreat to Venezuela" (V7).',
    );
  }
  if (more.length > 0) {
    return failure(
      `One territory per standing response (V7): "${read.subjects.map((s) => shown(s)).join('", "')}"? Write one line for each.`,
    );
  }
  const r = resolveTerritory(subject.item, names);
  if (!r.ok) return failure(r.message, r.suggestions);
  if (read.answer.to === r.id) {
    return failure(`${r.name} cannot retreat into itself: name an adjacent territory of yours (V7).`);
  }
  const command: RiskCommand = { kind: "standing", territory: r.id, ...read.answer };
  return commands(command);
}

/** V7 withdraw standing responses: one command per territory named. */
export function readWithdrawStanding(slots: Slots, names: RiskNames): Outcome {
  const targets = slots.names.filter((n) => n.role !== "to");
  if (targets.length === 0) {
    return failure(
      'Withdraw the standing response of which territory? Write "Cancel standing order for Peru" (V7).',
    );
  }
  const stray = slots.nums[0];
  if (stray)
    return failure(
      `"${stray.raw}": withdrawing a standing response takes only the territory: "Cancel standing order for Peru" (V7).`,
    );
  const resolved = resolveAll(targets, names);
  if (!resolved.ok) return resolved.outcome;
  return commands(...resolved.ids.map((t): RiskCommand => ({ kind: "withdraw-standing", territory: t.id })));
}
