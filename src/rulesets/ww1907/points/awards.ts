import type { BattleContext } from "../battles/context.ts";
import { draw } from "../battles/context.ts";
import type { CommanderProfile } from "../commanders/traits.ts";

/**
 * W23: the k-th general comes at 3·k·(k+1)/2 victory points (3, 9, 18, 30, 45, …), admirals likewise on naval
 * points; each is drawn with the phase's seeded generator from the nation's preset roster, never one already in
 * the game: neither one awarded or in play (`state.commanders`), nor one lost earlier (`state.lostCommanders`), nor
 * one listed in `exclude`.
 */

/** The points at which the k-th commander is due: 3·k·(k+1)/2 (k ≥ 1). */
export function awardThreshold(k: number): number {
  return (3 * k * (k + 1)) / 2;
}

/** How many commanders a points total entitles to: the largest k with 3·k·(k+1)/2 ≤ points. */
export function commandersEarned(points: number): number {
  let k = 0;
  while (awardThreshold(k + 1) <= points) k++;
  return k;
}

/**
 * Draws the awards due for every nation whose points crossed thresholds since the phase opened
 * (`record.vpAtStart`/`npAtStart` against the state now), generals first, nations in state order. Each award
 * draws one integer (an index into the still-available roster entries of that nation and kind, roster order);
 * the commander joins the game unplaced (`at: null`). When the roster is exhausted an `award-unavailable` event
 * says so and nothing is drawn.
 */
export function drawAwards(
  ctx: BattleContext,
  roster: readonly CommanderProfile[],
  exclude: readonly string[] = [],
): void {
  const state = ctx.state;
  for (const [nation, n] of Object.entries(state.nations)) {
    const plan: { kind: "general" | "admiral"; before: number; after: number }[] = [
      { kind: "general", before: ctx.record.vpAtStart[nation] ?? n.vp, after: n.vp },
      { kind: "admiral", before: ctx.record.npAtStart[nation] ?? n.np, after: n.np },
    ];
    for (const { kind, before, after } of plan) {
      for (let k = commandersEarned(before) + 1; k <= commandersEarned(after); k++) {
        const taken = new Set([
          ...exclude,
          ...(state.lostCommanders ?? []),
          ...state.commanders.map((c) => c.id),
        ]);
        const pool = roster.filter((c) => c.nation === nation && c.kind === kind && !taken.has(c.id));
        const threshold = awardThreshold(k);
        if (pool.length === 0) {
          ctx.events.push({ type: "award-unavailable", nation, kind, ordinal: k, threshold });
          continue;
        }
        const index = draw(ctx, (r) => r.nextInt(0, pool.length - 1));
        const chosen = pool[index]!;
        state.commanders.push({ ...structuredClone(chosen), at: null });
        ctx.events.push({
          type: "commander-awarded",
          nation,
          kind,
          commander: chosen.id,
          name: chosen.name,
          ordinal: k,
          threshold,
          draw: { index, of: pool.length },
        });
      }
    }
  }
}
