import { territoryName } from "./classic-map.ts";
import { allArmiesPlaced, buyCost, endStep, finishSetup, isUnbought } from "./setup.ts";
import type { RiskState } from "./state.ts";
import { armies, no, type RiskVerdict, yes } from "./verdict.ts";
import type { Work } from "./work.ts";

type View = Pick<Work, "s" | "map">;

/** V3: the common checks of a set-up order: the set-up phase and the player's own step. */
function stepCheck(w: View, player: string, what: string): RiskVerdict | null {
  if (w.s.phase !== "setup") {
    return no(
      "V3.not-set-up",
      `V3: ${what} only during the set-up; it is now the ${phaseName(w.s.phase)} (${player})`,
    );
  }
  if (w.s.actor !== player) {
    return no("V3.out-of-turn", `V3: it is ${w.s.actor ?? "nobody"}'s set-up step, not yours (${player})`);
  }
  return null;
}

/** A phase as players say it. */
export function phaseName(phase: string): string {
  return phase === "setup" ? "set-up" : phase === "income" ? "income phase" : "action rounds";
}

/** V3: "Buy Brazil": an unbought territory, paid with as many active armies as its cost (cost 0: one army). */
export function judgeBuy(w: View, player: string, territory: string): RiskVerdict {
  const stop = stepCheck(w, player, "territories are bought");
  if (stop) return stop;
  const name = territoryName(w.map, territory);
  const t = w.s.territories[territory]!;
  if (!isUnbought(w.s, territory)) {
    const whose = t.owner === player ? "yours already" : `already ${t.owner}'s`;
    return no("V3.already-bought", `V3: ${name} is ${whose}; buy a territory nobody has bought (${player})`);
  }
  const cost = buyCost(w.s, territory);
  const active = w.s.players.find((p) => p.name === player)?.active ?? 0;
  if (cost > active) {
    return no(
      "V3.too-few-active",
      `V3: ${name} costs ${armies(cost)} and you have ${armies(active)} active (${player}); buy a cheaper one or wait for a later step`,
    );
  }
  return yes(
    "V3.buy",
    `V3: ${player} buys ${name} (income ${t.income}) with ${armies(cost)}; ${armies(active - cost)} active left`,
  );
}

/** V3: "Place 2 in Brazil" during the set-up: active armies on a territory the player owns. */
export function judgeSetupPlace(w: View, player: string, count: number, territory: string): RiskVerdict {
  const stop = stepCheck(w, player, "active armies are placed");
  if (stop) return stop;
  const name = territoryName(w.map, territory);
  if (w.s.territories[territory]?.owner !== player) {
    return no(
      "V3.not-yours",
      `V3: you can place armies only on your own territories; ${name} is not yours (${player}). To take it, buy it`,
    );
  }
  const active = w.s.players.find((p) => p.name === player)?.active ?? 0;
  if (count > active) {
    return no("V3.too-few-active", `V3: you have ${armies(active)} active, not ${count} (${player})`);
  }
  return yes(
    "V3.place",
    `V3: ${player} places ${armies(count)} in ${name}; ${armies(active - count)} active left`,
  );
}

/** V3: "done": the player's set-up step is over. */
export function judgeDone(w: View, player: string): RiskVerdict {
  const stop = stepCheck(w, player, "set-up steps end");
  if (stop) return stop;
  const active = w.s.players.find((p) => p.name === player)?.active ?? 0;
  return yes(
    "V3.done",
    `V3: ${player}'s set-up step is over${active > 0 ? ` (${armies(active)} ${active === 1 ? "stays" : "stay"} active for later steps)` : ""}`,
  );
}

/** An earlier order line of the same post, as far as a "done" after it needs to know. */
export interface EarlierLine {
  text: string;
  /** Read and accepted (false: it could not be read, or it was refused). */
  carriedOut: boolean;
}

/**
 * V3 turn-3 ruling: how a "done" reads within its post, or null when it is judged as usual. `before` is the state
 * when the post was read, `now` the state after the post's earlier lines.
 * - A step never ends while an order of the same post could not be read or was refused: "done" is refused with the
 *   reason, and the step stays open for the player to put it right.
 * - The step ends by itself when the player's last army is placed; a "done" after that in the same post (even when
 *   that army ended the whole set-up) is no error and does nothing more.
 */
export function doneInPost(
  before: RiskState,
  now: RiskState,
  player: string,
  earlier: readonly EarlierLine[],
): RiskVerdict | null {
  if (before.phase !== "setup" || before.actor !== player) return null;
  const stillOpen = now.phase === "setup" && now.actor === player && !now.gameOver;
  const failed = earlier.filter((l) => !l.carriedOut).map((l) => `"${l.text}"`);
  if (stillOpen && failed.length > 0) {
    return no(
      "V3.step-kept-open",
      `V3: your set-up step stays open because ${failed.join(" and ")} ${failed.length === 1 ? "was" : "were"} not carried out; put ${failed.length === 1 ? "it" : "them"} right, then post "done" (${player})`,
    );
  }
  if (stillOpen) return null;
  const placedAll = (() => {
    const p = now.players.find((x) => x.name === player);
    return p !== undefined && p.active === 0 && p.inactive === 0;
  })();
  return yes(
    "V3.step-over",
    `V3: ${player}'s set-up step is already over${placedAll ? ": the last army is placed" : ""}; nothing more to do`,
  );
}

/** V3: applies a judged buy. */
export function applyBuy(w: Work, player: string, territory: string): void {
  const cost = buyCost(w.s, territory);
  const p = w.s.players.find((x) => x.name === player)!;
  p.active -= cost;
  const t = w.s.territories[territory]!;
  t.owner = player;
  t.armies = cost;
  w.emit({ type: "bought", player, territory, cost: t.income, armies: cost });
  afterSetupOrder(w, player);
}

/** V3: applies a judged set-up placement. */
export function applySetupPlace(w: Work, player: string, count: number, territory: string): void {
  const p = w.s.players.find((x) => x.name === player)!;
  p.active -= count;
  w.s.territories[territory]!.armies += count;
  w.emit({ type: "placed", player, territory, armies: count, why: "set-up" });
  afterSetupOrder(w, player);
}

/** V3: applies "done". */
export function applyDone(w: Work): void {
  endStep(w, "player");
}

/** V3/V4: with every army placed the set-up ends; a player with nothing left has their step closed for them. */
function afterSetupOrder(w: Work, player: string): void {
  if (allArmiesPlaced(w.s)) {
    w.emit({ type: "step-ended", player, by: "engine" });
    finishSetup(w);
    return;
  }
  const p = w.s.players.find((x) => x.name === player)!;
  if (p.active === 0 && p.inactive === 0) endStep(w, "engine");
}
