import { dicePresets } from "../../dice/dice-rules.ts";
import { type DiceThrow, throwDice } from "../../dice/dice-throw.ts";
import { checkEliminationAndEnd } from "./end.ts";
import type { PendingAttack, ResponseKind } from "./state.ts";
import type { Work } from "./work.ts";

/** The answer an attack is fought (or not fought) with. */
export interface Answer {
  response: ResponseKind;
  /** Retreat target (retreat, retreat-salt, a hold's retreat point). */
  to: string | null;
  /** A hold's retreat point. */
  at: number | null;
  source: "posted" | "standing" | "default";
  note?: string;
}

/** V6: the lowest income a territory may be salted to under the rulings. */
export function lowestIncome(w: Pick<Work, "s">): number {
  return w.s.rulings.negativeIncomes ? w.s.rulings.lowestNegativeIncome : 0;
}

/**
 * V6–V8: settles a declared attack with the defender's answer.
 * - retreat (and retreat-salt): no battle; the defenders go to the adjacent friendly territory, the attacking force
 *   moves in (retreat-salt: the territory's income −1 first);
 * - hold: classic dice (attacker min(3, force), defender min(2, defenders), ties to the defender) until the
 *   territory falls (the surviving force moves in), the force is gone, the force is down to the call-off point,
 *   or the defenders are down to their retreat point (they retreat losing one more army, the force moves in).
 *   The call-off point is checked before the retreat point.
 */
export function settleAttack(
  w: Work,
  attack: PendingAttack | (Omit<PendingAttack, "defender"> & { defender: null }),
  answer: Answer,
): void {
  const from = w.s.territories[attack.from]!;
  const target = w.s.territories[attack.to]!;
  const defender = target.owner;
  if (defender !== null) {
    w.emit({
      type: "response",
      defender,
      territory: attack.to,
      response: answer.response,
      to: answer.to,
      at: answer.at,
      source: answer.source,
      ...(answer.note ? { note: answer.note } : {}),
    });
  }
  from.armies -= attack.force;

  if (defender !== null && answer.response !== "hold" && answer.to !== null) {
    const moving = target.armies;
    w.s.territories[answer.to]!.armies += moving;
    w.emit({ type: "retreated", defender, from: attack.to, to: answer.to, armies: moving, lost: 0 });
    if (answer.response === "retreat-salt") {
      target.income = Math.max(lowestIncome(w), target.income - 1);
      w.emit({ type: "salted", player: defender, territory: attack.to, income: target.income });
    }
    capture(w, attack.attacker, attack.to, attack.from, attack.force, defender);
    return;
  }

  const rules = dicePresets.classic;
  let fighting = attack.force;
  let defenders = target.armies;
  const throws: DiceThrow[] = [];
  const retreatAt = defender !== null && answer.to !== null ? answer.at : null;
  let outcome: "captured" | "repelled" | "called-off" | "defender-retreated";
  for (;;) {
    if (defenders === 0) {
      outcome = "captured";
      break;
    }
    if (fighting === 0) {
      outcome = "repelled";
      break;
    }
    if (attack.stopAt !== null && fighting <= attack.stopAt) {
      outcome = "called-off";
      break;
    }
    if (retreatAt !== null && defenders <= retreatAt) {
      outcome = "defender-retreated";
      break;
    }
    const thrown = throwDice(
      {
        attackers: fighting,
        defenders,
        attackerDice: rules.attackerDice,
        defenderDice: rules.defenderDice,
        tieRule: rules.tieRule,
      },
      w.rng,
    );
    throws.push(thrown);
    fighting -= thrown.attackerLosses;
    defenders -= thrown.defenderLosses;
  }
  w.emit({
    type: "battle",
    from: attack.from,
    to: attack.to,
    attacker: attack.attacker,
    defender,
    force: attack.force,
    defenders: target.armies,
    throws,
    attackerLosses: attack.force - fighting,
    defenderLosses: target.armies - defenders,
    outcome,
  });
  if (outcome === "captured") {
    capture(w, attack.attacker, attack.to, attack.from, fighting, defender);
  } else if (outcome === "defender-retreated" && defender !== null && answer.to !== null) {
    const lost = Math.min(defenders, w.s.rulings.lateRetreatLoss);
    const moving = defenders - lost;
    w.s.territories[answer.to]!.armies += moving;
    w.emit({ type: "retreated", defender, from: attack.to, to: answer.to, armies: moving, lost });
    capture(w, attack.attacker, attack.to, attack.from, fighting, defender);
  } else {
    target.armies = defenders;
    from.armies += fighting;
  }
}

function capture(
  w: Work,
  attacker: string,
  territory: string,
  from: string,
  armies: number,
  loser: string | null,
): void {
  const t = w.s.territories[territory]!;
  t.owner = attacker;
  t.armies = armies;
  w.s.standing = w.s.standing.filter((r) => r.territory !== territory);
  w.emit({ type: "captured", attacker, territory, from, armies });
  checkEliminationAndEnd(w, loser, attacker);
}
