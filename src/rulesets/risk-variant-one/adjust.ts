import { z } from "zod";
import type { MapGraph } from "../../map/graph.ts";
import { err, ok, type Result } from "../../result.ts";
import { classicMap } from "./classic-map.ts";
import { putOutLandless } from "./end.ts";
import type { RiskEvent } from "./events.ts";
import { advance } from "./rounds.ts";
import { cloneState, playerRecord, type RiskState } from "./state.ts";
import { Work } from "./work.ts";

/** The most armies a GM may set on one territory (far above any real game; keeps counts safe integers). */
export const MAX_ADJUSTED_ARMIES = 10_000;
/** The income range a GM may set (the rulebook's piles give 1 to 6; salting and improving move it by one). */
export const ADJUSTED_INCOME_RANGE = { min: -99, max: 99 } as const;

/**
 * A GM correction of a Risk Variant One game, with ids and seat names already resolved: the armies on a territory,
 * its owner (null: neutral) or its income. Logged with who and why, replayed by `verify` as a step of the turn.
 */
export const riskAdjustmentSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("set-armies"),
    territory: z.string().min(1),
    armies: z.number().int().min(0).max(MAX_ADJUSTED_ARMIES),
  }),
  z.object({
    kind: z.literal("set-owner"),
    territory: z.string().min(1),
    owner: z.string().min(1).nullable(),
  }),
  z.object({
    kind: z.literal("set-income"),
    territory: z.string().min(1),
    income: z.number().int().min(ADJUSTED_INCOME_RANGE.min).max(ADJUSTED_INCOME_RANGE.max),
  }),
]);
export type RiskAdjustment = z.infer<typeof riskAdjustmentSchema>;

/** The event an adjustment leaves: what changed, from what to what (owners are seat names, null neutral). */
export type RiskAdjustedEvent = Extract<RiskEvent, { type: "adjusted" }>;

/**
 * Carries out a GM adjustment, or says why it cannot be done. The rules still hold around it: a territory is never
 * left empty after the set-up (V4, V6), a player an adjustment leaves without territory is out at once (V9; the
 * game is over when one player is left holding land), the territories of a declared attack wait until it is answered (V7), and
 * the set-up (V2–V4) is corrected by undoing its steps, not by adjustments. A new owner's standing responses are
 * not inherited: the previous owner's on that territory are withdrawn. Pure.
 */
export function adjustRisk(
  state: RiskState,
  change: RiskAdjustment,
  map: MapGraph = classicMap,
): Result<{ state: RiskState; events: RiskEvent[] }, string> {
  const place = (id: string) => map.province(id)?.name ?? id;
  const parsed = riskAdjustmentSchema.safeParse(change);
  if (!parsed.success) return err(parsed.error.issues[0]?.message ?? "the adjustment cannot be read");
  if (state.phase === "setup") {
    return err(
      "the set-up (V2–V4) cannot be adjusted: undo its last steps instead, or adjust once the first turn has begun",
    );
  }
  if (state.gameOver) return err("the game is over: nothing can be adjusted any more");
  const territory = state.territories[change.territory];
  if (!territory) return err(`there is no territory "${change.territory}" on this map`);
  const name = place(change.territory);
  const pending = state.pending;
  if (pending && (pending.from === change.territory || pending.to === change.territory)) {
    return err(
      `${pending.attacker}'s attack from ${place(pending.from)} on ${place(pending.to)} is waiting for its answer (V7): adjust ${name} once it is fought (resolve closes the response window)`,
    );
  }
  const next = cloneState(state);
  const target = next.territories[change.territory]!;
  const events: RiskEvent[] = [];
  switch (change.kind) {
    case "set-armies": {
      if (change.armies === territory.armies) return err(`${name} already has ${armies(change.armies)}`);
      if (change.armies === 0) {
        return err(
          `a territory is never empty (V4, V6): set at least 1 army on ${name}, or give it to another player with adjust owner`,
        );
      }
      target.armies = change.armies;
      events.push({
        type: "adjusted",
        territory: change.territory,
        field: "armies",
        from: territory.armies,
        to: change.armies,
      });
      break;
    }
    case "set-owner": {
      if (change.owner === territory.owner) {
        return err(`${name} already belongs to ${change.owner ?? "the neutrals"}`);
      }
      if (change.owner !== null) {
        const player = playerRecord(state, change.owner);
        if (!player) return err(`no player "${change.owner}" in this game`);
        if (player.eliminated)
          return err(`${change.owner} is out of the game (V9) and cannot be given territories`);
      }
      const previous = territory.owner;
      target.owner = change.owner;
      next.standing = next.standing.filter((r) => r.territory !== change.territory);
      events.push({
        type: "adjusted",
        territory: change.territory,
        field: "owner",
        from: previous,
        to: change.owner,
      });
      break;
    }
    case "set-income": {
      if (change.income === territory.income) return err(`the income of ${name} is already ${change.income}`);
      if (change.income < 0 && !state.rulings.negativeIncomes) {
        return err(
          `incomes below 0 are off in this game (the negativeIncomes ruling, V6): set 0 or more for ${name}`,
        );
      }
      target.income = change.income;
      events.push({
        type: "adjusted",
        territory: change.territory,
        field: "income",
        from: territory.income,
        to: change.income,
      });
      break;
    }
  }
  // V9 turn-3 ruling: a player the adjustment left without territory is out at once (the turn moves on from them if
  // it was theirs); with one player left holding land the game is over
  const w = new Work(next, map);
  const actor = next.actor;
  putOutLandless(w);
  if (actor !== null && next.phase === "actions" && w.s.players.find((p) => p.name === actor)?.eliminated) {
    advance(w, actor);
  }
  const after = w.done();
  return ok({ state: after.state, events: [...events, ...after.events] });
}

function armies(n: number): string {
  return `${n} ${n === 1 ? "army" : "armies"}`;
}
