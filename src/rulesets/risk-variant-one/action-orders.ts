import { type Answer, lowestIncome, settleAttack } from "./battle.ts";
import { territoryName } from "./classic-map.ts";
import { applyIncomePass, judgeIncomePass } from "./income.ts";
import { advance } from "./rounds.ts";
import { phaseName } from "./setup-orders.ts";
import { armies, no, type RiskVerdict, yes } from "./verdict.ts";
import type { Work } from "./work.ts";

type View = Pick<Work, "s" | "map">;

/** V6 rulings: an action needs the action rounds, no attack awaiting an answer, and the player's own turn. */
export function turnCheck(w: View, player: string): RiskVerdict | null {
  if (w.s.phase !== "actions") {
    return no(
      "V6.wrong-phase",
      `V6: actions are taken in the action rounds; it is now the ${phaseName(w.s.phase)} (${player})`,
    );
  }
  const pending = w.s.pending;
  if (pending) {
    return no(
      "V7.awaiting-response",
      `V7: the attack on ${territoryName(w.map, pending.to)} is waiting for ${pending.defender}'s answer; no other action until it is settled (${player})`,
    );
  }
  if (w.s.actor !== player) {
    return no("V6.out-of-turn", `V6: it is ${w.s.actor ?? "nobody"}'s turn to act, not yours (${player})`);
  }
  return null;
}

function ownCheck(
  w: View,
  player: string,
  territory: string,
  rule: string,
  what: string,
): RiskVerdict | null {
  const t = w.s.territories[territory]!;
  if (t.owner === player) return null;
  const name = territoryName(w.map, territory);
  const whose = t.owner === null ? "neutral" : `${t.owner}'s`;
  return no(`${rule}.not-yours`, `${rule}: ${what}; ${name} is ${whose}, not yours (${player})`);
}

/** V6: "Attack Peru from Brazil [with 6] [, stop at 3]". */
export function judgeAttack(
  w: View,
  player: string,
  from: string,
  to: string,
  force: number | undefined,
  stopAt: number | undefined,
): RiskVerdict {
  const stop =
    turnCheck(w, player) ?? ownCheck(w, player, from, "V6", "an attack starts from your own territory");
  if (stop) return stop;
  const fromName = territoryName(w.map, from);
  const toName = territoryName(w.map, to);
  const target = w.s.territories[to]!;
  if (target.owner === player) {
    return no("V6.attack-own", `V6: ${toName} is yours; to send armies there, move them (${player})`);
  }
  if (!w.map.isAdjacent(from, to)) {
    return no(
      "V6.not-adjacent",
      `V6: ${toName} does not border ${fromName}; attack a neighbouring territory (${player})`,
    );
  }
  const here = w.s.territories[from]!.armies;
  if (here < 2) {
    return no(
      "V6.too-few-armies",
      `V6: ${fromName} has ${armies(here)}; an attack needs at least 2, as one always stays behind (${player})`,
    );
  }
  const chosen = force ?? here - 1;
  if (chosen > here - 1) {
    return no(
      "V6.force-too-large",
      `V6: ${fromName} has ${armies(here)}, so at most ${here - 1} can attack (one stays behind), not ${chosen} (${player})`,
    );
  }
  if (stopAt !== undefined && stopAt >= chosen) {
    return no(
      "V6.stop-too-high",
      `V6: a call-off point of ${stopAt} with a force of ${chosen} would end the attack before the first throw; stop at fewer than ${chosen} (${player})`,
    );
  }
  const defender = target.owner === null ? "neutral (neutrals always hold)" : target.owner;
  const call = stopAt !== undefined && stopAt > 0 ? `, calling off at ${stopAt}` : "";
  return yes(
    "V6.attack",
    `V6: ${player} attacks ${toName} (${defender}, ${armies(target.armies)}) from ${fromName} with ${armies(chosen)}${call}`,
  );
}

/**
 * V6/V7: applies a judged attack. Against neutrals, or a standing response, it is settled at once; otherwise it
 * waits for the defender's answer (the turn moves on once it is settled).
 */
export function applyAttack(
  w: Work,
  player: string,
  from: string,
  to: string,
  force: number | undefined,
  stopAt: number | undefined,
): void {
  const chosen = force ?? w.s.territories[from]!.armies - 1;
  const defender = w.s.territories[to]!.owner;
  const stopPoint = stopAt !== undefined && stopAt > 0 ? stopAt : null;
  w.emit({ type: "attack-declared", attacker: player, defender, from, to, force: chosen, stopAt: stopPoint });
  const attack = { attacker: player, from, to, force: chosen, stopAt: stopPoint };
  if (defender === null) {
    settleAttack(
      w,
      { ...attack, defender: null },
      { response: "hold", to: null, at: null, source: "default" },
    );
    advance(w, player);
    return;
  }
  const standing = w.s.standing.find((r) => r.territory === to && r.player === defender);
  if (standing) {
    settleAttack(
      w,
      { ...attack, defender },
      checkedAnswer(w, defender, to, from, {
        response: standing.response,
        to: standing.to,
        at: standing.at,
        source: "standing",
      }),
    );
    advance(w, player);
    return;
  }
  w.s.pending = { ...attack, defender };
}

/**
 * V7: an answer checked again when it is used (a standing response may have gone stale): a retreat needs an
 * adjacent territory the defender still holds, retreat-salt needs the option; otherwise the defender holds.
 */
