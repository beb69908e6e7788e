import { allArmiesPlaced, endStep, finishSetup } from "./setup.ts";
import type { RiskState } from "./state.ts";
import { no, type RiskVerdict, yes } from "./verdict.ts";
import type { Work } from "./work.ts";

type View = Pick<Work, "s" | "map">;

/** V3: the common checks of a set-up order: the set-up phase and the player's own step. */
export function stepCheck(w: View, player: string, what: string): RiskVerdict | null {
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

/** V3/V4: with every army placed the set-up ends; a player with nothing left has their step closed for them. */
export function afterSetupOrder(w: Work, player: string): void {
  if (allArmiesPlaced(w.s)) {
    w.emit({ type: "step-ended", player, by: "engine" });
    finishSetup(w);
    return;
  }
  const p = w.s.players.find((x) => x.name === player)!;
  if (p.active === 0 && p.inactive === 0) endStep(w, "engine");
}
