import { type Document, list, para } from "../../presenters/document.ts";
import { err, ok } from "../../result.ts";
import { adjustmentWarnings, applyAdjustment, resolveAdjustment } from "../../rulesets/ww1907/adjust.ts";
import { describeAdjustment } from "../../rulesets/ww1907/words/adjustment-text.ts";
import type { Actor, Adjustment, ServiceResult } from "../types.ts";
import type { Ww1907Kit } from "./kit.ts";

/**
 * A GM adjustment (a province's owner or divisions, a treasury, a relation…), logged with its reason and shown in
 * the next summary. Names as the GM writes them everywhere else ("Moscow", "St. Petersburg", "UK"); a typo is
 * refused with a suggestion; what else the change moves (garrisons converted with a province) is listed.
 */
export async function adjustGame(
  kit: Ww1907Kit,
  gameId: string,
  actor: Actor,
  reason: string,
  change: Adjustment,
): Promise<ServiceResult<Document>> {
  // judged and logged under the game's lock, on the state no other process is changing (a resolution at once)
  return await kit.store.writeTransaction(
    async () => await adjustNow(kit, gameId, actor, reason, change),
    gameId,
  );
}

async function adjustNow(
  kit: Ww1907Kit,
  gameId: string,
  actor: Actor,
  reason: string,
  change: Adjustment,
): Promise<ServiceResult<Document>> {
  const ctx = await kit.context(gameId);
  const state = await kit.state(gameId);
  if (!ctx.ok) return ctx;
  if (!state.ok) return state;
  if (reason.trim() === "")
    return err("say why: an adjustment needs a reason (it is shown in the next summary)");
  const resolved = resolveAdjustment(state.value, change, ctx.value);
  if (!resolved.ok) return resolved;
  const applied = applyAdjustment(state.value, resolved.value);
  if (!applied.ok) return applied;
  const warnings = adjustmentWarnings(state.value, resolved.value, ctx.value.nameOf);
  await kit.store.appendEvent(gameId, {
    kind: "adjusted",
    actor: actor.name,
    reason,
    payload: { kind: "adjusted", change: resolved.value, reason },
    createdAt: kit.nowIso(),
  });
  return ok({
    title: "GM adjustment",
    blocks: [
      para(`${actor.name}: ${describeAdjustment(resolved.value, ctx.value.nameOf)} — ${reason}`),
      ...(warnings.length > 0
        ? [para("Also changed — check these:"), list(warnings.map((w) => [`⚠️ ${w}`]))]
        : []),
    ],
  });
}