export function checkedAnswer(
  w: View,
  defender: string,
  territory: string,
  attackerFrom: string,
  answer: Answer,
): Answer {
  if (answer.to === null)
    return answer.response === "hold"
      ? answer
      : { ...answer, response: "hold", at: null, note: "no retreat target: hold" };
  const ok =
    answer.to !== attackerFrom &&
    w.map.isAdjacent(territory, answer.to) &&
    w.s.territories[answer.to]?.owner === defender;
  if (!ok) {
    return {
      response: "hold",
      to: null,
      at: null,
      source: answer.source,
      note: `${territoryName(w.map, answer.to)} is no longer a friendly neighbour: hold`,
    };
  }
  if (answer.response === "retreat-salt" && !w.s.rulings.retreatAndSalt) {
    return { ...answer, response: "retreat", note: "retreat and salt is not played in this game: retreat" };
  }
  return answer;
}

/** V6: "Move 3 from Brazil to Peru": to an adjacent territory of your own; the start keeps at least one army. */
export function judgeMove(w: View, player: string, from: string, to: string, count: number): RiskVerdict {
  const stop =
    turnCheck(w, player) ??
    ownCheck(w, player, from, "V6", "a move starts from your own territory") ??
    ownCheck(w, player, to, "V6", "a move goes into one of your own territories (to take it, attack it)");
  if (stop) return stop;
  const fromName = territoryName(w.map, from);
  const toName = territoryName(w.map, to);
  if (from === to || !w.map.isAdjacent(from, to)) {
    return no(
      "V6.not-adjacent",
      `V6: ${toName} does not border ${fromName}; a move goes one step (${player})`,
    );
  }
  const here = w.s.territories[from]!.armies;
  if (count > here - 1) {
    return no(
      "V6.move-empties",
      `V6: ${fromName} has ${armies(here)} and always keeps one, so at most ${here - 1} can move, not ${count} (${player})`,
    );
  }
  return yes("V6.move", `V6: ${player} moves ${armies(count)} from ${fromName} to ${toName}`);
}

export function applyMove(w: Work, player: string, from: string, to: string, count: number): void {
  w.s.territories[from]!.armies -= count;
  w.s.territories[to]!.armies += count;
  w.emit({ type: "moved", player, from, to, armies: count });
  advance(w, player);
}

/** V6: "Salt Brazil": income −1 (at least 0, or the negative floor when negative incomes are on). */
export function judgeSalt(w: View, player: string, territory: string): RiskVerdict {
  const stop =
    turnCheck(w, player) ??
    (w.s.rulings.saltOwnOnly
      ? ownCheck(w, player, territory, "V6", "you salt your own territories (scorched earth)")
      : null);
  if (stop) return stop;
  const name = territoryName(w.map, territory);
  const income = w.s.territories[territory]!.income;
  const floor = lowestIncome(w);
  if (income <= floor) {
    return no(
      "V6.salt-at-minimum",
      `V6: ${name}'s income is already ${income}, the lowest it can go (${player})`,
    );
  }
  return yes("V6.salt", `V6: ${player} salts ${name}: income ${income} → ${income - 1}`);
}

export function applySalt(w: Work, player: string, territory: string): void {
  const t = w.s.territories[territory]!;
  t.income = Math.max(lowestIncome(w), t.income - 1);
  w.emit({ type: "salted", player, territory, income: t.income });
  advance(w, player);
}

/** V6: armies an improvement of a territory costs: income + 1 (at least 1). */
export function improveCost(income: number): number {
  return Math.max(1, income + 1);
}

/** V6: "Improve Brazil": spend income+1 armies there, income +1, at most 6; one army always stays. */
export function judgeImprove(w: View, player: string, territory: string): RiskVerdict {
  const stop =
    turnCheck(w, player) ?? ownCheck(w, player, territory, "V6", "you improve your own territories");
  if (stop) return stop;
  const name = territoryName(w.map, territory);
  const t = w.s.territories[territory]!;
  const max = w.s.rulings.maximumIncome;
  if (t.income >= max) {
    return no(
      "V6.improve-at-maximum",
      `V6: ${name}'s income is already ${t.income}, the highest (${player})`,
    );
  }
  const cost = improveCost(t.income);
  if (t.armies < cost + 1) {
    return no(
      "V6.improve-too-few",
      `V6: improving ${name} (income ${t.income}) costs ${armies(cost)} and one must stay; it has ${armies(t.armies)}, needs ${cost + 1} (${player})`,
    );
  }
  return yes(
    "V6.improve",
    `V6: ${player} spends ${armies(cost)} to improve ${name}: income ${t.income} → ${t.income + 1}`,
  );
}

export function applyImprove(w: Work, player: string, territory: string): void {
  const t = w.s.territories[territory]!;
  const cost = improveCost(t.income);
  t.armies -= cost;
  t.income += 1;
  w.emit({ type: "improved", player, territory, cost, income: t.income });
  advance(w, player);
}

/**
 * V6: "Pass": an action; a round in which everyone passed ends the turn (V9). In the income phase a pass closes the
 * player's placing (see `judgeIncomePass`).
 */
export function judgePass(w: View, player: string): RiskVerdict {
  if (w.s.phase === "income") return judgeIncomePass(w, player);
  const stop = turnCheck(w, player);
  if (stop) return stop;
  return yes("V6.pass", `V6: ${player} passes this round`);
}

export function applyPass(w: Work, player: string): void {
  if (w.s.phase === "income") {
    applyIncomePass(w, player);
    return;
  }
  w.s.passed.push(player);
  w.emit({ type: "passed", player });
  advance(w, player);
}
